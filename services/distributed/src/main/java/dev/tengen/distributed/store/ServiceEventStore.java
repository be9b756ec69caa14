package dev.tengen.distributed.store;

import javax.sql.DataSource;
import org.axonframework.common.transaction.NoTransactionManager;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.eventsourcing.eventstore.jdbc.JdbcEventStorageEngine;
import org.axonframework.eventsourcing.eventstore.jpa.SQLStateResolver;
import org.axonframework.eventsourcing.eventstore.jdbc.PostgresEventTableFactory;
import org.axonframework.serialization.Serializer;

/**
 * One service's event store in its own PostgreSQL database (issue 15: one database per service) through Axon's JDBC
 * engine, with Axon's PostgreSQL tables (a BIGSERIAL global index, payloads as bytea). Events are appended when a
 * command's unit of work prepares its commit and committed with it, before the command's result is returned: every
 * acknowledged command is in the database (PostgreSQL commits synchronously by default, fsync of its WAL).
 *
 * <p>The serializer is the caller's: the same one the embedded platform writes its SQLite store with (its
 * {@code EventSerializer}), so that an event reads the same from either store and from Kafka.
 *
 * <p>A service gives Axon {@link #eventStore()} ({@code configureEventStore}); the publisher reads {@link #engine()}.
 */
public final class ServiceEventStore {

    /** PostgreSQL's SQLSTATE for a unique key violated. */
    private static final String UNIQUE_VIOLATION = "23505";

    private final PostgresStorageEngine engine;

    private ServiceEventStore(PostgresStorageEngine engine) {
        this.engine = engine;
    }

    /**
     * The store of the service named {@code name} (for messages: "game", say) in {@code database}, its tables made
     * when missing. Fails with {@link StoreUnavailable} when the database cannot be reached.
     */
    public static ServiceEventStore open(String name, DataSource database, Serializer serializer) {
        JdbcEventStorageEngine.Builder builder = JdbcEventStorageEngine.builder()
                .connectionProvider(TransactionalConnections.over(database))
                // the unit of work's connection carries the transaction; Axon's own begins none
                .transactionManager(NoTransactionManager.INSTANCE)
                .eventSerializer(serializer)
                .snapshotSerializer(serializer)
                .dataType(byte[].class)
                // PostgreSQL's unique_violation: an event at a sequence its aggregate already has, i.e. another command
                // on the same aggregate committed first; Axon's default looks for an exception type the driver never
                // throws, so the conflict came back as a storage failure instead of a ConcurrencyException (409)
                .persistenceExceptionResolver(new SQLStateResolver(UNIQUE_VIOLATION));
        PostgresStorageEngine engine = new PostgresStorageEngine(builder, name);
        try {
            engine.createSchema(PostgresEventTableFactory.INSTANCE);
        } catch (RuntimeException e) {
            throw StoreUnavailable.translate(name, e);
        }
        return new ServiceEventStore(engine);
    }

    /** The engine: for the publisher, and for a service that builds its own {@link EventStore}. */
    public PostgresStorageEngine engine() {
        return engine;
    }

    /**
     * An event store over the engine, for {@code Configurer.configureEventStore}; built anew at each call, its
     * reader threads stopped by its {@code shutDown} (which Axon's configuration calls).
     */
    public EmbeddedEventStore eventStore() {
        return EmbeddedEventStore.builder().storageEngine(engine).build();
    }
}
