package dev.lazygraph.core.query.relevance;

import static dev.lazygraph.core.query.relevance.RelevanceJudge.Verdict.IRRELEVANT;
import static dev.lazygraph.core.query.relevance.RelevanceJudge.Verdict.RELEVANT;
import static dev.lazygraph.core.query.relevance.RelevanceJudge.Verdict.UNCLEAR;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class RelevanceReplyTest {

    @Test
    void aListOfNumbersMarksThoseExcerptsRelevantAndTheOthersNot() {
        List<RelevanceJudge.Verdict> expected = List.of(IRRELEVANT, RELEVANT, IRRELEVANT, RELEVANT);
        for (String reply : List.of("2, 4", "2,4", " [2, 4] ", "Excerpts 2 and 4.", "4; 2", "2 4\n", "#2, #4")) {
            assertEquals(expected, RelevanceReply.parse(reply, 4), reply);
        }
    }

    @Test
    void noneMeansEveryExcerptIsIrrelevant() {
        for (String reply : List.of("NONE", "none.", " None ", "No")) {
            assertEquals(List.of(IRRELEVANT, IRRELEVANT, IRRELEVANT), RelevanceReply.parse(reply, 3), reply);
        }
    }

    @Test
    void oneVerdictPerLineIsReadAndALineMissingLeavesItsExcerptUnclear() {
        assertEquals(List.of(RELEVANT, IRRELEVANT, RELEVANT),
                RelevanceReply.parse("1: yes\n2: no\n3: yes", 3));
        assertEquals(List.of(IRRELEVANT, RELEVANT, UNCLEAR),
                RelevanceReply.parse("Excerpt 1 - not relevant\nExcerpt 2 - relevant", 3));
        assertEquals(List.of(UNCLEAR, IRRELEVANT), RelevanceReply.parse("1: yes\n1: no\n2: no", 2),
                "a line contradicting another leaves that excerpt unclear");
    }

    @Test
    void anUnreadableReplyLeavesEveryExcerptUnclearNeverRelevant() {
        for (String reply : List.of("", "yes", "I think the second one might help", "1, 2 and maybe 3?",
                "Excerpt 5", "0", "99999999999999999999", "2, 7")) {
            assertEquals(List.of(UNCLEAR, UNCLEAR, UNCLEAR), RelevanceReply.parse(reply, 3), reply);
        }
        assertEquals(List.of(UNCLEAR), RelevanceReply.parse(null, 1));
    }
}
