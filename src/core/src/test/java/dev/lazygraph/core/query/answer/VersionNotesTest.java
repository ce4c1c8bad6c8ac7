package dev.lazygraph.core.query.answer;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Lines of version history as generators print them, and sentences that only mention a version. */
class VersionNotesTest {
    @Test
    void versionHistoryLinesAreNotesAndSentencesMentioningVersionsAreNot() {
        for (String note : List.of("Added in: v8.3.0", "v12.18.3: The single supported option is timeout.",
                "Changed in version 3.8: The maxsize parameter may be a callable.", "New in version 3.2.",
                "Deprecated since version 3.5, will be removed in version 3.12.", "Removed in: v15.0.0",
                "(Changed in version 4.1: the flag is ignored.)", "2.41.0: The limit was raised.",
                "Version: v12.18.3; Changes: The constructor now accepts an options object.")) {
            assertTrue(VersionNotes.isNote(note), note);
        }
        for (String sentence : List.of("The default maximum is 2147483647 bytes.",
                "Version 3 of the format added a checksum to every page.",
                "Node.js 18.0.0 and later read the file at start-up.",
                "Changes made in one connection are visible to the others once committed.",
                "Added rows are written to the end of the ledger.")) {
            assertFalse(VersionNotes.isNote(sentence), sentence);
        }
        for (String historyOnly : List.of("Added in: v8.3.0", "New in version 3.2.", "Removed in: v15.0.0",
                "Deprecated since version 3.5, will be removed in version 3.12.")) {
            assertTrue(VersionNotes.isHistoryOnly(historyOnly), historyOnly);
        }
        for (String sayingWhatHolds : List.of("Changed in version 3.8: The default protocol is 4.",
                "v12.18.3: The single supported option is timeout.", "The default maximum is 2147483647 bytes.")) {
            assertFalse(VersionNotes.isHistoryOnly(sayingWhatHolds), sayingWhatHolds);
        }
        assertTrue(VersionNotes.isRelease("v12.18.3") && VersionNotes.isRelease("3.8:"));
        assertFalse(VersionNotes.isRelease("maxConnections") || VersionNotes.isRelease("TLSv1.3"));
        assertTrue(VersionNotes.asksForVersions("In which version was the timeout option added to Resolver?"));
        assertFalse(VersionNotes.asksForVersions("Which options does the Resolver constructor accept?"));
    }
}
