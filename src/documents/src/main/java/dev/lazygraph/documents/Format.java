package dev.lazygraph.documents;

import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.tika.mime.MediaType;

/** The formats read through Tika, by the media types its detector gives their content. */
enum Format {
    PDF(Container.PDF, "application/pdf"),
    DOCX(Container.ZIP, "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            "application/vnd.ms-word.document.macroenabled.12"),
    PPTX(Container.ZIP, "application/vnd.openxmlformats-officedocument.presentationml.presentation",
            "application/vnd.ms-powerpoint.presentation.macroenabled.12"),
    XLSX(Container.ZIP, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            "application/vnd.ms-excel.sheet.macroenabled.12"),
    ODT(Container.ZIP, "application/vnd.oasis.opendocument.text"),
    ODP(Container.ZIP, "application/vnd.oasis.opendocument.presentation"),
    ODS(Container.ZIP, "application/vnd.oasis.opendocument.spreadsheet"),
    RTF(Container.NONE, "application/rtf"),
    EPUB(Container.ZIP, "application/epub+zip");

    /** What Tika's detector calls an Office document encrypted with a password (an OLE2 file holding it). */
    static final MediaType ENCRYPTED_OFFICE = MediaType.application("x-tika-ooxml-protected");

    /** How the end of a complete file is recognized, so that a truncated one is refused, not half read. */
    enum Container { PDF, ZIP, NONE }

    private final Container container;
    private final Set<MediaType> mediaTypes;

    Format(Container container, String... mediaTypes) {
        this.container = container;
        this.mediaTypes = Arrays.stream(mediaTypes).map(MediaType::parse).collect(Collectors.toUnmodifiableSet());
    }

    Container container() {
        return container;
    }

    static Optional<Format> of(MediaType type) {
        MediaType base = type.getBaseType();
        return Arrays.stream(values()).filter(format -> format.mediaTypes.contains(base)).findFirst();
    }

    /** "PDF, DOCX, ...": the formats, for messages. */
    static String names() {
        return Arrays.stream(values()).map(Enum::name).collect(Collectors.joining(", "));
    }
}
