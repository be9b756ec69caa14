package dev.tengen.platform.axon;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.axonframework.common.jdbc.ConnectionProvider;
import org.axonframework.eventsourcing.eventstore.jdbc.EventSchema;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.json.JacksonSerializer;

/**
 * Two questions a flow asks the store about aggregates' streams, each in one query: which of many aggregates have a
 * stream, and the events of a few payload types in one aggregate's stream. Asked through Axon, the first was a query
 * per aggregate and the second deserialised the whole stream (the flows' thread in a rebuild, docs/BENCHMARKS.md,
 * "Rebuild and start-up"). Both read committed events only, as Axon's own reads outside a command do.
 */
public final class StoredStreams {

    /** SQLite's default limit of parameters in one statement is 32,766; a round's boards stay far below. */
    private static final int IDS_PER_QUERY = 500;

    private final ConnectionProvider connections;
    private final Serializer serializer;
    private final ObjectMapper mapper;
    private final StoreDamage damage;
    private final EventSchema schema = EventSchema.builder().build();

    StoredStreams(ConnectionProvider connections, Serializer serializer, StoreDamage damage) {
        this.connections = connections;
        this.serializer = serializer;
        this.mapper = ((JacksonSerializer) serializer).getObjectMapper();
        this.damage = damage;
    }

    /** Those of {@code aggregateIds} that have at least one event in the store. */
    public Set<String> existing(Collection<String> aggregateIds) {
        List<String> ids = List.copyOf(new HashSet<>(aggregateIds));
        Set<String> found = new HashSet<>();
        for (int from = 0; from < ids.size(); from += IDS_PER_QUERY) {
            List<String> chunk = ids.subList(from, Math.min(ids.size(), from + IDS_PER_QUERY));
            String sql = "SELECT DISTINCT " + schema.aggregateIdentifierColumn() + " FROM " + schema.domainEventTable()
                    + " WHERE " + schema.aggregateIdentifierColumn() + " IN (" + placeholders(chunk.size()) + ")";
            query(sql, chunk, row -> found.add(row.getString(1)));
        }
        return found;
    }

    /**
     * The events of {@code aggregateId} whose payload is one of {@code types}, in the stream's order; the other events
     * of the stream are neither read nor deserialised.
     */
    public List<Object> events(String aggregateId, Collection<Class<?>> types) {
        Map<String, Class<?>> byName = types.stream()
                .collect(Collectors.toMap(type -> serializer.typeForClass(type).getName(), Function.identity()));
        List<String> parameters = new ArrayList<>();
        parameters.add(aggregateId);
        parameters.addAll(byName.keySet());
        String sql = "SELECT " + schema.payloadTypeColumn() + ", " + schema.payloadColumn() + " FROM "
                + schema.domainEventTable() + " WHERE " + schema.aggregateIdentifierColumn() + " = ? AND "
                + schema.payloadTypeColumn() + " IN (" + placeholders(byName.size()) + ") ORDER BY "
                + schema.sequenceNumberColumn();
        List<Object> events = new ArrayList<>();
        query(sql, parameters, row -> {
            String type = row.getString(1);
            try {
                events.add(mapper.readValue(row.getBytes(2), byName.get(type)));
            } catch (IOException e) {
                throw new IllegalStateException("cannot read a stored " + type + " of " + aggregateId + ": "
                        + e.getMessage(), e);
            }
        });
        return events;
    }

    private interface RowReader {
        void read(ResultSet row) throws SQLException;
    }

    private void query(String sql, List<String> parameters, RowReader reader) {
        try (Connection connection = connections.getConnection();
                PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.size(); i++) {
                statement.setString(i + 1, parameters.get(i));
            }
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    reader.read(rows);
                }
            }
        } catch (SQLException e) {
            damage.observe(e);
            throw new IllegalStateException("cannot read the event store: " + e.getMessage(), e);
        }
    }

    private static String placeholders(int count) {
        return String.join(", ", Collections.nCopies(count, "?"));
    }
}
