package dev.lazygraph.embeddings;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.nlp.Lexicon;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The model's vocabulary holds the common English words a question uses and no made-up product name. */
class WordPieceLexiconTest {
    private final Lexicon lexicon = new MiniLmEmbedder().lexicon().orElseThrow();

    @Test
    void commonWordsAreHeldWholeAndMadeUpNamesAreNot() {
        for (String word : List.of("folder", "database", "directory", "process", "server", "mail", "worker",
                "default", "backup", "cache", "session")) {
            assertTrue(lexicon.holds(word), word);
        }
        Random random = new Random(54);
        String consonants = "bdfgklmnprstvz";
        String vowels = "aeiou";
        for (int n = 0; n < 50; n++) {
            StringBuilder name = new StringBuilder();
            for (int i = 0; i < 3 + random.nextInt(2); i++) {
                name.append(consonants.charAt(random.nextInt(consonants.length())))
                        .append(vowels.charAt(random.nextInt(vowels.length())));
            }
            String madeUp = name.append('x').toString();
            assertFalse(lexicon.holds(madeUp), madeUp);
        }
        // A piece that only continues a word and a special token are no words.
        for (String token : List.of("##ing", "[UNK]", "[CLS]")) {
            assertFalse(lexicon.holds(token), token);
        }
    }
}
