package dev.tengen.platform.axon;

import jakarta.inject.Singleton;
import java.util.Map;
import org.axonframework.config.Configuration;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.TrackingEventProcessor;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

/**
 * Ready once every tracking processor (the projections and the flows) has replayed the event store up to its
 * end ({@code /q/health/ready}): before that the standings, records and pages would show an older tournament.
 * The answer names each processor and whether it has caught up. This is also the moment the load driver times
 * as the end of the start-up rebuild (docs/BENCHMARKS.md).
 */
@Readiness
@Singleton
public class ProjectionReadiness implements HealthCheck {

    static final String NAME = "projections";

    private final Configuration axon;

    ProjectionReadiness(Configuration axon) {
        this.axon = axon;
    }

    @Override
    public HealthCheckResponse call() {
        HealthCheckResponseBuilder response = HealthCheckResponse.named(NAME);
        boolean allCaughtUp = true;
        int processors = 0;
        for (var processor : axon.eventProcessingConfiguration().eventProcessors().entrySet()) {
            if (processor.getValue() instanceof TrackingEventProcessor tracking) {
                boolean caughtUp = caughtUp(tracking.processingStatus());
                response.withData(processor.getKey(), caughtUp);
                allCaughtUp &= caughtUp;
                processors++;
            }
        }
        return response.status(allCaughtUp && processors > 0).build();
    }

    private static boolean caughtUp(Map<Integer, EventTrackerStatus> segments) {
        return !segments.isEmpty() && segments.values().stream().allMatch(EventTrackerStatus::isCaughtUp);
    }
}
