package dev.tengen.distributed.app;

import dev.tengen.service.web.idempotency.AnswerStore;
import dev.tengen.service.web.idempotency.StoredAnswer;
import io.agroal.api.AgroalDataSource;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

/**
 * The first answers to commands sent with an {@code Idempotency-Key}, kept a day in the service's own PostgreSQL
 * database beside its events, so that a retry sent to another replica or after a restart gets the first answer too.
 * The answer is written after the command's events are committed; a database out of reach answers 503 as the event
 * store does.
 */
@Singleton
public class PostgresAnswers implements AnswerStore {

    /** How long a retry gets the first answer, as in the embedded platform: longer than any client retries a command. */
    static final Duration KEPT = Duration.ofHours(24);
    static final String TABLE = "idempotency_answers";

    private final ServiceDatabase tables;
    private final Clock clock;

    PostgresAnswers(AgroalDataSource database, Clock clock) {
        this.tables = new ServiceDatabase(database, "CREATE TABLE IF NOT EXISTS " + TABLE + " (account TEXT NOT NULL,"
                + " idempotency_key TEXT NOT NULL, request TEXT NOT NULL, status INTEGER NOT NULL, media_type TEXT,"
                + " etag TEXT, location TEXT, body TEXT, stored_at BIGINT NOT NULL, PRIMARY KEY (account, idempotency_key))");
        this.clock = clock;
    }

    @Override
    public Optional<StoredAnswer> find(String account, String key) {
        try (Connection connection = connection();
             PreparedStatement select = connection.prepareStatement("SELECT request, status, media_type, etag, location,"
                     + " body FROM " + TABLE + " WHERE account = ? AND idempotency_key = ? AND stored_at >= ?")) {
            select.setString(1, account);
            select.setString(2, key);
            select.setLong(3, clock.millis() - KEPT.toMillis());
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? Optional.of(new StoredAnswer(row.getString(1), row.getInt(2), row.getString(3),
                        row.getString(4), row.getString(5), row.getString(6))) : Optional.empty();
            }
        } catch (SQLException e) {
            throw failure("read", e);
        }
    }

    @Override
    public void keep(String account, String key, StoredAnswer answer) {
        try (Connection connection = connection();
             PreparedStatement upsert = connection.prepareStatement("INSERT INTO " + TABLE + " (account, idempotency_key,"
                     + " request, status, media_type, etag, location, body, stored_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
                     + " ON CONFLICT (account, idempotency_key) DO UPDATE SET request = EXCLUDED.request,"
                     + " status = EXCLUDED.status, media_type = EXCLUDED.media_type, etag = EXCLUDED.etag,"
                     + " location = EXCLUDED.location, body = EXCLUDED.body, stored_at = EXCLUDED.stored_at")) {
            upsert.setString(1, account);
            upsert.setString(2, key);
            upsert.setString(3, answer.request());
            upsert.setInt(4, answer.status());
            upsert.setString(5, answer.mediaType());
            upsert.setString(6, answer.etag());
            upsert.setString(7, answer.location());
            upsert.setString(8, answer.body());
            upsert.setLong(9, clock.millis());
            upsert.executeUpdate();
            // answers older than a day go as new ones come: the table holds about a day of keyed commands
            try (PreparedStatement forget = connection.prepareStatement("DELETE FROM " + TABLE + " WHERE stored_at < ?")) {
                forget.setLong(1, clock.millis() - KEPT.toMillis());
                forget.executeUpdate();
            }
        } catch (SQLException e) {
            throw failure("written", e);
        }
    }

    private Connection connection() throws SQLException {
        return tables.connection();
    }

    private static RuntimeException failure(String verb, SQLException e) {
        return ServiceDatabase.failure("The idempotency answers cannot be " + verb, e);
    }
}
