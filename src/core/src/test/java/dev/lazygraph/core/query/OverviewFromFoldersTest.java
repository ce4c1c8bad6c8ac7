package dev.lazygraph.core.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.testing.InMemoryService;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * An overview without an LLM of collections filed in folders, generated here: a manual whose tutorial, library,
 * language reference and HOWTOs are folders with their own landing pages, while its pages link across the folders
 * by subject (the tutorial's page on files to the library's file modules), and a folder of several products. The
 * themes are the folders a reader knows — each named by its landing page or by the book name its pages share, the
 * biggest first, its main sub-parts in its line — not the subjects the links cut across them.
 */
class OverviewFromFoldersTest {
    private static final String C = "docs";
    private static final String OVERVIEW = "What are the main topics that this manual covers?";

    /** A subject the manual's folders all treat, each in its own page. */
    record Subject(String slug, String tutorial, String chapter, List<String> modules, String howto) {
    }

    private static final int MODULES_PER_SUBJECT = 6;
    private static final List<Subject> SUBJECTS = List.of(
            new Subject("text", "Working with Strings", "Text Services", List.of("strings", "patterns"),
                    "Unicode HOWTO"),
            new Subject("files", "Reading and Writing Files", "File Access", List.of("paths", "archives"),
                    "File Locking HOWTO"),
            new Subject("network", "Talking to Servers", "Networking", List.of("sockets", "mail"),
                    "Sockets HOWTO"));

    /** A folder of the manual: its landing page's title and its opening definition. */
    record Book(String folder, String title, String definition) {
    }

    private static final Book TUTORIAL = new Book("tutorial", "The Kestrel Tutorial",
            "The Kestrel tutorial introduces the language to a new programmer, one small program at a time.");
    private static final Book LIBRARY = new Book("library", "The Kestrel Library",
            "The Kestrel library holds the modules that every Kestrel program can import.");
    private static final Book REFERENCE = new Book("reference", "The Kestrel Language Reference",
            "The Kestrel language reference defines the syntax and the meaning of every statement.");
    private static final Book HOWTOS = new Book("howto", "Kestrel HOWTOs",
            "The Kestrel HOWTOs each solve one common task from start to finish.");

    private final InMemoryService service = new InMemoryService();

    @AfterEach
    void close() {
        service.close();
    }

    private static String a(String href, String text) {
        return "<a href=\"" + href + "\">" + text + "</a>";
    }

    /** A page: its body, then a paragraph of prose (a page with more links than words would be a contents page). */
    private void page(String key, String title, String body) {
        service.put(C, key, "<html><head><title>" + title + "</title></head><body><h1>" + title + "</h1>" + body
                + "<p>Each example on this page was checked against the current release, and every program it shows "
                + "runs unchanged on the three supported platforms, with the output printed below it.</p>"
                + "</body></html>");
    }

    private void landing(Book book, List<String[]> entries, String title, boolean defines) {
        StringBuilder list = new StringBuilder((defines ? "<p>" + book.definition() + "</p>" : "") + "<ul>");
        entries.forEach(e -> list.append("<li>").append(a(e[0], e[1])).append("</li>"));
        page(book.folder() + "/index.html", title, list.append("</ul>").toString());
    }

    /**
     * The manual: every page of a subject links to that subject's pages in the other folders; only the home page
     * links to the folders' landing pages (a page's way back up is the site's navigation, not its text).
     */
    private void manual(String referencePrefix) {
        manual(referencePrefix, true);
    }

