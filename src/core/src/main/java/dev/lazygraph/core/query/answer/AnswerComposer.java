package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.llm.LanguageModel.Prompt;
import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.llm.QuotedData;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.Citation;
import dev.lazygraph.core.query.CommunityUse;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.community.Community;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.query.graph.SiteRepeats;
import dev.lazygraph.core.summary.CachedCompletions;
import dev.lazygraph.core.summary.CommunitySummarizer;
import dev.lazygraph.core.summary.Sentence;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.LinkedHashMap;
import java.util.HashMap;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes the answer from the evidence of a route: with the LLM when it is usable (prompts quote every
 * document-derived text as data), else, or when the LLM fails, extractively from ranked sentences with
 * {@code [n]} citation markers.
 */
public final class AnswerComposer {
    public static final String ANSWER_STAGE = "answer";
    public static final String MAP_STAGE = "map";
    private static final int ANSWER_TOKENS = 500;
    /** What the answer prompt asks the LLM to reply when the material holds no answer. */
    static final String NOT_FOUND_REPLY = "NOT FOUND";
    /** What a reader takes in at a glance: an extractive answer quotes no more (but its first quote). */
    static final int ANSWER_WORDS = 80;
    private static final int MAP_TOKENS = 250;
    private static final Pattern POINT = Pattern.compile("^\\s*[-*]?\\s*(\\d{1,3})\\s*\\|\\s*(.+)$");

    /** A selected community with its summary. */
    public record SummarizedCommunity(Community community, CommunitySummarizer.Result summary) {
    }

    /**
     * @param chunks      excerpts the answer may use, best first: the top chunks (basic) or the chunks found
     *                    relevant followed by the top chunks (local, global)
     * @param ranked      the same chunks in the ranking's order (the top chunks, then those only found
     *                    relevant), which an extractive answer quotes from
     * @param followUps   chunks of further documents the best quote leads to ({@link FollowUpSearch})
     * @param communities selected communities with their summaries, best first
     * @param excerpt     what an LLM reads of a chunk (its question-relevant sentences)
     * @param repeats     the lines the site repeats on its pages among these chunks, which are never quoted
     */
    public record Evidence(String question, QuestionWeights weights, List<IndexedChunk> chunks,
                           List<IndexedChunk> ranked, List<IndexedChunk> followUps,
                           List<SummarizedCommunity> communities, Function<Chunk, String> excerpt,
                           SiteRepeats repeats) {
        /** The chunks an extractive answer quotes from: the ranked ones, then the follow-ups. */
        List<IndexedChunk> quotable() {
            List<IndexedChunk> all = new ArrayList<>(ranked);
            all.addAll(followUps);
            return all;
        }
    }

    /**
     * A written answer and every source it was built from, numbered as its text and summaries cite them.
     *
     * @param found whether the documents hold an answer; when not, the text says so and the sources are the
     *              closest passages
     */
    public record Draft(boolean found, String text, List<Citation> sources, List<CommunityUse> communities) {
        Draft(String text, List<Citation> sources, List<CommunityUse> communities) {
            this(true, text, sources, communities);
        }

        /** The sources the text cites with a {@code [n]} marker. */
        public List<Citation> cited() {
            Set<Integer> markers = CitationList.markers(text);
            return sources.stream().filter(c -> markers.contains(c.number())).toList();
        }

        /** The sources the text does not cite: further reading, and what summaries cite. */
        public List<Citation> further() {
            Set<Integer> markers = CitationList.markers(text);
            return sources.stream().filter(c -> !markers.contains(c.number())).toList();
        }
    }

    private final SentenceRanker sentences;
    private final Themes themes;
    private final int answerSentences;
    private final int answerChunks;
    private final int excerptChars;

    /**
     * @param answerSentences sentences of an extractive answer
     * @param answerChunks    excerpts given to the LLM at most
     * @param excerptChars    characters of a chunk's quotes the LLM reads at most (its first quote whole)
     */
    public AnswerComposer(TextAnalyzer analyzer, int answerSentences, int answerChunks, int excerptChars) {
        this.sentences = new SentenceRanker(analyzer);
        this.themes = new Themes(analyzer);
        this.answerSentences = answerSentences;
        this.answerChunks = answerChunks;
        this.excerptChars = excerptChars;
    }

    static final String NOTHING_FOUND = "Nothing in the collection matches the question.";

