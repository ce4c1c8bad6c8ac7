package dev.lazygraph.bench;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class TopicCoverageTest {
    private final TopicCoverage coverage = new TopicCoverage("What does this manual cover?", List.of(
            new TopicCoverage.Topic("Backups", List.of("backup", "restore")),
            new TopicCoverage.Topic("Indexes", List.of("index")),
            new TopicCoverage.Topic("Triggers", List.of("trigger"))));

    @Test
    void aTopicIsNamedByAnyOfItsPhrasesAsWholeWords() {
        TopicCoverage.Grade grade = coverage.grade("- Restore and copy [1]\n- Triggers run on insert; reindexing");
        assertEquals(List.of("Backups"), grade.named(), "'Triggers' is not 'trigger'; 'reindexing' not 'index'");
        assertEquals(List.of("Indexes", "Triggers"), grade.missed());
        assertEquals(33.3, grade.percent());
    }

    @Test
    void onlyTheFirstWindowOfWordsCounts() {
        String filler = "word ".repeat(TopicCoverage.WINDOW_WORDS - 1);
        TopicCoverage.Grade grade = coverage.grade(filler + "backup index");
        assertEquals(List.of("Backups"), grade.named());
    }

    @Test
    void theLabelsAreWhatEachThemeLineSaysBeforeItsColon() {
        assertEquals(List.of("Backup and Restore; Archive Storage", "Replication"), TopicCoverage.labels(
                "- Backup and Restore; Archive Storage: Backups copy a cluster. [1]\nReplication keeps standbys.\n"
                        + "- Replication: Standbys follow the primary: in step. [2]"));
    }

    @Test
    void aTopicsFileWithoutTopicsIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new TopicCoverage("What?", List.of()));
    }
}
