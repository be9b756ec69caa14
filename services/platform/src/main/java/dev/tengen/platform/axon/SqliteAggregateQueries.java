package dev.tengen.platform.axon;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import org.axonframework.eventsourcing.eventstore.jdbc.EventSchema;

/**
 * Axon's five single-number queries (lowest or highest index or sequence), rewritten to return no row
 * instead of a row holding NULL. Axon reads the number with {@code ResultSet.getObject(1, Long.class)},
 * which sqlite-jdbc 3.50.3.0 refuses on NULL ("Bad value for type Long") where other drivers answer null;
 * the empty answer comes on an empty store or a caught-up processor, and Axon reads no row as null.
 */
final class SqliteAggregateQueries {

    private SqliteAggregateQueries() {
    }

    static PreparedStatement createTailToken(Connection connection, EventSchema schema) throws SQLException {
        return connection.prepareStatement(
                unlessNull("min(" + schema.globalIndexColumn() + ") - 1", schema.domainEventTable(), ""));
    }

    static PreparedStatement createHeadToken(Connection connection, EventSchema schema) throws SQLException {
        return connection.prepareStatement(
                unlessNull("max(" + schema.globalIndexColumn() + ")", schema.domainEventTable(), ""));
    }

    static PreparedStatement createTokenAt(Connection connection, EventSchema schema, Instant at) throws SQLException {
        PreparedStatement statement = connection.prepareStatement(unlessNull("min(" + schema.globalIndexColumn() + ") - 1",
                schema.domainEventTable(), " WHERE " + schema.timestampColumn() + " >= ?"));
        // Axon writes timestamps as ISO-8601 text, which sorts as time does.
        statement.setString(1, at.toString());
        return statement;
    }

    static PreparedStatement lastSequenceNumberFor(Connection connection, EventSchema schema, String aggregateIdentifier)
            throws SQLException {
        PreparedStatement statement = connection.prepareStatement(unlessNull("max(" + schema.sequenceNumberColumn() + ")",
                schema.domainEventTable(), " WHERE " + schema.aggregateIdentifierColumn() + " = ?"));
        statement.setString(1, aggregateIdentifier);
        return statement;
    }

    static PreparedStatement fetchTrackedEvents(Connection connection, EventSchema schema, long index) throws SQLException {
        PreparedStatement statement = connection.prepareStatement(unlessNull("min(" + schema.globalIndexColumn() + ")",
                schema.domainEventTable(), " WHERE " + schema.globalIndexColumn() + " > ?"));
        statement.setLong(1, index);
        return statement;
    }

    private static String unlessNull(String aggregate, String table, String where) {
        return "SELECT n FROM (SELECT " + aggregate + " AS n FROM " + table + where + ") WHERE n IS NOT NULL";
    }
}
