package dev.tengen.platform.axon;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.locks.ReentrantLock;
import javax.sql.DataSource;
import org.axonframework.common.jdbc.JdbcException;

/**
 * Commands that write at the same time share one SQLite transaction and so one fsync (group commit), and none is
 * acknowledged before its events are on disk.
 *
 * <p>Why: with {@code synchronous=FULL} every COMMIT waits for an fsync of the WAL (about 5 ms on the shared
 * machine), so one transaction per command capped the platform near 200 commands per second whatever the number
 * of clients, and commands queued on SQLite's busy handler, which sleeps up to 100 ms between attempts
 * (docs/BENCHMARKS.md, "Services").
 *
 * <p>How: one writer at a time holds {@link #writer} (a fair lock, so waiting is a queue, not polling). The first
 * writer of a batch opens a connection and {@code BEGIN IMMEDIATE}; each command works inside its own SAVEPOINT,
 * so a refused or failed command rolls back alone, and releases the lock when its events are appended. It then
 * queues for the lock again to make the batch durable: if the batch is still open it commits it, with the work of
 * every command that appended meanwhile, in one COMMIT; if another command already committed it, there is nothing
 * left to do. A failed COMMIT fails every command of the batch (none was acknowledged; the caller's unit of work
 * rolls back and Axon evicts its aggregate).
 *
 * <p>A command takes the writer lock only when it first needs the store's connection, that is after Axon has
 * locked its aggregate; so the order is always aggregate lock, then writer lock, also when a command waits for its
 * batch while still holding its aggregate. A command handler must therefore not lock a second aggregate after it
 * has read or written the store (none does).
 *
 * <p>A failure SQLite gives as damage of the file ({@link StoreDamage}) is recorded there; once the store is known to
 * be damaged no batch begins, so nothing more is written into the damaged file.
 */
final class GroupCommit {

    /** The commands appended since BEGIN: durable once {@code done} without {@code failure}. Guarded by the lock. */
    static final class Batch {
        private boolean done;
        private SQLException failure;
    }

    private static final String SAVEPOINT = "command";

    private final DataSource dataSource;
    private final StoreDamage damage;
    private final ReentrantLock writer = new ReentrantLock(true);
    /** The writers' connection, kept open between batches (opening one per batch reread the schema each time). */
    private Connection connection;
    /** The open batch's connection, or null between batches. */
    private Connection open;
    private Batch batch;

    GroupCommit(DataSource dataSource, StoreDamage damage) {
        this.dataSource = dataSource;
        this.damage = damage;
    }

    /** Takes the writer lock and starts the caller's savepoint in the open batch, beginning one if needed. */
    Batch join() {
        writer.lock();
        try {
            if (open == null) {
                if (damage.damaged()) {
                    throw new SQLException(damage.advice());
                }
                if (connection == null) {
                    connection = dataSource.getConnection();
                }
                open = connection;
                batch = new Batch();
                execute(open, "BEGIN IMMEDIATE");
            }
            execute(open, "SAVEPOINT " + SAVEPOINT);
            return batch;
        } catch (SQLException e) {
            end(e);
            writer.unlock();
            throw new JdbcException("cannot begin a transaction on the event store", e);
        } catch (RuntimeException | Error e) {
            writer.unlock();
            throw e;
        }
    }

    /** The batch's connection; only for the holder of the writer lock. */
    Connection connection() {
        return open;
    }

    /** The caller's work joins the batch; the lock goes to the next writer. Then waits until the batch is on disk. */
    void commit(Batch mine) {
        try {
            execute(open, "RELEASE " + SAVEPOINT);
        } catch (SQLException e) {
            end(e);
            throw new JdbcException("cannot commit to the event store", e);
        } finally {
            writer.unlock();
        }
        writer.lock();
        try {
            if (!mine.done) {
                // still the open batch: this command commits it, for every command in it
                try {
                    execute(open, "COMMIT");
                    end(null);
                } catch (SQLException e) {
                    end(e);
                }
            }
            if (mine.failure != null) {
                throw new JdbcException("cannot commit to the event store", mine.failure);
            }
        } finally {
            writer.unlock();
        }
    }

    /** Undoes the caller's work alone; the batch stays open for the others. */
    void rollback(Batch mine) {
        try {
            execute(open, "ROLLBACK TO " + SAVEPOINT);
            execute(open, "RELEASE " + SAVEPOINT);
        } catch (SQLException e) {
            end(e);
            throw new JdbcException("cannot roll back on the event store", e);
        } finally {
            writer.unlock();
        }
    }

    /**
     * Ends the open batch: committed when {@code failure} is null; else rolled back, and the connection is closed
     * so that the next batch starts on a fresh one.
     */
    private void end(SQLException failure) {
        if (open == null) {
            closeConnection();
            return;
        }
        if (failure != null) {
            try {
                execute(open, "ROLLBACK");
            } catch (SQLException e) {
                failure.addSuppressed(e);
            }
            closeConnection();
        }
        batch.failure = failure;
        batch.done = true;
        open = null;
        batch = null;
    }

    /** At shutdown, after the last command: closes the writers' connection. */
    void close() {
        writer.lock();
        try {
            if (open != null) {
                end(new SQLException("the platform is shutting down"));
            }
            closeConnection();
        } finally {
            writer.unlock();
        }
    }

    private void closeConnection() {
        if (connection == null) {
            return;
        }
        try {
            connection.close();
        } catch (SQLException e) {
            // no transaction is open on it; nothing left to lose
        }
        connection = null;
    }

    private void execute(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(sql);
        } catch (SQLException e) {
            damage.observe(e);
            throw e;
        }
    }
}
