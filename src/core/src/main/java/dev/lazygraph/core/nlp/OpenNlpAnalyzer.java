package dev.lazygraph.core.nlp;

import dev.lazygraph.core.cache.RecentValues;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import opennlp.tools.lemmatizer.LemmatizerME;
import opennlp.tools.lemmatizer.LemmatizerModel;
import opennlp.tools.ml.model.MaxentModel;
import opennlp.tools.postag.POSModel;
import opennlp.tools.postag.POSTagFormat;
import opennlp.tools.postag.POSTaggerME;
import opennlp.tools.sentdetect.SentenceDetectorME;
import opennlp.tools.sentdetect.SentenceModel;
import opennlp.tools.tokenize.TokenizerFactory;
import opennlp.tools.tokenize.TokenizerME;
import opennlp.tools.tokenize.TokenizerModel;

/**
 * English analysis with Apache OpenNLP and the Universal Dependencies (EWT) models published on Maven
 * Central: sentence detector, tokenizer, POS tagger and lemmatizer, loaded from the classpath.
 *
 * <p>The models are immutable and shared; OpenNLP's {@code *ME} classes keep per-call state, so each thread
 * gets its own set. Construct one analyzer per application. The models are loaded once, at the first call
 * that needs them (in parallel: loading them is most of a command's start-up), so a command that never
 * analyzes text ({@code docs}, {@code delete}, {@code --help}) never loads them; {@link #terms} needs none.
 */
public final class OpenNlpAnalyzer implements TextAnalyzer {
    /**
     * Longest sentence handed to the tagger, in characters. OpenNLP's beam search copies each partial tag
     * sequence per token, which is quadratic in sentence length; a 1 MB line without a full stop would never
     * finish. Longer "sentences" are cut at whitespace into windows of at most this size.
     */
    static final int MAX_SENTENCE_CHARS = 1_000;
    static final String POS_MODEL = "/opennlp-en-ud-ewt-pos-1.3-2.5.4.bin";
    /** The tagger's maxent model in a POS model's artifacts (OpenNLP's POSModel.POS_MODEL_ENTRY_NAME). */
    private static final String POS_MODEL_ENTRY = "pos.model";
    private static final int RECENT_SENTENCES = 8192;

    /**
     * The last sentences analyzed and their mentions (a sentence's mentions do not depend on what surrounds
     * it), shared by all threads: consecutive chunks share their overlap sentences, which are then tagged once,
     * and a query ranks the sentences of the same passages again and again (the follow-up search, the answer,
     * the next question about the same pages), on whichever thread, which then cost a lookup. A few thousand
     * sentences are a few MB.
     */
    private final RecentValues<String, List<ConceptMention>> recentSentences = new RecentValues<>(RECENT_SENTENCES);
    private final ThreadLocal<Pipeline> pipelines;
    private volatile Models models;

    public OpenNlpAnalyzer() {
        this.pipelines = ThreadLocal.withInitial(() -> new Pipeline(models()));
    }

    private Models models() {
        Models loaded = models;
        if (loaded == null) {
            synchronized (this) {
                loaded = models;
                if (loaded == null) {
                    loaded = Models.loadFromClasspath();
                    models = loaded;
                }
            }
        }
        return loaded;
    }

    @Override
    public List<Span> sentences(String text) {
        List<Span> sentences = new ArrayList<>();
        SentenceDetectorME detector = pipelines.get().sentenceDetector;
        int position = 0;
        while (position < text.length()) {
            int paragraphEnd = paragraphEnd(text, position);
            addSentences(text, position, paragraphEnd, detector, sentences);
            position = paragraphEnd;
        }
        return sentences;
    }

    @Override
    public List<String> terms(String raw) {
        String text = ConceptKeys.fold(raw);
        List<String> terms = new ArrayList<>();
        int length = text.length();
        int i = 0;
        while (i < length) {
            while (i < length && !Character.isLetterOrDigit(text.codePointAt(i))) {
                i += Character.charCount(text.codePointAt(i));
            }
            int start = i;
            while (i < length && Character.isLetterOrDigit(text.codePointAt(i))) {
                i += Character.charCount(text.codePointAt(i));
            }
            if (i > start) {
                String term = text.substring(start, i).toLowerCase(Locale.ROOT);
                if (!EnglishStopWords.contains(term)) {
                    terms.add(term);
                }
            }
        }
        // An identifier is also a term of its own, so that "shared_buffers" finds that setting, not every
        // text about shared things and buffers (its parts above still match them).
        terms.addAll(Identifiers.in(text));
        return terms;
    }

