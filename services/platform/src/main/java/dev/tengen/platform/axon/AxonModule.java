package dev.tengen.platform.axon;

import org.axonframework.config.Configurer;

/**
 * What one service or projection adds to the platform's single Axon configuration: its aggregates, its
 * event handlers and their processors. Each is a CDI bean; the platform collects them all, so a new
 * service or read model registers itself without touching the wiring.
 */
public interface AxonModule {

    void register(Configurer configurer);

    /**
     * Registers {@code handler} as a projection in the read models' single-threaded tracking processor, whose
     * token is in memory: it replays the whole event store at every start (the embedded deployment's rebuild)
     * and sees an event only once it is committed.
     */
    static void projection(Configurer configurer, String processingGroup, Object handler) {
        PlatformAxon.assign(configurer, PlatformAxon.READ_MODELS, processingGroup, handler);
    }

    /** Registers {@code handler} as a flow: like a projection, but in the flows' own processor. */
    static void flow(Configurer configurer, String processingGroup, Object handler) {
        PlatformAxon.assign(configurer, PlatformAxon.FLOWS, processingGroup, handler);
    }
}