    /**
     * The answer when the documents do not cover what the question names: one line saying so, and the
     * closest passages as sources the text does not cite.
     */
    public Draft nothingFound(List<String> unknownNames, List<IndexedChunk> closest) {
        CitationList cites = new CitationList();
        closest.forEach(chunk -> cites.cite(chunk.chunk()));
        String names = String.join(", ", unknownNames.stream().map(n -> "\u201c" + n + "\u201d").toList());
        return new Draft(false, "Not found in these documents: nothing in them mentions " + names + "."
                + (closest.isEmpty() ? "" : " The closest passages are listed as further sources."),
                cites.citations(), List.of());
    }

    /**
     * @param answerTokens tokens the answer stage may spend: a global answer whose summaries take more than
     *                     half of them is map-reduced (GraphRAG's global search), else written in one call
     *                     from the summaries, since one prompt holds them all
     */
    public Draft compose(Route route, Evidence evidence, CachedCompletions llm, int answerTokens) {
        if (evidence.chunks().isEmpty() && evidence.communities().isEmpty()) {
            return new Draft(false, NOTHING_FOUND, List.of(), List.of());
        }
        if (llm.usable()) {
            int summaryTokens = evidence.communities().stream()
                    .mapToInt(sc -> LlmSession.estimateTokens(sc.summary().text())).sum();
            Optional<Draft> written = route == Route.GLOBAL && !evidence.communities().isEmpty()
                    && summaryTokens > answerTokens / 2
                    ? mapReduce(evidence, llm, answerTokens / 2)
                    : withLlm(route, evidence, llm);
            if (written.isPresent()) {
                return written.get();
            }
        }
        return route == Route.GLOBAL && !evidence.communities().isEmpty()
                ? extractiveGlobal(evidence) : extractive(evidence);
    }

    // ---- extractive ----

    /**
     * The best quote, the sentence after it when that one corrects or completes it ("However, ...", or the
     * quote ends with a colon), then the next best quotes while the answer stays within
     * {@value #ANSWER_WORDS} words (the first quote always, however long) and {@code answerSentences} quotes.
     * A quote under a title it does not repeat (a definition term, a heading) is shown after that title.
     */
    private Draft extractive(Evidence evidence) {
        List<SentenceRanker.Pick> ranked = sentences.ranked(evidence.quotable(), evidence.question(), evidence.weights(),
                evidence.repeats());
        List<SentenceRanker.Pick> chosen = new ArrayList<>();
        int words = 0;
        for (SentenceRanker.Pick pick : ranked) {
            if (chosen.size() == answerSentences) {
                break;
            }
            if (chosen.stream().anyMatch(other -> SentenceRanker.overlap(other.sentence(), pick.sentence()))) {
                continue;
            }
            int added = words(pick);
            if (!chosen.isEmpty() && words + added > ANSWER_WORDS) {
                continue;
            }
            chosen.add(pick);
            words += added;
            if (chosen.size() == 1) {
                Optional<SentenceRanker.Pick> completion = sentences.completion(pick);
                if (completion.isPresent() && words + words(completion.get()) <= ANSWER_WORDS) {
                    chosen.add(completion.get());
                    words += words(completion.get());
                }
            }
        }
        CitationList cites = new CitationList();
        StringBuilder text = new StringBuilder();
        for (SentenceRanker.Pick pick : chosen) {
            pick.label().ifPresent(label -> text.append(label).append(": "));
            text.append(CitationList.unmarked(pick.sentence().text())).append(" [").append(cites.cite(pick.sentence()))
                    .append("]\n");
        }
        List<CommunityUse> uses = uses(evidence, cites);
        return new Draft(text.toString().trim(), cites.citations(), uses);
    }

    private static int words(SentenceRanker.Pick pick) {
        return (pick.sentence().text() + " " + pick.label().orElse("")).strip().split("\\s+").length;
    }

    /**
     * One line per theme, in community order: the community's label ({@link Themes#label}) and the sentence
     * of its summarized chunks that represents it best ({@link Themes#representative}) and that no earlier
     * theme gave (communities overlap): one theme per summarized community.
     */
    private Draft extractiveGlobal(Evidence evidence) {
        CitationList cites = new CitationList();
        List<CommunityUse> uses = new ArrayList<>();
        Set<String> given = new HashSet<>();
        StringBuilder text = new StringBuilder();
        for (SummarizedCommunity sc : evidence.communities()) {
            List<CitationList.Segment> segments = cites.segments(sc.summary().text(), sc.summary().sources());
            uses.add(use(sc, CitationList.join(segments)));
            themes.representative(sc.community(), sc.summary().sources(), evidence.weights(), given,
                            evidence.repeats())
                    .ifPresent(s -> {
                        given.add(s.text());
                        text.append("- ").append(themes.label(sc.community(), sc.summary().sources())).append(": ")
                                .append(CitationList.unmarked(s.text()))
                                .append(" [").append(cites.cite(s)).append("]\n");
                    });
        }
        return new Draft(text.toString().trim(), cites.citations(), uses);
    }

