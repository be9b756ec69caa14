package dev.tengen.platform.axon;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.concurrent.ConcurrentHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.axonframework.common.jdbc.ConnectionProvider;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.GenericTrackedDomainEventMessage;
import org.axonframework.eventhandling.GenericTrackedEventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventsourcing.eventstore.jdbc.EventSchema;
import org.axonframework.messaging.GenericMessage;
import org.axonframework.messaging.MetaData;
import org.axonframework.serialization.SerializedType;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.SimpleSerializedObject;
import org.axonframework.serialization.SimpleSerializedType;
import org.axonframework.serialization.UnknownSerializedType;
import org.axonframework.serialization.json.JacksonSerializer;

/**
 * The events already in the store at start, read in pages ({@value #PAGE} events) by one thread and handed, deserialised,
 * to the thread that applies them: the start-up rebuild without a tracking processor's cost per event (docs/PLATFORM.md,
 * "Rebuild at start"). Reading and deserialising run beside applying, on the second core.
 *
 * <p>The messages are those the tracking processor would have built from the same rows: the same payloads (the one
 * {@link EventSerializer}), aggregate, sequence number, event id, time stamp and a gap-free token at the row's global
 * index, so a handler cannot tell them apart. Metadata is left empty: no handler reads it (Tengen writes none since the
 * correlation providers were removed, {@link PlatformAxon}). A type whose class is unknown comes as Axon's
 * {@link UnknownSerializedType}, as it would from Axon.
 *
 * <p>The store has one writer, so rows commit in the order of their index and a reader never sees a later row before an
 * earlier one: the position reached has no gap that could still fill.
 */
final class StoreCatchUp {

    /** Events read per query and handed over at once. */
    static final int PAGE = 2_000;
    private static final int PAGES_AHEAD = 4;

    private final ConnectionProvider connections;
    private final Serializer serializer;
    private final ObjectMapper mapper;
    private final StoreDamage damage;
    private final EventSchema schema = EventSchema.builder().build();
    private final Map<String, Class<?>> classes = new ConcurrentHashMap<>();
    private final Map<Class<?>, ObjectReader> readers = new ConcurrentHashMap<>();
    private final String pageQuery;
    private final int pageSize;

    StoreCatchUp(ConnectionProvider connections, Serializer serializer, StoreDamage damage, int pageSize) {
        this.connections = connections;
        this.serializer = serializer;
        this.mapper = ((JacksonSerializer) serializer).getObjectMapper();
        this.damage = damage;
        this.pageSize = pageSize;
        this.pageQuery = "SELECT " + String.join(", ", schema.globalIndexColumn(), schema.typeColumn(),
                schema.aggregateIdentifierColumn(), schema.sequenceNumberColumn(), schema.eventIdentifierColumn(),
                schema.timestampColumn(), schema.payloadTypeColumn(), schema.payloadRevisionColumn(), schema.payloadColumn())
                + " FROM " + schema.domainEventTable() + " WHERE " + schema.globalIndexColumn() + " > ? ORDER BY "
                + schema.globalIndexColumn() + " LIMIT " + pageSize;
    }

    /**
     * A page of events in store order up to global index {@code last}, those of types not wanted left out; an empty
     * page with {@code last} unchanged is the end of the store; or the reader's failure.
     */
    private record Page(List<TrackedEventMessage<?>> events, long last, RuntimeException failure) {
    }

    /**
     * Reads every event after global index {@code after} up to the end of the store, passes those whose payload type
     * is {@code wanted} in order to {@code apply}, a page at a time, and returns the global index of the last event read
     * ({@code after} when there was none). A failure to read comes out of this call once the pages read before it have
     * been applied; {@code apply} has then seen every event up to the returned index.
     */
    long replay(long after, Predicate<Class<?>> wanted, Consumer<List<TrackedEventMessage<?>>> apply) {
        BlockingQueue<Page> pages = new ArrayBlockingQueue<>(PAGES_AHEAD);
        Map<Class<?>, Boolean> answers = new ConcurrentHashMap<>();
        Predicate<Class<?>> remembered = type -> answers.computeIfAbsent(type, wanted::test);
        Thread reader = Thread.ofPlatform().daemon().name("event-store-catch-up")
                .start(() -> read(after, remembered, pages));
        long position = after;
        try {
            while (true) {
                Page page = pages.take();
                if (page.failure() != null) {
                    throw page.failure();
                }
                if (page.last() == position) {
                    return position;
                }
                if (!page.events().isEmpty()) {
                    apply.accept(page.events());
                }
                position = page.last();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while catching up with the event store", e);
        } finally {
            reader.interrupt();
        }
    }

    private void read(long after, Predicate<Class<?>> wanted, BlockingQueue<Page> pages) {
        try {
            long position = after;
            while (true) {
                Page page = page(position, wanted);
                pages.put(page);
                if (page.last() == position) {
                    return;
                }
                position = page.last();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            pages.offer(new Page(List.of(), after, e));
        }
    }

    private Page page(long after, Predicate<Class<?>> wanted) {
        try (Connection connection = connections.getConnection();
                PreparedStatement statement = connection.prepareStatement(pageQuery)) {
            statement.setLong(1, after);
            List<TrackedEventMessage<?>> events = new ArrayList<>(pageSize);
            long last = after;
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    last = rows.getLong(1);
                    SerializedType payloadType = new SimpleSerializedType(rows.getString(7), rows.getString(8));
                    Class<?> payloadClass = classes.computeIfAbsent(payloadType.getName(),
                            name -> serializer.classForType(payloadType));
                    if (wanted.test(payloadClass)) {
                        events.add(message(rows, last, payloadType, payloadClass));
                    }
                }
            }
            return new Page(events, last, null);
        } catch (SQLException e) {
            damage.observe(e);
            throw new IllegalStateException("cannot read the event store after global index " + after + ": "
                    + e.getMessage(), e);
        }
    }

    private TrackedEventMessage<?> message(ResultSet row, long index, SerializedType payloadType, Class<?> payloadClass)
            throws SQLException {
        String type = StoredStrings.shared(row.getString(2));
        String aggregate = StoredStrings.shared(row.getString(3));
        long sequence = row.getLong(4);
        String eventId = row.getString(5);
        String stamp = row.getString(6);
        byte[] payload = row.getBytes(9);
        GenericMessage<?> message = new GenericMessage<>(eventId, payload(payloadType, payloadClass, payload),
                MetaData.emptyInstance());
        GapAwareTrackingToken token = GapAwareTrackingToken.newInstance(index, Collections.emptySortedSet());
        // as Axon's reader: an event whose id is its aggregate's is no domain event (SqliteStorageEngine)
        if (eventId.equals(aggregate)) {
            return new GenericTrackedEventMessage<>(token, message, () -> StoredTimestamps.parse(stamp));
        }
        return new GenericTrackedDomainEventMessage<>(token, type, aggregate, sequence, message,
                () -> StoredTimestamps.parse(stamp));
    }

    private Object payload(SerializedType type, Class<?> payloadClass, byte[] bytes) {
        if (payloadClass == UnknownSerializedType.class) {
            return new UnknownSerializedType(serializer, new SimpleSerializedObject<>(bytes, byte[].class, type));
        }
        try {
            return readers.computeIfAbsent(payloadClass, mapper::readerFor).readValue(bytes);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("cannot read the stored " + type.getName() + ": " + e.getMessage(), e);
        }
    }
}
