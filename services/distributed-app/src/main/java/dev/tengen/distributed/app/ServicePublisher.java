package dev.tengen.distributed.app;

import dev.tengen.distributed.kafka.StorePublisher;
import dev.tengen.distributed.store.ServiceEventStore;
import io.agroal.api.AgroalDataSource;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Publishes the service's event store to its topic ({@link ServiceName#topic()}: tengen.game, tengen.tournament), keyed
 * by aggregate id, on a thread of its own from start to stop. Commands never wait for it: Kafka away delays publication, not play (issue 15), and the publisher resends
 * from its stored position when Kafka or PostgreSQL is back.
 */
@Singleton
public class ServicePublisher {

    private static final Logger LOG = Logger.getLogger(ServicePublisher.class);
    /** How long an idle publisher waits before it looks at the store again. */
    private static final Duration IDLE = Duration.ofMillis(50);
    /** How long it waits before trying again to open its position table (PostgreSQL away at start). */
    private static final Duration RETRY = Duration.ofSeconds(2);

    private final ServiceName service;
    private final ServiceEventStore store;
    private final AgroalDataSource database;
    private final String bootstrapServers;
    private Thread thread;
    private volatile boolean stopping;

    ServicePublisher(ServiceName service, ServiceEventStore store, AgroalDataSource database,
            @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers) {
        this.service = service;
        this.store = store;
        this.database = database;
        this.bootstrapServers = bootstrapServers;
    }

    void start(@Observes StartupEvent started) {
        thread = Thread.ofPlatform().name("publisher-" + service.name()).start(this::publish);
    }

    void stop(@Observes ShutdownEvent stopping) throws InterruptedException {
        this.stopping = true;
        if (thread != null) {
            thread.interrupt(); // StorePublisher.run publishes until its thread is interrupted
            thread.join(Duration.ofSeconds(15));
        }
    }

    private void publish() {
        while (!stopping) {
            StorePublisher publisher;
            try {
                publisher = new StorePublisher(service.name(), store.engine(), database, service.topic().topic(),
                        bootstrapServers, token -> { });
            } catch (RuntimeException e) {
                LOG.warnf("The publisher cannot start (%s); again in %s.", e.getMessage(), RETRY);
                pause();
                continue;
            }
            LOG.infof("Publishing the %s events to %s at %s.", service.name(), service.topic().topic(), bootstrapServers);
            try {
                publisher.run(IDLE);
            } finally {
                Thread.interrupted(); // the stop's interruption ends run(); the producer then closes unhurried
                publisher.close();
            }
        }
    }

    private void pause() {
        try {
            Thread.sleep(RETRY);
        } catch (InterruptedException stop) {
            // stopping: the loop ends
        }
    }
}
