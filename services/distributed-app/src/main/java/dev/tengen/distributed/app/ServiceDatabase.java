package dev.tengen.distributed.app;

import dev.tengen.distributed.store.StoreUnavailable;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Set;
import javax.sql.DataSource;

/**
 * Tables of a service application's own in its PostgreSQL database beside its events (idempotency answers, a
 * consumer's ledger, folded facts): made on first use, since the database may be away when the service starts, and
 * reached in auto-commit. A database out of reach is {@link AnswersUnavailable} (503, nothing written). The first
 * requests after a start come at once: they make the tables one at a time, and a table another replica made at the same
 * moment (PostgreSQL then refuses one {@code CREATE TABLE IF NOT EXISTS} of the two with a duplicate key in its
 * catalogue) counts as made.
 */
public final class ServiceDatabase {

    /** duplicate_table, and unique_violation (of pg_type's name index when two sessions make one table at once). */
    private static final Set<String> MADE_ELSEWHERE = Set.of("42P07", "23505");

    private final DataSource database;
    private final List<String> tables;
    private volatile boolean made;

    /** @param tables the statements making the tables, each {@code CREATE TABLE IF NOT EXISTS} */
    public ServiceDatabase(DataSource database, String... tables) {
        this.database = database;
        this.tables = List.of(tables);
    }

    /** A connection in auto-commit, the tables made on first use. */
    public Connection connection() throws SQLException {
        Connection connection = database.getConnection();
        connection.setAutoCommit(true);
        if (!made) {
            try {
                make(connection);
            } catch (SQLException e) {
                connection.close();
                throw e;
            }
        }
        return connection;
    }

    private synchronized void make(Connection connection) throws SQLException {
        if (made) {
            return;
        }
        try (Statement ddl = connection.createStatement()) {
            for (String table : tables) {
                try {
                    ddl.execute(table);
                } catch (SQLException e) {
                    if (!MADE_ELSEWHERE.contains(e.getSQLState())) {
                        throw e;
                    }
                }
            }
        }
        made = true;
    }

    /** {@code what} failed: 503 when the database is out of reach, else a failure of ours. */
    static RuntimeException failure(String what, SQLException e) {
        IllegalStateException failure = new IllegalStateException(what + ": " + e.getMessage(), e);
        return StoreUnavailable.isUnreachable(e) ? new AnswersUnavailable(failure) : failure;
    }
}
