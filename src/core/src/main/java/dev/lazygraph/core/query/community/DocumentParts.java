package dev.lazygraph.core.query.community;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.graph.DocumentLinks;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.Mentions;
import dev.lazygraph.core.graph.Posting;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.rank.PersonalizedPageRank;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import nl.cwts.networkanalysis.LeidenAlgorithm;
import nl.cwts.networkanalysis.Network;

/**
 * The parts of a collection a reader recognises, found from its structure rather than its words: the documents
 * are the nodes, the links between them and the folders they share the edges, and Leiden (as for concepts)
 * groups them. A manual's pages on full-text search link to each other, a product's pages share its folder: each
 * such group is a part, presented by its most central documents, those the rest of the collection links to most
 * (PageRank over the links, as in link analysis). A collection's top-level folders with a landing page (a manual's
 * tutorial, library and reference; each product of a folder of products, {@link FolderParts}) are parts of their own
 * before any link community: a reader knows them first, and their pages' links to other folders' pages on the same
 * subject do not make them one part with those.
 *
 * <p>Each document casts one vote split over the documents it links to (a contents page linking to everything
 * weighs no more than a page linking to one other), and one for its folder; a folder votes for the folder it lies
 * in. The collection's own top folder is no part of it: everything lies there. A page that most of the
 * collection's documents link to is linked from the site's template — the home page, the index, the download
 * page — so those links are navigation, not a sign of what belongs together, and such a page presents no part.
 * (A major topic's page, however often referred to, is referred to from the pages about something near it: the
 * most linked topic of a large manual is linked from about a quarter of its pages.) A collection with neither links nor folders (one folder of transcripts) has no structure to
 * show: it has no parts. Documents whose titles differ only in their numbers ("Release 3.41.0", "Release 3.40.1";
 * "What's New In 3.10") are a series, one node of the graph, named once. In a collection whose documents link to each other, a document with no link in or out
 * (a source copy, an attachment) lies outside its web of pages and belongs to no part.
 */
public final class DocumentParts {
    /** The usual damping of link analysis: a reader follows a link five times out of six. */
    static final double DAMPING = 0.85;
    static final int PAGE_RANK_ITERATIONS = 30;
    /** A page linked from more than this share of the documents is in the site's navigation. */
    static final double NAVIGATION_SHARE = 0.5;
    /**
     * A page with a link to another document for every this many words of its text is a contents page (an index,
     * a list of functions): it lists the parts, it is none of them. Every link counts, not every document linked
     * to: a manual's contents lists each page with its sections, so most of its links point into pages it has
     * already linked to. Read as a link's text being a few words, it is
     * {@code SiteChrome}'s rule for a list of places to go: links make half of its text.
     */
    static final int CONTENTS_WORDS_PER_LINK = 8;
    /**
     * A page with less text than this is a list whose links the ingest read as the site's navigation (a list of
     * constants whose only sentence is "Other lists: Objects and Functions.") or a stub: it has no definition to
     * give and names no part. Twice the shortest sentence {@code OutlineThemes} quotes.
     */
    static final int LEAST_WORDS = 10;
    private static final String DOCUMENT = "d ";
    private static final String FOLDER = "f ";
    private static final String SERIES = "s ";
    /** Documents whose titles differ only in their numbers are a series when there are this many. */
    static final int SERIES_DOCUMENTS = 3;

    /**
     * A part of the collection.
     *
     * @param pages      its pages that can name it, the most central first: neither navigation nor contents pages
     * @param centrality the share of the collection's link centrality its documents hold (with its size, as
     *                   every document holds some)
     * @param led        whether its first page is the landing page of the folder it is (a manual's tutorial, a
     *                   product), whose name leads the part's name as a book's title leads its contents
     * @param share      the share of the collection's web of pages it holds
     * @param chapters   its chapters, the biggest first, each named by its most central page: the pieces Leiden
     *                   finds inside it (a standard library's text, files and networking modules)
     */
    public record Part(List<Page> pages, double centrality, boolean led, double share, List<Page> chapters) {
        public Part {
            pages = List.copyOf(pages);
            chapters = List.copyOf(chapters);
        }
    }

