package dev.tengen.platform.axon;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * The event store's check at start, before anything reads or writes it: SQLite's {@code PRAGMA quick_check}, which
 * reads every page of the file and checks each b-tree page and record (not that each index agrees with its table,
 * which {@code integrity_check} adds at several times the cost; docs/BENCHMARKS.md, "Start-up with the store's
 * check"). A missing file is a new store.
 *
 * <p>Why at start: a damaged page in the middle of {@code events.db} let the platform start, replay the events up to
 * the damage, show that part as the whole tournament (or "No tournament yet") and accept new events into the
 * damaged file.
 */
public final class StoreIntegrity {

    /** The problems quoted from SQLite's answer, at most. */
    private static final int QUOTED = 3;

    private StoreIntegrity() {
    }

    /** The file is not an SQLite database at all, or cannot be opened: the platform cannot start on it. */
    public static final class Unusable extends Exception {
        Unusable(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * Checks {@code file}: empty when it is sound or does not exist yet, else what SQLite found wrong (its first
     * problems, on one line).
     *
     * @throws Unusable when the file is no SQLite database or cannot be read; the message is the sentence for the
     *         director, naming the file
     */
    public static Optional<String> check(Path file) throws Unusable {
        Path path = file.toAbsolutePath();
        if (!Files.exists(path)) {
            return Optional.empty();
        }
        if (!Files.isRegularFile(path) || !Files.isReadable(path)) {
            throw new Unusable("The event store " + path + " is not a file the platform can read: give it a readable"
                    + " events.db, or point tengen.data-dir (TENGEN_DATA_DIR) at the right directory.");
        }
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        SQLiteDataSource source = new SQLiteDataSource(config);
        source.setUrl("jdbc:sqlite:" + path);
        try (Connection connection = source.getConnection();
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("PRAGMA quick_check")) {
            List<String> problems = new ArrayList<>();
            int count = 0;
            while (rows.next()) {
                String row = rows.getString(1);
                if (!"ok".equals(row)) {
                    count++;
                    if (problems.size() < QUOTED) {
                        problems.add(row.strip().replaceAll("\\s+", " "));
                    }
                }
            }
            if (problems.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of("SQLite's quick_check: " + String.join("; ", problems)
                    + (count > problems.size() ? "; and " + (count - problems.size()) + " more" : ""));
        } catch (SQLException e) {
            if ((e.getErrorCode() & 0xff) == 26) {
                throw new Unusable("The event store " + path + " is not an SQLite database: put the latest backup of"
                        + " events.db in its place, or point tengen.data-dir (TENGEN_DATA_DIR) at the right directory.");
            }
            if (StoreDamage.damages(e)) {
                return Optional.of("SQLite's quick_check: " + StoreDamage.describe(e));
            }
            throw new Unusable("The event store " + path + " cannot be opened (" + StoreDamage.describe(e) + "): check the file"
                    + " and its directory, or put the latest backup of events.db in its place.");
        }
    }
}
