package dev.lazygraph.documents;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.poi.openxml4j.exceptions.InvalidFormatException;
import org.apache.poi.openxml4j.opc.OPCPackage;
import org.apache.poi.openxml4j.opc.PackageAccess;
import org.apache.poi.xslf.usermodel.XMLSlideShow;
import org.apache.poi.xslf.usermodel.XSLFSlide;

/**
 * The titles of a .pptx's slides, which Tika writes as ordinary paragraphs: read with Apache POI (the library
 * under Tika's PowerPoint parser) from the title placeholder of each slide, so that the title can govern its
 * slide as a heading governs its section.
 */
final class SlideTitles {

    private SlideTitles() {
    }

    /**
     * The title of each slide in order; blank for a slide without one.
     *
     * @throws IOException when it is not a presentation POI can read (POI says so with runtime exceptions too)
     */
    static List<String> read(Path pptx) throws IOException {
        OPCPackage pkg;
        try {
            pkg = OPCPackage.open(pptx.toFile(), PackageAccess.READ);
        } catch (InvalidFormatException | RuntimeException e) {
            throw new IOException("not a PowerPoint package: " + e.getMessage(), e);
        }
        try {
            List<String> titles = new ArrayList<>();
            for (XSLFSlide slide : new XMLSlideShow(pkg).getSlides()) {
                String title = slide.getTitle();
                titles.add(title == null ? "" : title.strip());
            }
            return titles;
        } catch (RuntimeException e) {
            throw new IOException("not a readable presentation: " + e.getMessage(), e);
        } finally {
            pkg.revert();
        }
    }

    /** The blocks with the first block of each slide that holds its title made a top-level heading. */
    static List<Block> asHeadings(List<Block> blocks, List<String> titles) {
        List<Block> marked = new ArrayList<>(blocks);
        boolean[] found = new boolean[titles.size() + 1];
        for (int i = 0; i < marked.size(); i++) {
            Block block = marked.get(i);
            int slide = block.page();
            if (slide >= 1 && slide <= titles.size() && !found[slide]
                    && same(block.text(), titles.get(slide - 1))) {
                found[slide] = true;
                marked.set(i, new Block(slide, block.text(), 1, block.joinsPrevious()));
            }
        }
        return marked;
    }

    /** The title, or its first line (Tika writes each line of a title as a paragraph of its own). */
    private static boolean same(String text, String title) {
        String block = PageLayout.normalized(text);
        String normalizedTitle = PageLayout.normalized(title);
        return !block.isEmpty() && (normalizedTitle.equals(block) || normalizedTitle.startsWith(block + " "));
    }
}
