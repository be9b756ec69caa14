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
        Thread.sleep(200); // the second command is queued on the fair lock before the first releases it
        writes.commit(first);

        assertSame(first, second.get(5, TimeUnit.SECONDS), "both commands were in one batch");
        assertEquals(List.of("D4"), committed(), "the refused command's stone is gone, the other one stays");
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
