package dev.tengen.platform.axon;

import dev.tengen.platform.PlatformConfig;
import io.quarkus.arc.All;
import java.util.List;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.runtime.configuration.ConfigurationException;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Clock;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.Configuration;
import org.jboss.logging.Logger;

/**
 * Axon as CDI beans: one configuration for the process, started when Quarkus has started (so the projections
 * replay the event store before the first request) and shut down with it. The event store's file is checked
 * first ({@link StoreIntegrity}); on a damaged file Axon is never started, so nothing reads or writes it.
 */
@Singleton
public class AxonBeans {

    private static final Logger LOG = Logger.getLogger(AxonBeans.class);

    /**
     * The event store's condition, checked when first asked for (the request gate asks as the HTTP routes are set
     * up, before the first request). A file that is no database stops the start with one sentence naming it.
     */
    @Produces
    @Singleton
    StoreDamage storeDamage(PlatformConfig config) {
        StoreDamage damage = new StoreDamage(config.dataDir().resolve(SqliteEventStore.FILE_NAME));
        try {
            long started = System.nanoTime();
            StoreIntegrity.check(damage.file()).ifPresent(damage::found);
            LOG.infof("Checked the event store %s in %.2f s: %s.", damage.file(), (System.nanoTime() - started) / 1e9,
                    damage.damaged() ? "damaged" : "sound");
        } catch (StoreIntegrity.Unusable e) {
            // Quarkus prints the message of a configuration problem alone, without a stack trace, and exits with 1: the
            // data directory points at a file that cannot be the event store.
            throw new ConfigurationException(e.getMessage(), java.util.Set.of("tengen.data-dir"));
        }
        return damage;
    }

    @Produces
    @Singleton
    Configuration axon(PlatformConfig config, @All List<AxonModule> modules, StoreDamage damage) {
        return PlatformAxon.configure(config.dataDir(), modules, damage);
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

    void start(@Observes StartupEvent started, StoreDamage damage, Configuration axon) {
        if (!damage.damaged()) {
            axon.start();
        }
    }

    void stop(@Observes ShutdownEvent stopping, Configuration axon) {
        axon.shutdown();
    }
}
