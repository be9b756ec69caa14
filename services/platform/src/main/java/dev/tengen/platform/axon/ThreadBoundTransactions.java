package dev.tengen.platform.axon;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.axonframework.common.jdbc.ConnectionProvider;
import org.axonframework.common.jdbc.ConnectionWrapperFactory;
import org.axonframework.common.jdbc.JdbcException;
import org.axonframework.common.transaction.Transaction;
import org.axonframework.common.transaction.TransactionManager;

/**
 * JDBC transactions for Axon without a container: a transaction is one connection bound to the thread that
 * started it, and every connection Axon asks for on that thread is that one. A transaction started inside
 * another joins it. Outside a transaction each connection is fresh and commits statement by statement.
 *
 * <p>Axon's command bus runs a command's whole unit of work (load the aggregate, decide, append its events)
 * on the caller's thread and starts the transaction first, so loading and appending are one transaction.
 *
 * <p>Transactions are SQL statements on a connection left in JDBC auto-commit, not JDBC's
 * {@code setAutoCommit(false)}/{@code commit()}: sqlite-jdbc's {@code commit()} begins the next transaction
 * at once, and with BEGIN IMMEDIATE that begin waits for the write lock while the committing command still
 * holds its aggregate's lock, so two commands deadlocked until the busy timeout (seen with six threads).
 */
public final class ThreadBoundTransactions implements TransactionManager, ConnectionProvider {

    private static final Transaction JOINED = new Transaction() {
        @Override
        public void commit() {
            // the outer transaction commits
        }

        @Override
        public void rollback() {
            // the outer transaction rolls back
        }
    };

    private final DataSource dataSource;
    private final ThreadLocal<Connection> bound = new ThreadLocal<>();

    public ThreadBoundTransactions(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public Transaction startTransaction() {
        if (bound.get() != null) {
            return JOINED;
        }
        Connection connection = begin();
        bound.set(connection);
        return new Transaction() {
            @Override
            public void commit() {
                end(connection, "COMMIT", "cannot commit to the event store");
            }

            @Override
            public void rollback() {
                end(connection, "ROLLBACK", "cannot roll back on the event store");
            }
        };
    }

    @Override
    public Connection getConnection() throws SQLException {
        Connection connection = bound.get();
        if (connection == null) {
            return dataSource.getConnection();
        }
        return ConnectionWrapperFactory.wrap(connection, new LeftToTheTransaction());
    }

    private Connection begin() {
        Connection connection = null;
        try {
            connection = dataSource.getConnection();
            execute(connection, "BEGIN IMMEDIATE");
            return connection;
        } catch (SQLException e) {
            close(connection);
            throw new JdbcException("cannot begin a transaction on the event store", e);
        }
    }

    private void end(Connection connection, String sql, String failure) {
        try {
            execute(connection, sql);
        } catch (SQLException e) {
            throw new JdbcException(failure, e);
        } finally {
            bound.remove();
            close(connection);
        }
    }

    /** Closing loses nothing once the transaction has ended or never began; its outcome is what counts. */
    private static void close(Connection connection) {
        if (connection == null) {
            return;
        }
        try {
            connection.close();
        } catch (SQLException e) {
            // nothing left to lose
        }
    }

    private static void execute(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    /** Closing or committing a joined connection is the transaction's business, not the statement's. */
    private static final class LeftToTheTransaction implements ConnectionWrapperFactory.ConnectionCloseHandler {
        @Override
        public void close(Connection delegate) {
            // the transaction closes it
        }

        @Override
        public void commit(Connection connection) {
            // the transaction commits it
        }
    }
}
