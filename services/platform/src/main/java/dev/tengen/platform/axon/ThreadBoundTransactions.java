package dev.tengen.platform.axon;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.function.Supplier;
import javax.sql.DataSource;
import org.axonframework.common.jdbc.ConnectionProvider;
import org.axonframework.common.jdbc.ConnectionWrapperFactory;
import org.axonframework.common.transaction.Transaction;
import org.axonframework.common.transaction.TransactionManager;

/**
 * JDBC transactions for Axon without a container: a transaction belongs to the thread that started it, and every
 * connection Axon asks for on that thread is the transaction's. A transaction started inside another joins it.
 * Outside a transaction a read takes an idle connection from a small pool and gives it back when Axon closes it;
 * it commits statement by statement (the processors' reads): opening a SQLite connection per query (file, schema)
 * cost more than the query when a processor replays the store batch by batch (docs/BENCHMARKS.md, "Rebuild"). In
 * WAL mode each statement reads the last commit; an idle connection holds no snapshot and keeps no checkpoint
 * waiting.
 *
 * <p>Axon's command bus runs a command's whole unit of work (lock and load the aggregate, decide, append its
 * events) on the caller's thread and starts the transaction first. The aggregate's load reads on an idle reader
 * ({@link #beforeTheBatch}); the transaction reaches the store when the command first writes, as a savepoint in a
 * {@link GroupCommit} batch: concurrent commands share one COMMIT, and {@link Transaction#commit()} returns only
 * once the command's events are on disk.
 *
 * <p>Transactions are SQL statements on a connection left in JDBC auto-commit, not JDBC's
 * {@code setAutoCommit(false)}/{@code commit()}: sqlite-jdbc's {@code commit()} begins the next transaction
 * at once, and with BEGIN IMMEDIATE that begin waits for the write lock while the committing command still
 * holds its aggregate's lock, so two commands deadlocked until the busy timeout (seen with six threads).
 */
public final class ThreadBoundTransactions implements TransactionManager, ConnectionProvider {

    private static final int IDLE_READERS = 8;

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
    /** Idle read connections; beyond this many a returned one is closed. */
    private final BlockingQueue<Connection> idleReaders = new ArrayBlockingQueue<>(IDLE_READERS);
    private volatile boolean closed;

    public ThreadBoundTransactions(DataSource dataSource, StoreDamage damage) {
        this.dataSource = dataSource;
        this.writes = new GroupCommit(dataSource, damage);
    }

    /** Closes the connection the commands write with and the readers'; for shutdown, once nothing runs any more. */
    public void close() {
        closed = true;
        writes.close();
        for (Connection idle = idleReaders.poll(); idle != null; idle = idleReaders.poll()) {
            closeQuietly(idle);
        }
    }

    /**
     * Runs {@code read} on an idle reader, outside the thread's command while that command has written nothing yet:
     * the reads that load the aggregate a command has just locked (its snapshot and its events). Every event of that
     * aggregate is committed by then, since a command holds its aggregate's lock until its batch is on disk (Axon
     * releases the lock at the end of the unit of work, after the transaction's commit) and this process is the
     * store's only writer. So the read sees what the batch's connection would, without taking the writer lock: the
     * loads of many aggregates (all of them after a restart) run side by side instead of one after the other while
     * every other command's commit waits (docs/BENCHMARKS.md, "Issue 17: the platform's figures"). Once the command has
     * written, it reads in its batch, which holds its own writes.
     */
    <T> T beforeTheBatch(Supplier<T> read) {
        Command command = bound.get();
        if (command == null || command.batch != null) {
            return read.get();
        }
        bound.remove();
        try {
            return read.get();
        } finally {
            bound.set(command);
        }
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
            return ConnectionWrapperFactory.wrap(idleReader(), new BackToThePool());
        }
        return ConnectionWrapperFactory.wrap(command.connection(), new LeftToTheTransaction());
    }

    private Connection idleReader() throws SQLException {
        if (closed) {
            throw new SQLException("the event store is closed");
        }
        Connection idle = idleReaders.poll();
        return idle != null ? idle : dataSource.getConnection();
    }

    private static void closeQuietly(Connection connection) {
        try {
            connection.close();
        } catch (SQLException ignored) {
            // nothing is left to read on it
        }
    }

    /**
     * A read connection goes back to the pool when Axon closes it, once, and only in auto-commit (so no snapshot
     * of an older commit is handed on); otherwise, or when the pool is full or shut, it is closed.
     */
    private final class BackToThePool implements ConnectionWrapperFactory.ConnectionCloseHandler {
        private boolean returned;

        @Override
        public void close(Connection delegate) {
            if (returned) {
                return;
            }
            returned = true;
            if (closed || !autoCommit(delegate) || !idleReaders.offer(delegate)) {
                closeQuietly(delegate);
            } else if (closed && idleReaders.remove(delegate)) {
                closeQuietly(delegate); // the store closed meanwhile
            }
        }

        @Override
        public void commit(Connection connection) {
            // auto-commit: every statement has committed
        }

        private static boolean autoCommit(Connection connection) {
            try {
                return connection.getAutoCommit();
            } catch (SQLException e) {
                return false;
            }
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
