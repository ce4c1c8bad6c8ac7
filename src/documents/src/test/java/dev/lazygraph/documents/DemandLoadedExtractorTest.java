package dev.lazygraph.documents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/**
 * The document extractor the processes are given loads Tika only for a document that may be in one of its
 * formats. Run in a class loader of its own (over this test's class path), which records every class it
 * defines: the test JVM has loaded Tika long before for the other tests.
 */
class DemandLoadedExtractorTest {
    private static final String TIKA = "org.apache.tika.";

    @Test
    void textMarkdownAndHtmlNeverLoadTikaAndTheFirstRtfDoes() throws Exception {
        try (RecordingLoader loader = new RecordingLoader()) {
            Class<?> limitsClass = loader.loadClass("dev.lazygraph.core.document.ExtractionLimits");
            Object limits = limitsClass.getMethod("defaults").invoke(null);
            Class<?> producerClass = loader.loadClass(DocumentExtractorProducer.class.getName());
            Constructor<?> producerConstructor = producerClass.getDeclaredConstructor();
            Object producer = producerConstructor.newInstance();
            Method produce = producerClass.getDeclaredMethod("documentExtractor", limitsClass);
            produce.setAccessible(true);
            Object extractor = produce.invoke(producer, limits);
            Class<?> extractorType = loader.loadClass("dev.lazygraph.core.document.DocumentExtractor");
            Method extract = extractorType.getMethod("extract", byte[].class, String.class);

            assertEquals(Optional.empty(), extract.invoke(extractor, utf8("<html><head><title>Kestrel</title></head>"
                    + "<body><h1>Kestrel Optics</h1><p>Fiona MacLeod founded it.</p></body></html>"), "a.html"));
            assertEquals(Optional.empty(), extract.invoke(extractor, utf8("# Kestrel\n\nFounded in 2002."), "a.md"));
            assertEquals(Optional.empty(), extract.invoke(extractor, utf8("Fiona MacLeod founded Kestrel."), "a.txt"));
            assertTrue(loader.defined("dev.lazygraph.documents.DemandLoadedExtractor"), "the extractor was used");
            assertFalse(loader.definedAny(TIKA), "no Tika class before a document of Tika's: " + loader.tikaClasses());

            Optional<?> rtf = (Optional<?>) extract.invoke(extractor,
                    utf8("{\\rtf1\\ansi{\\fonttbl{\\f0 Helvetica;}}\\f0 \\pard Fiona MacLeod founded Kestrel.\\par }"),
                    "a.rtf");
            assertTrue(rtf.isPresent(), "an RTF document is read through Tika");
            assertTrue(loader.defined("org.apache.tika.parser.microsoft.rtf.RTFParser"), "and its parser loaded then");
        }
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** Defines every class of the test's class path itself (beside the JDK's), and remembers which. */
    private static final class RecordingLoader extends URLClassLoader {
        private final Set<String> defined = ConcurrentHashMap.newKeySet();

        RecordingLoader() {
            super(classPath(), ClassLoader.getPlatformClassLoader());
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            Class<?> found = super.findClass(name);
            defined.add(name);
            return found;
        }

        boolean defined(String name) {
            return defined.contains(name);
        }

        boolean definedAny(String prefix) {
            return defined.stream().anyMatch(name -> name.startsWith(prefix));
        }

        String tikaClasses() {
            return defined.stream().filter(name -> name.startsWith(TIKA)).sorted().limit(10).toList().toString();
        }

        private static URL[] classPath() {
            return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator)).map(entry -> {
                try {
                    return Path.of(entry).toUri().toURL();
                } catch (MalformedURLException e) {
                    throw new IllegalStateException(e);
                }
            }).toArray(URL[]::new);
        }
    }
}
