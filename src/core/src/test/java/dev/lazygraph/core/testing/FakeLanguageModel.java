package dev.lazygraph.core.testing;

import dev.lazygraph.core.llm.LanguageModel;
import dev.lazygraph.core.llm.LanguageModelException;
import dev.lazygraph.core.query.Stage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A fake LLM that answers each stage plausibly from the quoted data, counts tokens like a real model would
 * report them (about four characters a token, never more than {@code maxOutputTokens} out), records every
 * prompt, and can fail or take its time (on a {@link FakeClock}) on demand.
 */
public final class FakeLanguageModel implements LanguageModel {
    public enum Mode { ANSWER, FAIL, SLOW }

    private static final Pattern DATA = Pattern.compile("<data id=\"([^\"]*)\">\\n(.*?)\\n</data>", Pattern.DOTALL);

    private volatile Mode mode = Mode.ANSWER;
    private volatile String relevanceReply;
    private volatile String answerReply;
    private volatile Stage failingStage;
    private volatile FakeClock slowClock;
    private volatile Duration slowDelay;
    private final List<Prompt> prompts = new ArrayList<>();
    private int inputTokens;
    private int outputTokens;
    private final String relevantWord;

    /** @param relevantWord an excerpt is relevant when it contains this word (case-insensitive) */
    public FakeLanguageModel(String relevantWord) {
        this.relevantWord = relevantWord.toLowerCase(Locale.ROOT);
    }

    public FakeLanguageModel mode(Mode newMode) {
        this.mode = newMode;
        return this;
    }

    /** Takes {@code delay} of {@code clock}'s time over each call before it answers ({@link Mode#SLOW}). */
    public FakeLanguageModel slow(FakeClock clock, Duration delay) {
        this.slowClock = clock;
        this.slowDelay = delay;
        return mode(Mode.SLOW);
    }

    /** Answers every relevance test with {@code reply} (e.g. an unreadable one) instead of judging. */
    public FakeLanguageModel relevanceReply(String reply) {
        this.relevanceReply = reply;
        return this;
    }

    /** Answers every answer prompt with {@code reply} instead of quoting the material. */
    public FakeLanguageModel answerReply(String reply) {
        this.answerReply = reply;
        return this;
    }

    /** Fails (or is slow, per the mode) only on prompts of {@code stage}; answers the others. */
    public FakeLanguageModel onlyAtStage(Stage stage) {
        this.failingStage = stage;
        return this;
    }

    public static int tokens(String text) {
        return (text.length() + 3) / 4;
    }

    @Override
    public Completion complete(Prompt prompt) {
        synchronized (this) {
            prompts.add(prompt);
        }
        boolean misbehave = failingStage == null || failingStage == prompt.stage();
        if (misbehave && mode == Mode.FAIL) {
            throw new LanguageModelException("fake LLM: HTTP 500", null);
        }
        if (misbehave && mode == Mode.SLOW) {
            slowClock.advance(slowDelay);
        }
        String text = answer(prompt);
        int in = tokens(prompt.system()) + tokens(prompt.user());
        int out = Math.min(prompt.maxOutputTokens(), tokens(text));
        text = text.substring(0, Math.min(text.length(), out * 4));
        synchronized (this) {
            inputTokens += in;
            outputTokens += out;
        }
        return new Completion(text, in, out);
    }

    private String answer(Prompt prompt) {
        List<String[]> data = new ArrayList<>();
        Matcher m = DATA.matcher(prompt.user());
        while (m.find()) {
            data.add(new String[] {m.group(1), m.group(2)});
        }
        String last = data.isEmpty() ? "" : data.get(data.size() - 1)[1];
        return switch (prompt.stage()) {
            case RELEVANCE -> relevanceReply != null ? relevanceReply : relevant(data);
            case SUMMARY -> {
                StringBuilder b = new StringBuilder();
                for (String[] d : data) {
                    b.append("Excerpt ").append(d[0]).append(" is about ").append(firstWords(d[1])).append(". [")
                            .append(d[0]).append("] ");
                }
                yield b.toString().trim();
            }
            case MAP -> "70 | " + firstWords(last);
            default -> answerReply != null ? answerReply : "From the material: " + firstWords(last) + " [1]";
        };
    }

    /** The numbers of the numbered excerpts containing the relevant word, or NONE. */
    private String relevant(List<String[]> data) {
        List<String> numbers = data.stream().filter(d -> d[0].matches("\\d+"))
                .filter(d -> d[1].toLowerCase(Locale.ROOT).contains(relevantWord)).map(d -> d[0]).toList();
        return numbers.isEmpty() ? "NONE" : String.join(", ", numbers);
    }

    private static String firstWords(String text) {
        String[] words = text.split("\\s+");
        return String.join(" ", Arrays.copyOf(words, Math.min(8, words.length)));
    }

    public synchronized List<Prompt> prompts() {
        return List.copyOf(prompts);
    }

    public synchronized long calls(Stage stage) {
        return prompts.stream().filter(p -> p.stage() == stage).count();
    }

    /** Tokens in and out of every completed call, counted by the model itself. */
    public synchronized int totalTokens() {
        return inputTokens + outputTokens;
    }
}