    /** @param landingsDefine whether each landing page opens with its definition, or holds only its contents list */
    private void manual(String referencePrefix, boolean landingsDefine) {
        List<String[]> tutorial = new ArrayList<>();
        List<String[]> library = new ArrayList<>();
        List<String[]> howtos = new ArrayList<>();
        for (Subject s : SUBJECTS) {
            String tutorialPage = "../tutorial/" + s.slug() + ".html";
            String chapterPage = "../library/" + s.slug() + ".html";
            String howtoPage = "../howto/" + s.slug() + ".html";
            String across = "<p>See " + a(tutorialPage, s.tutorial()) + ", " + a(chapterPage, s.chapter()) + ", "
                    + a(howtoPage, s.howto()) + " and the " + a("../library/" + s.modules().get(0) + "0.html",
                    s.modules().get(0)) + " module.</p>";
            page("tutorial/" + s.slug() + ".html", s.tutorial(), "<p>This lesson of " + TUTORIAL.title() + " shows " + s.tutorial().toLowerCase(Locale.ROOT) + " in a short program."
                    + "</p>" + across);
            tutorial.add(new String[] {s.slug() + ".html", s.tutorial()});
            StringBuilder chapter = new StringBuilder("<p>" + s.chapter() + " are modules of " + LIBRARY.title() + ".</p><ul>");
            // The library is the biggest folder; each of its modules links to its subject's pages elsewhere.
            for (int m = 0; m < MODULES_PER_SUBJECT; m++) {
                String module = s.modules().get(m % s.modules().size()) + m;
                chapter.append("<li>").append(a(module + ".html", module)).append("</li>");
                page("library/" + module + ".html", module + " \u2014 " + s.chapter() + " module", "<p>The "
                        + module + " module is one of the " + a(s.slug() + ".html", s.chapter()) + ".</p>" + across);
            }
            page("library/" + s.slug() + ".html", s.chapter(), chapter.append("</ul>") + across);
            library.add(new String[] {s.slug() + ".html", s.chapter()});
            page("howto/" + s.slug() + ".html", s.howto(), "<p>This guide of " + HOWTOS.title() + " solves one task about " + s.chapter().toLowerCase(Locale.ROOT) + ".</p>" + across);
            howtos.add(new String[] {s.slug() + ".html", s.howto()});
        }
        List<String[]> reference = new ArrayList<>();
        List<String> chapters = List.of("Lexical Analysis", "Expressions", "Compound Statements");
        for (int c = 0; c < chapters.size(); c++) {
            String key = "chapter" + c + ".html";
            page("reference/" + key, referencePrefix + chapters.get(c), "<p>" + chapters.get(c) + " are one chapter"
                    + " of " + REFERENCE.title() + ", after " + a("chapter" + (c + 2) % 3 + ".html",
                    chapters.get((c + 2) % 3)) + ".</p><p>It refers to " + a("../library/"
                    + SUBJECTS.get(c).modules().get(1) + "1.html", SUBJECTS.get(c).modules().get(1)) + ".</p>");
            reference.add(new String[] {key, chapters.get(c)});
        }
        landing(TUTORIAL, tutorial, TUTORIAL.title(), landingsDefine);
        landing(LIBRARY, library, LIBRARY.title(), landingsDefine);
        landing(HOWTOS, howtos, HOWTOS.title(), landingsDefine);
        landing(REFERENCE, reference, referencePrefix.isEmpty() ? REFERENCE.title() : referencePrefix + "Contents",
                landingsDefine);
        StringBuilder home = new StringBuilder("<p>Kestrel is a small programming language.</p><ul>");
        for (Book book : List.of(TUTORIAL, LIBRARY, REFERENCE, HOWTOS)) {
            home.append("<li>").append(a(book.folder() + "/index.html", book.title())).append("</li>");
        }
        page("index.html", "Kestrel Documentation", home.append("</ul>").toString());
        page("glossary.html", "Glossary", "<p>A module is a file of Kestrel code another program imports, as "
                + a("library/index.html", LIBRARY.title()) + " lists them.</p>");
    }

    private Answer ask() {
        return service.query(Optional.empty()).ask(QueryRequest.of(C, OVERVIEW));
    }

    /** The overview's theme lines, without the nested lines naming a big part's chapters. */
    private static List<String> themeLines(Answer answer) {
        return answer.text().lines().filter(l -> l.startsWith("- ")).toList();
    }

    /** What a theme line names before its sentence; a small part's line is its titles alone. */
    private static String label(String line) {
        int colon = line.indexOf(": ");
        return line.substring(2, colon < 0 ? line.length() : colon);
    }

