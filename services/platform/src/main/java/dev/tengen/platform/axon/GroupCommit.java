package dev.tengen.platform.axon;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CountDownLatch;
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
 * <p>How: one writer at a time holds {@link #writer}. The first writer of a batch opens {@code BEGIN IMMEDIATE} on
 * the writers' connection; each command works inside its own SAVEPOINT, so a refused or failed command rolls back
 * alone. When a command's work has joined the batch it looks at the lock's queue before it lets go: if another
 * command waits to write, the batch stays open for it; if none does, or the batch holds {@link #MOST_COMMANDS}
 * already, this command commits the batch, for every command in it, in one COMMIT. Then it waits for the batch to be
 * on disk without the lock. The last writer of a batch commits it, so each command passes through the lock once,
 * and the commands of a batch wake together when it is on disk. A failed COMMIT fails every command of the batch
 * (none was acknowledged; the caller's unit of work rolls back and Axon evicts its aggregate).
 *
 * <p>Why not each command queueing for the lock a second time to commit (as this class did): a lock handed from
 * thread to thread waits, at each hand-over, for the next thread to be scheduled. Just after a start, with the JIT
 * compiling on both cores, that took about 0.35 ms a hand-over, twice per command, one after the other: batches of
 * 45 commands, 40 ms each, and moves waiting up to 1 s while the lock itself was busy a fifth of the time
 * (docs/BENCHMARKS.md, "Issue 17: the platform's figures"). The lock is not fair: a command that finds it free takes it
 * at once instead of waiting behind a thread still being woken.
 *
 * <p>A command takes the writer lock only when it first writes, after Axon has locked its aggregate and loaded it
 * ({@link ThreadBoundTransactions#beforeTheBatch}); so the order is always aggregate lock, then writer lock. A
 * command waits for its batch holding its aggregate but not the writer lock, and the batch's last writer needs only
 * the writer lock, so that wait always ends. A command handler must not lock a second aggregate after it has written
 * the store (none does).
 *
 * <p>A failure SQLite gives as damage of the file ({@link StoreDamage}) is recorded there; once the store is known to
 * be damaged no batch begins, so nothing more is written into the damaged file.
 */
final class GroupCommit {

    /**
     * The most commands in one batch: when commands keep arriving the queue is never empty, and a batch without an
     * end would hold its first command back without bound. At 0.1 ms of work a command under the lock, 64 make a
     * batch of about 6 ms.
     */
    static final int MOST_COMMANDS = 64;

    /** The commands in one transaction: durable once {@link #durable} is open without {@link #failure}. */
    static final class Batch {
        private final CountDownLatch durable = new CountDownLatch(1);
        /** The commands whose work joined the batch; guarded by the lock. */
        private int commands;
        /** Written before {@link #durable} opens. */
        private volatile SQLException failure;
    }

    private static final String SAVEPOINT = "command";

    private final DataSource dataSource;
    private final StoreDamage damage;
    private final ReentrantLock writer = new ReentrantLock();
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

    /** The caller's work joins the batch, the batch is committed unless another writer follows; then waits for it. */
    void commit(Batch mine) {
        try {
            execute(open, "RELEASE " + SAVEPOINT);
            mine.commands++;
            commitUnlessAnotherFollows();
        } catch (SQLException e) {
            end(e);
        } finally {
            writer.unlock();
        }
        awaitDurable(mine);
    }

    /** Undoes the caller's work alone; the batch goes on for the others, committed now if no other writer follows. */
    void rollback(Batch mine) {
        try {
            execute(open, "ROLLBACK TO " + SAVEPOINT);
            execute(open, "RELEASE " + SAVEPOINT);
        } catch (SQLException e) {
            end(e);
            throw new JdbcException("cannot roll back on the event store", e);
        } finally {
            try {
                if (open != null) {
                    commitUnlessAnotherFollows();
                }
            } finally {
                writer.unlock();
            }
        }
    }

    /**
     * For the holder of the lock, about to let go of it: the open batch is committed (or, holding no command's work,
     * ended) unless another writer waits for the lock and the batch has room for it. That writer then decides the same
     * when it lets go, so the batch always ends.
     */
    private void commitUnlessAnotherFollows() {
        if (writer.hasQueuedThreads() && batch.commands < MOST_COMMANDS) {
            return;
        }
        endOpenBatch();
    }

    /**
     * Commits the open batch, or ends it without a write when no command's work is in it. Whatever goes wrong ends
     * the batch too: its commands wait for it, and no later writer would end it for them.
     */
    private void endOpenBatch() {
        try {
            execute(open, batch.commands == 0 ? "ROLLBACK" : "COMMIT");
            end(null);
        } catch (SQLException e) {
            end(e);
        } catch (RuntimeException e) {
            end(new SQLException("the batch's COMMIT failed", e));
        }
    }

    /** The commands waiting for the writer lock (for tests). */
    int waiting() {
        return writer.getQueueLength();
    }

    /**
     * Waits, without the lock, until {@code mine} is on disk or failed. Not interruptible: the command still holds
     * its aggregate, and an answer given before the batch's end could say "failed" of events that then commit.
     */
    private static void awaitDurable(Batch mine) {
        boolean interrupted = false;
        while (true) {
            try {
                mine.durable.await();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (mine.failure != null) {
            throw new JdbcException("cannot commit to the event store", mine.failure);
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
        batch.durable.countDown();
        open = null;
        batch = null;
    }

    /**
     * At shutdown, after the last command: commits a batch still open (its commands wait for it) and closes the
     * writers' connection.
     */
    void close() {
        writer.lock();
        try {
            if (open != null) {
                endOpenBatch();
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
