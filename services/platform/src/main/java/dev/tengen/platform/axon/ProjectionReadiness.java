package dev.tengen.platform.axon;

import dev.tengen.platform.tournament.TournamentList;
import jakarta.inject.Singleton;
import java.util.Map;
import org.axonframework.config.Configuration;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.TrackingEventProcessor;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/** Ready once the tournament list has replayed the event store up to its end ({@code /q/health/ready}). */
@Readiness
@Singleton
public class ProjectionReadiness implements HealthCheck {

    private final Configuration axon;

    ProjectionReadiness(Configuration axon) {
        this.axon = axon;
    }

    @Override
    public HealthCheckResponse call() {
        Map<Integer, EventTrackerStatus> segments = axon.eventProcessingConfiguration()
                .eventProcessor(TournamentList.PROCESSING_GROUP, TrackingEventProcessor.class)
                .map(TrackingEventProcessor::processingStatus)
                .orElse(Map.of());
        boolean caughtUp = !segments.isEmpty() && segments.values().stream().allMatch(EventTrackerStatus::isCaughtUp);
        return HealthCheckResponse.named(TournamentList.PROCESSING_GROUP).status(caughtUp).build();
    }
}
