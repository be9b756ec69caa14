package dev.tengen.platform.axon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Commands writing at the same time share one COMMIT; each is acknowledged only once it is committed. */
class GroupCommitTest {

    @TempDir
    Path dataDir;

    private DataSource dataSource;
    private GroupCommit writes;

    @BeforeEach
    void table() throws SQLException {
        dataSource = SqliteEventStore.dataSource(dataDir);
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE moves (point TEXT)");
        }
        writes = new GroupCommit(dataSource, new StoreDamage(dataDir.resolve(SqliteEventStore.FILE_NAME)));
    }

    @AfterEach
    void close() {
        writes.close();
    }

    @Test
    void aCommandSeesItsWorkCommittedWhenCommitReturns() throws SQLException {
        GroupCommit.Batch batch = writes.join();
        insert("Q16");
        writes.commit(batch);

        assertEquals(List.of("Q16"), committed(), "a fresh connection reads only committed rows");
    }

    @Test
    void aCommandThatWaitedForTheLockJoinsTheOpenBatchAndRollsBackAlone() throws Exception {
        GroupCommit.Batch first = writes.join();
        insert("D4");
        CountDownLatch queued = new CountDownLatch(1);
        CompletableFuture<GroupCommit.Batch> second = CompletableFuture.supplyAsync(() -> {
            queued.countDown();
            GroupCommit.Batch batch = writes.join();
            try {
                insert("C3");
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
            writes.rollback(batch);
            return batch;
        });
        queued.await(5, TimeUnit.SECONDS);
        awaitWaiting(1); // the second command waits for the lock before the first lets go of it
        writes.commit(first);

        assertSame(first, second.get(5, TimeUnit.SECONDS), "both commands were in one batch");
        assertEquals(List.of("D4"), committed(), "the refused command's stone is gone, the other one stays");
    }

    @Test
    void aCommandDoesNotCommitWhileAnotherWaitsToWriteAndBothAreDurableWhenEitherReturns() throws Exception {
        GroupCommit.Batch first = writes.join();
        insert("D4");
        CompletableFuture<GroupCommit.Batch> second = CompletableFuture.supplyAsync(() -> command("Q16"));
        awaitWaiting(1);
        writes.commit(first); // returns once the second, the batch's last writer, has committed both

        assertEquals(List.of("D4", "Q16"), committed(), "the first command's return means its stone is on disk");
        assertSame(first, second.get(5, TimeUnit.SECONDS), "both commands were in one batch");
    }

    @Test
    void aBatchEndsAtItsMostCommandsEvenWhileOthersStillWait() throws Exception {
        int others = GroupCommit.MOST_COMMANDS + 6;
        GroupCommit.Batch first = writes.join();
        insert("A1");
        List<CompletableFuture<GroupCommit.Batch>> joined = new ArrayList<>();
        for (int i = 0; i < others; i++) {
            String point = "B" + (i + 1);
            joined.add(CompletableFuture.supplyAsync(() -> command(point),
                    runnable -> Thread.ofPlatform().start(runnable))); // a thread each: all wait on the lock at once
        }
        awaitWaiting(others);
        writes.commit(first);

        int inFirst = 1;
        for (CompletableFuture<GroupCommit.Batch> command : joined) {
            if (command.get(10, TimeUnit.SECONDS) == first) {
                inFirst++;
            }
        }
        assertEquals(64, inFirst, "the first batch took 64 commands though more were waiting");
        assertEquals(others + 1, committed().size(), "the commands after it committed in a batch of their own");
    }

    /** One command that plays {@code point} and commits; returns its batch once it is on disk. */
    private GroupCommit.Batch command(String point) {
        GroupCommit.Batch batch = writes.join();
        try {
            insert(point);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        writes.commit(batch);
        return batch;
    }

    /** Waits until {@code count} commands wait for the writer lock (a queue, not a race on a sleep). */
    private void awaitWaiting(int count) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (writes.waiting() < count) {
            if (System.nanoTime() > until) {
                throw new AssertionError(writes.waiting() + " commands wait for the lock, not " + count);
            }
            Thread.sleep(5);
        }
    }

    private void insert(String point) throws SQLException {
        try (Statement statement = writes.connection().createStatement()) {
            statement.execute("INSERT INTO moves VALUES ('" + point + "')");
        }
    }

    private List<String> committed() throws SQLException {
        List<String> points = new ArrayList<>();
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT point FROM moves")) {
            while (rows.next()) {
                points.add(rows.getString(1));
            }
        }
        return points;
    }
}
