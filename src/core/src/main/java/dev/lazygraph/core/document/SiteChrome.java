package dev.lazygraph.core.document;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeTraversor;
import org.jsoup.select.NodeVisitor;

/**
 * The parts of a generated page that belong to the site, not to the page's subject: navigation bars,
 * breadcrumbs, banners, sidebars, per-page tables of contents, page headers and footers, search forms.
 * Indexed, they become concepts ("prev", "home", "next"), theme labels and answer sentences of every
 * page. Recognized by what the page says of them and by their shape, never by a site's class names:
 *
 * <ul>
 *   <li><b>HTML semantics</b>: {@code nav}, {@code aside}, {@code form}, the ARIA landmarks navigation,
 *       banner, contentinfo, complementary and search, and a {@code header} or {@code footer} of the page
 *       itself (not of an article or section inside it); hidden elements.</li>
 *   <li><b>Link density</b> (as in boilerplate detection since Kohlschütter et al., 2010): a block holding
 *       at least {@value #MIN_LINKS} links whose link text is at least half of its text (of a paragraph,
 *       four fifths) is a list of places to go, not content — a menu, a "Prev Up Home Next" bar,
 *       breadcrumbs, a table of contents.</li>
 *   <li><b>Keyboard navigation</b>: a short block (at most {@value #NAVIGATION_WORDS} words) with
 *       {@value #MIN_NAVIGATION_LINKS} or more links that carry an {@code accesskey} or a {@code rel} of prev,
 *       next, up or home — the "Prev Up Home Next" bars of DocBook pages, whose page titles beside the links
 *       keep their link density low.</li>
 *   <li>Permalink marks: a link whose text has no letter or digit ("¶", "#").</li>
 * </ul>
 * Text repeated across a collection's pages (a tagline, "last modified on ...") is the other half of the
 * chrome; it can only be told across documents ({@link RepeatedBlocks}).
 */
final class SiteChrome {
    static final int MIN_LINKS = 3;
    static final double LINK_SHARE = 0.5;
    /** A paragraph is prose that may link a lot; it is a list of links only when nearly all of it is links. */
    static final double PARAGRAPH_LINK_SHARE = 0.8;
    private static final String SEMANTIC = "nav, aside, form, [role=navigation], [role=banner], [role=contentinfo], "
            + "[role=complementary], [role=search], [hidden], [aria-hidden=true]";
    private static final Pattern HIDDEN_STYLE = Pattern.compile("display\\s*:\\s*none", Pattern.CASE_INSENSITIVE);
    private static final Set<String> SECTIONING = Set.of("article", "section", "main", "aside", "nav");
    static final int MIN_NAVIGATION_LINKS = 2;
    /** The element a page marks as its main content. */
    private static final String MAIN = "main, [role=main]";
    static final int NAVIGATION_WORDS = 40;
    private static final String NAVIGATION_LINK = "a[accesskey], a[rel~=(?i)^(prev|next|up|home|previous)$]";

    private SiteChrome() {
    }

    /** Removes the chrome from {@code body}; returns whether anything was removed. */
    static boolean remove(Element body) {
        boolean marked = removeMarked(body);
        List<Element> dense = linkDense(body);
        dense.forEach(Element::remove);
        return marked || !dense.isEmpty();
    }

    /**
     * Removes the chrome the page marks as such (landmarks, headers and footers, hidden elements, permalinks,
     * keyboard-navigation bars), leaving lists of links: a page that is all links (a contents page) keeps its list
     * but not its sidebar's links. Returns whether anything was removed.
     */
    static boolean removeMarked(Element body) {
        List<Element> chrome = new ArrayList<>(body.select(SEMANTIC));
        for (Element element : body.getAllElements()) {
            if (isPageHeaderOrFooter(element) || HIDDEN_STYLE.matcher(element.attr("style")).find()
                    || isPermalink(element)) {
                chrome.add(element);
            }
        }
        chrome.forEach(Element::remove);
        List<Element> bars = new ArrayList<>();
        collectNavigationBars(body, bars, true);
        bars.forEach(Element::remove);
        return !chrome.isEmpty() || !bars.isEmpty();
    }

    /** The outermost short blocks below {@code element} holding keyboard-navigation links. */
    private static void collectNavigationBars(Element element, List<Element> bars, boolean root) {
        if (!root && element.select(NAVIGATION_LINK).size() >= MIN_NAVIGATION_LINKS
                && element.text().split("\\s+").length <= NAVIGATION_WORDS) {
            bars.add(element);
            return;
        }
        for (Element child : element.children()) {
            collectNavigationBars(child, bars, false);
        }
    }

    private static boolean isPageHeaderOrFooter(Element element) {
        String name = element.normalName();
        if (!name.equals("header") && !name.equals("footer")) {
            return false;
        }
        for (Element parent = element.parent(); parent != null; parent = parent.parent()) {
            if (SECTIONING.contains(parent.normalName())) {
                return false;
            }
        }
        return true;
    }

    private static boolean isPermalink(Element element) {
        return element.normalName().equals("a") && element.hasAttr("href")
                && element.text().codePoints().noneMatch(Character::isLetterOrDigit);
    }

    /** Counts of one element's subtree: characters of text, of link text, and links. */
    private static final class Counts {
        long text;
        long linked;
        int links;
    }

    /**
     * The outermost link-dense elements below {@code body} (the body itself is never chrome: a page that is
     * all links, an index, keeps its text). Counted in one pass, bottom-up, then chosen top-down.
     */
    private static List<Element> linkDense(Element body) {
        Map<Element, Counts> counts = new IdentityHashMap<>();
        NodeTraversor.traverse(new NodeVisitor() {
            @Override
            public void head(Node node, int depth) {
            }

            @Override
            public void tail(Node node, int depth) {
                if (!(node instanceof Element element)) {
                    return;
                }
                Counts own = counts.computeIfAbsent(element, e -> new Counts());
                for (Node child : element.childNodes()) {
                    if (child instanceof TextNode text) {
                        own.text += letters(text.getWholeText());
                    } else if (child instanceof Element childElement) {
                        Counts inner = counts.get(childElement);
                        own.text += inner.text;
                        own.linked += inner.linked;
                        own.links += inner.links;
                    }
                }
                if (element.normalName().equals("a") && element.hasAttr("href") && own.text > 0) {
                    own.linked = own.text;
                    own.links++;
                }
            }
        }, body);
        List<Element> dense = new ArrayList<>();
        collectDense(body, counts, dense, true);
        return dense;
    }

    private static void collectDense(Element element, Map<Element, Counts> counts, List<Element> dense, boolean root) {
        Counts c = counts.get(element);
        double share = element.normalName().equals("p") ? PARAGRAPH_LINK_SHARE : LINK_SHARE;
        if (!root && c.links >= MIN_LINKS && c.linked >= share * c.text) {
            // The page's main content is never chrome, as the body is not: a contents page whose content is its
            // list keeps it. A block around it is read inside, down to the main content.
            if (element.is(MAIN)) {
                return;
            }
            if (element.select(MAIN).isEmpty()) {
                dense.add(element);
                return;
            }
        }
        for (Element child : element.children()) {
            collectDense(child, counts, dense, false);
        }
    }

    private static long letters(String text) {
        return text.codePoints().filter(Character::isLetterOrDigit).count();
    }
}
