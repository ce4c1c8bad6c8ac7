package dev.lazygraph.embedded;

import java.nio.file.Path;
import java.sql.SQLException;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * The embedded database failed in a way the user can act on, said in one line that names the data folder:
 * it is damaged, it cannot be written, or another process kept it busy for longer than the wait allows.
 */
public class StoreException extends RuntimeException {

    /** What went wrong, for the CLI's exit code and advice. */
    public enum Kind { DAMAGED, BUSY, NOT_WRITABLE, FAILED }

    private final Kind kind;

    StoreException(Kind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    /** Translates SQLite's result code into what it means for the data folder {@code folder}. */
    static StoreException of(Path folder, String doing, SQLException e) {
        SQLiteErrorCode code = e instanceof SQLiteException sqlite ? sqlite.getResultCode() : null;
        String detail = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst()
                .orElse("").strip();
        if (code == null) {
            return new StoreException(Kind.FAILED, "cannot " + doing + " in data folder " + folder + " (" + detail + ")", e);
        }
        return switch (code.code & 0xff) {
            case 11, 26 -> new StoreException(Kind.DAMAGED, "the store in data folder " + folder + " is damaged ("
                    + detail + "): restore " + EmbeddedDatabase.FILE + " from a backup, or move it away and ingest the"
                    + " documents again", e);
            case 5, 6 -> new StoreException(Kind.BUSY, "data folder " + folder + " is busy: another process has held"
                    + " its write lock for more than " + EmbeddedDatabase.BUSY_TIMEOUT.toSeconds() + " s (" + detail
                    + ")", e);
            case 8, 13, 14, 23 -> new StoreException(Kind.NOT_WRITABLE, "cannot " + doing + ": data folder " + folder
                    + " cannot be written (" + detail + ")", e);
            default -> new StoreException(Kind.FAILED, "cannot " + doing + " in data folder " + folder + " ("
                    + detail + ")", e);
        };
    }
}
