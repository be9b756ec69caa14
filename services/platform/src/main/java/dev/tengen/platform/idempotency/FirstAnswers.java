package dev.tengen.platform.idempotency;

import dev.tengen.platform.PlatformConfig;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

/**
 * The first answer to each command sent with an {@code Idempotency-Key}, per account and key, kept for
 * {@link #KEPT} in {@code idempotency.db} beside the event store, so that a retry returns it after a restart
 * too. The answer is written after the command's events are committed, in WAL mode without a sync of its own:
 * a process crash keeps it, a power cut may lose the last ones; a retry then runs the command again, which
 * {@code If-Match} and the rules still judge. Older answers are forgotten at start and every hour.
 */
@Singleton
public class FirstAnswers {

    /** How long a retry gets the first answer: a day, longer than any client retries a command. */
    static final Duration KEPT = Duration.ofHours(24);

    private final Connection connection;
    /** Prepared once: SQLite compiles a statement's text each time it is prepared, which a retry-safe move paid twice. */
    private final PreparedStatement select;
    private final PreparedStatement insert;
    private final Clock clock;
    private long nextCleanup;

    FirstAnswers(PlatformConfig config, Clock clock) {
        this.clock = clock;
        try {
            Files.createDirectories(config.dataDir());
            connection = DriverManager.getConnection("jdbc:sqlite:" + config.dataDir().resolve("idempotency.db").toAbsolutePath());
            try (Statement statement = connection.createStatement()) {
                statement.execute("PRAGMA journal_mode=WAL");
                statement.execute("PRAGMA synchronous=NORMAL");
                statement.execute("CREATE TABLE IF NOT EXISTS answers (account TEXT NOT NULL, idempotency_key TEXT NOT NULL,"
                        + " request TEXT NOT NULL, status INTEGER NOT NULL, media_type TEXT, etag TEXT, location TEXT,"
                        + " body TEXT, stored_at INTEGER NOT NULL, PRIMARY KEY (account, idempotency_key))");
            }
            select = connection.prepareStatement("SELECT request, status, media_type, etag, location, body FROM answers"
                    + " WHERE account = ? AND idempotency_key = ? AND stored_at >= ?");
            insert = connection.prepareStatement("INSERT OR REPLACE INTO answers (account, idempotency_key, request,"
                    + " status, media_type, etag, location, body, stored_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
        } catch (SQLException e) {
            throw new IllegalStateException("The idempotency store in " + config.dataDir() + " cannot be opened: "
                    + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        cleanUp();
    }

    /** The answer given to this account's request under this key, if one is kept. */
    public synchronized Optional<StoredAnswer> find(String account, String key) {
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
        }
    }

    public synchronized void keep(String account, String key, StoredAnswer answer) {
        try {
            insert.setString(1, account);
            insert.setString(2, key);
            insert.setString(3, answer.request());
            insert.setInt(4, answer.status());
            insert.setString(5, answer.mediaType());
            insert.setString(6, answer.etag());
            insert.setString(7, answer.location());
            insert.setString(8, answer.body());
            insert.setLong(9, clock.millis());
            insert.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("The idempotency store cannot be written: " + e.getMessage(), e);
        }
        if (clock.millis() >= nextCleanup) {
            cleanUp();
        }
    }

    private synchronized void cleanUp() {
        try (PreparedStatement delete = connection.prepareStatement("DELETE FROM answers WHERE stored_at < ?")) {
            delete.setLong(1, clock.millis() - KEPT.toMillis());
            delete.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("The idempotency store cannot be cleaned: " + e.getMessage(), e);
        }
        nextCleanup = clock.millis() + Duration.ofHours(1).toMillis();
    }

    void close(@Observes ShutdownEvent stop) {
        try {
            connection.close();
        } catch (SQLException e) {
            // closing at shutdown: nothing left to keep
        }
    }
}