    @Override
    public List<ConceptMention> conceptMentions(String text) {
        Pipeline pipeline = pipelines.get();
        List<ConceptMention> concepts = new ArrayList<>();
        for (Span sentence : sentences(text)) {
            // The models learned the ASCII apostrophe: "it’s" would be tagged as one unknown noun.
            String sentenceText = text.substring(sentence.start(), sentence.end()).replace('\u2019', '\'');
            concepts.addAll(recentSentences.get(sentenceText, s -> mentions(pipeline, s)));
        }
        return concepts;
    }

    /**
     * Tagged on the common fork-join pool's threads beside the caller's: the texts are independent, each thread
     * has its own pipeline, and the tagging of the sentences an answer reads for the first time is the largest
     * part of a question on a collection it has not been asked about before.
     */
    @Override
    public Map<String, List<ConceptMention>> conceptMentionsOfEach(Collection<String> texts) {
        List<String> distinct = List.copyOf(new LinkedHashSet<>(texts));
        List<List<ConceptMention>> mentions = distinct.parallelStream().map(this::conceptMentions).toList();
        Map<String, List<ConceptMention>> byText = new HashMap<>();
        for (int i = 0; i < distinct.size(); i++) {
            byText.put(distinct.get(i), mentions.get(i));
        }
        return byText;
    }

    private static List<ConceptMention> mentions(Pipeline pipeline, String sentence) {
        opennlp.tools.util.Span[] tokenSpans = pipeline.tokenizer.tokenizePos(sentence);
        String[] tokens = new String[tokenSpans.length];
        for (int t = 0; t < tokens.length; t++) {
            tokens[t] = tokenSpans[t].getCoveredText(sentence).toString();
        }
        String[] tags = pipeline.tagger.tag(tokens);
        List<ConceptMention> mentions = new ArrayList<>();
        pipeline.phrases.extract(tokens, tokenSpans, tags, mentions);
        return List.copyOf(mentions);
    }

    @Override
    public List<Word> words(String text) {
        Pipeline pipeline = pipelines.get();
        opennlp.tools.util.Span[] spans = pipeline.tokenizer.tokenizePos(text);
        String[] tokens = new String[spans.length];
        for (int t = 0; t < tokens.length; t++) {
            tokens[t] = spans[t].getCoveredText(text).toString().replace('\u2019', '\'');
        }
        String[] tags = pipeline.tagger.tag(tokens);
        List<Word> words = new ArrayList<>(tokens.length);
        for (int t = 0; t < tokens.length; t++) {
            words.add(new Word(tokens[t], tags[t], spans[t].getStart(), spans[t].getEnd()));
        }
        return words;
    }

    @Override
    public String subject(String title) {
        return pipelines.get().phrases.subject(title);
    }

    /** Paragraphs end at a blank line; sentences never cross one (a heading is not part of the next line). */
    private static int paragraphEnd(String text, int from) {
        int newline = text.indexOf('\n', from);
        while (newline >= 0) {
            int next = newline + 1;
            while (next < text.length() && (text.charAt(next) == ' ' || text.charAt(next) == '\t')) {
                next++;
            }
            if (next < text.length() && text.charAt(next) == '\n') {
                return next + 1;
            }
            newline = text.indexOf('\n', next);
        }
        return text.length();
    }

    /**
     * Adds the sentences of one paragraph. Only the detector's sentence starts are used: each sentence runs
     * to the next one's start (trailing whitespace trimmed), so together they cover every non-blank
     * character of the paragraph and chunking never loses text.
     */
    private static void addSentences(String text, int from, int to, SentenceDetectorME detector,
                                     List<Span> sentences) {
        int start = skipWhitespace(text, from, to);
        if (start == to) {
            return;
        }
        opennlp.tools.util.Span[] detected = detector.sentPosDetect(text.substring(from, to));
        for (int k = 1; k <= detected.length; k++) {
            int end = k < detected.length ? from + detected[k].getStart() : to;
            if (end <= start) {
                continue;
            }
            addCapped(text, start, trimEnd(text, start, end), sentences);
            start = skipWhitespace(text, end, to);
        }
        if (start < to) {
            addCapped(text, start, trimEnd(text, start, to), sentences);
        }
    }

    private static void addCapped(String text, int start, int end, List<Span> sentences) {
        int position = start;
        while (end - position > MAX_SENTENCE_CHARS) {
            int cut = windowEnd(text, position);
            sentences.add(new Span(position, trimEnd(text, position, cut)));
            position = skipWhitespace(text, cut, end);
        }
        if (end > position) {
            sentences.add(new Span(position, end));
        }
    }

    /** Cuts at the last whitespace of the window's second half, else hard (never inside a surrogate pair). */
    private static int windowEnd(String text, int start) {
        int limit = start + MAX_SENTENCE_CHARS;
        for (int i = limit; i > start + MAX_SENTENCE_CHARS / 2; i--) {
            if (Character.isWhitespace(text.charAt(i))) {
                return i;
            }
        }
        return Character.isLowSurrogate(text.charAt(limit)) ? limit - 1 : limit;
    }

