package dev.tengen.distributed.app;

import dev.tengen.distributed.store.ServiceEventStore;
import dev.tengen.serialization.EventSerializer;
import io.agroal.api.AgroalDataSource;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Clock;
import org.axonframework.commandhandling.gateway.CommandGateway;
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
 * its aggregates and projections); this starts and stops it and gives the desks their gateway and clock. No aggregate
 * cache, unlike the platform's: a cache is sound only for the store's one writer, and a second replica or a restarted
 * pod would make it stale.
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
