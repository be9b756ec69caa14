package dev.tengen.platform.axon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.axonframework.common.transaction.Transaction;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command loads its aggregate on an idle reader while it has written nothing, so loads do not wait for the writer
 * lock; once it has written, it reads in its own batch.
 */
class ThreadBoundTransactionsTest {

    @TempDir
    Path dataDir;

    private ThreadBoundTransactions transactions;

    @BeforeEach
    void table() throws SQLException {
        DataSource dataSource = SqliteEventStore.dataSource(dataDir);
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE moves (point TEXT)");
        }
        transactions = new ThreadBoundTransactions(dataSource,
                new StoreDamage(dataDir.resolve(SqliteEventStore.FILE_NAME)));
    }

    @AfterEach
    void close() {
        transactions.close();
    }

    @Test
    void aCommandThatHasNotWrittenLoadsTheLastCommitWithoutWaitingForAWriterThatHoldsTheLock() throws Exception {
        CountDownLatch written = new CountDownLatch(1);
        CountDownLatch looked = new CountDownLatch(1);
        CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
            Transaction command = transactions.startTransaction();
            try {
                insert("D4"); // holds the writer lock until its commit
                written.countDown();
                looked.await(10, TimeUnit.SECONDS);
                command.commit();
            } catch (SQLException | InterruptedException e) {
                command.rollback();
                throw new IllegalStateException(e);
            }
        }, runnable -> Thread.ofPlatform().start(runnable));
        written.await(10, TimeUnit.SECONDS);

        Transaction loading = transactions.startTransaction();
        // Joining the batch, this read would wait for the writer lock, which the other command holds until after it:
        // it would wait out the other's 10 s and then see its stone.
        int seen = transactions.beforeTheBatch(this::countQuietly);
        looked.countDown();
        writer.get(10, TimeUnit.SECONDS);

        assertEquals(0, seen, "the other command's stone is not committed yet, and the load does not see it");
        assertEquals(1, transactions.beforeTheBatch(this::countQuietly), "once committed, the next load sees it");
        loading.rollback();
    }

    @Test
    void aCommandThatHasWrittenReadsInItsOwnBatch() throws SQLException {
        Transaction command = transactions.startTransaction();
        insert("Q16");

        assertEquals(1, transactions.beforeTheBatch(this::countQuietly), "its own stone, not committed yet");
        command.rollback();
        assertEquals(0, transactions.beforeTheBatch(this::countQuietly), "rolled back");
    }

    private void insert(String point) throws SQLException {
        try (Connection connection = transactions.getConnection(); Statement statement = connection.createStatement()) {
            statement.execute("INSERT INTO moves VALUES ('" + point + "')");
        }
    }

    private int countQuietly() {
        try (Connection connection = transactions.getConnection(); Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT count(*) FROM moves")) {
            rows.next();
            return rows.getInt(1);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