    private static List<CommunityUse> uses(Evidence evidence, CitationList cites) {
        return evidence.communities().stream()
                .map(sc -> use(sc, cites.renumber(sc.summary().text(), sc.summary().sources())))
                .toList();
    }

    private static CommunityUse use(SummarizedCommunity sc, String summary) {
        Community c = sc.community();
        return new CommunityUse(c.id(), c.level(), c.concepts(), summary, sc.summary().cached());
    }

    // ---- with the LLM ----

    private Optional<Draft> withLlm(Route route, Evidence evidence, CachedCompletions llm) {
        CitationList cites = new CitationList();
        List<Chunk> read = new ArrayList<>(summarySources(evidence));
        List<CommunityUse> uses = uses(evidence, cites);
        StringBuilder user = new StringBuilder("Question:\n").append(QuotedData.quote("question", evidence.question()));
        if (!uses.isEmpty()) {
            user.append("\n\nSummaries of the related parts of the collection:\n");
            for (CommunityUse use : uses) {
                user.append(QuotedData.quote("summary " + use.id(), use.summary())).append('\n');
            }
        }
        user.append("\n\nExcerpts:\n");
        Map<String, String> quotes = excerpts(evidence);
        for (IndexedChunk chunk : excerptChunks(evidence, quotes)) {
            Chunk c = chunk.chunk();
            read.add(c);
            String excerpt = quotes.getOrDefault(c.id(), evidence.excerpt().apply(c));
            user.append(QuotedData.quote(String.valueOf(cites.cite(c)), excerpt)).append('\n');
        }
        String system = "You answer a question from document excerpts"
                + (route == Route.BASIC ? "" : " and summaries") + ", using only that material. Cite what you "
                + "use with the numbers of the excerpts and summaries' markers, as [2]. If the material does not "
                + "answer the question, reply with only the words " + NOT_FOUND_REPLY + ". " + QuotedData.RULE;
        LlmSession.Reply reply = llm.complete(new CachedCompletions.Request(
                new Prompt(ANSWER_STAGE, system, user.toString(), ANSWER_TOKENS), read), 0);
        if (!reply.completed() || reply.text().isBlank()) {
            return Optional.empty();
        }
        if (reply.text().strip().replaceAll("[.!\"']", "").equalsIgnoreCase(NOT_FOUND_REPLY)) {
            return Optional.of(new Draft(false, "Not found in these documents: the passages closest to the question "
                    + "do not answer it. They are listed as further sources.", cites.citations(), uses));
        }
        return Optional.of(new Draft(reply.text().trim(), cites.citations(), uses));
    }

    /**
     * The chunks the answering LLM reads: the evidence's first {@code answerChunks} (the chunks found relevant,
     * then the top-ranked), the follow-ups (where the best quote leads), and up to half as many more whose
     * quotes answer the question best of the rest (in the order {@link #excerpts} ranked them): a passage the
     * ranking placed lower may hold the sentence that answers.
     */
    private List<IndexedChunk> excerptChunks(Evidence evidence, Map<String, String> quotes) {
        Map<String, IndexedChunk> all = new LinkedHashMap<>();
        evidence.chunks().forEach(c -> all.put(c.id(), c));
        evidence.quotable().forEach(c -> all.putIfAbsent(c.id(), c));
        Set<IndexedChunk> chosen = new LinkedHashSet<>(evidence.chunks().subList(0,
                Math.min(answerChunks, evidence.chunks().size())));
        chosen.addAll(evidence.followUps());
        quotes.keySet().stream().map(all::get).filter(c -> c != null && !chosen.contains(c))
                .limit(answerChunks / 2).toList().forEach(chosen::add);
        return List.copyOf(chosen);
    }

