package dev.tengen.game.app;

import dev.tengen.distributed.store.ServiceEventStore;
import dev.tengen.game.service.Game;
import dev.tengen.serialization.EventSerializer;
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
 * Axon for the game application, by hand as in the embedded platform: the Game aggregate event-sourced from the
 * game's own PostgreSQL database (the default datasource, {@code QUARKUS_DATASOURCE_*}) through the distributed
 * deployment's {@link ServiceEventStore}, written with the embedded platform's {@link EventSerializer} so that an
 * event reads the same from either store and from Kafka. A command's events are committed before its answer.
 *
 * <p>No aggregate cache, unlike the platform's: a cache is sound only for the store's one writer, and a second replica
 * or a restarted pod would make it stale.
 */
@Singleton
public class GameAxon {

    /** The store's name in messages and the publisher's key. */
    static final String SERVICE = "game";

    @Produces
    @Singleton
    ServiceEventStore store(AgroalDataSource database) {
        return ServiceEventStore.open(SERVICE, database, EventSerializer.jackson());
    }

    @Produces
    @Singleton
    Configuration axon(ServiceEventStore store) {
        Serializer serializer = EventSerializer.jackson();
        Configurer configurer = DefaultConfigurer.defaultConfiguration(false)
                .configureSerializer(c -> serializer)
                .configureMessageSerializer(c -> serializer)
                .configureEventSerializer(c -> serializer)
                .configureEventStore(c -> store.eventStore());
        configurer.configureAggregate(AggregateConfigurer.defaultConfiguration(Game.class));
        return configurer.buildConfiguration();
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
