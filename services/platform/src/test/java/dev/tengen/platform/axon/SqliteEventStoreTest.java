package dev.tengen.platform.axon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The settings that make the file a store of record (docs/ENVIRONMENT.md, measured with kill -9). */
class SqliteEventStoreTest {

    @TempDir
    Path dataDir;

    @Test
    void theJournalIsWriteAheadAndEveryCommitIsSynced() throws SQLException {
        try (Connection connection = SqliteEventStore.dataSource(dataDir.resolve("new")).getConnection();
                Statement statement = connection.createStatement()) {
            assertEquals("wal", single(statement, "PRAGMA journal_mode"));
            assertEquals("2", single(statement, "PRAGMA synchronous"), "2 is FULL in SQLite's numbering");
        }
        assertTrue(dataDir.resolve("new").resolve(SqliteEventStore.FILE_NAME).toFile().isFile());
    }

    @Test
    void aRepeatedKeyIsRecognizedAsADuplicateAndOtherFailuresAreNot() throws SQLException {
        SqliteDuplicateKeys duplicates = new SqliteDuplicateKeys();
        try (Connection connection = SqliteEventStore.dataSource(dataDir).getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE entry (aggregate TEXT NOT NULL, sequence INTEGER NOT NULL, UNIQUE (aggregate, sequence))");
            statement.execute("INSERT INTO entry VALUES ('t-1', 0)");
            SQLException repeated = assertThrowsSql(statement, "INSERT INTO entry VALUES ('t-1', 0)");
            assertTrue(duplicates.isDuplicateKeyViolation(new RuntimeException("append failed", repeated)));
            SQLException missing = assertThrowsSql(statement, "INSERT INTO entry VALUES (NULL, 1)");
            assertFalse(duplicates.isDuplicateKeyViolation(missing));
        }
    }

    private static SQLException assertThrowsSql(Statement statement, String sql) {
        try {
            statement.execute(sql);
        } catch (SQLException e) {
            return e;
        }
        throw new AssertionError("expected a failure from " + sql);
    }

    private static String single(Statement statement, String sql) throws SQLException {
        try (ResultSet result = statement.executeQuery(sql)) {
            assertTrue(result.next());
            return result.getString(1);
        }
    }
}
