package dev.tengen.platform.axon;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.tengen.serialization.StoredStrings;
import dev.tengen.serialization.StoredTimestamps;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
import org.jboss.logging.Logger;

/**
 * The events already in the store at start, read in pages ({@value #PAGE} events) by one thread and handed, deserialised,
 * to the thread that applies them: the start-up rebuild without a tracking processor's cost per event (docs/PLATFORM.md,
 * "Rebuild at start"). Reading and deserialising run beside applying, on the second core. The processors' first
 * catch-up is one read for all of them, each taking the events of the types it handles ({@link SharedFirstRead});
 * any later one (after a failed read) leaves the payload types no handler takes out of its query.
 *
 * <p>The messages are those the tracking processor would have built from the same rows: the same payloads (the one
 * {@link EventSerializer}), aggregate, sequence number, event id, time stamp and a gap-free token at the row's global
 * index, so a handler cannot tell them apart. Metadata is left empty: no handler reads it (Tengen writes none since the
 * correlation providers were removed, {@link PlatformAxon}). A type whose class is unknown comes as Axon's
 * {@link UnknownSerializedType}, as it would from Axon.
 *
 * <p>The store has one writer, which commits rows in the order of their global index: every row up to the last one
 * stored when the catch-up begins is committed by then, so the position reached has no gap that could still fill.
 */
final class StoreCatchUp {

    /** Events read per query and handed over at once. */
    static final int PAGE = 2_000;
    private static final Logger LOG = Logger.getLogger(StoreCatchUp.class);

    private final ConnectionProvider connections;
    private final Serializer serializer;
    private final ObjectMapper mapper;
    private final StoreDamage damage;
    private final SharedFirstRead first;
    private final EventSchema schema = EventSchema.builder().build();
    private final Map<String, Class<?>> classes = new ConcurrentHashMap<>();
    private final Map<Class<?>, ObjectReader> readers = new ConcurrentHashMap<>();
    private final String pageQuery;
    private final int pageSize;

    /** {@code first}: the processors' first catch-up, read once for all of them. */
    StoreCatchUp(ConnectionProvider connections, Serializer serializer, StoreDamage damage, int pageSize,
            SharedFirstRead first) {
        this.connections = connections;
        this.serializer = serializer;
        this.mapper = ((JacksonSerializer) serializer).getObjectMapper();
        this.damage = damage;
        this.pageSize = pageSize;
        this.first = first;
        this.pageQuery = "SELECT " + String.join(", ", schema.globalIndexColumn(), schema.typeColumn(),
                schema.aggregateIdentifierColumn(), schema.sequenceNumberColumn(), schema.eventIdentifierColumn(),
                schema.timestampColumn(), schema.payloadTypeColumn(), schema.payloadRevisionColumn(), schema.payloadColumn())
                + " FROM " + schema.domainEventTable() + " WHERE " + schema.globalIndexColumn() + " > ? AND "
                + schema.globalIndexColumn() + " <= ?";
    }

    /**
     * A page of events in store order; or the end, with the last index read ({@code head}); or the reader's failure.
     */
    record Page(List<TrackedEventMessage<?>> events, boolean end, long head, RuntimeException failure) {
    }

    /** Where the reading thread puts its pages; false when nobody takes them any more. */
    @FunctionalInterface
    private interface Pages {
        boolean put(Page page) throws InterruptedException;
    }

