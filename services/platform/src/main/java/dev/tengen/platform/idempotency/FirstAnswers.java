package dev.tengen.platform.idempotency;

import dev.tengen.platform.PlatformConfig;
import dev.tengen.service.web.idempotency.AnswerStore;
import dev.tengen.service.web.idempotency.StoredAnswer;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.configuration.ConfigurationException;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.jboss.logging.Logger;
import org.sqlite.SQLiteDataSource;

/**
 * The first answer to each command sent with an {@code Idempotency-Key}, per account and key, kept for
 * {@link #KEPT} in {@code idempotency.db} beside the event store, so that a retry returns it after a restart
 * too. The answer is written after the command's events are committed, in WAL mode without a sync of its own:
 * a process crash keeps it, a power cut may lose the last ones; a retry then runs the command again, which
 * {@code If-Match} and the rules still judge. Older answers are forgotten at start and every hour.
 *
 * <p>Answers are written in turns by one writer, all those waiting in one transaction (as the event store's group
 * commit does), and {@link #keep} returns once its answer is written: under load the requests no longer queue one by
 * one on a lock around the file. A retry arriving while its answer waits for the writer finds it in memory.
 * Lookups read through their own connection, which WAL mode lets read beside the writer.
 */
@Singleton
public class FirstAnswers implements AnswerStore {

    /** How long a retry gets the first answer: a day, longer than any client retries a command. */
    static final Duration KEPT = Duration.ofHours(24);

    private record Waiting(String account, String key, StoredAnswer answer, CompletableFuture<Void> written) {
        String slot() {
            return AnswerStore.slot(account, key);
        }
    }

    private final Connection writing;
    private final Connection reading;
    private final ReentrantLock readingLock = new ReentrantLock();
    private final PreparedStatement select;
    private final PreparedStatement insert;
    private final Clock clock;
    private final BlockingQueue<Waiting> queue = new LinkedBlockingQueue<>();
    /** Answers handed to the writer and not yet in the file, by account and key. */
    private final Map<String, StoredAnswer> unwritten = new ConcurrentHashMap<>();
    private final Thread writer;
    private volatile boolean closing;
    private long nextCleanup;