    @Test
    void theFoldersOfAManualAreItsThemesNamedByTheirLandingPagesTheBiggestFirst() {
        manual("");

        Answer answer = ask();

        assertEquals(Route.GLOBAL, answer.route());
        List<String> lines = themeLines(answer);
        List<String> firstTitles = lines.stream().map(l -> label(l).split("; ")[0]).toList();
        for (Book book : List.of(TUTORIAL, LIBRARY, REFERENCE, HOWTOS)) {
            assertTrue(firstTitles.contains(book.title()), "every folder is a theme named first by its landing page, "
                    + "not a subject its pages share with other folders: " + answer.text());
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("- " + book.title()) && l.contains(book.definition())),
                    "its line quotes its landing page's definition: " + answer.text());
        }
        assertEquals(LIBRARY.title(), firstTitles.get(0), "the biggest part comes first: " + answer.text());
        String libraryLine = lines.get(0);
        assertTrue(SUBJECTS.stream().anyMatch(s -> label(libraryLine).contains("; " + s.chapter())),
                "the library is named by its main pages after its landing page: " + answer.text());
        for (Subject s : SUBJECTS) {
            assertFalse(label(libraryLine).contains(s.tutorial()) || label(libraryLine).contains(s.howto()),
                    "no other folder's page names it: " + answer.text());
        }
        assertFalse(firstTitles.contains("Kestrel Documentation"), "the home page is no part: " + answer.text());
        assertEquals(0, answer.cost().llmCalls());
    }

    @Test
    void theBiggestFolderNamesItsChaptersOnALineNestedUnderItsOwn() {
        manual("");

        Answer answer = ask();

        List<String> lines = answer.text().lines().toList();
        assertTrue(lines.get(0).startsWith("- " + LIBRARY.title()), answer.text());
        assertTrue(lines.get(1).startsWith("  - "), "the library, most of the manual, has a nested line: "
                + answer.text());
        long chapters = SUBJECTS.stream().filter(s -> lines.get(0).contains(s.chapter())
                || lines.get(1).contains(s.chapter())).count();
        assertEquals(SUBJECTS.size(), chapters, "its chapters are named, each by its own page: " + answer.text());
        assertTrue(lines.stream().filter(l -> l.startsWith("  - ")).count() == 1,
                "only a part holding several themes' share of the manual has chapters: " + answer.text());
    }

    @Test
    void aPageWithNoTextBesidesItsListNamesNoPart() {
        manual("");
        // A list of the library's modules whose links the ingest reads as the site's navigation: what is left of
        // it is its title and one line, yet every module links to it.
        service.put(C, "library/names.html", "<html><head><title>List Of Kestrel Names</title></head><body>"
                + "<h1>List Of Kestrel Names</h1><p>Other lists: Modules.</p></body></html>");
        for (Subject s : SUBJECTS) {
            for (int m = 0; m < MODULES_PER_SUBJECT; m++) {
                String module = s.modules().get(m % s.modules().size()) + m;
                page("library/" + module + "x.html", module + "x \u2014 " + s.chapter() + " helper module", "<p>The "
                        + module + "x module helps the " + a(module + ".html", module) + " module; see the "
                        + a("names.html", "List Of Kestrel Names") + ".</p>");
            }
        }

        Answer answer = ask();

        assertTrue(answer.text().startsWith("- " + LIBRARY.title()), answer.text());
        assertFalse(answer.text().contains("List Of Kestrel Names"), "a list with no text names nothing: "
                + answer.text());
    }

    @Test
    void aFolderIsNamedFirstByItsLandingPageAlsoWhenTheLandingHoldsOnlyItsContentsList() {
        // A generated manual's landing pages are often a contents tree and nothing else: the line's sentence then
        // comes from one of the folder's pages, and the book still names the line before that page does.
        manual("", false);

        Answer answer = ask();

        List<String> lines = themeLines(answer);
        List<Book> named = List.of(TUTORIAL, LIBRARY, REFERENCE, HOWTOS).stream()
                .filter(book -> lines.stream().anyMatch(l -> label(l).contains(book.title()))).toList();
        assertTrue(named.size() >= 3, "the folders are themes: " + answer.text());
        for (Book book : named) {
            assertTrue(lines.stream().anyMatch(l -> label(l).startsWith(book.title())),
                    "a folder's line is named first by its landing page, then by its pages: " + answer.text());
            assertFalse(answer.text().contains(book.definition()), "no landing page has a sentence to quote here");
        }
    }

    @Test
    void aFolderWhosePagesShareABookNameIsNamedByIt() {
        // The reference's pages carry its book's name before their own; its landing page's own words are generic.
        manual("Kestrel Language Reference 2.1 - ");

        Answer answer = ask();

        List<String> lines = themeLines(answer);
        String reference = lines.stream().filter(l -> l.startsWith("- Kestrel Language Reference 2.1")).findFirst()
                .orElseThrow(() -> new AssertionError("the reference is named by its book's name: " + answer.text()));
        assertFalse(label(reference).contains("Contents"), "not by its landing page's generic words: " + reference);
        assertTrue(label(reference).contains("; Lexical Analysis") || label(reference).contains("; Expressions"),
                "its pages are named by their own words, the book's name cut: " + reference);
        assertFalse(label(reference).contains("- Lexical Analysis") || label(reference).contains("- Expressions"),
                "its pages are named by their own words, the book's name cut: " + reference);
    }

    /** The small parts of {@link #aManualOfManySmallParts}: long titles whose sentences would fill an overview. */
    private static final List<String> SMALL_PARTS = List.of("Anchor Chains and Windlass Brakes for Heavy Cargo Vessels",
            "Buoy Lanterns Charged by Small Solar Panels at Sea",
            "Crane Cables Inspected after Every Lift over Twenty Tonnes",
            "Dock Gates Sealed against Spring Tides and Winter Storm Surges",
            "Engine Rooms Ventilated during Long Coastal Passages in Summer",
            "Ferry Ramps Lowered onto Uneven Slipways at Low Water",
            "Gantry Rails Aligned with Laser Levels on Reclaimed Land",
            "Hull Plates Scraped Free of Barnacles in Dry Dock",
            "Jetty Piles Driven through Soft Clay into Bedrock Below",
            "Keel Blocks Arranged before a Ship Settles onto Them",
            "Lock Sluices Opened Slowly so Small Boats Stay Steady",
            "Mooring Lines Doubled when Gale Warnings Reach the Harbour");

    /**
     * One big folder (a library of forty pages) and twelve small ones (a landing page and a checklist each),
     * whose long titles and sentences would fill the overview's words before half of them were named.
     */
    private void aManualOfManySmallParts() {
        StringBuilder home = new StringBuilder("<ul>");
        for (String title : SMALL_PARTS) {
            String word = title.substring(0, title.indexOf(' '));
            String folder = word.toLowerCase(Locale.ROOT);
            page(folder + "/index.html", title, "<p>" + word + " work keeps the harbour safe when crews follow "
                    + "these steps in every season.</p><p>Before starting, read the " + a("checklist.html", word
                    + " Checklist") + ".</p>");
            page(folder + "/checklist.html", word + " Checklist", "<p>The " + word.toLowerCase(Locale.ROOT)
                    + " checklist lists what to look at before work starts.</p><p>Back to " + a("index.html", title)
                    + ".</p>");
            home.append("<li>").append(a(folder + "/index.html", title)).append("</li>");
        }
        StringBuilder contents = new StringBuilder("<p>The harbour library holds the tide tables every crew reads "
                + "first.</p><ul>");
        for (int m = 0; m < 40; m++) {
            String pier = "Pier " + (char) ('A' + m / 8) + (char) ('a' + m % 8);
            contents.append("<li>").append(a("pier" + m + ".html", pier)).append("</li>");
            page("library/pier" + m + ".html", "Tide Table for " + pier, "<p>The tide table for " + pier + " gives "
                    + "its high and low water.</p><p>See the " + a("pier" + (m + 1) % 40 + ".html", "next pier")
                    + " and the " + a("index.html", "library") + ".</p>");
        }
        page("library/index.html", "The Harbour Library", contents.append("</ul>").toString());
        page("index.html", "Harbour Handbook", home.append("<li>").append(a("library/index.html",
                "The Harbour Library")).append("</li></ul>").toString());
    }

    @Test
    void aManualOfManySmallPartsNamesEachWithinTheWordsAReaderScansTheSmallOnesByTheirTitles() {
        aManualOfManySmallParts();

        Answer answer = ask();

        String read = scanned(answer);
        for (String title : SMALL_PARTS) {
            assertTrue(read.contains(title), "every part is named in the words a reader scans: " + answer.text());
        }
        assertTrue(answer.text().startsWith("- The Harbour Library") && themeLines(answer).get(0).contains(": "),
                "the big part comes first, explained by its sentence: " + answer.text());
        assertTrue(themeLines(answer).stream().filter(l -> !l.contains(": ")).count() >= SMALL_PARTS.size() / 2,
                "small parts are named by their titles alone: " + answer.text());
    }

    @Test
    void aSmallPartsMainTitlesComeBeforeItsSentence() {
        // The same manual: the small parts hold less than their share of the collection, so each is named by its
        // main titles (its landing page and its checklist) before any of them is explained by a sentence.
        aManualOfManySmallParts();

        Answer answer = ask();

        String read = scanned(answer);
        for (String title : SMALL_PARTS) {
            String checklist = title.substring(0, title.indexOf(' ')) + " Checklist";
            assertTrue(read.contains(checklist), "every small part's second title is named in the words a reader "
                    + "scans: " + answer.text());
        }
        assertTrue(themeLines(answer).get(0).contains(": "), "the big part is explained: " + answer.text());
    }

    /** The first 250 words of an answer: what the topic grading reads, as a reader scans an overview. */
    private static String scanned(Answer answer) {
        List<String> words = Arrays.asList(answer.text().split("\\s+"));
        return String.join(" ", words.subList(0, Math.min(250, words.size())));
    }

    @Test
    void everyProductOfAFolderOfProductsIsNamedByItsLandingPage() {
        List<String> products = List.of("Zephyr Kiln", "Marram Loom", "Corvid Sonar");
        List<String> parts = List.of("Installation", "Operation", "Maintenance", "Troubleshooting");
        for (int p = 0; p < products.size(); p++) {
            String product = products.get(p);
            String folder = "products/" + product.toLowerCase(Locale.ROOT).replace(' ', '-') + "/html";
            StringBuilder list = new StringBuilder("<p>The " + product + " manual explains how to set up and run the "
                    + product + ".</p><ul>");
            for (int i = 0; i < parts.size(); i++) {
                String part = parts.get(i);
                // Every product's page on a task links to the other products' pages on it: the subject is shared.
                StringBuilder across = new StringBuilder();
                for (String other : products) {
                    if (!other.equals(product)) {
                        across.append(a("../../" + other.toLowerCase(Locale.ROOT).replace(' ', '-') + "/html/"
                                + part.toLowerCase(Locale.ROOT) + ".html", other + " " + part)).append(' ');
                    }
                }
                page(folder + "/" + part.toLowerCase(Locale.ROOT) + ".html", part + " | " + product + " manual",
                        "<p>" + part + " of the " + product + " is one step of the " + product
                                + " manual.</p><p>Compare " + across + ".</p>");
                list.append("<li>").append(a(part.toLowerCase(Locale.ROOT) + ".html", part)).append("</li>");
            }
            page(folder + "/index.html", product + " Manual | " + product + " manual", list.append("</ul>").toString());
        }

        Answer answer = ask();

        List<String> lines = themeLines(answer);
        for (String product : products) {
            assertEquals(1, lines.stream().filter(l -> label(l).startsWith(product)).count(),
                    "each product is one theme, named first by its own name: " + answer.text());
        }
        assertEquals(products.size(), lines.size(), answer.text());
        for (String part : parts) {
            assertTrue(answer.text().contains("; " + part), "the products' pages are named by their own words, "
                    + "which start several products' titles: " + answer.text());
        }
    }
}