    /**
     * A document of a part and its title as a label shows it: without the site's or book's name that many of the
     * collection's titles carry before or after their own words ({@link SiteTitles}).
     *
     * @param centrality its PageRank over the links
     */
    public record Page(DocumentRecord document, String title, double centrality) {
    }

    private final HierarchicalLeiden leiden;

    public DocumentParts(long seed) {
        this.leiden = new HierarchicalLeiden(1.0, CommunityDetector.LEIDEN_ITERATIONS,
                LeidenAlgorithm.DEFAULT_RANDOMNESS, () -> new Random(seed), Integer.MAX_VALUE, 1,
                HierarchicalLeiden.AS_FOUND);
    }

    /**
     * Up to {@code most} parts of the collection {@code view} reads, the most central first; none when it has no
     * structure or all of it is one part. When Leiden finds fewer than {@code wanted} parts, the part with the most
     * documents is split again (a large manual's API reference holds several topics); the parts it finds past
     * {@code wanted} (a large manual's small topics) are kept up to {@code most}.
     */
    public List<Part> of(GraphView view, int wanted, int most) {
        List<DocumentRecord> documents = new ArrayList<>(view.documents());
        documents.sort(Comparator.comparing(d -> d.id().key()));
        int n = documents.size();
        if (n < 2) {
            return List.of();
        }
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < n; i++) {
            index.put(documents.get(i).id().key(), i);
        }
        Links read = links(view, documents, index);
        List<Set<Integer>> linksTo = read.targets();
        List<Set<Integer>> pageLinks = linksTo.stream().map(Set::copyOf).toList();
        // Shares of the site are shares of its web of linked pages: copies outside it (a manual's page sources)
        // would halve them.
        int web = linkedPages(linksTo, n);
        boolean[] navigation = navigation(linksTo, web);
        boolean[] contents = new boolean[n];
        boolean[] unlinked = new boolean[n];
        for (int i = 0; i < n; i++) {
            contents[i] = (long) read.links()[i] * CONTENTS_WORDS_PER_LINK >= Math.max(1, documents.get(i).words())
                    && !sectionIndex(i, documents, linksTo.get(i));
            unlinked[i] = linksTo.get(i).isEmpty();
        }
        Map<String, Double> edges = new LinkedHashMap<>();
        boolean linked = false;
        for (int from = 0; from < n; from++) {
            Set<Integer> targets = linksTo.get(from);
            targets.removeIf(t -> navigation[t]);
            for (int to : targets) {
                linked = true;
                unlinked[to] = false;
                edge(edges, DOCUMENT + from, DOCUMENT + to, 1.0 / targets.size());
            }
        }
        boolean[] outsideTheWeb = new boolean[n];
        for (int i = 0; i < n; i++) {
            outsideTheWeb[i] = linked && unlinked[i];
        }
        // A folder's landing page belongs to the web however its list of links was read (a contents list may be
        // left out as the site's navigation): it may be found among the pages shown for a folder's address.
        boolean[] mayLand = new boolean[n];
        for (int i = 0; i < n; i++) {
            mayLand[i] = !outsideTheWeb[i] || FolderParts.isFolderPage(documents.get(i).id().key());
        }
        List<FolderParts.Folder> folderParts = FolderParts.of(documents.stream().map(d -> d.id().key()).toList(),
                pageLinks, mayLand);
        folderParts.forEach(f -> f.documents().forEach(i -> outsideTheWeb[i] &= i != f.landing()));
        Set<String> folders = new LinkedHashSet<>();
        for (int i = 0; i < n; i++) {
            String folder = folderOf(documents.get(i).id().key());
            if (!folder.isEmpty() && !outsideTheWeb[i]) {
                edge(edges, DOCUMENT + i, FOLDER + folder, 1.0);
                for (String f = folder; !f.isEmpty() && folders.add(f); f = folderOf(f)) {
                    if (!folderOf(f).isEmpty()) {
                        edge(edges, FOLDER + f, FOLDER + folderOf(f), 1.0);
                    }
                }
            }
        }
        if (!linked && folders.isEmpty()) {
            return List.of();
        }
        // A series is one node: its documents, linked to each other only through their shared title, are one
        // part's, and it is named once.
        Map<String, String> nodeOfDocument = new HashMap<>();
        Map<String, List<Integer>> byTitle = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            if (!outsideTheWeb[i]) {
                byTitle.computeIfAbsent(titleKey(documents.get(i).title()), k -> new ArrayList<>()).add(i);
            }
        }
        List<String> nodes = new ArrayList<>();
        List<List<Integer>> documentsOfNode = new ArrayList<>();
        boolean[] inSeries = new boolean[n];
        for (int i = 0; i < n; i++) {
            List<Integer> series = byTitle.getOrDefault(titleKey(documents.get(i).title()), List.of());
            inSeries[i] = series.size() >= SERIES_DOCUMENTS && series.contains(i);
            if (inSeries[i]) {
                nodeOfDocument.put(DOCUMENT + i, SERIES + titleKey(documents.get(i).title()));
            } else {
                nodes.add(DOCUMENT + i);
                documentsOfNode.add(List.of(i));
            }
        }
        byTitle.forEach((title, members) -> {
            if (members.size() >= SERIES_DOCUMENTS) {
                nodes.add(SERIES + title);
                documentsOfNode.add(members);
            }
        });
        for (String f : folders) {
            nodes.add(FOLDER + f);
            documentsOfNode.add(List.of());
        }
        Map<String, Double> merged = new LinkedHashMap<>();
        edges.forEach((pair, w) -> {
            String[] ends = pair.split("\n");
            String a = nodeOfDocument.getOrDefault(ends[0], ends[0]);
            String b = nodeOfDocument.getOrDefault(ends[1], ends[1]);
            if (!a.equals(b)) {
                edge(merged, a, b, w);
            }
        });
        List<CommunityDetector.WeightedEdge> weighted = new ArrayList<>();
        merged.forEach((pair, w) -> {
            String[] ends = pair.split("\n");
            weighted.add(new CommunityDetector.WeightedEdge(ends[0], ends[1], w));
        });
        double[] centrality = pageRank(linksTo, n);
        List<String> webTitles = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (!outsideTheWeb[i]) {
                webTitles.add(documents.get(i).title());
            }
        }
        SiteTitles siteTitles = SiteTitles.of(webTitles);
        Network network = CommunityDetector.network(nodes, weighted);
        List<int[]> clusters = new ArrayList<>(leiden.leiden(network));
        Map<int[], FolderParts.Folder> folderOfCluster = folderClusters(clusters, folderParts, nodes,
                documentsOfNode);
        splitLargest(network, clusters, documentsOfNode, wanted, folderOfCluster.keySet());
        // A page that can name a part: neither the site's navigation, a contents page, nor one release of a series
        // (a changelog's entry names one version, not what the collection covers).
        boolean[] nameable = new boolean[n];
        int inWeb = 0;
        for (int i = 0; i < n; i++) {
            nameable[i] = !outsideTheWeb[i] && !navigation[i] && !contents[i] && !inSeries[i]
                    && documents.get(i).words() >= LEAST_WORDS;
            inWeb += outsideTheWeb[i] ? 0 : 1;
        }
        // A contents page names no part by its own links, but it can name the part it lists: a reference whose
        // pages are titled by identifiers ("Settings" over GAUGE_INTERVAL, GAUGE_DATUM, ...). The collection's own
        // contents, linking to half of the web or more, lists no one part.
        boolean[] hubs = new boolean[n];
        for (int i = 0; i < n; i++) {
            hubs[i] = contents[i] && !outsideTheWeb[i] && !navigation[i] && !inSeries[i]
                    && documents.get(i).words() >= LEAST_WORDS && pageLinks.get(i).size() * 2 < inWeb;
        }
        List<List<int[]>> pieces = pieces(network, clusters);
        boolean[] head = heads(pieces, clusters, documentsOfNode, centrality);
        int[] partOf = new int[n];
        Arrays.fill(partOf, -1);
        for (int c = 0; c < clusters.size(); c++) {
            for (int node : clusters.get(c)) {
                for (int i : documentsOfNode.get(node)) {
                    partOf[i] = c;
                }
            }
        }
        int[] hubOf = hubs(partOf, pageLinks, hubs, clusters.size(), outsideTheWeb);
        List<Part> parts = new ArrayList<>();
        for (int c = 0; c < clusters.size(); c++) {
            FolderParts.Folder folder = folderOfCluster.get(clusters.get(c));
            List<Integer> members = new ArrayList<>();
            double sum = 0;
            int size = 0;
            for (int i = 0; i < n; i++) {
                if (partOf[i] == c && !outsideTheWeb[i]) {
                    sum += centrality[i];
                    size++;
                    if (folder != null && i == folder.landing() && !inSeries[i] || nameable[i]) {
                        members.add(i);
                    }
                }
            }
            // A folder shown by its own index page is named by it; a folder without one (a reference of one page
            // per command, reached from a contents page elsewhere) is named by the contents page listing it, ahead of
            // the page its pages link back to, which is one of them, not what they are.
            boolean indexed = folder != null && FolderParts.isFolderPage(documents.get(folder.landing()).id().key());
            int hub = indexed ? -1 : hubOf[c];
            if (members.isEmpty() && hub < 0) {
                continue;
            }
            Comparator<Integer> byHeadThenCentrality = Comparator.comparing((Integer i) -> !head[i])
                    .thenComparingDouble(i -> -centrality[i]).thenComparing(i -> i);
            List<Page> pages = new ArrayList<>();
            if (hub >= 0) {
                pages.add(new Page(documents.get(hub), siteTitles.page(documents.get(hub).title()), centrality[hub]));
                members.remove(Integer.valueOf(hub));
            }
            SiteTitles titles = siteTitles;
            if (folder == null || !members.contains(folder.landing())) {
                members.sort(byHeadThenCentrality);
            } else {
                members.sort(folderOrder(folder, pageLinks, byHeadThenCentrality));
                // The landing page names its folder by the name its pages share (the book's, "... Configuration
                // Reference"), where it has one, else by its own title; the pages are named without it.
                List<String> folderTitles = titlesOf(folder.documents(), documents);
                titles = siteTitles.within(folderTitles);
                int landing = members.remove(0);
                pages.add(new Page(documents.get(landing), SiteTitles.bookName(folderTitles,
                        otherTitles(folder, documents, outsideTheWeb)).orElse(
                        titles.page(documents.get(landing).title())), centrality[landing]));
            }
            SiteTitles named = titles;
            boolean led = !pages.isEmpty();
            members.forEach(i -> pages.add(new Page(documents.get(i), named.page(documents.get(i).title()),
                    centrality[i])));
            List<Page> chapters = chapters(pieces.get(c), clusters.get(c), documentsOfNode, nameable, centrality)
                    .stream().map(i -> new Page(documents.get(i), named.page(documents.get(i).title()),
                            centrality[i])).toList();
            parts.add(new Part(pages, sum, led, (double) size / inWeb, chapters));
        }
        if (parts.size() < 2) {
            return List.of();
        }
        parts.sort(Comparator.comparingDouble(p -> -p.centrality()));
        return parts.subList(0, Math.min(most, parts.size()));
    }

    /**
     * Each part's hub, the contents page that lists it (-1 where none does): a contents page lists the part holding
     * the most of the pages it links to, when it links to more than half of that part's pages in the web; a part
     * listed by several takes the one linking to the most of it. Its title names what the part's pages are, where
     * theirs name only themselves. The contents page lies in whichever part Leiden put it (its links, each a small
     * share of its one vote, hold it to none), so it is matched to a part by its links, not by its own part.
     */
    private static int[] hubs(int[] partOf, List<Set<Integer>> pageLinks, boolean[] hubs, int parts,
                              boolean[] outsideTheWeb) {
        int[] size = new int[parts];
        for (int i = 0; i < partOf.length; i++) {
            if (partOf[i] >= 0 && !outsideTheWeb[i]) {
                size[partOf[i]]++;
            }
        }
        int[] hubOf = new int[parts];
        long[] listed = new long[parts];
        Arrays.fill(hubOf, -1);
        for (int h = 0; h < partOf.length; h++) {
            if (!hubs[h] || parts == 0) {
                continue;
            }
            long[] into = new long[parts];
            pageLinks.get(h).stream().filter(t -> partOf[t] >= 0).forEach(t -> into[partOf[t]]++);
            int best = 0;
            for (int c = 1; c < parts; c++) {
                best = into[c] > into[best] ? c : best;
            }
            if (into[best] * 2 > size[best] && into[best] > listed[best]) {
                listed[best] = into[best];
                hubOf[best] = h;
            }
        }
        return hubOf;
    }

    /**
     * The documents that head a piece of their part: in each cluster, Leiden run again finds its pieces (the C
     * interface's connections, statements and virtual file system; the language's statements, pragmas and
     * functions), and the most central document of each heads it. A part is then named by its pieces' heads, as a
     * contents page names a book by its chapters, not by the first few pages of its busiest chapter.
     */
    private static boolean[] heads(List<List<int[]>> pieces, List<int[]> clusters,
                                   List<List<Integer>> documentsOfNode, double[] centrality) {
        boolean[] head = new boolean[centrality.length];
        for (int c = 0; c < clusters.size(); c++) {
            int[] cluster = clusters.get(c);
            for (int[] piece : pieces.get(c)) {
                documentsOf(piece, cluster, documentsOfNode).stream()
                        .max(Comparator.comparingDouble((Integer i) -> centrality[i]).thenComparing(i -> -i))
                        .ifPresent(i -> head[i] = true);
            }
        }
        return head;
    }

    /** Each cluster's pieces: Leiden run again inside it, over the links and folders among its nodes alone. */
    private List<List<int[]>> pieces(Network network, List<int[]> clusters) {
        return clusters.stream().map(cluster -> leiden.leiden(network.createSubnetwork(cluster))).toList();
    }

    /** The documents of a piece, whose nodes are numbered within {@code cluster}. */
    private static List<Integer> documentsOf(int[] piece, int[] cluster, List<List<Integer>> documentsOfNode) {
        return Arrays.stream(piece).boxed().flatMap(node -> documentsOfNode.get(cluster[node]).stream()).toList();
    }

    /**
     * A part's chapters: its pieces of more than one document, the biggest first (a reader looks for the long
     * chapters of a book before its appendices), each named by its most central page that can name it.
     */
    private static List<Integer> chapters(List<int[]> pieces, int[] cluster, List<List<Integer>> documentsOfNode,
                                          boolean[] nameable, double[] centrality) {
        record Chapter(int head, int size) {
        }
        List<Chapter> chapters = new ArrayList<>();
        for (int[] piece : pieces) {
            List<Integer> inside = documentsOf(piece, cluster, documentsOfNode);
            if (inside.size() < 2) {
                continue;
            }
            inside.stream().filter(i -> nameable[i])
                    .max(Comparator.comparingDouble((Integer i) -> centrality[i]).thenComparing(i -> -i))
                    .ifPresent(h -> chapters.add(new Chapter(h, inside.size())));
        }
        chapters.sort(Comparator.comparingInt((Chapter ch) -> -ch.size()).thenComparingDouble(ch -> -centrality[ch.head()]));
        return chapters.stream().map(Chapter::head).toList();
    }

    /**
     * Makes each top-level folder with a landing page ({@link FolderParts}) one cluster of its own, whatever Leiden
     * found: a manual's tutorial and its library reference are parts a reader knows before any topic across them.
     * A node lies in a folder when all its documents do (a series filed in one folder), or, for a folder node, when
     * it is that folder or one inside it. Leiden's clusters keep the nodes outside every such folder.
     *
     * @return the folders' clusters, by identity
     */
    private static Map<int[], FolderParts.Folder> folderClusters(List<int[]> clusters, List<FolderParts.Folder> folders,
                                                                 List<String> nodes,
                                                                 List<List<Integer>> documentsOfNode) {
        Map<int[], FolderParts.Folder> folderOfCluster = new IdentityHashMap<>();
        if (folders.isEmpty()) {
            return folderOfCluster;
        }
        Map<Integer, Integer> folderOfDocument = new HashMap<>();
        for (int f = 0; f < folders.size(); f++) {
            for (int i : folders.get(f).documents()) {
                folderOfDocument.put(i, f);
            }
        }
        List<List<Integer>> nodesOfFolder = new ArrayList<>();
        folders.forEach(f -> nodesOfFolder.add(new ArrayList<>()));
        int[] folderOfNode = new int[nodes.size()];
        for (int node = 0; node < nodes.size(); node++) {
            folderOfNode[node] = folderOf(nodes.get(node), documentsOfNode.get(node), folders, folderOfDocument);
            if (folderOfNode[node] >= 0) {
                nodesOfFolder.get(folderOfNode[node]).add(node);
            }
        }
        List<int[]> rest = new ArrayList<>();
        for (int[] cluster : clusters) {
            int[] outside = Arrays.stream(cluster).filter(node -> folderOfNode[node] < 0).toArray();
            if (outside.length > 0) {
                rest.add(outside);
            }
        }
        clusters.clear();
        clusters.addAll(rest);
        for (int f = 0; f < folders.size(); f++) {
            int[] cluster = nodesOfFolder.get(f).stream().mapToInt(Integer::intValue).toArray();
            clusters.add(cluster);
            folderOfCluster.put(cluster, folders.get(f));
        }
        return folderOfCluster;
    }

    /** The index of the folder part a node lies in, or -1. */
    private static int folderOf(String node, List<Integer> documentsOfNode, List<FolderParts.Folder> folders,
                                Map<Integer, Integer> folderOfDocument) {
        if (node.startsWith(FOLDER)) {
            String path = node.substring(FOLDER.length());
            for (int f = 0; f < folders.size(); f++) {
                String folder = folders.get(f).folder();
                if (path.equals(folder) || path.startsWith(folder + "/")) {
                    return f;
                }
            }
            return -1;
        }
        Set<Integer> of = new HashSet<>();
        documentsOfNode.forEach(i -> of.add(folderOfDocument.getOrDefault(i, -1)));
        return of.size() == 1 ? of.iterator().next() : -1;
    }

    /**
     * A folder part's pages in the order its landing page presents them: the landing page, then the pages it leads
     * to, those leading on to the most of the folder's pages (its sub-parts: a library's chapters) first, then the
     * rest as any part's.
     */
    private static Comparator<Integer> folderOrder(FolderParts.Folder folder, List<Set<Integer>> pageLinks,
                                                   Comparator<Integer> rest) {
        Set<Integer> inside = Set.copyOf(folder.documents());
        Set<Integer> contents = pageLinks.get(folder.landing());
        return Comparator.comparing((Integer i) -> i != folder.landing())
                .thenComparing(i -> !contents.contains(i))
                .thenComparingLong(i -> contents.contains(i)
                        ? -pageLinks.get(i).stream().filter(inside::contains).count() : 0)
                .thenComparing(rest);
    }

    private static List<String> titlesOf(List<Integer> indices, List<DocumentRecord> documents) {
        return indices.stream().map(i -> documents.get(i).title()).toList();
    }

    /** The titles of the collection's web of pages outside {@code folder}. */
    private static List<String> otherTitles(FolderParts.Folder folder, List<DocumentRecord> documents,
                                            boolean[] outsideTheWeb) {
        Set<Integer> inside = Set.copyOf(folder.documents());
        List<String> titles = new ArrayList<>();
        for (int i = 0; i < documents.size(); i++) {
            if (!outsideTheWeb[i] && !inside.contains(i)) {
                titles.add(documents.get(i).title());
            }
        }
        return titles;
    }

    /**
     * Splits the cluster holding the most documents until there are {@code wanted} clusters or none splits:
     * Leiden at modularity's resolution may keep a large manual's reference in one part.
     */
    private void splitLargest(Network network, List<int[]> clusters, List<List<Integer>> documentsOfNode,
                              int wanted, Set<int[]> fixed) {
        Set<int[]> unsplittable = new HashSet<>(fixed);
        while (clusters.size() < wanted) {
            int[] largest = clusters.stream().filter(c -> !unsplittable.contains(c))
                    .max(Comparator.comparingInt(c -> Arrays.stream(c).map(node -> documentsOfNode.get(node).size()).sum()))
                    .orElse(null);
            if (largest == null) {
                return;
            }
            List<int[]> split = leiden.leiden(network.createSubnetwork(largest));
            if (split.size() < 2) {
                unsplittable.add(largest);
                continue;
            }
            clusters.remove(largest);
            for (int[] part : split) {
                int[] mapped = new int[part.length];
                for (int i = 0; i < part.length; i++) {
                    mapped[i] = largest[part[i]];
                }
                clusters.add(mapped);
            }
        }
    }

    /**
     * The documents each document links to and how many links to them it holds.
     *
     * @param links each document's links to the others, every one counted: a contents list links to each page and
     *              to each of its sections ({@code page.html#section}), many links to a few documents
     */
    private record Links(List<Set<Integer>> targets, int[] links) {
    }

    /**
     * The links of each document, read from the link concepts ({@link DocumentLinks}): a document's link concept
     * is held by its own chunks and by the chunks of every document linking to it, as often as they link to it.
     */
    private static Links links(GraphView view, List<DocumentRecord> documents, Map<String, Integer> index) {
        List<Set<Integer>> linksTo = new ArrayList<>();
        int[] count = new int[documents.size()];
        documents.forEach(d -> linksTo.add(new LinkedHashSet<>()));
        Map<String, List<Posting>> postings = view.conceptPostings(
                documents.stream().map(d -> DocumentLinks.conceptOf(d.id().key())).toList());
        for (int to = 0; to < documents.size(); to++) {
            for (Posting posting : postings.getOrDefault(DocumentLinks.conceptOf(documents.get(to).id().key()),
                    List.of())) {
                Integer from = index.get(Chunk.documentKeyOf(posting.chunkId()));
                if (from != null && from != to) {
                    linksTo.get(from).add(to);
                    count[from] += Mentions.count(posting.frequency());
                }
            }
        }
        return new Links(linksTo, count);
    }

    /**
     * Whether document {@code i}, a contents page, is the index of its own section ("tutorial/index.html", "The
     * Python Tutorial"): it lies in a folder and most of its links go to that folder's documents. A section's index
     * names the section, where the collection's top index names none of its parts.
     */
    private static boolean sectionIndex(int i, List<DocumentRecord> documents, Set<Integer> targets) {
        String folder = folderOf(documents.get(i).id().key());
        long inside = targets.stream().filter(t -> documents.get(t).id().key().startsWith(folder + "/")).count();
        return !folder.isEmpty() && inside * 2 > targets.size();
    }

    /** How many documents link to another or are linked from one: the site's web of pages. */
    private static int linkedPages(List<Set<Integer>> linksTo, int n) {
        boolean[] linked = new boolean[n];
        for (int i = 0; i < n; i++) {
            linked[i] |= !linksTo.get(i).isEmpty();
            linksTo.get(i).forEach(t -> linked[t] = true);
        }
        int count = 0;
        for (boolean l : linked) {
            count += l ? 1 : 0;
        }
        return count;
    }

    /**
     * The documents that so many of the {@code web} linked documents link to that the links are the site's template,
     * not its pages'.
     */
    private static boolean[] navigation(List<Set<Integer>> linksTo, int web) {
        int n = linksTo.size();
        int[] linkedFrom = new int[n];
        linksTo.forEach(targets -> targets.forEach(t -> linkedFrom[t]++));
        boolean[] navigation = new boolean[n];
        for (int i = 0; i < n; i++) {
            navigation[i] = linkedFrom[i] > NAVIGATION_SHARE * web;
        }
        return navigation;
    }

    /** Each document's PageRank over the links (navigation left out), restarting anywhere alike. */
    private static double[] pageRank(List<Set<Integer>> linksTo, int n) {
        int[][] targets = new int[n][];
        double[][] weights = new double[n][];
        for (int i = 0; i < n; i++) {
            targets[i] = linksTo.get(i).stream().mapToInt(Integer::intValue).toArray();
            weights[i] = new double[targets[i].length];
            Arrays.fill(weights[i], 1.0);
        }
        double[] uniform = new double[n];
        Arrays.fill(uniform, 1.0);
        return PersonalizedPageRank.run(targets, PersonalizedPageRank.transitions(weights), uniform, DAMPING,
                PAGE_RANK_ITERATIONS);
    }

    private static void edge(Map<String, Double> edges, String a, String b, double weight) {
        String pair = a.compareTo(b) < 0 ? a + "\n" + b : b + "\n" + a;
        edges.merge(pair, weight, Double::sum);
    }

    /** What the titles of a series share: the title with its numbers left out, in lower case. */
    public static String titleKey(String title) {
        return title.strip().toLowerCase(Locale.ROOT).replaceAll("\\d+([.,:/-]\\d+)*", "0")
                .replaceAll("\\s+", " ");
    }

    /** The folder of a key ("lang/select.html" is in "lang"), or of a folder; "" for the top. */
    static String folderOf(String key) {
        int slash = key.lastIndexOf('/');
        return slash < 0 ? "" : key.substring(0, slash);
    }
}
