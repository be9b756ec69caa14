package dev.tengen.distributed.app;

import dev.tengen.distributed.store.ServiceEventStore;
import dev.tengen.serialization.EventSerializer;
import dev.tengen.store.RecentAggregates;
import io.agroal.api.AgroalDataSource;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Clock;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.AggregateConfigurer;
import org.axonframework.config.Configuration;
import org.axonframework.config.Configurer;
import org.axonframework.config.DefaultConfigurer;
import org.axonframework.serialization.Serializer;

/**
 * Axon for a service application, by hand as in the embedded platform: the service's aggregates event-sourced from its
 * own PostgreSQL database (the default datasource, {@code QUARKUS_DATASOURCE_*}) through the distributed deployment's
 * {@link ServiceEventStore}, written with the embedded platform's {@link EventSerializer} so that an event reads the
 * same from either store and from Kafka. A command's events are committed before its answer.
 *
 * <p>The application produces its {@link ServiceName} and its {@link Configuration} from {@link #configurer} (adding
 * its aggregates ({@link #aggregate}) and projections); this starts and stops it and gives the desks their gateway and
 * clock.
 *
 * <p>Aggregates stay cached between commands, as in the embedded platform ({@link RecentAggregates}): without it
 * every move read its game's whole history back from PostgreSQL and replayed it (12% of the game service's CPU under
 * load, docs/BENCHMARKS.md). A command service runs one replica (docs/OPERATIONS.md, "Scaling"), so it is its store's
 * one writer; while a rolling update briefly runs two, a command decided on a cached aggregate that the other pod has
 * moved on meanwhile is refused by the store's unique (aggregate, sequence) key as a concurrent change (409), Axon
 * drops the aggregate from the cache, and the command sent again reads it anew.
 */
@Singleton
public class ServiceAxon {

    /** A configurer over the store with the platform's serializer; the application adds its aggregates. */
    public static Configurer configurer(ServiceEventStore store) {
        Serializer serializer = EventSerializer.jackson();
        return DefaultConfigurer.defaultConfiguration(false)
                .configureSerializer(c -> serializer)
                .configureMessageSerializer(c -> serializer)
                .configureEventSerializer(c -> serializer)
                .configureEventStore(c -> store.eventStore());
    }

    /** The aggregate {@code type}, event-sourced from the service's store and cached between commands. */
    public static <A> AggregateConfigurer<A> aggregate(Class<A> type) {
        return AggregateConfigurer.defaultConfiguration(type).configureCache(c -> new RecentAggregates());
    }

    @Produces
    @Singleton
    ServiceEventStore store(ServiceName service, AgroalDataSource database) {
        return ServiceEventStore.open(service.name(), database, EventSerializer.jackson());
    }

    @Produces
    @Singleton
    CommandGateway commandGateway(Configuration axon) {
        return axon.commandGateway();
    }

    @Produces
    @Singleton
    Clock clock() {
        return Clock.systemUTC();
    }

    void start(@Observes StartupEvent started, Configuration axon) {
        axon.start();
    }

    void stop(@Observes ShutdownEvent stopping, Configuration axon) {
        axon.shutdown();
    }
}