    /**
     * Applies the events after global index {@code after}, up to the last one stored when the read begins, whose
     * payload type is {@code wanted}, in store order and a page at a time, and returns that last index ({@code after}
     * when there was none). The first catch-up from the start of the store is the one read all processors share
     * ({@link SharedFirstRead}); any other is read for this caller alone, and a type not wanted is left out by the
     * query itself. A failure to read comes out of this call once the pages read before it have been applied.
     */
    long replay(long after, Predicate<Class<?>> wanted, Consumer<List<TrackedEventMessage<?>>> apply) {
        try {
            Optional<SharedFirstRead.Reader> shared = after == 0
                    ? first.join(wanted, (anyWanted, read) -> startReading(0, anyWanted, read::hand))
                    : Optional.empty();
            BlockingQueue<Page> pages;
            Runnable stop;
            if (shared.isPresent()) {
                pages = shared.get().pages;
                stop = shared.get()::leave;
            } else {
                BlockingQueue<Page> own = new ArrayBlockingQueue<>(SharedFirstRead.PAGES_AHEAD);
                Thread reader = startReading(after, wanted, page -> {
                    own.put(page);
                    return true;
                });
                pages = own;
                stop = reader::interrupt;
            }
            try {
                Map<Class<?>, Boolean> takes = new HashMap<>();
                while (true) {
                    Page page = pages.take();
                    if (page.failure() != null) {
                        throw page.failure();
                    }
                    if (page.end()) {
                        return Math.max(after, page.head());
                    }
                    // a read of one's own has left the types not wanted out of its query already
                    List<TrackedEventMessage<?>> taken = shared.isPresent() ? taken(page.events(), wanted, takes)
                            : page.events();
                    if (!taken.isEmpty()) {
                        apply.accept(taken);
                    }
                }
            } finally {
                stop.run();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while catching up with the event store", e);
        }
    }

    /** The events of {@code page} whose payload type is {@code wanted}: the page itself when it is all of them. */
    private static List<TrackedEventMessage<?>> taken(List<TrackedEventMessage<?>> page, Predicate<Class<?>> wanted,
            Map<Class<?>, Boolean> takes) {
        int kept = 0;
        while (kept < page.size() && takes.computeIfAbsent(page.get(kept).getPayloadType(), wanted::test)) {
            kept++;
        }
        if (kept == page.size()) {
            return page;
        }
        List<TrackedEventMessage<?>> taken = new ArrayList<>(page.subList(0, kept));
        for (int i = kept + 1; i < page.size(); i++) {
            TrackedEventMessage<?> event = page.get(i);
            if (takes.computeIfAbsent(event.getPayloadType(), wanted::test)) {
                taken.add(event);
            }
        }
        return taken;
    }

    /**
     * A thread that reads the events after {@code after} up to the last one stored now whose type is {@code wanted},
     * a page at a time, and puts each page, then the end (or its failure), in {@code pages}.
     */
    private Thread startReading(long after, Predicate<Class<?>> wanted, Pages pages) {
        return Thread.ofPlatform().daemon().name("event-store-catch-up").start(() -> read(after, wanted, pages));
    }

    private void read(long after, Predicate<Class<?>> wanted, Pages pages) {
        try {
            long head;
            Optional<List<String>> types;
            try (Connection connection = connections.getConnection()) {
                head = head(connection).orElse(after);
                types = head > after ? wantedTypes(connection, after, wanted) : Optional.of(List.of());
            } catch (SQLException e) {
                damage.observe(e);
                throw new IllegalStateException("cannot read the event store: " + e.getMessage(), e);
            }
            if (types.isPresent() && types.get().isEmpty()) {
                pages.put(new Page(List.of(), true, head, null));
                return;
            }
            String query = pageQuery + types.map(names -> " AND " + schema.payloadTypeColumn() + " IN ("
                    + String.join(", ", Collections.nCopies(names.size(), "?")) + ")").orElse("")
                    + " ORDER BY " + schema.globalIndexColumn() + " LIMIT " + pageSize;
            List<String> typeNames = types.orElse(List.of());
            long position = after;
            while (true) {
                List<TrackedEventMessage<?>> page = page(query, typeNames, position, head);
                if (page.isEmpty()) {
                    LOG.infof("Read the event store from index %d to %d in %.2f CPU-s.", after, head,
                            threadCpuNanos() / 1e9);
                    pages.put(new Page(List.of(), true, head, null));
                    return;
                }
                if (!pages.put(new Page(page, false, head, null))) {
                    return;
                }
                position = page.getLast().trackingToken().position().orElseThrow();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            try {
                pages.put(new Page(List.of(), false, 0, e));
            } catch (InterruptedException stopped) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private Optional<Long> head(Connection connection) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement("SELECT max(" + schema.globalIndexColumn()
                + ") FROM " + schema.domainEventTable()); ResultSet row = statement.executeQuery()) {
            long head = row.next() ? row.getLong(1) : 0;
            return row.wasNull() || head == 0 ? Optional.empty() : Optional.of(head);
        }
    }

    /** The names of the payload types stored after {@code after} that are wanted; empty when every one is. */
    private Optional<List<String>> wantedTypes(Connection connection, long after, Predicate<Class<?>> wanted)
            throws SQLException {
        if (wanted.test(Object.class)) {
            return Optional.empty(); // a handler takes any event (the audit ledger)
        }
        List<String> stored = new ArrayList<>();
        try (PreparedStatement statement = connection.prepareStatement("SELECT DISTINCT " + schema.payloadTypeColumn()
                + " FROM " + schema.domainEventTable() + " WHERE " + schema.globalIndexColumn() + " > ?")) {
            statement.setLong(1, after);
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    stored.add(rows.getString(1));
                }
            }
        }
        List<String> kept = stored.stream().filter(name -> wanted.test(payloadClass(new SimpleSerializedType(name, null))))
                .toList();
        return kept.size() == stored.size() ? Optional.empty() : Optional.of(kept);
    }

    private Class<?> payloadClass(SerializedType type) {
        return classes.computeIfAbsent(type.getName(), name -> serializer.classForType(type));
    }

    private List<TrackedEventMessage<?>> page(String query, List<String> types, long after, long head) {
        try (Connection connection = connections.getConnection();
                PreparedStatement statement = connection.prepareStatement(query)) {
            statement.setLong(1, after);
            statement.setLong(2, head);
            for (int i = 0; i < types.size(); i++) {
                statement.setString(3 + i, types.get(i));
            }
            List<TrackedEventMessage<?>> events = new ArrayList<>(pageSize);
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    SerializedType payloadType = new SimpleSerializedType(rows.getString(7), rows.getString(8));
                    events.add(message(rows, rows.getLong(1), payloadType, payloadClass(payloadType)));
                }
            }
            return events;
        } catch (SQLException e) {
            damage.observe(e);
            throw new IllegalStateException("cannot read the event store after global index " + after + ": "
                    + e.getMessage(), e);
        }
    }

    /** The CPU time of the calling thread so far, or 0 where the JVM does not measure it (the catch-up's log lines). */
    static long threadCpuNanos() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : 0;
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
