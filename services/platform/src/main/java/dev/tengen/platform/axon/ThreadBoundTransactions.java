package dev.tengen.platform.axon;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.axonframework.common.jdbc.ConnectionProvider;
import org.axonframework.common.jdbc.ConnectionWrapperFactory;
import org.axonframework.common.transaction.Transaction;
import org.axonframework.common.transaction.TransactionManager;

/**
 * JDBC transactions for Axon without a container: a transaction belongs to the thread that started it, and every
 * connection Axon asks for on that thread is the transaction's. A transaction started inside another joins it.
 * Outside a transaction each connection is fresh and commits statement by statement (the processors' reads).
 *
 * <p>Axon's command bus runs a command's whole unit of work (lock and load the aggregate, decide, append its
 * events) on the caller's thread and starts the transaction first. The transaction reaches the store only when
 * the command first asks for a connection, and then as a savepoint in a {@link GroupCommit} batch: concurrent
 * commands share one COMMIT, and {@link Transaction#commit()} returns only once the command's events are on disk.
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

    /**
     * The thread's transaction: in a batch once it has asked for a connection. Ends once: a command sent from an
     * event handler runs in a nested unit of work, which commits at once but whose rollback phase may still run
     * later if the handler's own unit of work rolls back; by then the events are on disk and there is nothing to
     * undo.
     */
    private static final class Command implements Transaction {
        private final GroupCommit writes;
        private final ThreadLocal<Command> bound;
        private GroupCommit.Batch batch;
        private boolean ended;

        Command(GroupCommit writes, ThreadLocal<Command> bound) {
            this.writes = writes;
            this.bound = bound;
        }

        Connection connection() {
            if (batch == null) {
                batch = writes.join();
            }
            return writes.connection();
        }

        @Override
        public void commit() {
            if (ended) {
                return;
            }
            ended = true;
            bound.remove();
            if (batch != null) {
                writes.commit(batch);
            }
        }

        @Override
        public void rollback() {
            if (ended) {
                return;
            }
            ended = true;
            bound.remove();
            if (batch != null) {
                writes.rollback(batch);
            }
        }
    }

    private final DataSource dataSource;
    private final GroupCommit writes;
    private final ThreadLocal<Command> bound = new ThreadLocal<>();

    public ThreadBoundTransactions(DataSource dataSource) {
        this.dataSource = dataSource;
        this.writes = new GroupCommit(dataSource);
    }

    /** Closes the connection the commands write with; for shutdown, once no command runs any more. */
    public void close() {
        writes.close();
    }

    @Override
    public Transaction startTransaction() {
        if (bound.get() != null) {
            return JOINED;
        }
        Command command = new Command(writes, bound);
        bound.set(command);
        return command;
    }

    @Override
    public Connection getConnection() throws SQLException {
        Command command = bound.get();
        if (command == null) {
            return dataSource.getConnection();
        }
        return ConnectionWrapperFactory.wrap(command.connection(), new LeftToTheTransaction());
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
