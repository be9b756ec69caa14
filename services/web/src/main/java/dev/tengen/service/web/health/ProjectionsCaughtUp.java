package dev.tengen.service.web.health;

import java.util.Map;
import org.axonframework.config.Configuration;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.TrackingEventProcessor;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;

/**
 * Whether every tracking processor of an application (its projections and flows) has read its event store up to the
 * end: before that a tournament, a game or an appeal already stored would answer 404 or show an older state. The
 * answer names each processor and whether it has caught up; up when all have (an application without one has
 * nothing to catch up). The readiness of the embedded platform and of each distributed service's application.
 */
public final class ProjectionsCaughtUp {

    public static final String NAME = "projections";

    private ProjectionsCaughtUp() {
    }

    public static HealthCheckResponse of(Configuration axon) {
        HealthCheckResponseBuilder response = HealthCheckResponse.named(NAME);
        boolean allCaughtUp = true;
        EventProcessingConfiguration processing = axon.eventProcessingConfiguration();
        if (processing == null) { // an application configured without event processing (the game's) has no projection
            return response.up().build();
        }
        for (var processor : processing.eventProcessors().entrySet()) {
            if (processor.getValue() instanceof TrackingEventProcessor tracking) {
                boolean caughtUp = caughtUp(tracking.processingStatus());
                response.withData(processor.getKey(), caughtUp);
                allCaughtUp &= caughtUp;
            }
        }
        return response.status(allCaughtUp).build();
    }

    private static boolean caughtUp(Map<Integer, EventTrackerStatus> segments) {
        return !segments.isEmpty() && segments.values().stream().allMatch(EventTrackerStatus::isCaughtUp);
    }
}