    /**
     * What the answering LLM reads of each chunk that has quotes for the question: its best quotes (as the
     * extractive answer ranks them, definition terms before their quotes) up to the excerpt length, in text
     * order. A chunk without any keeps its snippet.
     */
    private Map<String, String> excerpts(Evidence evidence) {
        Map<String, List<SentenceRanker.Pick>> byChunk = new LinkedHashMap<>();
        Map<String, Integer> length = new HashMap<>();
        for (SentenceRanker.Pick pick : sentences.ranked(evidence.quotable(), evidence.question(), evidence.weights(),
                evidence.repeats())) {
            String chunk = pick.sentence().chunk().id();
            int added = pick.sentence().text().length() + pick.label().map(l -> l.length() + 2).orElse(0);
            if (length.getOrDefault(chunk, 0) + added <= excerptChars || !length.containsKey(chunk)) {
                byChunk.computeIfAbsent(chunk, k -> new ArrayList<>()).add(pick);
                length.merge(chunk, added, Integer::sum);
            }
        }
        Map<String, String> excerpts = new LinkedHashMap<>();
        byChunk.forEach((chunk, picks) -> excerpts.put(chunk, String.join(" … ", picks.stream()
                .sorted(Comparator.comparingInt(p -> p.sentence().start()))
                .map(p -> p.label().map(l -> l + ": ").orElse("") + p.sentence().text()).toList())));
        return excerpts;
    }

    private static List<Chunk> summarySources(Evidence evidence) {
        return evidence.communities().stream().flatMap(sc -> sc.summary().sources().stream()).toList();
    }

    /**
     * GraphRAG's global search: each community summary is mapped to rated points that help answer the
     * question, and the best points are reduced into one answer. A failed map keeps the summary itself as a
     * point so the reduce still sees every community.
     */
    private Optional<Draft> mapReduce(Evidence evidence, CachedCompletions llm, int mapReserve) {
        CitationList cites = new CitationList();
        List<CommunityUse> uses = uses(evidence, cites);
        String mapSystem = "From the summary of one part of a document collection, list the points that help "
                + "answer the question, one per line as: <helpfulness 0-100> | <point, keeping its [n] markers>. "
                + "Reply NONE if nothing helps. " + QuotedData.RULE;
        List<CachedCompletions.Request> maps = new ArrayList<>();
        for (int i = 0; i < uses.size(); i++) {
            CommunityUse use = uses.get(i);
            maps.add(new CachedCompletions.Request(new Prompt(MAP_STAGE, mapSystem,
                    "Question:\n" + QuotedData.quote("question", evidence.question()) + "\n\nSummary:\n"
                            + QuotedData.quote("summary " + use.id(), use.summary()), MAP_TOKENS),
                    evidence.communities().get(i).summary().sources()));
        }
        List<LlmSession.Reply> replies = llm.completeAll(maps, mapReserve);
        record Point(int score, String text) {
        }
        List<Point> points = new ArrayList<>();
        for (int i = 0; i < uses.size(); i++) {
            LlmSession.Reply reply = replies.get(i);
            if (!reply.completed()) {
                points.add(new Point(0, uses.get(i).summary()));
                continue;
            }
            for (String line : reply.text().split("\\R")) {
                Matcher m = POINT.matcher(line);
                if (m.matches() && Integer.parseInt(m.group(1)) > 0) {
                    points.add(new Point(Math.min(100, Integer.parseInt(m.group(1))), m.group(2).trim()));
                }
            }
        }
        if (points.isEmpty()) {
            return Optional.of(new Draft("The documents do not say anything that answers this question.",
                    cites.citations(), uses));
        }
        points.sort(Comparator.comparingInt(Point::score).reversed());
        StringBuilder user = new StringBuilder("Question:\n").append(QuotedData.quote("question", evidence.question()))
                .append("\n\nPoints, most helpful first:\n");
        for (int i = 0; i < points.size(); i++) {
            user.append(QuotedData.quote("point " + (i + 1), points.get(i).text())).append('\n');
        }
        String reduceSystem = "Write the answer to the question from the points below, which were drawn from "
                + "summaries of different parts of a document collection. Use only the points and keep the [n] "
                + "markers of those you use. " + QuotedData.RULE;
        LlmSession.Reply reply = llm.complete(new CachedCompletions.Request(
                new Prompt(ANSWER_STAGE, reduceSystem, user.toString(), ANSWER_TOKENS), summarySources(evidence)), 0);
        if (!reply.completed() || reply.text().isBlank()) {
            return Optional.empty();
        }
        return Optional.of(new Draft(reply.text().trim(), cites.citations(), uses));
    }
}
