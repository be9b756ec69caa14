package dev.tengen.platform.axon;

import dev.tengen.serialization.StoredTimestamps;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.axonframework.eventhandling.DomainEventData;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.GenericDomainEventEntry;
import org.axonframework.eventhandling.GenericEventMessage;
import org.axonframework.eventhandling.TrackedDomainEventData;
import org.axonframework.eventhandling.TrackedEventData;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.jdbc.EventSchema;
import org.axonframework.eventsourcing.eventstore.jdbc.JdbcEventStorageEngine;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.Serializer;

/**
 * Axon's JDBC engine, reading the events' time stamps with {@link StoredTimestamps} when the processors track the
 * store (the replay at every start reads every event of the store).
 *
 * <p>{@link #getTrackedEventData} is Axon 4.13's own, rewritten because Axon parses each event's time stamp there
 * (to decide whether a gap before it may still fill) with a general ISO parser and keeps no parsed value: the
 * same row, the same token, the same gap rule, with the engine's gap settings passed in from {@link
 * SqliteEventStore} since Axon keeps them private.
 *
 * <p>Every read and write of the file passes its failures to {@link StoreDamage} on their way up, so that a page
 * SQLite finds damaged, or cannot read, stops the platform's writes at once (the failure itself goes on to Axon).
 */
final class SqliteStorageEngine extends JdbcEventStorageEngine {

    private final long lowestGlobalSequence;
    private final int maxGapOffset;
    private final int gapTimeoutMillis;
    private final StoreDamage damage;
    private final ThreadBoundTransactions connections;

    SqliteStorageEngine(Builder builder, ThreadBoundTransactions connections, long lowestGlobalSequence,
            int maxGapOffset, int gapTimeoutMillis, StoreDamage damage) {
        super(builder.lowestGlobalSequence(lowestGlobalSequence).maxGapOffset(maxGapOffset).gapTimeout(gapTimeoutMillis));
        this.lowestGlobalSequence = lowestGlobalSequence;
        this.maxGapOffset = maxGapOffset;
        this.gapTimeoutMillis = gapTimeoutMillis;
        this.damage = damage;
        this.connections = connections;
    }

    @Override
    protected List<? extends TrackedEventData<?>> fetchTrackedEvents(TrackingToken lastToken, int batchSize) {
        try {
            return super.fetchTrackedEvents(lastToken, batchSize);
        } catch (RuntimeException e) {
            damage.observe(e);
            throw e;
        }
    }

    @Override
    protected List<? extends DomainEventData<?>> fetchDomainEvents(String aggregateIdentifier, long firstSequenceNumber,
            int batchSize) {
        try {
            return connections.beforeTheBatch(
                    () -> super.fetchDomainEvents(aggregateIdentifier, firstSequenceNumber, batchSize));
        } catch (RuntimeException e) {
            damage.observe(e);
            throw e;
        }
    }

    @Override
    protected Stream<? extends DomainEventData<?>> readSnapshotData(String aggregateIdentifier) {
        try {
            return connections.beforeTheBatch(() -> super.readSnapshotData(aggregateIdentifier));
        } catch (RuntimeException e) {
            damage.observe(e);
            throw e;
        }
    }

    @Override
    protected void appendEvents(List<? extends EventMessage<?>> events, Serializer serializer) {
        try {
            super.appendEvents(events, serializer);
        } catch (RuntimeException e) {
            damage.observe(e);
            throw e;
        }
    }

    @Override
    public Optional<Long> lastSequenceNumberFor(String aggregateIdentifier) {
        try {
            return super.lastSequenceNumberFor(aggregateIdentifier);
        } catch (RuntimeException e) {
            damage.observe(e);
            throw e;
        }
    }

    @Override
    protected TrackedEventData<?> getTrackedEventData(ResultSet resultSet, GapAwareTrackingToken previousToken)
            throws SQLException {
        EventSchema schema = schema();
        long globalSequence = resultSet.getLong(schema.globalIndexColumn());
        String aggregateIdentifier = resultSet.getString(schema.aggregateIdentifierColumn());
        String eventIdentifier = resultSet.getString(schema.eventIdentifierColumn());
        String stamp = resultSet.getString(schema.timestampColumn());
        DomainEventData<?> event = new Stamped<>(new GenericDomainEventEntry<>(
                resultSet.getString(schema.typeColumn()),
                eventIdentifier.equals(aggregateIdentifier) ? null : aggregateIdentifier,
                resultSet.getLong(schema.sequenceNumberColumn()),
                eventIdentifier,
                stamp,
                resultSet.getString(schema.payloadTypeColumn()),
                resultSet.getString(schema.payloadRevisionColumn()),
                readPayload(resultSet, schema.payloadColumn()),
                readPayload(resultSet, schema.metaDataColumn())), stamp);
        // A gap may still fill while the event after it is younger than the gap timeout (Axon's rule).
        boolean gapsMayFill = event.getTimestamp()
                .isAfter(GenericEventMessage.clock.instant().minusMillis(gapTimeoutMillis));
        GapAwareTrackingToken token;
        if (previousToken == null) {
            SortedSet<Long> gaps = gapsMayFill
                    ? LongStream.range(Math.min(lowestGlobalSequence, globalSequence), globalSequence).boxed()
                            .collect(Collectors.toCollection(TreeSet::new))
                    : Collections.emptySortedSet();
            token = GapAwareTrackingToken.newInstance(globalSequence, gaps);
        } else {
            token = previousToken.advanceTo(globalSequence, gapsMayFill ? maxGapOffset : 0);
        }
        return new TrackedDomainEventData<>(token, event);
    }

    /** An event read from the store whose time stamp is parsed by {@link StoredTimestamps}, once. */
    private static final class Stamped<T> implements DomainEventData<T> {

        private final DomainEventData<T> event;
        private final String stamp;
        private Instant timestamp;

        Stamped(DomainEventData<T> event, String stamp) {
            this.event = event;
            this.stamp = stamp;
        }

        @Override
        public Instant getTimestamp() {
            if (timestamp == null) {
                timestamp = StoredTimestamps.parse(stamp);
            }
            return timestamp;
        }

        @Override
        public String getEventIdentifier() {
            return event.getEventIdentifier();
        }

        @Override
        public SerializedObject<T> getMetaData() {
            return event.getMetaData();
        }

        @Override
        public SerializedObject<T> getPayload() {
            return event.getPayload();
        }

        @Override
        public String getType() {
            return event.getType();
        }

        @Override
        public String getAggregateIdentifier() {
            return event.getAggregateIdentifier();
        }

        @Override
        public long getSequenceNumber() {
            return event.getSequenceNumber();
        }
    }
}
