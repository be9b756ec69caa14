package dev.tengen.distributed.app;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.tengen.distributed.kafka.PublishedEvent;
import io.agroal.api.AgroalDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Another service's facts as this service keeps them: one row per aggregate of another service (its kind, its id),
 * the value its events folded to so far, as JSON, with the sequence of the last event folded in, in the service's own
 * PostgreSQL database. An event is folded in once: one whose sequence is not past the row's changes nothing, so a
 * redelivery (a resend under a new position, a consumer stopped before its ledger heard of its batch) leaves the
 * facts as they were. One aggregate's events come from one partition, in order, to one consumer.
 */
public final class FoldedFacts {

    static final String TABLE = "folded_facts";
    private static final ObjectMapper JSON = new ObjectMapper().registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private final ServiceDatabase tables;

    public FoldedFacts(AgroalDataSource database) {
        this.tables = new ServiceDatabase(database, "CREATE TABLE IF NOT EXISTS " + TABLE + " (kind TEXT NOT NULL,"
                + " aggregate_id TEXT NOT NULL, sequence BIGINT NOT NULL, facts TEXT NOT NULL,"
                + " PRIMARY KEY (kind, aggregate_id))");
    }

    /**
     * Folds {@code event} into the {@code kind} facts of its aggregate ({@code none} before its first event) by
     * {@code fold}, unless an event of the same or a later sequence was folded in already; whether it was folded.
     */
    public <T> boolean foldOnce(String kind, Class<T> type, T none, PublishedEvent event, UnaryOperator<T> fold) {
        try (Connection connection = tables.connection()) {
            connection.setAutoCommit(false);
            try {
                Optional<Row<T>> row = row(connection, kind, event.aggregateId(), type, " FOR UPDATE");
                if (row.isPresent() && row.get().sequence() >= event.sequence()) {
                    connection.rollback();
                    return false;
                }
                String facts = JSON.writeValueAsString(fold.apply(row.map(Row::facts).orElse(none)));
                try (PreparedStatement upsert = connection.prepareStatement("INSERT INTO " + TABLE + " (kind,"
                        + " aggregate_id, sequence, facts) VALUES (?, ?, ?, ?) ON CONFLICT (kind, aggregate_id) DO UPDATE"
                        + " SET sequence = EXCLUDED.sequence, facts = EXCLUDED.facts"
                        + " WHERE " + TABLE + ".sequence < EXCLUDED.sequence")) {
                    upsert.setString(1, kind);
                    upsert.setString(2, event.aggregateId());
                    upsert.setLong(3, event.sequence());
                    upsert.setString(4, facts);
                    boolean folded = upsert.executeUpdate() == 1;
                    connection.commit();
                    return folded;
                }
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } catch (JsonProcessingException e) {
                connection.rollback();
                throw new IllegalStateException("The " + kind + " facts of " + event.aggregateId()
                        + " cannot be written as JSON: " + e.getOriginalMessage(), e);
            }
        } catch (SQLException e) {
            throw ServiceDatabase.failure("The " + kind + " facts of " + event.aggregateId() + " cannot be folded", e);
        }
    }

    /** The {@code kind} facts of the aggregate {@code aggregateId}; empty when none of its events was folded in. */
    public <T> Optional<T> find(String kind, String aggregateId, Class<T> type) {
        try (Connection connection = tables.connection()) {
            return row(connection, kind, aggregateId, type, "").map(Row::facts);
        } catch (SQLException e) {
            throw ServiceDatabase.failure("The " + kind + " facts of " + aggregateId + " cannot be read", e);
        }
    }

    private record Row<T>(long sequence, T facts) {
    }

    private static <T> Optional<Row<T>> row(Connection connection, String kind, String aggregateId, Class<T> type,
            String lock) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT sequence, facts FROM " + TABLE
                + " WHERE kind = ? AND aggregate_id = ?" + lock)) {
            select.setString(1, kind);
            select.setString(2, aggregateId);
            try (ResultSet row = select.executeQuery()) {
                if (!row.next()) {
                    return Optional.empty();
                }
                return Optional.of(new Row<>(row.getLong(1), JSON.readValue(row.getString(2), type)));
            }
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("The " + kind + " facts of " + aggregateId + " cannot be read from their"
                    + " JSON: " + e.getOriginalMessage(), e);
        }
    }
}
