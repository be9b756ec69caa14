package dev.tengen.platform.axon;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import org.axonframework.eventsourcing.eventstore.jdbc.EventSchema;
import org.axonframework.eventsourcing.eventstore.jdbc.EventTableFactory;

/**
 * Axon's two event tables in SQLite's dialect. The global index is an {@code INTEGER PRIMARY KEY
 * AUTOINCREMENT}: an alias of the row id that SQLite numbers itself, from 1, never reusing a number, which is
 * what Axon's tracking tokens expect (none of Axon's own factories speaks SQLite).
 */
final class SqliteEventTableFactory implements EventTableFactory {

    @Override
    public PreparedStatement createDomainEventTable(Connection connection, EventSchema schema) throws SQLException {
        return connection.prepareStatement("CREATE TABLE IF NOT EXISTS " + schema.domainEventTable() + " (\n"
                + schema.globalIndexColumn() + " INTEGER PRIMARY KEY AUTOINCREMENT,\n"
                + schema.aggregateIdentifierColumn() + " VARCHAR(255) NOT NULL,\n"
                + schema.sequenceNumberColumn() + " BIGINT NOT NULL,\n"
                + schema.typeColumn() + " VARCHAR(255),\n"
                + schema.eventIdentifierColumn() + " VARCHAR(255) NOT NULL UNIQUE,\n"
                + schema.metaDataColumn() + " BLOB,\n"
                + schema.payloadColumn() + " BLOB NOT NULL,\n"
                + schema.payloadRevisionColumn() + " VARCHAR(255),\n"
                + schema.payloadTypeColumn() + " VARCHAR(255) NOT NULL,\n"
                + schema.timestampColumn() + " VARCHAR(255) NOT NULL,\n"
                + "UNIQUE (" + schema.aggregateIdentifierColumn() + ", " + schema.sequenceNumberColumn() + ")\n"
                + ")");
    }

    @Override
    public PreparedStatement createSnapshotEventTable(Connection connection, EventSchema schema) throws SQLException {
        return connection.prepareStatement("CREATE TABLE IF NOT EXISTS " + schema.snapshotTable() + " (\n"
                + schema.aggregateIdentifierColumn() + " VARCHAR(255) NOT NULL,\n"
                + schema.sequenceNumberColumn() + " BIGINT NOT NULL,\n"
                + schema.typeColumn() + " VARCHAR(255) NOT NULL,\n"
                + schema.eventIdentifierColumn() + " VARCHAR(255) NOT NULL UNIQUE,\n"
                + schema.metaDataColumn() + " BLOB,\n"
                + schema.payloadColumn() + " BLOB NOT NULL,\n"
                + schema.payloadRevisionColumn() + " VARCHAR(255),\n"
                + schema.payloadTypeColumn() + " VARCHAR(255) NOT NULL,\n"
                + schema.timestampColumn() + " VARCHAR(255) NOT NULL,\n"
                + "PRIMARY KEY (" + schema.aggregateIdentifierColumn() + ", " + schema.sequenceNumberColumn() + ")\n"
                + ")");
    }
}
