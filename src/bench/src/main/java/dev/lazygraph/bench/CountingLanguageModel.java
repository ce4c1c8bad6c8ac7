package dev.lazygraph.bench;

import dev.lazygraph.core.llm.LanguageModel;
import dev.lazygraph.core.query.Stage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A deterministic stand-in LLM for cost benchmarks: counts calls and tokens ({@link TokenCounter}: the
 * o200k_base encoding of GPT-4o, for every variant compared) and answers without any network, so latency
 * figures exclude LLM time by construction.
 *
 * <p>Batched relevance tests (numbered {@code <data>} excerpts after a {@code <data id="question">}) are
 * answered like a careful reader would, by a rule rather than a model: an excerpt helps when it mentions at
 * least a third of the question's content words (words of 4+ letters that are not function words, compared
 * by their first {@value #STEM} letters), and the reply lists those excerpts' numbers, or NONE. Every other
 * prompt gets back the first words of its longer message (where the data is), at most {@value #REPLY_WORDS}
 * words and never more tokens than the prompt allows: replies are short, which keeps every reply-size figure
 * (summaries, reports, partial answers) on the low side for lazygraph and the GraphRAG reference alike.
 */
final class CountingLanguageModel implements LanguageModel {
    static final int REPLY_WORDS = 60;
    static final int STEM = 5;
    private static final Pattern DATA = Pattern.compile("<data id=\"([^\"]*)\">\\n(.*?)\\n</data>", Pattern.DOTALL);
    private static final Pattern WORD = Pattern.compile("\\p{L}{4,}");
    private static final Set<String> FUNCTION_WORDS = Set.of("what", "which", "when", "where", "whom", "whose",
            "does", "were", "been", "being", "have", "about", "their", "there", "these", "those", "this", "that",
            "with", "from", "into", "they", "them", "some", "most", "more", "many", "much", "other", "such",
            "than", "then", "also", "across", "within", "between", "over", "would", "could", "should", "your",
            "very", "just", "like", "only", "each", "both", "either", "whether", "while", "during", "make",
            "made", "take", "give", "used", "using", "based", "specific", "particular", "often", "frequently",
            "discussed", "discuss", "discussions", "mentioned", "mention", "ways", "kind", "kinds", "type", "types");

    /** System prompts repeat (lazygraph's are fixed, the reference's map prompts recur per question): count once. */
    private final Map<String, Integer> systemTokens = new ConcurrentHashMap<>();
    private final Map<String, String> replies = new ConcurrentHashMap<>();
    private final AtomicLong calls = new AtomicLong();
    private final AtomicLong inputTokens = new AtomicLong();
    private final AtomicLong outputTokens = new AtomicLong();
    private final AtomicLong nanosInside = new AtomicLong();
    /** Tokens of every instance in this process, so a bench can tell what a phase spent wherever it was spent. */
    private static final AtomicLong PROCESS_TOKENS = new AtomicLong();

    @Override
    public Completion complete(Prompt prompt) {
        long start = System.nanoTime();
        int in = systemTokens.computeIfAbsent(prompt.system(), TokenCounter::count) + TokenCounter.count(prompt.user());
        String reply;
        if (prompt.stage() == Stage.RELEVANCE) {
            reply = relevant(prompt.user());
        } else if (prompt.user().length() >= prompt.system().length()) {
            reply = firstWords(prompt.user(), prompt.maxOutputTokens());
        } else {
            reply = replies.computeIfAbsent(prompt.maxOutputTokens() + "\u0000" + prompt.system(),
                    k -> firstWords(prompt.system(), prompt.maxOutputTokens()));
        }
        int out = TokenCounter.count(reply);
        calls.incrementAndGet();
        inputTokens.addAndGet(in);
        outputTokens.addAndGet(out);
        PROCESS_TOKENS.addAndGet(in + out);
        nanosInside.addAndGet(System.nanoTime() - start);
        return new Completion(reply, in, out);
    }

    static long tokensInProcess() {
        return PROCESS_TOKENS.get();
    }

    long calls() {
        return calls.get();
    }

    long inputTokens() {
        return inputTokens.get();
    }

    long outputTokens() {
        return outputTokens.get();
    }

    /** Time spent inside the model, to subtract from query latency. */
    long nanosInside() {
        return nanosInside.get();
    }

    /** The numbers of the excerpts that mention a third of the question's content words, or NONE. */
    private static String relevant(String user) {
        Map<String, String> data = new LinkedHashMap<>();
        Matcher m = DATA.matcher(user);
        while (m.find()) {
            data.put(m.group(1), m.group(2));
        }
        Set<String> question = stems(data.getOrDefault("question", ""));
        int needed = Math.max(1, (question.size() + 2) / 3);
        List<String> numbers = new ArrayList<>();
        data.forEach((id, text) -> {
            if (id.matches("\\d+")) {
                Set<String> words = stems(text);
                if (question.stream().filter(words::contains).count() >= needed) {
                    numbers.add(id);
                }
            }
        });
        return numbers.isEmpty() ? "NONE" : String.join(", ", numbers);
    }

    private static Set<String> stems(String text) {
        Set<String> stems = new LinkedHashSet<>();
        Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT));
        while (m.find()) {
            if (!FUNCTION_WORDS.contains(m.group())) {
                stems.add(m.group().substring(0, Math.min(STEM, m.group().length())));
            }
        }
        return stems;
    }

    /** The first words of {@code text}, at most {@link #REPLY_WORDS} and at most {@code maxTokens} tokens. */
    private static String firstWords(String text, int maxTokens) {
        String[] words = text.strip().split("\\s+");
        int count = Math.min(REPLY_WORDS, words.length);
        String reply = String.join(" ", Arrays.copyOf(words, count));
        while (count > 1 && TokenCounter.count(reply) > maxTokens) {
            count--;
            reply = String.join(" ", Arrays.copyOf(words, count));
        }
        return reply;
    }
}
