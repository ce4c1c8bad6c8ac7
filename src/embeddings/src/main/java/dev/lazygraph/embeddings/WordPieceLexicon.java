package dev.lazygraph.embeddings;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lazygraph.core.nlp.Lexicon;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashSet;
import java.util.Set;

/**
 * The whole words of a WordPiece tokenizer's vocabulary (the tokenizer.json shipped beside the model): BERT's
 * uncased vocabulary keeps about 20,000 English words whole, the common ones of books and Wikipedia, and cuts any
 * rarer word into pieces ("gunicorn" is gun-ico-rn). Word pieces ({@code ##ing}), special tokens and tokens that
 * are no lower-case word are left out.
 */
final class WordPieceLexicon implements Lexicon {
    private final Set<String> words;

    private WordPieceLexicon(Set<String> words) {
        this.words = words;
    }

    /** The lexicon of the tokenizer at {@code resource} on the class path. */
    static WordPieceLexicon of(String resource) {
        try (InputStream in = WordPieceLexicon.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("no tokenizer on the class path: " + resource);
            }
            JsonNode vocab = new ObjectMapper().readTree(in).path("model").path("vocab");
            Set<String> words = new HashSet<>();
            vocab.fieldNames().forEachRemaining(token -> {
                if (token.chars().allMatch(c -> c >= 'a' && c <= 'z')) {
                    words.add(token);
                }
            });
            return new WordPieceLexicon(Set.copyOf(words));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public boolean holds(String word) {
        return words.contains(word);
    }
}
