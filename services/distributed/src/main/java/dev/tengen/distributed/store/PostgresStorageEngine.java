package dev.tengen.distributed.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.axonframework.eventsourcing.eventstore.EventStoreException;
import org.axonframework.eventhandling.DomainEventData;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.TrackedEventData;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.jdbc.JdbcEventStorageEngine;
import org.axonframework.serialization.Serializer;

/**
 * Axon's JDBC engine over one service's PostgreSQL database. Every read and write that fails because the database
 * cannot be reached fails as {@link StoreUnavailable}, named after the store, so that the service answers 503 rather
 * than a stack trace; other failures (a concurrent command on the same aggregate, say) go on as Axon raised them.
 *
 * <p>{@link #eventsAfter} hands the publisher the stored events as stored (their serialized payloads, not
 * deserialized) with Axon's gap-aware tracking tokens, so that an event whose transaction commits after a later
 * one's is still read when it appears.
 */
public final class PostgresStorageEngine extends JdbcEventStorageEngine {

    private final String name;

    PostgresStorageEngine(Builder builder, String name) {
        super(builder);
        this.name = name;
    }

    /** The store's name in messages: its service's. */
    public String name() {
        return name;
    }

    /**
     * Those of {@code aggregateIds} that have at least one stored event, in one query: a flow's look before it starts
     * aggregates (the games of a round). Committed events only, as every read outside a command.
     */
    public Set<String> existing(Collection<String> aggregateIds) {
        if (aggregateIds.isEmpty()) {
            return new HashSet<>();
        }
        String id = schema().aggregateIdentifierColumn();
        try (Connection connection = getConnection()) {
            return TextsAmong.query(connection, "SELECT DISTINCT " + id + " FROM " + schema().domainEventTable()
                    + " WHERE " + id + " = ANY (?)", aggregateIds);
        } catch (SQLException e) {
            throw StoreUnavailable.translate(name, new EventStoreException("cannot read which aggregates exist", e));
        } catch (RuntimeException e) {
            throw StoreUnavailable.translate(name, e);
        }
    }

    /** Up to {@code batchSize} stored events after {@code token} (null: from the first), each with its token. */
    public List<? extends TrackedEventData<?>> eventsAfter(TrackingToken token, int batchSize) {
        return fetchTrackedEvents(token, batchSize);
    }

    @Override
    protected List<? extends TrackedEventData<?>> fetchTrackedEvents(TrackingToken lastToken, int batchSize) {
        try {
            return super.fetchTrackedEvents(lastToken, batchSize);
        } catch (RuntimeException e) {
            throw StoreUnavailable.translate(name, e);
        }
    }

    @Override
    protected List<? extends DomainEventData<?>> fetchDomainEvents(String aggregateIdentifier, long firstSequenceNumber,
            int batchSize) {
        try {
            return super.fetchDomainEvents(aggregateIdentifier, firstSequenceNumber, batchSize);
        } catch (RuntimeException e) {
            throw StoreUnavailable.translate(name, e);
        }
    }

    @Override
    protected void appendEvents(List<? extends EventMessage<?>> events, Serializer serializer) {
        try {
            super.appendEvents(events, serializer);
        } catch (RuntimeException e) {
            throw StoreUnavailable.translate(name, e);
        }
    }

    @Override
    public Optional<Long> lastSequenceNumberFor(String aggregateIdentifier) {
        try {
            return super.lastSequenceNumberFor(aggregateIdentifier);
        } catch (RuntimeException e) {
            throw StoreUnavailable.translate(name, e);
        }
    }
}
