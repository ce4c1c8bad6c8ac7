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
        assertEquals("What are the?", d.focus());
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
            "When was the university founded, and who was the first president of the association that later published its journal, and what did they study?",
            "Drew Fuller starred in a series that originally broadcast on what station?"})
    void everythingElseGoesLocal(String question) {
        assertEquals(Route.LOCAL, router.route(question).route());
    }

    @Test
    void aGlobalQuestionKeepsItsSubjectAsTheFocus() {
        assertEquals("What do tech leaders emphasize?",
                router.route("What recurring topics do tech leaders emphasize in their discussions?").focus());
        assertEquals("What safety warnings appear?",
                router.route("What safety warnings appear throughout the manual?").focus());
        assertEquals("What are the that?",
                router.route("What are the main topics that this documentation covers?").focus(),
                "the collection named as such is no subject");
        assertEquals("What are the about the payment service?",
                router.route("What are the main themes about the payment service?").focus());
    }

    // The phrasings below come from other kinds of collections than the podcast the rules were first
    // written for: earnings calls, product manuals, team wikis and codebases.

    @ParameterizedTest
    @ValueSource(strings = {
            "How has management's outlook on operating margins shifted over the past eight quarters?",
            "Which risks do analysts raise most often on these calls?",
            "What were the recurring concerns about supply chain costs across all the transcripts?",
            "Summarize the capital allocation priorities discussed in the earnings calls.",
            "What common questions do analysts ask about guidance?",
            "What concerns have been raised about the new pricing model?",
            "What safety warnings appear throughout the manual?",
            "Give me an overview of the maintenance procedures in these manuals.",
            "Which troubleshooting steps come up in every chapter?",
            "What are the most common complaints in the support wiki?",
            "Which teams are mentioned most frequently across the wiki pages?",
            "What do these pages have in common?",
            "What are the main components of this codebase and how do they fit together?",
            "What error-handling patterns recur across the modules?",
            "Give a high-level summary of the repository's architecture.",
            "How have the deployment practices evolved?",
            "What insights have been provided about regional market performance?"})
    void collectionWideQuestionsOfOtherCollectionsGoGlobal(String question) {
        QueryRouter.Decision d = router.route(question);
        assertEquals(Route.GLOBAL, d.route(), d.reason());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "What did the CFO say about currency headwinds in the fiscal 2023 third-quarter call?",
            "How did Azure's growth affect the gross margin of the cloud segment?",
            "Why did the company lower its full-year revenue guidance in Q2?",
            "What are the key points of the CFO's remarks on margins?",
            "How often should the water filter be replaced?",
            "What is the overall length of the power cable?",
            "What are the main steps to reset the router to factory settings?",
            "Why does the printer show a paper jam error after the cartridge is replaced?",
            "Which theme does the intranet use for the onboarding portal?",
            "How does the on-call rotation hand over incidents to the night shift?",
            "How does the retry policy in the payments service interact with the circuit breaker?",
            "Where is the database password read from in the config files?",
            "What does the scheduler do when a job times out?",
            "How often does the backup job run?",
            "How has the login page changed in version 3?",
            "What has been fixed in the 2.4 release?"})
    void questionsAboutOneThingOfOtherCollectionsGoLocalEvenWithGlobalLookingWords(String question) {
        QueryRouter.Decision d = router.route(question);
        assertEquals(Route.LOCAL, d.route(), d.reason());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "When did Microsoft complete the Activision acquisition?",
            "How much revenue did LinkedIn report in fiscal 2022?",
            "How many watts does the X200 heater draw?",
            "Where is the reset button on the Model 3 thermostat?",
            "Who owns the Payments runbook?",
            "When was the GraphQL gateway introduced?",
            "Who is the chief financial officer on these calls?",
            "Who was the host of the first episode?"})
    void lookupsOfOtherCollectionsGoBasic(String question) {
        assertEquals(Route.BASIC, router.route(question).route());
    }

    /** "Every" and plural nouns that count the things a manual is about, not the manual's own parts. */
    @ParameterizedTest
    @ValueSource(strings = {
            "What magic number starts every Zephyr archive file?",
            "If I copy a .zap file into the drop folder, does Zephyr run it straight from the archive?",
            "Even if I rebuild it, what is the largest number of open files a single process can hold?",
            "Which header do all Corvid config files begin with?",
            "How is the checksum of each Marram page stored?",
            "What text is put in front of the subject of emails sent to the site admins unless I configure it?"})
    void questionsAboutTheThingsAManualDescribesAreNoCollectionQuestions(String question) {
        QueryRouter.Decision d = router.route(question);
        assertTrue(d.route() != Route.GLOBAL, d.reason());
    }

    @Test
    void aWordStartingWithADotStaysApartFromTheWordBeforeIt() {
        assertEquals("If I copy a .zap file into the drop folder, is it unpacked?",
                router.route("If I copy a .zap file into the drop folder, is it unpacked?").focus());
        assertEquals("What are the?", router.route("What are the main themes across these documents ?").focus());
    }

    @Test
    void aForcedRouteSaysSo() {
        QueryRouter.Decision d = router.forced(Route.GLOBAL, "When was X born?");
        assertEquals(Route.GLOBAL, d.route());
        assertEquals("global: requested", d.reason());
    }
}
