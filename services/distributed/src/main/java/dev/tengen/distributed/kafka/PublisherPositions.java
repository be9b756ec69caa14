package dev.tengen.distributed.kafka;

import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.TreeSet;
import javax.sql.DataSource;
import org.axonframework.eventhandling.GapAwareTrackingToken;

/**
 * Where each publisher is in its service's event store, in that store's own database: the last global index sent and
 * acknowledged by Kafka, and the gaps before it (indexes whose transactions had not committed yet, read when they do;
 * Axon's {@link GapAwareTrackingToken}). One row per publisher, replaced in one statement.
 */
final class PublisherPositions {

    static final String TABLE = "kafka_publisher_position";

    private final DataSource database;

    PublisherPositions(DataSource database) {
        this.database = database;
        try (Connection connection = database.getConnection(); Statement ddl = connection.createStatement()) {
            connection.setAutoCommit(true);
            ddl.execute("CREATE TABLE IF NOT EXISTS " + TABLE + " (publisher VARCHAR(255) PRIMARY KEY,"
                    + " last_index BIGINT NOT NULL, gaps BIGINT[] NOT NULL)");
        } catch (SQLException e) {
            throw new PublishingFailed("cannot make the table " + TABLE, e);
        }
    }

    /** The publisher's position; null when it never published (it starts at the store's first event). */
    GapAwareTrackingToken load(String publisher) {
        try (Connection connection = database.getConnection();
             PreparedStatement query = connection.prepareStatement(
                     "SELECT last_index, gaps FROM " + TABLE + " WHERE publisher = ?")) {
            query.setString(1, publisher);
            try (ResultSet row = query.executeQuery()) {
                if (!row.next()) {
                    return null;
                }
                Long[] gaps = (Long[]) row.getArray(2).getArray();
                return GapAwareTrackingToken.newInstance(row.getLong(1), new TreeSet<>(Arrays.asList(gaps)));
            }
        } catch (SQLException e) {
            throw new PublishingFailed("cannot read the position of " + publisher, e);
        }
    }

    void save(String publisher, GapAwareTrackingToken position) {
        try (Connection connection = database.getConnection();
             PreparedStatement upsert = connection.prepareStatement("INSERT INTO " + TABLE
                     + " (publisher, last_index, gaps) VALUES (?, ?, ?) ON CONFLICT (publisher)"
                     + " DO UPDATE SET last_index = EXCLUDED.last_index, gaps = EXCLUDED.gaps")) {
            connection.setAutoCommit(true);
            Array gaps = connection.createArrayOf("bigint", position.getGaps().toArray());
            upsert.setString(1, publisher);
            upsert.setLong(2, position.getIndex());
            upsert.setArray(3, gaps);
            upsert.executeUpdate();
        } catch (SQLException e) {
            throw new PublishingFailed("cannot store the position of " + publisher, e);
        }
    }
}
