package dev.lazygraph.core.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Pages shaped like the output of three documentation generators — a hand-made site with a banner and a
 * toggled table of contents (as the SQLite manual is built), DocBook HTML (PostgreSQL's manual) and Sphinx
 * (Python's) — written here with invented content. Their navigation, breadcrumbs, banners, tables of contents,
 * permalinks and controls are not text; their structure (headings, definition lists, tables, code) is kept.
 * Nothing is recognized by a class name: every page below would parse the same with its classes renamed.
 */
class GeneratedSitesTest {
    private final DocumentParser parser = new DocumentParser(1 << 20);

    private ParsedDocument parse(String key, String html) {
        return parser.parse(new SourceDocument(new DocumentId("sites", key), null, html.getBytes(StandardCharsets.UTF_8)));
    }

    /** A banner of links with a tagline, a table of contents of in-page links, a toggle button, code. */
    private static final String HANDMADE = """
            <html><head><title>Zephyr Locking</title></head><body>
            <div class=top><a href="index.html"><img src="logo.gif"></a>
            <div class=tagline>Small. Quick. Steady.</div>
            <ul><li><a href="index.html">Home</a><li><a href="about.html">About</a><li><a href="docs.html">Documentation</a>
            <li><a href="download.html">Download</a><li><a href="support.html">Support</a></ul></div>
            <div class=toc><a onclick="toggle()">Table Of Contents</a>
            <div><a href="#intro">1. Introduction</a></div><div><a href="#locks">2. Lock states</a></div>
            <div><a href="#busy">3. Busy handling</a></div></div>
            <h1 id=intro>1. Introduction</h1><p>Zephyr keeps a lock on the archive file while it writes.</p>
            <h h_id=locks style="display:none">Lock states</h>
            <h1 id=locks>2. Lock states</h1><p>A writer waits in the PENDING state until readers finish.
            <button onclick='hide()'>hide</button></p>
            <pre>zephyr_lock(archive, ZEPHYR_PENDING);
            zephyr_unlock(archive);</pre>
            <p>The <a href="busy.html">busy handler</a> decides how long a writer waits.</p>
            <p align=center><small><i>This page last modified on <a href="https://x.example/h">2022-10-26 20:02:18</a> UTC</i></small></p>
            </body></html>""";

    @Test
    void aHandMadeSiteLosesItsBannerMenuTocAndControlsAndKeepsItsSectionsCodeAndLinks() {
        ParsedDocument page = parse("zephyr/locking.html", HANDMADE);
        String text = page.text();

        for (String chrome : List.of("Home", "About", "Download", "Support", "Table Of Contents", "hide",
                "1. Introduction\n\n1. Introduction")) {
            assertFalse(text.contains(chrome), chrome + " is chrome: " + text);
        }
        assertFalse(text.contains("Small. Quick. Steady."), "the tagline goes with the banner of links it sits in");
        assertEquals(1, text.split("Lock states", -1).length - 1, "the hidden duplicate heading is gone: " + text);
        assertTrue(page.sections().stream().anyMatch(s -> s.title().equals("2. Lock states")
                && s.kind() == Section.Kind.HEADING && text.substring(s.start(), s.end()).contains("PENDING")));
        int code = text.indexOf("zephyr_lock(archive");
        assertTrue(page.code().stream().anyMatch(c -> c.overlaps(code, code + 1)), "the pre block is code");
        assertTrue(text.contains("zephyr_lock(archive, ZEPHYR_PENDING);\nzephyr_unlock(archive);"), text);
        assertEquals(List.of("zephyr/busy.html"), page.links().stream().map(Link::target).toList(),
                "in-page, external and chrome links are no links to another document");
    }

    /** DocBook: navigation tables (Prev, Up, Home, Next), a chapter TOC, a variable list of settings. */
    private static final String DOCBOOK = """
            <html><head><title>20.4. Resource Use</title></head><body>
            <div class="navheader"><table width="100%" summary="Navigation header">
            <tr><th colspan="3" align="center">20.4. Resource Use</th></tr>
            <tr><td><a accesskey="p" href="config-connection.html">Prev</a></td>
            <td><a accesskey="u" href="config.html">Up</a></td><th>Chapter 20. Server Setup</th>
            <td><a accesskey="h" href="index.html">Home</a></td><td><a accesskey="n" href="config-wal.html">Next</a></td></tr>
            </table><hr></div>
            <div class="sect1"><div class="titlepage"><h2 class="title">20.4. Resource Use</h2></div>
            <div class="toc"><dl class="toc"><dt><a href="config-resource.html#MEM">20.4.1. Memory</a></dt>
            <dt><a href="config-resource.html#DISK">20.4.2. Disk</a></dt><dt><a href="config-resource.html#KERNEL">20.4.3. Kernel</a></dt></dl></div>
            <h3 class="title">20.4.1. Memory</h3>
            <dl class="variablelist">
            <dt><span class="term"><code class="varname">frob_buffers</code> (<code>integer</code>)</span></dt>
            <dd><p>Sets the memory the server uses for frobnication buffers. The default is typically
            64 megabytes (<code>64MB</code>), but might be less. This parameter can only be set at server start.</p>
            <p>Larger settings usually need a larger <code>max_frob_size</code>.</p></dd>
            <dt><span class="term"><code class="varname">spin_pages</code> (<code>enum</code>)</span></dt>
            <dd><p>Controls spin pages. Valid values are <code>try</code> (the default), <code>on</code> and <code>off</code>.</p></dd>
            </dl>
            <table border="1"><thead><tr><th>Setting</th><th>Default</th><th>Unit</th></tr></thead>
            <tbody><tr><td>frob_buffers</td><td>64MB</td><td>blocks</td></tr><tr><td>spin_pages</td><td>try</td><td></td></tr></tbody></table>
            </div>
            <div class="navfooter"><hr><table width="100%"><tr><td><a accesskey="p" href="config-connection.html">Prev</a></td>
            <td><a accesskey="u" href="config.html">Up</a></td><td><a accesskey="n" href="config-wal.html">Next</a></td></tr>
            <tr><td>20.3. Connections</td><td><a accesskey="h" href="index.html">Home</a></td><td>20.5. Write Ahead Log</td></tr></table></div>
            </body></html>""";

    @Test
    void docBookLosesItsNavigationAndTocAndADefinitionTermGovernsItsDefinition() {
        ParsedDocument page = parse("config-resource.html", DOCBOOK);
        String text = page.text();

        for (String chrome : List.of("Prev", "Next", "Home", "20.4.2. Disk", "Chapter 20. Server Setup",
                "20.5. Write Ahead Log")) {
            assertFalse(text.contains(chrome), chrome + " is navigation: " + text);
        }
        Section frob = page.sections().stream().filter(s -> s.kind() == Section.Kind.TERM
                && s.title().equals("frob_buffers (integer)")).findFirst().orElseThrow();
        String governed = text.substring(frob.start(), frob.end());
        assertTrue(governed.contains("The default is typically 64 megabytes") && governed.contains("max_frob_size"),
                "the term governs every paragraph of its definition: " + governed);
        assertFalse(governed.contains("spin pages"), "and not the next term's: " + governed);
        assertTrue(text.contains("Setting: frob_buffers; Default: 64MB; Unit: blocks"),
                "a data table's row is one line, each cell after its column's header: " + text);
        assertTrue(text.contains("Setting: spin_pages; Default: try"), text);
    }

    /** An Apache-style configuration reference: an attribute table whose description cells hold paragraphs. */
    private static final String ATTRIBUTE_TABLE = """
            <html><head><title>The Harbor Container</title></head><body>
            <h1>The Harbor Container</h1><h3>Common Attributes</h3>
            <table class="defaultTable"><tr><th>Attribute</th><th>Description</th></tr>
            <tr><td><code class="attributeName">crossDock</code></td><td><p>Set to <code>true</code> if you want calls
            within this application to reach the dispatchers of other applications on this host.</p>
            <p>The default is <code>false</code>.</p></td></tr>
            <tr><td><strong><code class="attributeName">portName</code></strong></td><td><p>The name this container
            answers to.</p></td></tr></table>
            <p>Attributes of nested elements follow.</p></body></html>""";

    @Test
    void aRowsShortFirstCellGovernsTheParagraphsBesideIt() {
        ParsedDocument page = parse("config/harbor.html", ATTRIBUTE_TABLE);
        String text = page.text();
        Section cross = page.sections().stream().filter(s -> s.kind() == Section.Kind.TERM
                && s.title().equals("crossDock")).findFirst().orElseThrow();
        String governed = text.substring(cross.start(), cross.end());
        assertTrue(governed.contains("Set to true if you want calls") && governed.contains("The default is false"),
                "the attribute governs every paragraph of its row: " + governed);
        assertFalse(governed.contains("The name this container"), "and not the next row's: " + governed);
        assertTrue(page.sections().stream().anyMatch(s -> s.kind() == Section.Kind.TERM && s.title().equals("portName")));
        assertTrue(page.sections().stream().noneMatch(s -> s.title().equals("Attribute")),
                "the header row names columns, not a term");
        Section after = page.sections().stream().filter(s -> s.kind() == Section.Kind.TERM)
                .filter(s -> s.governs(text.indexOf("Attributes of nested"))).findFirst().orElse(null);
        assertEquals(null, after, "the text after the table is under no term");
    }

    /** Sphinx: navigation landmarks (sidebar, related links), permalinks, a function's definition. */
    private static final String SPHINX = """
            <html><head><title>Built-in Gizmos — Zeta 3.1 documentation</title></head><body>
            <nav class="nav-content" role="navigation"><a href="../index.html">Zeta</a>
            <form role="search" action="../search.html"><input type="text" name="q"></form></nav>
            <div class="sphinxsidebar" role="navigation" aria-label="main navigation"><h3>Table of Contents</h3>
            <ul><li><a href="#">Built-in Gizmos</a></li><li><a href="#spin">spin()</a></li><li><a href="#wobble">wobble()</a></li></ul>
            <h4>Previous topic</h4><p><a href="intro.html">Introduction</a></p></div>
            <div class="related" role="navigation"><ul><li><a href="../genindex.html">index</a></li>
            <li><a href="intro.html">previous</a></li><li><a href="../index.html">Zeta 3.1 Documentation</a> &#187;</li></ul></div>
            <div class="body" role="main"><section id="built-in-gizmos">
            <h1>Built-in Gizmos<a class="headerlink" href="#built-in-gizmos" title="Permalink">¶</a></h1>
            <dl class="py function"><dt class="sig" id="spin"><span class="sig-name">spin</span><span>(</span><em>n</em><span>)</span>
            <a class="headerlink" href="#spin" title="Permalink to this definition">¶</a></dt>
            <dd><p>Turn the gizmo <em>n</em> times. This function returns the final angle.</p></dd></dl>
            <div class="highlight"><pre><span>&gt;&gt;&gt; </span>spin(3)
            1080</pre></div></section></div>
            <div class="footer">&copy; Copyright 2001-2026, Zeta Foundation. This page is licensed under the Zeta License.</div>
            </body></html>""";

    @Test
    void sphinxLosesItsNavigationLandmarksAndPermalinksAndADefinitionNamesItsFunction() {
        ParsedDocument page = parse("library/gizmos.html", SPHINX);
        String text = page.text();

        for (String chrome : List.of("¶", "Table of Contents", "Previous topic", "previous", "genindex", "Zeta 3.1 Documentation")) {
            assertFalse(text.contains(chrome), chrome + " is navigation or a permalink: " + text);
        }
        assertTrue(page.sections().stream().anyMatch(s -> s.kind() == Section.Kind.TERM && s.title().equals("spin(n)")
                && text.substring(s.start(), s.end()).contains("This function returns the final angle.")), text);
        assertTrue(page.code().stream().anyMatch(c -> text.substring(c.start(), c.end()).contains("spin(3)")));
        assertTrue(text.contains("This page is licensed under the Zeta License."),
                "a footer with no semantics and no links stays text: the collection tells it (edge blocks)");
    }

    @Test
    void aContentsPageKeepsItsListButNotItsSidebarsLinks() {
        // A generated contents page: its body is one list of links, as its sidebar is.
        ParsedDocument contents = parse("contents.html", "<html><head><title>Zeta contents</title></head><body>"
                + "<div class='sphinxsidebar' role='navigation'><h3>This Page</h3><ul><li><a "
                + "href='_sources/contents.rst.txt'>Show Source</a></li></ul><a href='search.html'>Search</a></div>"
                + "<div class='body' role='main'><h1>Zeta contents</h1><ul><li><a href='a.html'>Gizmos</a><ul><li>"
                + "<a href='a.html#spin'>Spinning gizmos</a></li><li><a href='a.html#wobble'>Wobbling gizmos</a></li>"
                + "</ul></li><li><a href='b.html'>Widgets</a></li></ul></div></body></html>");

        assertEquals(List.of("a.html", "a.html", "a.html", "b.html"),
                contents.links().stream().map(Link::target).toList(), "the sidebar's links are not the page's");
        assertTrue(contents.text().contains("Wobbling gizmos") && !contents.text().contains("Show Source"),
                contents.text());
    }

    @Test
    void aContentsPageWhoseMainContentIsItsListKeepsItAndNotItsFooter() {
        // The page's main content is a list of links inside the page's one wrapper block, with a footer below it.
        ParsedDocument contents = parse("contents.html", "<html><head><title>Zeta contents</title></head><body>"
                + "<div class='document'><div class='body' role='main'><h1>Zeta contents</h1><ul><li><a href='a.html'>"
                + "Gizmos</a></li><li><a href='b.html'>Widgets</a></li><li><a href='c.html'>Sprockets</a></li></ul>"
                + "</div></div><div class='footer'>Copyright 2026, the Zeta Foundation. Found a bug? See <a "
                + "href='bugs.html'>Dealing with Bugs</a>.</div></body></html>");

        assertTrue(contents.text().contains("Sprockets"), "the main content is the page's: " + contents.text());
        assertEquals(List.of("a.html", "b.html", "c.html", "bugs.html"),
                contents.links().stream().map(Link::target).toList());
    }

    @Test
    void aPageThatIsAllLinksKeepsItsText() {
        ParsedDocument index = parse("genindex.html", "<html><body><ul><li><a href='a.html'>abs()</a></li>"
                + "<li><a href='b.html'>all()</a></li><li><a href='c.html'>any()</a></li></ul></body></html>");
        assertTrue(index.text().contains("abs()") && index.text().contains("any()"), index.text());
    }

    @Test
    void linksResolveAgainstTheLinkingDocumentsKey() {
        assertEquals("lang_vacuum.html", Link.target("c3ref/interrupt.html", "../lang_vacuum.html#x").orElseThrow());
        assertEquals("c3ref/open.html", Link.target("c3ref/interrupt.html", "open.html?v=2").orElseThrow());
        assertEquals("my page.html", Link.target("index.html", "my%20page.html").orElseThrow());
        assertTrue(Link.target("a/b.html", "https://example.org/x.html").isEmpty());
        assertTrue(Link.target("a/b.html", "#section").isEmpty());
        assertTrue(Link.target("a/b.html", "b.html").isEmpty(), "a link to the page itself");
        assertTrue(Link.target("b.html", "../../outside.html").isEmpty(), "outside the collection");
        assertTrue(Link.target("b.html", "mailto:x@example.org").isEmpty());
    }

    /** A page's source as Sphinx ships it beside the page: reST, with a doctest session and literal blocks. */
    private static final String RESTRUCTURED_SOURCE = """
            :mod:`tallies` --- Counting tools
            =================================

            The :func:`pairs` function walks through an iterable two items at a time.

               >>> list(pairs('ABCD'))
               [('A', 'B'), ('B', 'C'),
                ('C', 'D')]
               >>> total = sum(
               ...     n for n in range(3))

            A tally keeps counts for any hashable keys. Use it like this::

                t = Tally()
                t.add('fig')

                t.add('plum')

            Counts start at zero.

            .. code-block:: python

               print(Tally().most_common(2))

            The default window of a tally is thirty items.
            """;

    @Test
    void aPlainTextSourceKeepsItsDoctestSessionsAndLiteralBlocksAsCodeAndItsProseAsText() {
        ParsedDocument page = parse("_sources/library/tallies.rst.txt", RESTRUCTURED_SOURCE);
        String text = page.text();
        for (String code : List.of(">>> list(pairs('ABCD'))", "[('A', 'B'), ('B', 'C'),", "('C', 'D')]",
                "...     n for n in range(3))", "t = Tally()", "t.add('plum')", "print(Tally().most_common(2))")) {
            int at = text.indexOf(code);
            assertTrue(at >= 0, code);
            assertTrue(page.code().stream().anyMatch(c -> c.start() <= at && at + code.length() <= c.end()),
                    code + " is code: " + page.code());
        }
        for (String prose : List.of("The :func:`pairs` function walks", "Use it like this::", "Counts start at zero.",
                "The default window of a tally is thirty items.")) {
            int at = text.indexOf(prose);
            assertFalse(page.code().stream().anyMatch(c -> c.overlaps(at, at + prose.length())), prose + " is prose");
        }
    }
}
