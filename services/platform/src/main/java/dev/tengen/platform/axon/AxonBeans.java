package dev.tengen.platform.axon;

import dev.tengen.platform.PlatformConfig;
import io.quarkus.arc.All;
import java.util.List;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Clock;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.Configuration;

/**
 * Axon as CDI beans: one configuration for the process, started when Quarkus has started (so the projections
 * replay the event store before the first request) and shut down with it.
 */
@Singleton
public class AxonBeans {

    @Produces
    @Singleton
    Configuration axon(PlatformConfig config, @All List<AxonModule> modules) {
        return PlatformAxon.configure(config.dataDir(), modules);
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
