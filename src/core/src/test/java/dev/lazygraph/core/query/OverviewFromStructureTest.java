package dev.lazygraph.core.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.testing.InMemoryService;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * An overview without an LLM of a collection with structure, generated here: a manual whose sections are
 * folders of pages linking to each other, and folders of several products without links. Its themes are the
 * collection's parts, named by their documents' titles, never by the site's navigation or repeated lines.
 */
class OverviewFromStructureTest {
    private static final String C = "site";
    private static final String OVERVIEW = "What are the main topics that this manual covers?";
    private static final Pattern THEME_LINE = Pattern.compile("^- (.+?): (.+) \\[(\\d+)]$");
    private static final String FOOTER = "Copyright 2026 the Tidewatch project. All rights reserved.";

    /** A section of the generated manual: a folder, its main page and the pages about its details. */
    record Section(String folder, String title, String definition, List<String> details) {
    }

    private static final List<Section> SECTIONS = List.of(
            new Section("backup", "Backup and Restore",
                    "Backup and restore protects the data of a Tidewatch cluster against loss.",
                    List.of("Base backups", "Point in time recovery", "Archive storage")),
            new Section("replication", "Replication",
                    "Replication keeps standby copies of a Tidewatch cluster in step with its primary.",
                    List.of("Streaming standbys", "Failover", "Replication slots")),
            new Section("security", "Security and Access Control",
                    "Security and access control decide who may connect and what each role may read.",
                    List.of("Roles and privileges", "Client authentication", "Encrypted connections")),
            new Section("queries", "Query Language",
                    "The query language of Tidewatch selects, joins and aggregates the rows of its tables.",
                    List.of("Joins", "Aggregate functions", "Window queries")));

    private final InMemoryService service = new InMemoryService();

    @AfterEach
    void close() {
        service.close();
    }

    private static String page(String title, String body) {
        return "<html><head><title>" + title + "</title></head><body><h1>" + title + "</h1>"
                + "<p>Back to the <a href=\"../index.html\">Tidewatch home page</a>.</p>" + body
                + "<p>" + FOOTER + "</p></body></html>";
    }

    private static String slug(String title) {
        return title.toLowerCase(Locale.ROOT).replace(' ', '-');
    }

    /**
     * The manual: a home page linking to every main page; each main page opens with a cross-reference, then
     * defines its topic and links to its details; each detail page links to its main page and to a sibling.
     */
    private void manual() {
        manual(UnaryOperator.identity(), UnaryOperator.identity());
    }

    /** The manual, its main pages and detail pages titled as the site titles them. */
    private void manual(UnaryOperator<String> mainTitle, UnaryOperator<String> detailTitle) {
        StringBuilder home = new StringBuilder("<p>Tidewatch is a database for tide gauges.</p><ul>");
        for (Section s : SECTIONS) {
            home.append("<li><a href=\"").append(s.folder()).append("/index.html\">").append(s.title())
                    .append("</a></li>");
            StringBuilder main = new StringBuilder("<p>More detail on each of these appears below.</p><p>")
                    .append(s.definition()).append("</p><ul>");
            for (int d = 0; d < s.details().size(); d++) {
                String detail = s.details().get(d);
                main.append("<li><a href=\"").append(slug(detail)).append(".html\">").append(detail)
                        .append("</a></li>");
                String sibling = s.details().get((d + 1) % s.details().size());
                service.put(C, s.folder() + "/" + slug(detail) + ".html", page(detailTitle.apply(detail),
                        "<p>" + detail + " are one part of the " + s.title().toLowerCase(Locale.ROOT)
                                + " of a Tidewatch cluster, as the <a href=\"index.html\">" + s.title()
                                + "</a> page explains.</p><p>See also <a href=\"" + slug(sibling) + ".html\">"
                                + sibling + "</a> for the step after it.</p>"));
            }
            service.put(C, s.folder() + "/index.html", page(mainTitle.apply(s.title()),
                    main.append("</ul>").toString()));
        }
        service.put(C, "index.html", "<html><head><title>Tidewatch Home</title></head><body><h1>Tidewatch Home"
                + "</h1>" + home.append("</ul>") + "<p>" + FOOTER + "</p></body></html>");
    }

    private Answer ask(String question) {
        return service.query(Optional.empty()).ask(QueryRequest.of(C, question));
    }

    private Set<String> titles() {
        Set<String> titles = new TreeSet<>();
        service.store().documents(C).forEach(d -> titles.add(d.title()));
        return titles;
    }

