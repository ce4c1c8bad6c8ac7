package dev.lazygraph.core.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.llm.LanguageModel;
import dev.lazygraph.core.testing.FakeLanguageModel;
import dev.lazygraph.core.testing.InMemoryService;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What a user reads of an extractive answer on a manual, generated here: a settings page whose defaults sit in
 * definition lists under the setting's name, a tools page, a page of limits. The answer's first line holds the
 * value or the name asked for, cites the page it is on, stays short, lists only the sources it quotes; and a
 * question about something the manual never mentions is answered "not found", without and with an LLM.
 */
class ManualAnswersTest {
    private static final String C = "manual";

    private final InMemoryService service = new InMemoryService();

    @BeforeEach
    void manual() {
        service.put(C, "config/memory.html", """
                <html><head><title>18.2. Memory</title></head><body><h1>18.2. Memory</h1>
                <p>These settings control how much memory the Quillon server uses.</p><dl>
                <dt><code>spool_buffers</code> (<code>integer</code>)</dt>
                <dd><p>Sets the amount of memory the server uses for spool buffers. The default is typically 96
                megabytes (<code>96MB</code>), but might be less if the kernel does not allow it. This setting must
                be at least 256 kilobytes. (Non-default values of PAGESZ change the minimum value.)</p></dd>
                <dt><code>ledger_buffers</code> (<code>integer</code>)</dt>
                <dd><p>Sets the memory used for ledger data that has not yet been written. The default setting of -1
                selects a size equal to 1/16th of spool_buffers, and at most 16 megabytes.</p></dd>
                <dt><code>sort_mem</code> (<code>integer</code>)</dt>
                <dd><p>Sets the memory a sort may use before it writes to temporary files. The default is 8
                megabytes.</p></dd></dl></body></html>""");
        service.put(C, "tools/archive.html", """
                <html><head><title>Archive tools</title></head><body><h1>Archive tools</h1>
                <p>Quillon writes archives in three formats: plain, directory and packed.</p>
                <p>To restore a packed archive, use the quill_restore tool. It reads the archive and replays it
                into an empty server.</p>
                <p>These formats differ in speed. They are chosen when the archive is written.</p>
                <p>The quill_dump tool writes an archive of a running server.</p></body></html>""");
        service.put(C, "limits.html", """
                <html><head><title>Limits</title></head><body><h1>Limits of Quillon</h1>
                <p>Every Quillon server keeps its data in ledgers. The maximum number of ledgers a single server
                can open at once is 250, and this cannot be raised by recompiling.</p>
                <p>A ledger may hold at most 4 billion rows.</p></body></html>""");
    }

    @AfterEach
    void close() {
        service.close();
    }

    private Answer ask(String question, LanguageModel llm) {
        return service.query(Optional.ofNullable(llm)).ask(QueryRequest.of(C, question));
    }

    private static String firstLine(Answer answer) {
        return answer.text().lines().findFirst().orElse("");
    }

    @Test
    void aDefaultIsAnsweredByTheSentenceUnderTheSettingsNameShownWithIt() {
        Answer answer = ask("What is the default value of spool_buffers?", null);

        assertTrue(firstLine(answer).startsWith("spool_buffers (integer): The default is typically 96 megabytes"),
                answer.text());
        assertEquals("config/memory.html", answer.citations().get(0).documentKey());
        assertTrue(answer.found());
    }

    @Test
    void aQuestionThatDoesNotSayDefaultButAsksWhatHappensUnlessToldIsADefault() {
        Answer answer = ask("If I never change it, how much memory may a sort use before it spills?", null);

        assertTrue(firstLine(answer).contains("The default is 8 megabytes"), answer.text());
    }

    @Test
    void aWhichToolQuestionIsAnsweredByTheSentenceNamingTheToolAndADemonstrativeKeepsItsAntecedent() {
        Answer tool = ask("Which tool restores a packed archive?", null);
        assertTrue(firstLine(tool).contains("quill_restore"), tool.text());

        Answer formats = ask("How do the archive formats differ?", null);
        assertTrue(formats.text().lines().noneMatch(line -> line.startsWith("These formats")),
                "a quote never opens with a demonstrative that stands for nothing quoted: " + formats.text());
    }

