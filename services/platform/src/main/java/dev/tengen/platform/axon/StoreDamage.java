package dev.tengen.platform.axon;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.jboss.logging.Logger;
import org.sqlite.SQLiteException;

/**
 * Whether the event store's file is known to be damaged: by the integrity check at start ({@link StoreIntegrity}) or
 * by a read or a write that SQLite answered with a corruption or a disk error while running. Once damaged it stays
 * damaged until the platform is restarted on a sound file: the platform then accepts no change and serves nothing
 * read from the file (docs/PLATFORM.md, "Operations: a damaged event store").
 */
public final class StoreDamage {

    private static final Logger LOG = Logger.getLogger(StoreDamage.class);

    /** SQLite's primary result codes that mean the file cannot be trusted: I/O error, corrupt, not a database. */
    private static final int SQLITE_IOERR = 10;
    private static final int SQLITE_CORRUPT = 11;
    private static final int SQLITE_NOTADB = 26;

    private final Path file;
    private final AtomicReference<String> finding = new AtomicReference<>();

    public StoreDamage(Path file) {
        this.file = file.toAbsolutePath();
    }

    /** The event store's file. */
    public Path file() {
        return file;
    }

    /** What was found wrong with the file, first finding only; empty while it is sound. */
    public Optional<String> finding() {
        return Optional.ofNullable(finding.get());
    }

    public boolean damaged() {
        return finding.get() != null;
    }

    /** Records that the file is damaged; the first finding is kept and logged once, with what to do. */
    public void found(String what) {
        if (finding.compareAndSet(null, what)) {
            LOG.error(advice());
        }
    }

    /**
     * Records the damage when {@code failure}, or one of its causes, is SQLite reporting a damaged file or a failed
     * read or write of it; returns whether it was. Any other failure (a refused command, a busy lock) is not damage.
     */
    public boolean observe(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLException sql && damages(sql)) {
                found(describe(sql));
                return true;
            }
        }
        return false;
    }

    /** The sentence for the director: which file, what was found, what to do. */
    public String advice() {
        return "The event store " + file + " is damaged (" + finding().orElse("no finding") + "): the platform accepts"
                + " no change and serves nothing read from it. Stop the platform, put the latest backup of "
                + file.getFileName() + " in its place (docs/PLATFORM.md, \"Operations\"), and start it again.";
    }

    /** SQLite's own words for the failure, without the driver's decoration. */
    static String describe(SQLException e) {
        if (e instanceof SQLiteException sqlite && sqlite.getResultCode() != null) {
            return sqlite.getResultCode().name() + ": " + sqlite.getResultCode().message;
        }
        return e.getMessage();
    }

    static boolean damages(SQLException e) {
        int primary = e.getErrorCode() & 0xff;
        return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB || primary == SQLITE_IOERR;
    }
}
