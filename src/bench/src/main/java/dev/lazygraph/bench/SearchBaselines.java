package dev.lazygraph.bench;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.query.rank.RankedChunk;
import dev.lazygraph.core.query.rank.RankingSignals;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a user of plain search would read instead of lazygraph's answer, built from the same store in the
 * same run: the top BM25 chunk's opening words, and the sentences of the top three BM25 chunks that share
 * most question terms, each cited with its chunk's document (the answer a basic "retrieve and quote" RAG
 * gives without an LLM).
 */
final class SearchBaselines {
    static final int SENTENCE_CHUNKS = 3;

    /** A baseline's answer: its text with {@code [n]} markers, and what each marker cites. */
    record Reply(String text, Map<Integer, String> citedKeys) {
    }

    private final QueryService query;
    private final GraphStore store;
    private final TextAnalyzer analyzer;
    private final String collection;

    SearchBaselines(QueryService query, GraphStore store, TextAnalyzer analyzer, String collection) {
        this.query = query;
        this.store = store;
        this.analyzer = analyzer;
        this.collection = collection;
    }

    /** The top BM25 chunk, its text as it stands (the grader reads its first words), cited once up front. */
    Reply topChunk(String question) {
        List<IndexedChunk> top = topChunks(question, 1);
        if (top.isEmpty()) {
            return new Reply("", Map.of());
        }
        IndexedChunk chunk = top.get(0);
        return new Reply("[1] " + chunk.chunk().text(), Map.of(1, chunk.chunk().document().key()));
    }

    /**
     * The sentences of the top {@value #SENTENCE_CHUNKS} BM25 chunks, most distinct question terms first (ties:
     * better chunk, earlier sentence), until the grader's window is full.
     */
    Reply bestSentences(String question) {
        Set<String> asked = new HashSet<>(analyzer.terms(question));
        record Candidate(String text, String key, int chunkNumber, int matched, int order) {
        }
        List<Candidate> candidates = new ArrayList<>();
        List<IndexedChunk> top = topChunks(question, SENTENCE_CHUNKS);
        for (int c = 0; c < top.size(); c++) {
            String text = top.get(c).chunk().text();
            for (TextAnalyzer.Span span : analyzer.sentences(text)) {
                String sentence = text.substring(span.start(), span.end()).replaceAll("\\s+", " ").strip();
                Set<String> terms = new HashSet<>(analyzer.terms(sentence));
                terms.retainAll(asked);
                candidates.add(new Candidate(sentence, top.get(c).chunk().document().key(), c, terms.size(),
                        candidates.size()));
            }
        }
        candidates.sort(Comparator.comparingInt((Candidate c) -> -c.matched()).thenComparingInt(Candidate::chunkNumber)
                .thenComparingInt(Candidate::order));
        StringBuilder text = new StringBuilder();
        Map<String, Integer> numbers = new LinkedHashMap<>();
        Map<Integer, String> cited = new LinkedHashMap<>();
        int words = 0;
        for (Candidate candidate : candidates) {
            if (words >= AnswerGrader.WINDOW_WORDS) {
                break;
            }
            int number = numbers.computeIfAbsent(candidate.key(), k -> numbers.size() + 1);
            cited.put(number, candidate.key());
            text.append(candidate.text()).append(" [").append(number).append("]\n");
            words += candidate.text().split("\\s+").length;
        }
        return new Reply(text.toString().strip(), cited);
    }

    private List<IndexedChunk> topChunks(String question, int k) {
        List<RankedChunk> ranked = query.rank(collection, question, RankingSignals.BM25_ONLY, k, ReadScope.EVERYTHING);
        Map<String, IndexedChunk> byId = new LinkedHashMap<>();
        store.chunks(collection, ranked.stream().map(RankedChunk::chunkId).toList())
                .forEach(chunk -> byId.put(chunk.id(), chunk));
        return ranked.stream().map(r -> byId.get(r.chunkId())).filter(c -> c != null).toList();
    }
}
