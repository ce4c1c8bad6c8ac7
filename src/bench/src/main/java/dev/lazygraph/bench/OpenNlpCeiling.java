package dev.lazygraph.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import opennlp.tools.postag.POSModel;
import opennlp.tools.postag.POSTaggerME;
import opennlp.tools.sentdetect.SentenceDetectorME;
import opennlp.tools.sentdetect.SentenceModel;
import opennlp.tools.tokenize.TokenizerME;
import opennlp.tools.tokenize.TokenizerModel;

/**
 * The ceiling ingest can approach: bare OpenNLP sentence detection + tokenization + POS tagging of the same
 * text on one thread, with the same models, and nothing else (no chunking, phrases, graph or store).
 */
final class OpenNlpCeiling {
    private final SentenceDetectorME sentences;
    private final TokenizerME tokenizer;
    private final POSTaggerME tagger;

    OpenNlpCeiling() {
        SentenceModel sentenceModel = load("/opennlp-en-ud-ewt-sentence-1.3-2.5.4.bin", SentenceModel::new);
        TokenizerModel tokenizerModel = load("/opennlp-en-ud-ewt-tokens-1.3-2.5.4.bin", TokenizerModel::new);
        POSModel posModel = load("/opennlp-en-ud-ewt-pos-1.3-2.5.4.bin", POSModel::new);
        sentences = new SentenceDetectorME(sentenceModel);
        tokenizer = new TokenizerME(tokenizerModel);
        tagger = new POSTaggerME(posModel);
    }

    /** Returns the number of tokens tagged, so the work cannot be optimized away. */
    long tagAll(List<String> texts) {
        long tokens = 0;
        for (String text : texts) {
            for (String sentence : sentences.sentDetect(text)) {
                String[] words = tokenizer.tokenize(sentence);
                tokens += tagger.tag(words).length;
            }
        }
        return tokens;
    }

    private interface ModelReader<T> {
        T read(InputStream in) throws IOException;
    }

    private static <T> T load(String resource, ModelReader<T> reader) {
        try (InputStream in = OpenNlpCeiling.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("OpenNLP model " + resource + " is not on the classpath");
            }
            return reader.read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
