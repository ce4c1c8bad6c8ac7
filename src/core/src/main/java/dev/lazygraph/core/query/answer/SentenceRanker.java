package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.Section;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.nlp.ConceptMention;
import dev.lazygraph.core.nlp.Identifiers;
import dev.lazygraph.core.nlp.InflectionFolding;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.query.graph.SiteRepeats;
import dev.lazygraph.core.query.graph.UnknownNames;
import dev.lazygraph.core.summary.Sentence;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * Ranks the quotes an extractive answer may use, from the best-ranked chunks ({@link Quotes} makes each
 * readable alone). A quote's score is how much of the question it covers, counting the titles it sits under
 * (a definition term, the headings above it, the document's title: "The default is typically 128MB" is about
 * the setting named in the term above it) and another inflection for a word (a plural, a past:
 * {@link InflectionFolding}), and what the
 * definition term it sits under covers once more (a definition's sentences are about its term); a quote that
 * holds what the question asks for ({@link AskedFor}: a default, a limit, the name of the thing asked about)
 * counts double. It is discounted by the rank of its document among the chunks' documents, as search results
 * are (1 / log2(rank + 2), the discount of DCG): a sentence of the page the search puts first that says as
 * much is the better quote, while the sentences of one page compete on what they say. Code and titles
 * themselves are never quotes. Ties go to a quote without an antecedent joined to it, to the quote that says
 * more, then to the better-ranked chunk and the earlier sentence. Quotes covering nothing of the question are
 * only used when no quote covers anything (a question with nothing specific to match). A sentence that opens with
 * a pronoun or a demonstrative pointing back at nothing quoted with it is never a quote, unless the definition
 * term it sits under (shown before it, as is a short heading naming an identifier: "os.cpuCount()") is what it
 * points at: a reader could not tell what it is about. A
 * short line that does not end like a sentence (a heading, a list label, a link's text) is no quote either,
 * unless it holds what the question asks for ("Default: 0644") or names an identifier
 * ("SQLITE_ENABLE_MATH_FUNCTIONS"). The sentences of one definition (under one definition term) share the
 * coverage of the best-covering one when it is asked whether they answer: they are about the term together, so
 * the one giving the default or limit asked for is on topic though it repeats no word of the question; their
 * score averages that shared coverage with their own. A line that is only version history ("Added
 * in: v8.3.0", {@link VersionNotes}) is no quote unless the question asks about versions; a change note that says
 * what holds now ("Changed in version 3.8: The default protocol is 4.") comes after the plain sentences that
 * answer as well. A sentence ending in a colon whose
 * completion cannot be quoted (code follows it) comes after the quotes that end like sentences.
 */
final class SentenceRanker {
    private static final Pattern QUALIFIES = Pattern.compile("^[\"“(]?(?:however|but|unless|otherwise|except|note|"
            + "although|though|instead|nevertheless|yet)\\b", Pattern.CASE_INSENSITIVE);

    static final double ON_TOPIC = 1.0 / 3;
    /** A heading longer than a signature is a sentence-like title, not the name of what follows. */
    private static final int NAMING_HEADING_WORDS = 8;
    private static final Pattern ONE_NAME = Pattern.compile("\\p{Ll}\\p{L}*");

    private final TextAnalyzer analyzer;
    private final Quotes quotes;
    private final Optional<MeaningVotes> meaning;

    /** Ranks by words alone. */
    SentenceRanker(TextAnalyzer analyzer) {
        this(analyzer, Optional.empty());
    }

    /** Ranks by words and, with {@code meaning}, by how close each quote's meaning is to the question's. */
    SentenceRanker(TextAnalyzer analyzer, Optional<MeaningVotes> meaning) {
        this.analyzer = analyzer;
        this.quotes = new Quotes(analyzer);
        this.meaning = meaning;
    }

    /**
     * A quote an answer may use.
     *
     * @param label the definition term the quote sits under, when the quote does not say it itself
     */
    record Pick(Sentence sentence, Optional<String> label, double coverage, double held, double score,
                boolean withAntecedent, boolean versionNote, int content, int chunkRank, int position) {
    }

    /**
     * The quotes of {@code chunks} (best-ranked first), best first; none repeats another's text, none is a line
     * the site repeats on its pages.
     */
    List<Pick> ranked(List<IndexedChunk> chunks, String question, QuestionWeights weights, SiteRepeats repeats) {
        return ranked(chunks, question, weights, repeats, sentence -> true);
    }

    /** The quotes of {@code chunks} that {@code within} admits (those of the passages the answer is built from). */
    List<Pick> ranked(List<IndexedChunk> chunks, String question, QuestionWeights weights, SiteRepeats repeats,
                      Predicate<Sentence> within) {
        Optional<AskedFor> askedFor = AskedFor.of(question, analyzer);
        boolean versions = VersionNotes.asksForVersions(question);
        Map<String, String> asked = new HashMap<>();
        weights.terms().forEach(term -> asked.putIfAbsent(InflectionFolding.fold(term), term));
        Map<String, List<String>> titleTerms = new HashMap<>();
        List<Candidate> candidates = candidates(chunks, asked, titleTerms, repeats).stream()
                .filter(c -> within.test(c.quote().sentence())).toList();
        // The concepts read below, tagged at once: the titles the quotes sit under and the quotes sharing a
        // term with the question (coverage reads no other quote's concepts, and what is held is only asked of
        // a quote that covers something).
        Set<String> texts = new LinkedHashSet<>(titleTerms.keySet());
        candidates.stream().filter(c -> weights.coverage(c.terms(), List.of()) > 0)
                .forEach(c -> texts.add(c.quote().sentence().text()));
        Map<String, List<ConceptMention>> analyzed = analyzer.conceptMentionsOfEach(texts);
        Function<String, List<String>> conceptsOf = text -> analyzed.get(text).stream().map(ConceptMention::key).toList();
        double[] ownCoverage = new double[candidates.size()];
        Map<Definition, Double> definitionCoverage = new HashMap<>();
        for (int i = 0; i < candidates.size(); i++) {
            Candidate candidate = candidates.get(i);
            Supplier<List<ConceptMention>> mentions = () -> analyzed.get(candidate.quote().sentence().text());
            ownCoverage[i] = weights.coverage(candidate.terms(), () -> {
                Set<String> concepts = new HashSet<>();
                mentions.get().forEach(m -> concepts.add(m.key()));
                candidate.governing().forEach(section -> concepts.addAll(conceptsOf.apply(section.title())));
                return concepts;
            });
            double own = ownCoverage[i];
            Definition.of(candidate).ifPresent(d -> definitionCoverage.merge(d, own, Math::max));
        }
        List<Pick> picks = new ArrayList<>();
        Map<Pick, String> embedded = new IdentityHashMap<>();
        for (int i = 0; i < candidates.size(); i++) {
            Candidate candidate = candidates.get(i);
            Quotes.Quote quote = candidate.quote();
            Sentence s = quote.sentence();
            List<Section> governing = candidate.governing();
            Supplier<List<ConceptMention>> mentions = () -> analyzed.get(s.text()); // read only when it was tagged
            // A definition's sentences are about its term together: the one giving the default or the limit
            // the question asks for is on the topic its neighbours cover ("maxWidgets: The largest number of
            // widgets a request may carry." then "If not specified, 500 is used.").
            double coverage = Definition.of(candidate).map(definitionCoverage::get).orElse(ownCoverage[i]);
            double rankingCoverage = (coverage + ownCoverage[i]) / 2; // among the definitions' sentences, what each says
            // The definition term the sentence sits under, which may name what the sentence only calls
            // "this function"; a heading is context for coverage, not a name of the sentence's subject.
            Optional<String> term = governing.isEmpty() ? Optional.empty()
                    : Optional.of(governing.get(governing.size() - 1)).filter(t -> t.kind() == Section.Kind.TERM)
                            .map(Section::title);
            // A heading that is one name ("localtime") is what its section defines, as a term is: its section's
            // sentences say what the name does, and a "which tag" question asks for that name.
            Optional<String> defined = term.or(() -> oneNameHeading(governing));
            double held = coverage > 0 && askedFor.isPresent()
                    ? askedFor.get().held(s.text(), defined.orElse(""), mentions) : 0;
            boolean versionNote = VersionNotes.isNote(s.text()) || term.filter(VersionNotes::isRelease).isPresent();
            if (versionNote && !versions && VersionNotes.isHistoryOnly(s.text())) {
                continue; // when something changed says nothing of what it is or does
            }
            if (quote.isLabel() && held < 1 && Identifiers.in(s.text()).isEmpty()) {
                continue; // a heading, list label or link text says what follows, not what the question asks
            }
            // What a definition says is about its term: what the question asks of a term its definition
            // names counts again for the definition's sentences ("The default is 96MB" under
            // spool_buffers, before "... 1/16th of spool_buffers" under another setting).
            double about = term.map(t -> weights.coverage(titleTerms.get(t), conceptsOf.apply(t))).orElse(0.0);
            double topical = (rankingCoverage + about) / 2;
            double score = askedFor.isEmpty() ? topical : topical * (1 + held) / 2;
            // A heading naming an API is shown, not counted as what a name question asks: every sentence of
            // the page's section would hold it.
            Optional<String> shown = term.or(() -> namingHeading(governing)).filter(t -> !s.text().contains(t));
            Pick pick = new Pick(s, shown, coverage, held, score * candidate.discount(), quote.withAntecedent(),
                    versionNote && !versions, new HashSet<>(s.terms()).size(), candidate.chunkRank(),
                    candidate.position());
            picks.add(pick);
            if (meaning.isPresent()) {
                // The title is embedded as words: the embedder's vocabulary has "name" and "prefix", not "namePrefix".
                embedded.put(pick, innermostTitle(governing).filter(t -> !s.text().contains(t))
                        .map(t -> UnknownNames.spelledApart(t) + ". " + s.text()).orElse(s.text()));
            }
        }
        boolean anyCovered = picks.stream().anyMatch(p -> p.coverage() > 0);
        double best = picks.stream().mapToDouble(Pick::coverage).max().orElse(0);
        Map<Sentence, Boolean> dangling = new HashMap<>();
        Comparator<Pick> kind = Comparator.comparing((Pick p) -> !answers(p, best))
                .thenComparing(Pick::versionNote)
                .thenComparing(p -> dangling.computeIfAbsent(p.sentence(), this::dangles));
        Comparator<Pick> lexical = kind.thenComparing(Comparator.comparingDouble(Pick::score).reversed())
                .thenComparing(Pick::withAntecedent)
                .thenComparing(Comparator.comparingInt(Pick::content).reversed())
                .thenComparingInt(Pick::chunkRank).thenComparingInt(Pick::position);
        picks.sort(lexical);
        List<Pick> ranked = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Pick pick : picks) {
            if ((!anyCovered || pick.coverage() > 0) && seen.add(pick.sentence().text())) {
                ranked.add(pick);
            }
        }
        return meaning.map(m -> byMeaningToo(ranked, m, question, embedded, kind, lexical)).orElse(ranked);
    }

    /**
     * {@code ranked} (in the lexical order) with the score replaced by its fusion with the ranking by meaning
     * ({@link MeaningVotes}): what a quote holds of what is asked, and whether it is a version note or stops
     * where its answer starts, still decide first.
     */
    private static List<Pick> byMeaningToo(List<Pick> ranked, MeaningVotes meaning, String question,
                                           Map<Pick, String> embedded, Comparator<Pick> kind, Comparator<Pick> lexical) {
        if (ranked.size() < 2) {
            return ranked;
        }
        double[] votes = meaning.fused(question, ranked.stream().map(embedded::get).toList());
        Map<Pick, Double> fused = new IdentityHashMap<>();
        for (int i = 0; i < ranked.size(); i++) {
            fused.put(ranked.get(i), votes[i]);
        }
        return ranked.stream().sorted(kind.thenComparing(Comparator.comparingDouble((Pick p) -> fused.get(p)).reversed())
                .thenComparing(lexical)).toList();
    }

    /**
     * A quote that may be picked, before its concepts are read.
     *
     * @param governing the sections it sits under, outermost first
     * @param terms     its terms, its titles' terms, and the question's spelling of a plural or singular of them
     * @param discount  the rank discount of its document
     */
    private record Candidate(Quotes.Quote quote, List<Section> governing, Set<String> terms, double discount,
                             int chunkRank, int position) {
    }

    /**
     * The heading right above a quote when it names an API or a setting ("crypto.timingSafeEqual(a, b)",
     * "PRAGMA cache_size"): a reference page describes what its heading names without repeating the name
     * ("This function does not leak timing information"), as a definition describes its term. A short heading
     * holding an identifier only: a heading of plain words is context, not a name.
     */
    private static Optional<String> namingHeading(List<Section> governing) {
        return innermostHeading(governing).filter(title -> title.strip().split("\\s+").length <= NAMING_HEADING_WORDS
                && !Identifiers.in(title).isEmpty()).or(() -> oneNameHeading(governing));
    }

    /**
     * The heading right above a quote when it is one word of letters in lower case ("localtime", "maxThreads"):
     * a name, which a heading of prose never is (it opens with a capital). Not a dotted API name
     * ("util.inspect.custom"): a reference page heads every member so, and its sections' sentences holding
     * that name would crowd out the member that answers.
     */
    private static Optional<String> oneNameHeading(List<Section> governing) {
        return innermostHeading(governing).map(String::strip).filter(ONE_NAME.asMatchPredicate());
    }

    /** The title (a definition term or a heading) right above a quote. */
    private static Optional<String> innermostTitle(List<Section> governing) {
        return governing.isEmpty() ? Optional.empty() : Optional.of(governing.get(governing.size() - 1).title());
    }

    private static Optional<String> innermostHeading(List<Section> governing) {
        if (governing.isEmpty()) {
            return Optional.empty();
        }
        Section innermost = governing.get(governing.size() - 1);
        return Optional.of(innermost.title()).filter(title -> innermost.kind() == Section.Kind.HEADING);
    }

    /** The definition a quote sits in: its document and the definition term governing it. */
    private record Definition(DocumentId document, int termStart) {
        static Optional<Definition> of(Candidate candidate) {
            List<Section> governing = candidate.governing();
            return governing.isEmpty() || governing.get(governing.size() - 1).kind() != Section.Kind.TERM
                    ? Optional.empty()
                    : Optional.of(new Definition(candidate.quote().sentence().chunk().document(),
                            governing.get(governing.size() - 1).start()));
        }
    }

    /**
     * The quotes of {@code chunks} that are neither code, nor a title, nor a line the site repeats, nor a
     * sentence pointing back at nothing quoted with it ("It ..." or "These ..."; a definition term shown before
     * it is what it points at), in order. Collects the terms of the titles they sit under in {@code titleTerms}.
     */
    private List<Candidate> candidates(List<IndexedChunk> chunks, Map<String, String> asked,
                                       Map<String, List<String>> titleTerms, SiteRepeats repeats) {
        List<Candidate> candidates = new ArrayList<>();
        Map<String, Integer> documentRanks = new HashMap<>();
        for (int rank = 0; rank < chunks.size(); rank++) {
            Chunk chunk = chunks.get(rank).chunk();
            List<Quotes.Quote> quoted = quotes.of(chunk);
            int documentRank = documentRanks.computeIfAbsent(chunk.document().key(), k -> documentRanks.size());
            double discount = 1 / (Math.log(documentRank + 2) / Math.log(2));
            for (int i = 0; i < quoted.size(); i++) {
                Sentence s = quoted.get(i).sentence();
                if (chunk.inCode(s.start(), s.end()) || isTitle(chunk, s) || repeats.covers(chunk, s.start(), s.end())) {
                    continue;
                }
                List<Section> governing = chunk.sectionsAt(s.start());
                boolean underTerm = !governing.isEmpty() && governing.get(governing.size() - 1).kind() == Section.Kind.TERM;
                if (!quoted.get(i).standsAlone() && !underTerm) {
                    continue;
                }
                Set<String> terms = new HashSet<>(s.terms());
                governing.forEach(section -> terms.addAll(
                        titleTerms.computeIfAbsent(section.title(), analyzer::terms)));
                // A sentence may say "tables" where the question says "table".
                new ArrayList<>(terms).forEach(term -> {
                    String same = asked.get(InflectionFolding.fold(term));
                    if (same != null) {
                        terms.add(same);
                    }
                });
                candidates.add(new Candidate(quoted.get(i), governing, terms, discount, rank, i));
            }
        }
        return candidates;
    }

    /**
     * The quote right after {@code pick} in its chunk when it corrects or completes it: it opens with a word
     * that qualifies what came before ("However", "But", "Unless", "Otherwise", "Except", "Note", "Although",
     * "Instead"), or {@code pick} ends with a colon and announces it. Never code.
     */
    Optional<Pick> completion(Pick pick) {
        return completionOf(pick.sentence()).map(quote -> new Pick(quote.sentence(), Optional.empty(), 0, 0, 0,
                quote.withAntecedent(), false, new HashSet<>(quote.sentence().terms()).size(), pick.chunkRank(),
                pick.position() + 1));
    }

    private Optional<Quotes.Quote> completionOf(Sentence sentence) {
        Chunk chunk = sentence.chunk();
        boolean announces = announces(sentence);
        for (Quotes.Quote quote : quotes.of(chunk)) {
            Sentence next = quote.sentence();
            if (next.start() < sentence.end()) {
                continue;
            }
            boolean qualifies = QUALIFIES.matcher(next.text()).find();
            if ((announces || qualifies) && !chunk.inCode(next.start(), next.end()) && !isTitle(chunk, next)) {
                return Optional.of(quote);
            }
            return Optional.empty();
        }
        return Optional.empty();
    }

    private static boolean announces(Sentence sentence) {
        return sentence.text().endsWith(":");
    }

    /**
     * A sentence announcing what follows ("... run the compact command:") when what follows is no quote (code,
     * a title) or nothing: quoted, it would stop where the answer starts.
     */
    private boolean dangles(Sentence sentence) {
        return announces(sentence) && completionOf(sentence).isEmpty();
    }

    /**
     * A quote that holds everything the question asks for and is on its topic (it covers at least
     * {@value #ON_TOPIC} of what the best-covering quote covers) answers it: such quotes come before any that
     * only talk about the same things.
     */
    private static boolean answers(Pick pick, double bestCoverage) {
        return pick.held() >= 1 && pick.coverage() >= ON_TOPIC * bestCoverage;
    }

    /** The sentence is a title itself (a heading, a definition term): context of quotes, not one. */
    private static boolean isTitle(Chunk chunk, Sentence sentence) {
        String text = sentence.text().replaceAll("[.:]$", "");
        return chunk.sections().stream().anyMatch(section -> section.start() == sentence.start()
                && Sentence.display(section.title()).startsWith(text));
    }

    /** Two quotes of one document share text (neighbouring chunks overlap, and a quote may join two sentences). */
    static boolean overlap(Sentence a, Sentence b) {
        return a.chunk().document().equals(b.chunk().document()) && a.start() < b.end() && b.start() < a.end();
    }
}