    @Test
    void theThemesOfAManualAreItsSectionsNamedByTheirTitles() {
        manual();

        Answer answer = ask(OVERVIEW);

        assertEquals(Route.GLOBAL, answer.route());
        List<String> lines = Arrays.asList(answer.text().split("\n"));
        List<String> firstTitles = new ArrayList<>();
        for (String line : lines) {
            Matcher m = THEME_LINE.matcher(line);
            assertTrue(m.matches(), "a theme is one line, titles: sentence [n]: " + line);
            List<String> label = List.of(m.group(1).split("; "));
            assertTrue(titles().containsAll(label), "a label is made of the documents' titles: " + line);
            assertFalse(label.contains("Tidewatch Home"), "the page every page links to is navigation: " + line);
            String sentence = m.group(2);
            assertFalse(sentence.contains("appears below"), "a cross-reference says nothing of a part: " + line);
            assertFalse(sentence.contains("Copyright"), "the footer every page repeats is no theme: " + line);
            firstTitles.add(label.get(0));
        }
        for (Section s : SECTIONS) {
            assertTrue(firstTitles.contains(s.title()), "every section is a theme named first by its main page: "
                    + answer.text());
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("- " + s.title()) && l.contains(s.definition())),
                    "its line quotes the main page's definition, not a cross-reference: " + answer.text());
        }
        assertEquals(SECTIONS.size(), lines.size(), "one theme per section: " + answer.text());
        assertEquals(lines.size(), answer.communities().size());
        assertEquals(0, answer.cost().llmCalls());
    }

    @Test
    void foldersOfSeveralProductsAreEachAThemeNamedByTheirOwnTitles() {
        List<String> products = List.of("Zephyr Kiln", "Marram Loom", "Corvid Sonar");
        List<String> uses = List.of("fires stoneware jugs and clay tiles with beech logs",
                "weaves wool blankets and linen sheets on an oak frame",
                "finds herring shoals under trawler hulls with a brass transducer");
        for (int p = 0; p < products.size(); p++) {
            String folder = slug(products.get(p));
            String product = products.get(p);
            service.put(C, folder + "/guide.md", "# " + product + " Guide\n\nThe " + product + " " + uses.get(p)
                    + ".\n\nEvery " + product + " ships with a spare part kit.\n");
            service.put(C, folder + "/care.md", "# Caring for the " + product + "\n\nClean the " + product
                    + " once a month with a dry cloth.\n");
            service.put(C, folder + "/warranty.md", "# " + product + " Warranty\n\nThe " + product
                    + " warranty covers parts for five years.\n");
        }

        Answer answer = ask(OVERVIEW);

        List<String> lines = Arrays.asList(answer.text().split("\n"));
        assertEquals(products.size(), lines.size(), answer.text());
        for (String product : products) {
            assertEquals(1, lines.stream().filter(l -> l.startsWith("- ") && l.split(":")[0].contains(product))
                    .count(), "each product is one theme, named by its own pages' titles: " + answer.text());
        }
        for (String line : lines) {
            Matcher m = THEME_LINE.matcher(line);
            assertTrue(m.matches(), line);
            assertTrue(titles().containsAll(List.of(m.group(1).split("; "))), line);
        }
    }

    @Test
    void theSiteNameEndingEveryTitleAndTheNumbersOfASeriesNameNoPart() {
        String site = " |\u00a0Tidewatch 2.1 manual";
        for (Section s : SECTIONS) {
            String main = "<p>" + s.definition() + "</p><p>Read about <a href=\"../releases/r" + s.folder()
                    + ".html\">its latest release</a>.</p>";
            service.put(C, s.folder() + "/index.html", page(s.title() + site, main));
            service.put(C, "releases/r" + s.folder() + ".html", page("Tidewatch Release 2." + s.folder().length()
                    + ".1" + site, "<p>Tidewatch release 2." + s.folder().length() + " changes the <a href=\"../"
                    + s.folder() + "/index.html\">" + s.title() + "</a> pages.</p>"));
        }

        Answer answer = ask(OVERVIEW);

        assertFalse(answer.text().contains("Tidewatch 2.1 manual"), "the site's name is no page's: " + answer.text());
        for (Section s : SECTIONS) {
            assertTrue(answer.text().contains(s.title()), "every section is named: " + answer.text());
        }
        assertFalse(Pattern.compile("Tidewatch Release 2\\.\\d+\\.1").matcher(answer.text()).find(),
                "a release of a series (a changelog's entry) names no part: " + answer.text());
    }

    @Test
    void theBookNameBeforeAndTheSiteNameAfterSomeTitlesNameNoPage() {
        // The main pages (4 of 17) end with the site's name; the detail pages start with their book's.
        manual(title -> title + " | Tidewatch docs", title -> "Tidewatch 2 Reference (2.1) - " + title);

        Answer answer = ask(OVERVIEW);

        assertFalse(answer.text().contains("Tidewatch docs"), "the site's name is no page's: " + answer.text());
        assertFalse(answer.text().contains("Tidewatch 2 Reference"), "the book's name is no page's: " + answer.text());
        for (Section s : SECTIONS) {
            assertTrue(answer.text().contains("- " + s.title() + ";") || answer.text().contains("- " + s.title() + ":"),
                    "every section is named first by its main page's own title: " + answer.text());
            for (String detail : s.details()) {
                if (answer.text().contains(detail)) {
                    assertTrue(answer.text().contains("; " + detail), "a detail is named by its own title: "
                            + answer.text());
                }
            }
        }
    }

    @Test
    void theProductsNameMostTitlesCarryAmongTheirOwnWordsNamesNoPart() {
        // The main pages end with "In Tidewatch", the detail pages start with "Tidewatch": the product's name in
        // 16 of the 17 titles says nothing of any page, but one page is about the product itself.
        manual(title -> title.equals("Replication") ? "About Tidewatch" : title + " In Tidewatch",
                title -> "Tidewatch " + title);

        Answer answer = ask(OVERVIEW);

        assertFalse(answer.text().contains("In Tidewatch"), "the name ending a title is cut: " + answer.text());
        assertFalse(answer.text().contains("Tidewatch Base backups"), "the name starting a title is cut: "
                + answer.text());
        assertTrue(answer.text().contains("- Backup and Restore"), "a page is named by its own words: "
                + answer.text());
        assertTrue(answer.text().contains("About Tidewatch"), "a title whose words need the name keeps it: "
                + answer.text());
    }

    @Test
    void aSectionsOwnIndexNamesTheSectionWhereTheTopIndexNamesNone() {
        // Each section's index page only lists its pages (a contents page, as a manual's chapter index is); the
        // detail pages define the section and link back to its index.
        StringBuilder top = new StringBuilder("<ul>");
        for (Section s : SECTIONS) {
            top.append("<li><a href=\"").append(s.folder()).append("/index.html\">").append(s.title()).append("</a></li>");
            StringBuilder list = new StringBuilder("<ul>");
            for (String detail : s.details()) {
                list.append("<li><a href=\"").append(slug(detail)).append(".html\">").append(detail).append("</a></li>");
                service.put(C, s.folder() + "/" + slug(detail) + ".html", page(detail, "<p>" + s.definition() + " "
                        + detail + " are one part of it.</p><p>Back to <a href=\"index.html\">" + s.title()
                        + "</a>.</p>"));
            }
            service.put(C, s.folder() + "/index.html", "<html><head><title>" + s.title() + "</title></head><body>"
                    + list.append("</ul>") + "</body></html>");
        }
        service.put(C, "contents.html", "<html><head><title>Contents</title></head><body>" + top.append("</ul>")
                + "</body></html>");

        Answer answer = ask(OVERVIEW);

        assertFalse(answer.text().contains("Contents"), "the top index names no part: " + answer.text());
        for (Section s : SECTIONS) {
            assertTrue(answer.text().contains(s.title()), "each section is named by its own index: " + answer.text());
        }
    }

    /** Subjects of a harbour's handbook, each with what its gear does (a sentence of its own words). */
    private static final Map<String, String> HARBOUR = new LinkedHashMap<>();

    static {
            HARBOUR.put("Anchor Chains", "hold a moored tanker against gales");
            HARBOUR.put("Buoy Lanterns", "blink green over shoals at night");
            HARBOUR.put("Crane Cables", "lift steel containers from deep holds");
            HARBOUR.put("Dock Gates", "keep river water out of dry berths");
            HARBOUR.put("Engine Rooms", "house diesel motors below the waterline");
            HARBOUR.put("Ferry Ramps", "carry cars between quay and deck");
            HARBOUR.put("Gantry Rails", "guide heavy loaders along the berth");
            HARBOUR.put("Hull Plates", "form the riveted skin of old freighters");
            HARBOUR.put("Jetty Piles", "support timber walkways above mudflats");
            HARBOUR.put("Keel Blocks", "rest a lifted trawler during painting");
            HARBOUR.put("Lock Chambers", "raise barges between canal levels");
            HARBOUR.put("Mooring Lines", "tie yachts to cleats on pontoons");
            HARBOUR.put("Net Winches", "haul fishing gear aboard small boats");
            HARBOUR.put("Oar Locks", "pivot rowing blades on lifeboat gunwales");
            HARBOUR.put("Pilot Boats", "ferry harbour pilots out to arriving liners");
            HARBOUR.put("Quay Walls", "retain landfill behind stone embankments");
            HARBOUR.put("Rudder Posts", "transmit tiller torque to steering blades");
            HARBOUR.put("Sail Lofts", "cut canvas for schooner rigs");
            HARBOUR.put("Tug Fenders", "cushion pushing bows with rubber tyres");
            HARBOUR.put("Umbrella Davits", "swing tenders over passenger decks");
            HARBOUR.put("Valve Chests", "route seawater through cooling pipes");
            HARBOUR.put("Wharf Cranes", "unload grain sacks onto waiting lorries");
            HARBOUR.put("Yard Slipways", "launch newly welded hulls into estuaries");
            HARBOUR.put("Zinc Anodes", "corrode sacrificially to protect propellers");
    }

    /**
     * A flat site (no folders) of the first {@code count} harbour subjects: each subject's page defines it and links
     * to a page per step ("Anchor Chains Inspection"), which links back; a home page lists the subjects.
     */
    private List<String> harbour(int count, List<String> steps) {
        return harbour(count, steps, "");
    }

    /** The harbour site, each of its subjects' and steps' pages opening with {@code header}. */
    private List<String> harbour(int count, List<String> steps, String header) {
        List<String> subjects = new ArrayList<>(HARBOUR.keySet()).subList(0, count);
        StringBuilder home = new StringBuilder("<ul>");
        for (String subject : subjects) {
            String slug = slug(subject);
            home.append("<li><a href=\"").append(slug).append(".html\">").append(subject).append("</a></li>");
            StringBuilder main = new StringBuilder("<p>" + subject + " are harbour gear that " + HARBOUR.get(subject)
                    + ".</p><ul>");
            for (String step : steps) {
                String detail = subject + " " + step;
                main.append("<li><a href=\"").append(slug(detail)).append(".html\">").append(detail)
                        .append("</a></li>");
                service.put(C, slug(detail) + ".html", "<html><head><title>" + detail + "</title></head><body>" + header
                        + "<h1>" + detail + "</h1><p>" + detail + " is one step of caring for " + subject
                        .toLowerCase(Locale.ROOT) + ", as <a href=\"" + slug + ".html\">" + subject
                        + "</a> explains.</p></body></html>");
            }
            service.put(C, slug + ".html", "<html><head><title>" + subject + "</title></head><body>" + header
                    + "<h1>" + subject
                    + "</h1>" + main.append("</ul>") + "</body></html>");
        }
        service.put(C, "index.html", "<html><head><title>Harbour Handbook</title></head><body>"
                + home.append("</ul>") + "</body></html>");
        return subjects;
    }

    /** The first 250 words of an answer: what the topic grading reads, as a reader scans an overview. */
    private static String scanned(Answer answer) {
        List<String> words = Arrays.asList(answer.text().split("\\s+"));
        return String.join(" ", words.subList(0, Math.min(250, words.size())));
    }

    @Test
    void aPageEveryPageLinksToIsNavigationThoughTheSitesCopiesOutsideItsWebDoubleTheCollection() {
        // A flat site of fourteen subjects whose every page's header links to its search page, and a plain-text copy
        // of each page (its source, linking nowhere): the search page is linked from every page of the site, not
        // from half of the collection's documents.
        List<String> subjects = harbour(14, List.of("Inspection", "Repair"), "<p><a href=\"search.html\">Search</a></p>");
        service.put(C, "search.html", "<html><head><title>Search Page</title></head><body><h1>Search Page</h1><p>"
                + "Please activate JavaScript to enable the search functionality.</p></body></html>");
        for (String subject : subjects) {
            for (String page : List.of(subject, subject + " Inspection", subject + " Repair")) {
                service.put(C, "sources/" + slug(page) + ".txt", page + "\n\n" + page + " is a page of the harbour "
                        + "handbook about " + subject.toLowerCase(Locale.ROOT) + ".\n");
            }
        }

        Answer answer = ask(OVERVIEW);

        assertFalse(answer.text().contains("Search Page"), "the page every page links to is navigation: "
                + answer.text());
        for (String subject : subjects) {
            assertTrue(scanned(answer).contains("- " + subject), "every part is named: " + answer.text());
        }
    }

    @Test
    void aContentsPageListingEveryPageWithItsSectionsNamesNoPart() {
        // The handbook's contents lists each of its pages and, under it, links to the page's sections: a link for
        // every five words, though only one document linked for every twenty.
        List<String> subjects = harbour(14, List.of("Inspection", "Repair"));
        StringBuilder contents = new StringBuilder("<ul>");
        for (String subject : subjects) {
            for (String page : List.of(subject, subject + " Inspection", subject + " Repair")) {
                contents.append("<li><a href=\"").append(slug(page)).append(".html\">").append(page).append("</a><ul>");
                for (String section : List.of("Tools and parts", "Safety checks", "Records kept")) {
                    contents.append("<li><a href=\"").append(slug(page)).append(".html#").append(slug(section))
                            .append("\">").append(section).append(" of ").append(page).append("</a></li>");
                }
                contents.append("</ul></li>");
            }
        }
        // One block holds the page's heading and list, as a generated page's body does: the whole block is a list of
        // links, so the ingest keeps the page as written rather than leave it empty.
        service.put(C, "contents.html", "<html><head><title>Handbook Contents</title></head><body><div><h1>Handbook "
                + "Contents</h1>" + contents.append("</ul>") + "</div></body></html>");

        Answer answer = ask(OVERVIEW);

        assertFalse(answer.text().contains("Handbook Contents"), "the contents page names no part: " + answer.text());
        for (String subject : subjects) {
            assertTrue(scanned(answer).contains("- " + subject), "every part is named: " + answer.text());
        }
    }

    @Test
    void aPartWhosePagesAreNamedByIdentifiersIsNamedByThePageListingThem() {
        // Beside the handbook's subjects, a reference of settings: a page per setting, titled by its identifier,
        // and the page that lists them all (a list of links, so the ingest keeps it as written).
        assertTheSettingsAreNamedByThePageListingThem("");
    }

    @Test
    void aFolderWithoutAnIndexPageIsNamedByThePageListingItsPages() {
        // The settings filed in a folder of their own with no index page (a reference generated one page per
        // setting); the page listing them lies outside it. The folder is a part, led by the page its pages link
        // back to most, a setting: the list names it, not that setting.
        assertTheSettingsAreNamedByThePageListingThem("setting/");
    }

    /** The handbook beside a settings reference whose pages lie under {@code folder}, listed by one page at the top. */
    private void assertTheSettingsAreNamedByThePageListingThem(String folder) {
        List<String> subjects = harbour(8, List.of("Inspection", "Repair"));
        List<String> settings = List.of("GAUGE_INTERVAL", "GAUGE_DATUM", "GAUGE_OFFSET", "TIDE_WINDOW", "TIDE_UNITS",
                "SURGE_LIMIT", "SURGE_ALARM", "LOG_RETENTION", "LOG_FORMAT", "SYNC_PEER");
        String up = folder.isEmpty() ? "" : "../";
        StringBuilder list = new StringBuilder("<div><h1>Gauge Settings</h1><p>Every setting a tide gauge reads "
                + "at start.</p><ul>");
        for (int s = 0; s < settings.size(); s++) {
            String setting = settings.get(s);
            String next = settings.get((s + 1) % settings.size());
            list.append("<li><a href=\"").append(folder).append(setting.toLowerCase(Locale.ROOT)).append(".html\">")
                    .append(setting).append("</a></li>");
            service.put(C, folder + setting.toLowerCase(Locale.ROOT) + ".html", "<html><head><title>" + setting
                    + "</title></head><body><h1>" + setting + "</h1><p>" + setting + " is read by the gauge at start "
                    + "and holds one value of its " + setting.substring(0, setting.indexOf('_')).toLowerCase(Locale.ROOT)
                    + " settings.</p><p>It is one of the <a href=\"" + up + "settings.html\">Gauge Settings</a>; see "
                    + "also <a href=\"" + next.toLowerCase(Locale.ROOT) + ".html\">" + next + "</a>.</p></body></html>");
        }
        service.put(C, "settings.html", "<html><head><title>Gauge Settings</title></head><body>"
                + list.append("</ul></div>") + "</body></html>");

        Answer answer = ask(OVERVIEW);

        assertTrue(scanned(answer).contains("- Gauge Settings"), "the settings are named by the page listing them: "
                + answer.text());
        for (String subject : subjects) {
            assertTrue(scanned(answer).contains("- " + subject), "every part is named: " + answer.text());
        }
    }

    @Test
    void aFlatSiteOfManySmallPartsNamesEachPartItsLinksMakeWhileTheWordsLast() {
        // Twenty-four subjects of three pages each (a subject's page and two pages it links to, which link back):
        // 73 documents want 7 themes, and a part named by its title alone costs a few words, so every part the
        // links make is named within the words a reader scans, not only twice the themes wanted.
        List<String> subjects = harbour(24, List.of("Inspection", "Repair"));

        Answer answer = ask(OVERVIEW);

        for (String subject : subjects) {
            assertTrue(scanned(answer).contains("- " + subject), "every part is named, first by its subject's page, "
                    + "in the words a reader scans: " + answer.text());
        }
    }

    @Test
    void aSmallPartsPagesAreNamedBeforeItsSentence() {
        // Fourteen subjects of five pages each: 71 documents want 7 themes and hold 14 parts, too many to explain
        // each in 250 words. Every part's pages are named by their titles (a title names a topic in three words)
        // before the small parts' sentences (thirteen words that say again what their first title names).
        List<String> steps = List.of("Inspection", "Repair", "Painting", "Storage");
        List<String> subjects = harbour(14, steps);

        Answer answer = ask(OVERVIEW);

        for (String subject : subjects) {
            for (String step : steps) {
                assertTrue(scanned(answer).contains(subject + " " + step), "every page is named in the words a "
                        + "reader scans: " + answer.text());
            }
        }
        assertTrue(answer.text().lines().findFirst().orElseThrow().contains(": "), "the first part is explained: "
                + answer.text());
    }

    @Test
    void theClosingLinesEveryEpisodeRepeatsAreNoTheme() {
        List<String> guests = List.of("Nadia Ferreira", "Tobias Lindqvist", "Priya Natarajan", "Owen Mbeki",
                "Lena Vasquez", "Kofi Mensah");
        List<String> subjects = List.of("glacier radar", "sourdough fermentation", "violin acoustics",
                "solar kilns", "coral genetics", "rail signalling");
        List<String> outros = List.of("You can follow Tidecast on your favorite podcast platform, or check out our "
                        + "full video episodes on YouTube.",
                "And you can follow Tidecast on your favorite podcast platform, or you can check out our full video "
                        + "episodes on YouTube.",
                "You can also follow Tidecast on your favorite podcast platform and check out full video episodes "
                        + "on YouTube.");
        for (int e = 0; e < guests.size(); e++) {
            String subject = subjects.get(e);
            String guest = guests.get(e);
            service.put(C, "tidecast-ep" + (e + 1) + "-part1.txt", "HOST: Welcome. Today " + guest
                    + " explains " + subject + ". " + guest + " has studied " + subject + " for twenty years.\n\n"
                    + guest.toUpperCase(Locale.ROOT) + ": The hard part of " + subject + " is measuring it well. "
                    + "Careful " + subject + " needs patient field work and good instruments.\n");
            service.put(C, "tidecast-ep" + (e + 1) + "-part2.txt", guest.toUpperCase(Locale.ROOT) + ": Students of "
                    + subject + " should read the old papers first. The history of " + subject + " explains its "
                    + "methods.\n\nHOST: Thank you, " + guest + ". " + outros.get(e % outros.size())
                    + " See you next time.\n");
        }

        Answer answer = ask("What are the main themes across these episodes?");

        assertEquals(Route.GLOBAL, answer.route());
        assertFalse(answer.text().isBlank());
        for (String line : answer.text().split("\n")) {
            String lower = line.toLowerCase(Locale.ROOT);
            assertFalse(lower.contains("podcast platform") || lower.contains("youtube"),
                    "the show's closing lines are no theme, in label or sentence: " + answer.text());
        }
    }

    @Test
    void aQuestionWithASubjectIsNotAnsweredFromTheStructure() {
        manual();

        Answer answer = ask("What are the main themes about failover and standbys?");

        assertEquals(Route.GLOBAL, answer.route());
        assertFalse(answer.text().contains("Security and Access Control;"), answer.text());
    }
}
