package dev.tengen.distributed.app;

import dev.tengen.service.web.health.ProjectionsCaughtUp;
import jakarta.inject.Singleton;
import org.axonframework.config.Configuration;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Ready once the service's projections (a tournament's play, the docket...) have read its event store up to the end
 * ({@link ProjectionsCaughtUp}): their tracking tokens are in memory, so a restarted service replays its store first,
 * and until then a tournament or an appeal already stored would answer 404 to a request the ingress sends it.
 */
@Readiness
@Singleton
public class ProjectionsReadiness implements HealthCheck {

    private final Configuration axon;

    ProjectionsReadiness(Configuration axon) {
        this.axon = axon;
    }

    @Override
    public HealthCheckResponse call() {
        return ProjectionsCaughtUp.of(axon);
    }
}
