package dev.lazygraph.core.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lazygraph.core.document.DocumentId;
import org.junit.jupiter.api.Test;

class CollectionRuleTest {

    @Test
    void fixedCollectionKeepsTheWholeKey() {
        CollectionRule rule = new CollectionRule(false, "handbooks");
        assertEquals(new DocumentId("handbooks", "reports/Q3 résumé final.txt"),
                rule.documentId("reports/Q3 résumé final.txt"));
    }

    @Test
    void prefixRuleTakesTheFirstSegment() {
        CollectionRule rule = new CollectionRule(true, "default");
        assertEquals(new DocumentId("acme", "acme/reports/q3.txt"), rule.documentId("acme/reports/q3.txt"));
    }

    @Test
    void prefixRuleRefusesKeysWithoutAValidCollection() {
        CollectionRule rule = new CollectionRule(true, "default");
        assertThrows(IllegalArgumentException.class, () -> rule.documentId("q3.txt"));
        assertThrows(IllegalArgumentException.class, () -> rule.documentId("/q3.txt"));
        assertThrows(IllegalArgumentException.class, () -> rule.documentId("my reports/q3.txt"));
    }

    @Test
    void anInvalidFixedCollectionFailsAtStartup() {
        assertThrows(IllegalArgumentException.class, () -> new CollectionRule(false, "no spaces allowed"));
    }
}
