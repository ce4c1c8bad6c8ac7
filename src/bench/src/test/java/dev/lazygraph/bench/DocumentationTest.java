package dev.lazygraph.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README and the pages of docs/ hold together: every relative link names a file of the checkout and every
 * anchor a heading of its page, and every test the guarantees table names as a promise's proof exists. The
 * README stays a front door (short, with its contents), and no page tells the project's history.
 */
class DocumentationTest {
    private static final Path CHECKOUT = RepositoryRoot.find();
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern CODE_BLOCK = Pattern.compile("(?ms)^```.*?^```");

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(CHECKOUT.resolve("README.md")));
        try (Stream<Path> docs = Files.list(CHECKOUT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
    static String anchor(String heading) {
        return heading.strip().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}_\\- ]", "").replace(' ', '-');
    }

    private static Set<String> anchors(Path page) {
        Set<String> anchors = new HashSet<>();
        CODE_BLOCK.matcher(read(page)).replaceAll("").lines().filter(l -> l.startsWith("#"))
                .forEach(l -> anchors.add(anchor(l.replaceFirst("^#+", ""))));
        return anchors;
    }

    @Test
    void theReadmeIsAFrontDoorWithAContentsList() {
        List<String> lines = read(CHECKOUT.resolve("README.md")).lines().toList();
        assertTrue(lines.size() <= 300, "README.md has " + lines.size() + " lines");
        assertTrue(lines.contains("## Contents"), "README.md has a contents list");
    }

    /** Pages say what is true now: no rounds of work, no issue numbers. */
    @Test
    void noPageTellsHistory() throws IOException {
        Pattern history = Pattern.compile("(?i)\\b(rounds?|issues? #?\\d+)\\b");
        List<String> found = new ArrayList<>();
        for (Path page : pages()) {
            List<String> lines = read(page).lines().toList();
            for (int i = 0; i < lines.size(); i++) {
                Matcher word = history.matcher(lines.get(i));
                if (word.find()) {
                    found.add(CHECKOUT.relativize(page) + ":" + (i + 1) + ": " + word.group());
                }
            }
        }
        assertEquals(List.of(), found);
    }

    @Test
    void anchorsAreTheOnesGitHubGivesHeadings() {
        assertEquals("the-communities-behind-an-answer-graph", anchor(" The communities behind an answer (`graph`)"));
        assertEquals("runtimes-what-is-built-and-tested", anchor("Runtimes: what is built and tested"));
    }

    @Test
    void everyLinkNamesAFileAndEveryAnchorAHeading() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path page : pages()) {
            Matcher link = LINK.matcher(CODE_BLOCK.matcher(read(page)).replaceAll(""));
            while (link.find()) {
                String target = link.group(1);
                if (target.matches("^[a-z]+:.*")) {
                    continue;
                }
                String path = target.contains("#") ? target.substring(0, target.indexOf('#')) : target;
                Path file = path.isEmpty() ? page : page.getParent().resolve(path).normalize();
                boolean fine = Files.exists(file) && (!target.contains("#")
                        || anchors(file).contains(target.substring(target.indexOf('#') + 1)));
                if (!fine) {
                    broken.add(CHECKOUT.relativize(page) + ": " + target);
                }
            }
        }
        assertEquals(List.of(), broken);
    }

    @Test
    void everyTestTheGuaranteesNameExists() throws IOException {
        Map<String, List<Path>> testClasses = new HashMap<>();
        try (Stream<Path> files = Files.walk(CHECKOUT)) {
            files.filter(p -> p.toString().contains("/src/test/java/") && p.toString().endsWith(".java"))
                    .filter(p -> !p.toString().contains("/node_modules/"))
                    .forEach(p -> testClasses.computeIfAbsent(p.getFileName().toString().replace(".java", ""),
                            k -> new ArrayList<>()).add(p));
        }
        Pattern proof = Pattern.compile("`([A-Z][A-Za-z0-9]*(?:Test|IT|Contract))(?:\\.([a-zA-Z0-9]+))?`");
        List<String> missing = new ArrayList<>();
        int named = 0;
        for (String row : read(CHECKOUT.resolve("docs/guarantees.md")).lines().filter(l -> l.startsWith("| ")).toList()) {
            Matcher test = proof.matcher(row.substring(row.lastIndexOf(" | ")));
            while (test.find()) {
                named++;
                List<Path> files = testClasses.getOrDefault(test.group(1), List.of());
                String method = test.group(2);
                if (files.isEmpty() || method != null && files.stream().noneMatch(f -> read(f).contains(" " + method + "("))) {
                    missing.add(test.group());
                }
            }
        }
        assertTrue(named > 100, "the guarantees table names its tests: " + named);
        assertEquals(List.of(), missing);
    }
}