    @Test
    void aLimitIsAnsweredByTheSentenceStatingItsBound() {
        Answer answer = ask("Even after recompiling, what is the largest number of ledgers one server can have open?",
                null);

        assertTrue(firstLine(answer).contains("250"), answer.text());
        assertEquals("limits.html", answer.citations().get(0).documentKey());
    }

    @Test
    void anAnswerIsShortAndCitesOnlyWhatItQuotes() {
        Answer answer = ask("What is the default value of ledger_buffers?", null);

        assertTrue(answer.text().split("\\s+").length <= 80 + 2 * answer.citations().size() + 10, answer.text());
        for (Citation citation : answer.citations()) {
            assertTrue(answer.text().contains("[" + citation.number() + "]"), citation + " is not in " + answer.text());
        }
    }

    @Test
    void aQuestionAboutWhatTheManualNeverMentionsIsNotFoundAndOffersTheClosestPassages() {
        Answer answer = ask("What is the default size of the Velvox cache pool?", null);

        assertFalse(answer.found());
        assertTrue(answer.text().startsWith("Not found in these documents") && answer.text().contains("Velvox"),
                answer.text());
        assertTrue(answer.citations().isEmpty(), "the text cites nothing");
        assertFalse(answer.furtherSources().isEmpty(), "the closest passages are offered as such");
        assertEquals(0, answer.cost().llmCalls());
    }

    @Test
    void aMisspelledNameIsNoReasonToFindNothing() {
        Answer identifier = ask("What is the default value of spool_bufers?", null);
        assertTrue(identifier.found() && firstLine(identifier).contains("96 megabytes"), identifier.text());
        Answer name = ask("Which Quilon tool restores a packed archive?", null);
        assertTrue(name.found() && firstLine(name).contains("quill_restore"), name.text());
    }

    @Test
    void aNameTheManualWritesAsPartOfALongerNameIsNoReasonToFindNothing() {
        service.put(C, "config/cookies.html", """
                <html><head><title>Cookies</title></head><body><h1>Cookie settings</h1><dl>
                <dt><code>sameSiteCookies</code></dt><dd><p>Sets the same-site attribute of the cookies the server
                writes. The default is unset, which writes no attribute.</p></dd></dl></body></html>""");
        Answer camel = ask("Which setting controls the SameSite attribute of the cookies the server writes?", null);
        assertTrue(camel.found() && camel.text().contains("sameSiteCookies"), camel.text());
        Answer unknown = ask("What is the default size of the Velvox cache pool?", null);
        assertFalse(unknown.found(), unknown.text());
    }

    @Test
    void anIdentifierWhoseHeadTheManualWritesIsNoReasonToFindNothing() {
        service.put(C, "config/proxy.html", """
                <html><head><title>Proxies</title></head><body><h1>Behind a proxy</h1>
                <p>The access log pattern %h writes the clientAddr of each request.</p>
                <p>The ForwardedValve replaces the client address with the first address of the X-Forwarded-For
                header, so the server sees the client behind the proxy.</p></body></html>""");
        Answer head = ask("Behind a proxy, session.getClientAddr() returns the proxy's address. Which valve "
                + "replaces it with the address from the X-Forwarded-For header?", null);
        assertTrue(head.found() && head.text().contains("ForwardedValve"), head.text());
        Answer unknown = ask("What does velvox.getCachePool() return when the cache pool is empty?", null);
        assertFalse(unknown.found(), unknown.text());
        // The head written in another style is another system's name: "spool_buffers" is not "spool.buffers".
        Answer otherSystem = ask("Which memory does the app.spool.buffers property set?", null);
        assertFalse(otherSystem.found(), otherSystem.text());
    }

    @Test
    void withAnLlmTheModelReadsTheClosestPassagesAndMayFindNothing() {
        FakeLanguageModel llm = new FakeLanguageModel("memory");
        llm.answerReply("NOT FOUND");
        Answer unknown = ask("What is the default size of the Velvox cache pool?", llm);
        assertFalse(unknown.found(), unknown.text());
        assertTrue(llm.prompts().stream().anyMatch(p -> p.stage() == Stage.ANSWER),
                "a name no page mentions in those words is the model's to judge");

        Answer unanswered = ask("How much memory does the spool use when the moon is full?", llm);
        assertFalse(unanswered.found(), unanswered.text());
        assertTrue(unanswered.text().startsWith("Not found in these documents"), unanswered.text());
    }
}
