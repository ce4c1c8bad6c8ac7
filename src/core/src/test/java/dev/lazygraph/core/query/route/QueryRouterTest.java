package dev.lazygraph.core.query.route;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.query.Route;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class QueryRouterTest {
    private final QueryRouter router = new QueryRouter();

    @Test
    void mainThemesAcrossTheDocumentsGoesGlobalWithNothingLeftToFocusOn() {
        QueryRouter.Decision d = router.route("What are the main themes across these documents?");
        assertEquals(Route.GLOBAL, d.route());
        assertTrue(d.reason().contains("main themes"), d.reason());
        assertEquals("What are the ?", d.focus());
    }

    @Test
    void anExactLookupAboutANamedThingGoesBasic() {
        QueryRouter.Decision d = router.route("When was X born?");
        assertEquals(Route.BASIC, d.route());
        assertTrue(d.reason().contains("when"), d.reason());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "What recurring topics do tech leaders emphasize in their discussions?",
            "What trends appear in the earnings calls over the years?",
            "How frequently do discussions about artificial intelligence arise compared to other topics?",
            "Overall, what do the guests think about education?",
            "What topics come up across all the episodes?",
            "Summarize the collection."})
    void collectionWideQuestionsGoGlobal(String question) {
        assertEquals(Route.GLOBAL, router.route(question).route());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "Who founded Microsoft?",
            "Where did Marie Curie study?",
            "What year did the Enigma cipher fall?",
            "How many stores does Publix have in 2020?",
            "When did \"Behind the Tech\" start?"})
    void lookupsAboutSomethingNamedGoBasic(String question) {
        assertEquals(Route.BASIC, router.route(question).route());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "How did the work of Marie Curie influence Henri Becquerel?",
            "Why did Ada Lovelace write about the Analytical Engine?",
            "who wrote the first program?",
            "When was the university founded, and who was the first president of the association that later published its journal, and what did they study?"})
    void everythingElseGoesLocal(String question) {
        assertEquals(Route.LOCAL, router.route(question).route());
    }

    @Test
    void aGlobalQuestionKeepsItsSubjectAsTheFocus() {
        assertEquals("What do tech leaders emphasize in their discussions?",
                router.route("What recurring topics do tech leaders emphasize in their discussions?").focus());
    }

    @Test
    void aForcedRouteSaysSo() {
        QueryRouter.Decision d = router.forced(Route.GLOBAL, "When was X born?");
        assertEquals(Route.GLOBAL, d.route());
        assertEquals("global: requested", d.reason());
    }
}
