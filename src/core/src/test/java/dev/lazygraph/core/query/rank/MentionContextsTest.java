package dev.lazygraph.core.query.rank;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.GeneratedDocuments;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Mentions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MentionContextsTest {

    @Test
    void aChunksContextsAreItsTextsAndEachRevisionHasItsOwn() {
        for (int revision = 1; revision <= 2; revision++) {
            DocumentIndex index = GeneratedDocuments.index(new DocumentId("c", "a.txt"), revision, 6);
            for (IndexedChunk chunk : index.chunks()) {
                List<String> names = chunk.conceptCounts().entrySet().stream()
                        .filter(e -> Mentions.isName(e.getValue())).map(Map.Entry::getKey).toList();
                Map<String, List<List<String>>> expected = MentionContexts.of(chunk.chunk().text(), names);
                assertEquals(expected, MentionContexts.of(chunk), chunk.id());
                assertEquals(expected, MentionContexts.of(chunk), "kept: " + chunk.id());
            }
        }
    }

    @Test
    void aNameTakesTheWordsSinceThePreviousNameAndAListSharesThemWithItsFirstItem() {
        Map<String, List<List<String>>> contexts = MentionContexts.of(
                "Zorbla is a 1961 drama film directed by Quentin Marlowe and starring Ada Venn, Tomas Orly and "
                        + "Ivo Rask.",
                List.of("zorbla", "quentin marlowe", "ada venn", "tomas orly", "ivo rask"));

        assertEquals(List.of(List.of("is", "a", "1961", "drama", "film", "directed", "by")),
                contexts.get("quentin marlowe"));
        assertEquals(List.of(List.of("and", "starring")), contexts.get("ada venn"));
        assertEquals(List.of(List.of("and", "starring")), contexts.get("tomas orly"));
        assertEquals(List.of(List.of("and", "starring")), contexts.get("ivo rask"));
    }

    @Test
    void aNameOpeningItsClauseTakesTheWordsAfterItUpToAPassive() {
        Map<String, List<List<String>>> contexts = MentionContexts.of(
                "Orla Venn directed the first film. Zorbla was written by Ivo Rask.",
                List.of("orla venn", "zorbla", "ivo rask"));

        assertEquals(List.of(List.of("directed", "the", "first", "film")), contexts.get("orla venn"));
        assertEquals(List.of(List.of("was")), contexts.get("zorbla"), "\"written by\" gives Ivo Rask's role, not Zorbla's");
        assertEquals(List.of(List.of("was", "written", "by")), contexts.get("ivo rask"));
    }

    @Test
    void sentencesBlankLinesAndBracketsEndAClauseButAnInitialDoesNot() {
        Map<String, List<List<String>>> contexts = MentionContexts.of(
                "Marrow Hill\n\nHis mother was Ann Lee. W. H. Quell (born in Ostrava) married Ann Lee.",
                List.of("marrow hill", "ann lee", "w h quell", "ostrava"));

        assertEquals(List.of(List.of("his", "mother", "was"), List.of("married")), contexts.get("ann lee"));
        assertEquals(List.of(List.of()), contexts.get("marrow hill"), "the heading is a clause of its own");
        assertEquals(List.of(List.of("born", "in")), contexts.get("ostrava"));
    }

    @Test
    void nestedNamesAreEachAMentionAndTheKindAfterANameBelongsToIt() {
        Map<String, List<List<String>>> contexts = MentionContexts.of(
                "Directed by Quentin Marlowe, the film is set in Varna state, near Ostrava.",
                List.of("directed by quentin marlowe", "quentin marlowe", "varna", "ostrava"));

        assertEquals(List.of(List.of("directed", "by")), contexts.get("quentin marlowe"));
        assertEquals(List.of(List.of("the", "film", "is", "set", "in", "state")), contexts.get("varna"));
        assertEquals(List.of(List.of("near")), contexts.get("ostrava"), "a comma keeps \"state\" from Ostrava");
    }

    @Test
    void namesAreFoundAsTheirKeysAreWrittenAndAbsentNamesAreLeftOut() {
        Map<String, List<List<String>>> contexts = MentionContexts.of(
                "The song \"Hello Moon\" is by Akinoshū Kenji's band.", List.of("hello moon", "akinoshu kenji", "nobody"));

        assertEquals(List.of(List.of("is", "by", "band")), contexts.get("akinoshu kenji"));
        assertFalse(contexts.containsKey("nobody"));
    }
}