    private static int skipWhitespace(String text, int from, int to) {
        int i = from;
        while (i < to && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int trimEnd(String text, int from, int to) {
        int i = to;
        while (i > from && Character.isWhitespace(text.charAt(i - 1))) {
            i--;
        }
        return i;
    }

    /** The immutable models, shared by all threads. */
    record Models(SentenceModel sentences, TokenizerModel tokens, POSModel pos, LemmatizerModel lemmas) {
        /** The four models, each read on its own thread (a model's reading is single-threaded parsing). */
        static Models loadFromClasspath() {
            ExecutorService readers = Executors.newFixedThreadPool(4, task -> {
                Thread thread = new Thread(task, "opennlp-model-reader");
                thread.setDaemon(true);
                return thread;
            });
            try {
                CompletableFuture<SentenceModel> sentences = CompletableFuture.supplyAsync(
                        () -> load("/opennlp-en-ud-ewt-sentence-1.3-2.5.4.bin", SentenceModel::new), readers);
                CompletableFuture<TokenizerModel> tokens = CompletableFuture.supplyAsync(
                        () -> withAlphaNumericOptimization(load("/opennlp-en-ud-ewt-tokens-1.3-2.5.4.bin",
                                TokenizerModel::new)), readers);
                CompletableFuture<POSModel> pos = CompletableFuture.supplyAsync(
                        () -> greedy(load(POS_MODEL, POSModel::new)), readers);
                CompletableFuture<LemmatizerModel> lemmas = CompletableFuture.supplyAsync(
                        () -> load("/opennlp-en-ud-ewt-lemmas-1.3-2.5.4.bin", LemmatizerModel::new), readers);
                return new Models(joined(sentences), joined(tokens), joined(pos), joined(lemmas));
            } finally {
                readers.shutdown();
            }
        }

        /** The model, or the failure its reader threw (not wrapped). */
        private static <M> M joined(CompletableFuture<M> model) {
            try {
                return model.join();
            } catch (CompletionException e) {
                if (e.getCause() instanceof RuntimeException cause) {
                    throw cause;
                }
                throw e;
            }
        }

        /**
         * The published model evaluates every character boundary of every word. With OpenNLP's alphanumeric
         * optimization, plain ASCII words are kept whole without asking the model: about six times faster
         * and, on the podcast corpus, the same tokens for all but one line in 3,400.
         */
        private static TokenizerModel withAlphaNumericOptimization(TokenizerModel model) {
            TokenizerFactory factory = model.getFactory();
            return new TokenizerModel(model.getMaxentModel(), Map.of(), new TokenizerFactory(
                    factory.getLanguageCode(), factory.getAbbreviationDictionary(), true,
                    factory.getAlphaNumericPattern()));
        }

        /**
         * The published tagger with a beam of one sequence instead of its manifest's three. Its features are
         * cached per token position ({@code cache="true"} in its feature generator, OpenNLP's
         * {@code CachedFeatureGenerator}, keyed by position alone), so every sequence of the beam is scored
         * with the same context at a token and the beam finds the sequence the single best guess at each
         * token makes: the same tags for all 1.9 M tokens of the podcast transcripts and the SQLite manual,
         * in 60 % of the time. Tagging is most of an ingest.
         */
        static POSModel greedy(POSModel published) {
            MaxentModel tagModel = published.getArtifact(POS_MODEL_ENTRY);
            return new POSModel(published.getLanguage(), tagModel, 1, Map.of(), published.getFactory());
        }

        private static <M> M load(String resource, ModelReader<M> reader) {
            try (InputStream in = OpenNlpAnalyzer.class.getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IllegalStateException("OpenNLP model " + resource + " is not on the classpath "
                            + "(it comes from the org.apache.opennlp:opennlp-models-*-en jars)");
                }
                return reader.read(in);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read OpenNLP model " + resource, e);
            }
        }
    }

    private interface ModelReader<M> {
        M read(InputStream in) throws IOException;
    }

    /** One thread's OpenNLP tools (not thread-safe themselves). */
    private static final class Pipeline {
        final SentenceDetectorME sentenceDetector;
        final TokenizerME tokenizer;
        final POSTaggerME tagger;
        final NounPhrases phrases;

        Pipeline(Models models) {
            sentenceDetector = new SentenceDetectorME(models.sentences());
            tokenizer = new TokenizerME(models.tokens());
            tagger = new POSTaggerME(models.pos(), POSTagFormat.UD);
            phrases = new NounPhrases(new LemmatizerME(models.lemmas()));
        }
    }
}
