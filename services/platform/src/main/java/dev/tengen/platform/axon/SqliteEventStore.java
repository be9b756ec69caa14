package dev.tengen.platform.axon;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.axonframework.common.transaction.NoTransactionManager;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.axonframework.eventsourcing.eventstore.jdbc.JdbcEventStorageEngine;
import org.axonframework.serialization.Serializer;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * The embedded event store: one SQLite file in the data directory, read and written by Axon's JDBC engine.
 *
 * <p>WAL journal with {@code synchronous=FULL}: every acknowledged command is on disk and survives
 * {@code kill -9} and power loss (measured, docs/ENVIRONMENT.md). Write transactions begin IMMEDIATE
 * ({@link ThreadBoundTransactions}): a command that read its aggregate in a deferred transaction could not
 * upgrade to writing once another command had committed (SQLITE_BUSY_SNAPSHOT); taking the write lock first
 * makes commands queue instead.
 */
public final class SqliteEventStore {

    /** The event store's file name inside the data directory. */
    public static final String FILE_NAME = "events.db";

    private static final int BUSY_TIMEOUT_MILLIS = 10_000;
    /** Axon's defaults for its gap-aware tokens, named because {@link SqliteStorageEngine} needs them too. */
    private static final long LOWEST_GLOBAL_SEQUENCE = 1;
    private static final int MAX_GAP_OFFSET = 10_000;
    private static final int GAP_TIMEOUT_MILLIS = 60_000;

    private SqliteEventStore() {
    }

    /** Connections to {@code dataDir/events.db}, creating the directory when it is missing. */
    public static SQLiteDataSource dataSource(Path dataDir) {
        return dataSource(dataDir, false);
    }

    /**
     * Connections to {@code dataDir/events.db}; {@code readOnly} ones, for a file known to be damaged, make SQLite
     * itself refuse every write.
     */
    public static SQLiteDataSource dataSource(Path dataDir, boolean readOnly) {
        try {
            Files.createDirectories(dataDir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the data directory " + dataDir.toAbsolutePath(), e);
        }
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        config.setBusyTimeout(BUSY_TIMEOUT_MILLIS);
        config.setReadOnly(readOnly);
        SQLiteDataSource dataSource = new SQLiteDataSource(config);
        dataSource.setUrl("jdbc:sqlite:" + dataDir.resolve(FILE_NAME).toAbsolutePath());
        return dataSource;
    }

    /**
     * Axon's JDBC engine on the file behind {@code connections}, with its tables created when missing.
     *
     * <p>The engine itself runs without a transaction manager: inside a command it joins the command's
     * transaction through {@code connections}; outside one (the event processors' reads) each query commits
     * on its own and never holds the write lock.
     */
    public static EventStorageEngine engine(ThreadBoundTransactions connections, Serializer serializer,
            StoreDamage damage) {
        JdbcEventStorageEngine.Builder builder = JdbcEventStorageEngine.builder()
                .connectionProvider(connections)
                .transactionManager(NoTransactionManager.INSTANCE)
                .eventSerializer(serializer)
                .snapshotSerializer(serializer)
                .persistenceExceptionResolver(new SqliteDuplicateKeys())
                .dataType(byte[].class)
                .createTailToken(SqliteAggregateQueries::createTailToken)
                .createHeadToken(SqliteAggregateQueries::createHeadToken)
                .createTokenAt(SqliteAggregateQueries::createTokenAt)
                .lastSequenceNumberFor(SqliteAggregateQueries::lastSequenceNumberFor)
                .fetchTrackedEvents(SqliteAggregateQueries::fetchTrackedEvents);
        JdbcEventStorageEngine engine = new SqliteStorageEngine(builder, connections, LOWEST_GLOBAL_SEQUENCE, MAX_GAP_OFFSET, GAP_TIMEOUT_MILLIS,
                damage);
        engine.createSchema(new SqliteEventTableFactory());
        return engine;
    }
}
