package dev.tengen.distributed.app;

import dev.tengen.distributed.store.StoreUnavailable;
import io.agroal.api.AgroalDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * Tables of a service application's own in its PostgreSQL database beside its events (idempotency answers, a
 * consumer's ledger, folded facts): made on first use, since the database may be away when the service starts, and
 * reached in auto-commit. A database out of reach is {@link AnswersUnavailable} (503, nothing written).
 */
final class ServiceDatabase {

    private final AgroalDataSource database;
    private final List<String> tables;
    private volatile boolean made;

    /** @param tables the statements making the tables, each {@code CREATE TABLE IF NOT EXISTS} */
    ServiceDatabase(AgroalDataSource database, String... tables) {
        this.database = database;
        this.tables = List.of(tables);
    }

    /** A connection in auto-commit, the tables made on first use. */
    Connection connection() throws SQLException {
        Connection connection = database.getConnection();
        connection.setAutoCommit(true);
        if (!made) {
            try (Statement ddl = connection.createStatement()) {
                for (String table : tables) {
                    ddl.execute(table);
                }
            }
            made = true;
        }
        return connection;
    }

    /** {@code what} failed: 503 when the database is out of reach, else a failure of ours. */
    static RuntimeException failure(String what, SQLException e) {
        IllegalStateException failure = new IllegalStateException(what + ": " + e.getMessage(), e);
        return StoreUnavailable.isUnreachable(e) ? new AnswersUnavailable(failure) : failure;
    }
}
