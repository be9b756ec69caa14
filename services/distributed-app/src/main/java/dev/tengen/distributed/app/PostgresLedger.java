package dev.tengen.distributed.app;

import dev.tengen.distributed.kafka.ConsumerLedger;
import io.agroal.api.AgroalDataSource;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import org.apache.kafka.common.TopicPartition;

/**
 * A consumer's ledger ({@link ConsumerLedger}) in the service's own PostgreSQL database, beside the facts it folds:
 * {@value #APPLIED} holds one row per applied event id (recording an id twice leaves one row), {@value #POSITIONS} one
 * row per consumer and partition whose {@code next} only grows. A poll costs one query and one transaction whatever
 * its size. The database out of reach is {@link AnswersUnavailable}: the consumer reads the same records again later.
 */
public final class PostgresLedger implements ConsumerLedger {

    static final String APPLIED = "consumer_applied";
    static final String POSITIONS = "consumer_positions";

    private final ServiceDatabase tables;
    private final String consumer;

    /** The ledger of the consumer {@code consumer} (its group's name) in {@code database}. */
    public PostgresLedger(AgroalDataSource database, String consumer) {
        this.tables = new ServiceDatabase(database,
                "CREATE TABLE IF NOT EXISTS " + APPLIED + " (consumer TEXT NOT NULL, event_id TEXT NOT NULL,"
                        + " aggregate_id TEXT, sequence BIGINT, topic TEXT NOT NULL, topic_partition INTEGER NOT NULL,"
                        + " topic_offset BIGINT NOT NULL, PRIMARY KEY (consumer, event_id))",
                "CREATE TABLE IF NOT EXISTS " + POSITIONS + " (consumer TEXT NOT NULL, topic TEXT NOT NULL,"
                        + " topic_partition INTEGER NOT NULL, next BIGINT NOT NULL,"
                        + " PRIMARY KEY (consumer, topic, topic_partition))");
        this.consumer = consumer;
    }

    @Override
    public Set<String> appliedAmong(Collection<String> eventIds) {
        Set<String> found = new HashSet<>();
        if (eventIds.isEmpty()) {
            return found;
        }
        try (Connection connection = connection();
             PreparedStatement select = connection.prepareStatement("SELECT event_id FROM " + APPLIED
                     + " WHERE consumer = ? AND event_id = ANY (?)")) {
            Array ids = connection.createArrayOf("text", eventIds.toArray());
            select.setString(1, consumer);
            select.setArray(2, ids);
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    found.add(rows.getString(1));
                }
            }
            return found;
        } catch (SQLException e) {
            throw ServiceDatabase.failure("The consumer " + consumer + "'s ledger cannot be read", e);
        }
    }

    @Override
    public void record(List<Applied> events, Map<TopicPartition, Long> next) {
        try (Connection connection = connection()) {
            connection.setAutoCommit(false);
            try (PreparedStatement applied = connection.prepareStatement("INSERT INTO " + APPLIED + " (consumer, event_id,"
                    + " aggregate_id, sequence, topic, topic_partition, topic_offset) VALUES (?, ?, ?, ?, ?, ?, ?)"
                    + " ON CONFLICT (consumer, event_id) DO NOTHING");
                 PreparedStatement position = connection.prepareStatement("INSERT INTO " + POSITIONS + " (consumer, topic,"
                    + " topic_partition, next) VALUES (?, ?, ?, ?) ON CONFLICT (consumer, topic, topic_partition)"
                    + " DO UPDATE SET next = GREATEST(" + POSITIONS + ".next, EXCLUDED.next)")) {
                for (Applied event : events) {
                    applied.setString(1, consumer);
                    applied.setString(2, event.event().eventId());
                    applied.setString(3, event.event().aggregateId());
                    applied.setLong(4, event.event().sequence());
                    applied.setString(5, event.partition().topic());
                    applied.setInt(6, event.partition().partition());
                    applied.setLong(7, event.offset());
                    applied.addBatch();
                }
                applied.executeBatch();
                for (Map.Entry<TopicPartition, Long> moved : next.entrySet()) {
                    position.setString(1, consumer);
                    position.setString(2, moved.getKey().topic());
                    position.setInt(3, moved.getKey().partition());
                    position.setLong(4, moved.getValue());
                    position.addBatch();
                }
                position.executeBatch();
                connection.commit();
            } catch (SQLException e) {
                connection.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw ServiceDatabase.failure("The consumer " + consumer + "'s ledger cannot be written", e);
        }
    }

    @Override
    public OptionalLong position(TopicPartition partition) {
        try (Connection connection = connection();
             PreparedStatement select = connection.prepareStatement("SELECT next FROM " + POSITIONS
                     + " WHERE consumer = ? AND topic = ? AND topic_partition = ?")) {
            select.setString(1, consumer);
            select.setString(2, partition.topic());
            select.setInt(3, partition.partition());
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? OptionalLong.of(row.getLong(1)) : OptionalLong.empty();
            }
        } catch (SQLException e) {
            throw ServiceDatabase.failure("The consumer " + consumer + "'s position cannot be read", e);
        }
    }

    private Connection connection() throws SQLException {
        return tables.connection();
    }
}
