package dev.tengen.distributed.store;

import dev.tengen.distributed.kafka.ConsumerLedger;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import javax.sql.DataSource;
import org.apache.kafka.common.TopicPartition;

/**
 * A consumer's ledger in its service's own PostgreSQL database, beside the service's event store: for a service's
 * flow that follows another service's topic (the game service following tengen.tournament), where a read model keeps
 * its ledger in MongoDB ({@code dev.tengen.distributed.mongo.MongoLedger}). {@value #APPLIED} holds one row per
 * consumer and applied event id (recorded twice, still one row); {@value #POSITIONS} one row per consumer and
 * partition, whose next offset only grows. A poll's record is one transaction: its ids and its positions are
 * written together or not at all. A database that cannot be reached fails as {@link StoreUnavailable}.
 */
public final class PostgresLedger implements ConsumerLedger {

    static final String APPLIED = "kafka_consumer_applied";
    static final String POSITIONS = "kafka_consumer_position";

    private final DataSource database;
    private final String consumer;
    private final String store;

    /**
     * The ledger of the consumer {@code consumer} in {@code database} (the store named {@code store}, for messages),
     * its tables made when missing.
     */
    public PostgresLedger(DataSource database, String store, String consumer) {
        this.database = database;
        this.store = store;
        this.consumer = consumer;
        try (Connection connection = database.getConnection(); Statement ddl = connection.createStatement()) {
            connection.setAutoCommit(true);
            ddl.execute("CREATE TABLE IF NOT EXISTS " + APPLIED + " (consumer VARCHAR(255) NOT NULL,"
                    + " event_id VARCHAR(255) NOT NULL, aggregate_id VARCHAR(255), sequence_number BIGINT,"
                    + " topic VARCHAR(255) NOT NULL, partition_number INT NOT NULL, record_offset BIGINT NOT NULL,"
                    + " PRIMARY KEY (consumer, event_id))");
            ddl.execute("CREATE TABLE IF NOT EXISTS " + POSITIONS + " (consumer VARCHAR(255) NOT NULL,"
                    + " topic VARCHAR(255) NOT NULL, partition_number INT NOT NULL, next_offset BIGINT NOT NULL,"
                    + " PRIMARY KEY (consumer, topic, partition_number))");
        } catch (SQLException e) {
            throw failed("cannot make the ledger's tables", e);
        }
    }

    @Override
    public Set<String> appliedAmong(Collection<String> eventIds) {
        if (eventIds.isEmpty()) {
            return new HashSet<>();
        }
        try (Connection connection = database.getConnection()) {
            connection.setAutoCommit(true);
            return TextsAmong.query(connection, "SELECT event_id FROM " + APPLIED
                    + " WHERE consumer = ? AND event_id = ANY (?)", eventIds, consumer);
        } catch (SQLException e) {
            throw failed("cannot read the applied events", e);
        }
    }

    @Override
    public void record(List<Applied> events, Map<TopicPartition, Long> next) {
        if (events.isEmpty() && next.isEmpty()) {
            return;
        }
        try (Connection connection = database.getConnection()) {
            connection.setAutoCommit(false);
            try (PreparedStatement applied = connection.prepareStatement("INSERT INTO " + APPLIED
                    + " (consumer, event_id, aggregate_id, sequence_number, topic, partition_number, record_offset)"
                    + " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (consumer, event_id) DO NOTHING");
                 PreparedStatement positions = connection.prepareStatement("INSERT INTO " + POSITIONS
                         + " (consumer, topic, partition_number, next_offset) VALUES (?, ?, ?, ?)"
                         + " ON CONFLICT (consumer, topic, partition_number)"
                         + " DO UPDATE SET next_offset = GREATEST(" + POSITIONS + ".next_offset, EXCLUDED.next_offset)")) {
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
                for (Map.Entry<TopicPartition, Long> position : next.entrySet()) {
                    positions.setString(1, consumer);
                    positions.setString(2, position.getKey().topic());
                    positions.setInt(3, position.getKey().partition());
                    positions.setLong(4, position.getValue());
                    positions.addBatch();
                }
                applied.executeBatch();
                positions.executeBatch();
                connection.commit();
            } catch (SQLException e) {
                connection.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw failed("cannot record the applied events", e);
        }
    }

    @Override
    public OptionalLong position(TopicPartition partition) {
        try (Connection connection = database.getConnection();
             PreparedStatement query = connection.prepareStatement("SELECT next_offset FROM " + POSITIONS
                     + " WHERE consumer = ? AND topic = ? AND partition_number = ?")) {
            connection.setAutoCommit(true);
            query.setString(1, consumer);
            query.setString(2, partition.topic());
            query.setInt(3, partition.partition());
            try (ResultSet row = query.executeQuery()) {
                return row.next() ? OptionalLong.of(row.getLong(1)) : OptionalLong.empty();
            }
        } catch (SQLException e) {
            throw failed("cannot read the position in " + partition, e);
        }
    }

    private RuntimeException failed(String what, SQLException cause) {
        return StoreUnavailable.translate(store, new IllegalStateException("the ledger of " + consumer + " in "
                + store + ": " + what + " (" + cause.getMessage() + ")", cause));
    }
}
