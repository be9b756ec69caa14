package dev.tengen.platform.axon;

import dev.tengen.service.web.health.ProjectionsCaughtUp;
import jakarta.inject.Singleton;
import org.axonframework.config.Configuration;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Ready once every tracking processor (the projections and the flows) has replayed the event store up to its
 * end ({@code /q/health/ready}, {@link ProjectionsCaughtUp}): before that the standings, records and pages would show
 * an older tournament. This is also the moment the load driver times as the end of the start-up rebuild
 * (docs/BENCHMARKS.md).
 */
@Readiness
@Singleton
public class ProjectionReadiness implements HealthCheck {

    private final Configuration axon;

    ProjectionReadiness(Configuration axon) {
        this.axon = axon;
    }

    @Override
    public HealthCheckResponse call() {
        return ProjectionsCaughtUp.of(axon);
    }
}