    FirstAnswers(PlatformConfig config, Clock clock) {
        this.clock = clock;
        try {
            Files.createDirectories(config.dataDir());
            // the driver's own data source, as the event store opens its file: DriverManager finds the driver only
            // once something registered it, which a class loader of its own (a test's) may not have done
            SQLiteDataSource file = new SQLiteDataSource();
            file.setUrl("jdbc:sqlite:" + config.dataDir().resolve("idempotency.db").toAbsolutePath());
            writing = file.getConnection();
            try (Statement statement = writing.createStatement()) {
                statement.execute("PRAGMA journal_mode=WAL");
                statement.execute("PRAGMA synchronous=NORMAL");
                statement.execute("CREATE TABLE IF NOT EXISTS answers (account TEXT NOT NULL, idempotency_key TEXT NOT NULL,"
                        + " request TEXT NOT NULL, status INTEGER NOT NULL, media_type TEXT, etag TEXT, location TEXT,"
                        + " body TEXT, stored_at INTEGER NOT NULL, PRIMARY KEY (account, idempotency_key))");
            }
            insert = writing.prepareStatement("INSERT OR REPLACE INTO answers (account, idempotency_key, request,"
                    + " status, media_type, etag, location, body, stored_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
            reading = file.getConnection();
            select = reading.prepareStatement("SELECT request, status, media_type, etag, location, body FROM answers"
                    + " WHERE account = ? AND idempotency_key = ? AND stored_at >= ?");
        } catch (SQLException e) {
            throw new ConfigurationException("The idempotency store in " + config.dataDir() + " cannot be opened: "
                    + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        cleanUp();
        writer = Thread.ofPlatform().daemon().name("idempotency-writer").start(this::writeInTurns);
    }

    @Override
    public Optional<StoredAnswer> find(String account, String key) {
        StoredAnswer waiting = unwritten.get(AnswerStore.slot(account, key));
        if (waiting != null) {
            return Optional.of(waiting);
        }
        readingLock.lock();
        try {
            select.setString(1, account);
            select.setString(2, key);
            select.setLong(3, clock.millis() - KEPT.toMillis());
            try (ResultSet row = select.executeQuery()) {
                if (!row.next()) {
                    return Optional.empty();
                }
                return Optional.of(new StoredAnswer(row.getString(1), row.getInt(2), row.getString(3), row.getString(4),
                        row.getString(5), row.getString(6)));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("The idempotency store cannot be read: " + e.getMessage(), e);
        } finally {
            readingLock.unlock();
        }
    }

    /** Returns once the answer is written to the file. */
    @Override
    public void keep(String account, String key, StoredAnswer answer) {
        if (closing) {
            throw new IllegalStateException("The idempotency store is closing: the answer is not kept.");
        }
        Waiting waiting = new Waiting(account, key, answer, new CompletableFuture<>());
        unwritten.put(waiting.slot(), answer);
        queue.add(waiting);
        try {
            waiting.written().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while the answer was kept", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("The idempotency store cannot be written: " + e.getCause().getMessage(),
                    e.getCause());
        }
    }

    /** The writer: every answer waiting, in one transaction, then the next turn. */
    private void writeInTurns() {
        List<Waiting> turn = new ArrayList<>();
        while (!closing || !queue.isEmpty()) {
            try {
                Waiting first = queue.poll(1, TimeUnit.SECONDS);
                if (first == null) {
                    continue;
                }
                turn.add(first);
                queue.drainTo(turn);
                write(turn);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } finally {
                turn.clear();
            }
        }
    }

    private void write(List<Waiting> turn) {
        try {
            writing.setAutoCommit(false);
            for (Waiting waiting : turn) {
                insert.setString(1, waiting.account());
                insert.setString(2, waiting.key());
                insert.setString(3, waiting.answer().request());
                insert.setInt(4, waiting.answer().status());
                insert.setString(5, waiting.answer().mediaType());
                insert.setString(6, waiting.answer().etag());
                insert.setString(7, waiting.answer().location());
                insert.setString(8, waiting.answer().body());
                insert.setLong(9, clock.millis());
                insert.addBatch();
            }
            insert.executeBatch();
            writing.commit();
            for (Waiting waiting : turn) {
                unwritten.remove(waiting.slot(), waiting.answer());
                waiting.written().complete(null);
            }
        } catch (SQLException e) {
            try {
                writing.rollback();
            } catch (SQLException ignored) {
                // the failure below is what the requests hear
            }
            for (Waiting waiting : turn) {
                unwritten.remove(waiting.slot(), waiting.answer());
                waiting.written().completeExceptionally(e);
            }
        } finally {
            try {
                writing.setAutoCommit(true);
            } catch (SQLException ignored) {
                // the next turn sets it again
            }
        }
        if (clock.millis() >= nextCleanup) {
            try {
                cleanUp();
            } catch (IllegalStateException e) {
                Logger.getLogger(FirstAnswers.class).warn(e.getMessage() + "; tried again in an hour");
                nextCleanup = clock.millis() + Duration.ofHours(1).toMillis();
            }
        }
    }

    /** At start (before the writer runs) and then by the writer alone. */
    private void cleanUp() {
        try (PreparedStatement delete = writing.prepareStatement("DELETE FROM answers WHERE stored_at < ?")) {
            delete.setLong(1, clock.millis() - KEPT.toMillis());
            delete.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("The idempotency store cannot be cleaned: " + e.getMessage(), e);
        }
        nextCleanup = clock.millis() + Duration.ofHours(1).toMillis();
    }

    void close(@Observes ShutdownEvent stop) {
        closing = true;
        try {
            writer.join(Duration.ofSeconds(5));
            reading.close();
            writing.close();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (SQLException e) {
            // closing at shutdown: nothing left to keep
        }
    }
}
