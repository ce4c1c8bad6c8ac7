package dev.lazygraph.documents;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.poi.openxml4j.exceptions.InvalidFormatException;
import org.apache.poi.openxml4j.opc.OPCPackage;
import org.apache.poi.openxml4j.opc.PackageAccess;
import org.apache.poi.xslf.usermodel.XMLSlideShow;
import org.apache.poi.xslf.usermodel.XSLFShape;
import org.apache.poi.xslf.usermodel.XSLFSlide;
import org.apache.poi.xslf.usermodel.XSLFTextParagraph;
import org.apache.poi.xslf.usermodel.XSLFTextRun;
import org.apache.poi.xslf.usermodel.XSLFTextShape;

/**
 * The titles of a .pptx's slides and the sub-headings within them, which Tika writes as ordinary paragraphs
 * (without their bold): read with Apache POI (the library under Tika's PowerPoint parser), so that a title
 * can govern its slide, and a sub-heading the paragraphs under it, as a heading governs its section. A slide's
 * title is in its title placeholder; a sub-heading is what a slide's author (or a converter such as pandoc,
 * writing a page's h2-h6 into a slide) sets apart as one: a short paragraph all in bold that is not a sentence
 * ("Template tags", "localtime" above "Enables or disables conversion…").
 */
final class SlideTitles {
    /** A sub-heading is a label, not a paragraph set in bold for emphasis. */
    private static final int MAX_SUBHEADING_LENGTH = 60;
    private static final String SENTENCE_END = ".:;,!?";

    /** A slide's title (blank when it has none) and its sub-headings in reading order. */
    record Slide(String title, List<String> subheadings) {
    }

    private SlideTitles() {
    }

    /**
     * The title and sub-headings of each slide in order.
     *
     * @throws IOException when it is not a presentation POI can read (POI says so with runtime exceptions too)
     */
    static List<Slide> read(Path pptx) throws IOException {
        OPCPackage pkg;
        try {
            pkg = OPCPackage.open(pptx.toFile(), PackageAccess.READ);
        } catch (InvalidFormatException | RuntimeException e) {
            throw new IOException("not a PowerPoint package: " + e.getMessage(), e);
        }
        try {
            List<Slide> slides = new ArrayList<>();
            for (XSLFSlide slide : new XMLSlideShow(pkg).getSlides()) {
                String title = Objects.requireNonNullElse(slide.getTitle(), "").strip();
                slides.add(new Slide(title, subheadings(slide, title)));
            }
            return slides;
        } catch (RuntimeException e) {
            throw new IOException("not a readable presentation: " + e.getMessage(), e);
        } finally {
            pkg.revert();
        }
    }

    /** The paragraphs of the slide's text boxes, other than its title, that are sub-headings. */
    private static List<String> subheadings(XSLFSlide slide, String title) {
        List<String> found = new ArrayList<>();
        for (XSLFShape shape : slide.getShapes()) {
            if (shape instanceof XSLFTextShape box) {
                for (XSLFTextParagraph paragraph : box.getTextParagraphs()) {
                    String text = paragraph.getText().strip();
                    if (isSubheading(paragraph, text) && !text.equals(title)) {
                        found.add(text);
                    }
                }
            }
        }
        return found;
    }

    private static boolean isSubheading(XSLFTextParagraph paragraph, String text) {
        if (text.isEmpty() || text.length() > MAX_SUBHEADING_LENGTH || text.chars().noneMatch(Character::isLetter)
                || SENTENCE_END.indexOf(text.charAt(text.length() - 1)) >= 0) {
            return false;
        }
        return paragraph.getTextRuns().stream().filter(run -> !run.getRawText().isBlank())
                .allMatch(XSLFTextRun::isBold);
    }

    /**
     * The blocks with the first block of each slide that holds its title made a top-level heading, and the
     * blocks of the slide holding its sub-headings, in their order, headings of the next level.
     */
    static List<Block> asHeadings(List<Block> blocks, List<Slide> slides) {
        List<Block> marked = new ArrayList<>(blocks);
        boolean[] found = new boolean[slides.size() + 1];
        int[] nextSubheading = new int[slides.size() + 1];
        for (int i = 0; i < marked.size(); i++) {
            Block block = marked.get(i);
            int slide = block.page();
            if (slide < 1 || slide > slides.size()) {
                continue;
            }
            List<String> subheadings = slides.get(slide - 1).subheadings();
            if (!found[slide] && same(block.text(), slides.get(slide - 1).title())) {
                found[slide] = true;
                marked.set(i, new Block(slide, block.text(), 1, block.joinsPrevious()));
            } else if (nextSubheading[slide] < subheadings.size()
                    && sameText(block.text(), subheadings.get(nextSubheading[slide]))) {
                nextSubheading[slide]++;
                marked.set(i, new Block(slide, block.text(), 2, block.joinsPrevious()));
            }
        }
        return marked;
    }

    /** The title, or its first line (Tika writes each line of a title as a paragraph of its own). */
    private static boolean sameText(String text, String subheading) {
        return PageLayout.normalized(text).equals(PageLayout.normalized(subheading));
    }

    private static boolean same(String text, String title) {
        String block = PageLayout.normalized(text);
        String normalizedTitle = PageLayout.normalized(title);
        return !block.isEmpty() && (normalizedTitle.equals(block) || normalizedTitle.startsWith(block + " "));
    }
}
