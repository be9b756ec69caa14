package dev.tengen.platform.axon;

import jakarta.inject.Singleton;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

/**
 * Ready only on a sound event store ({@code /q/health/ready}, check {@code event-store}): the answer names the file
 * and, once it is found damaged, what was found and what to do. Liveness stays up: restarting the process on the
 * same file would not mend it.
 */
@Readiness
@Singleton
public class StoreReadiness implements HealthCheck {

    static final String NAME = "event-store";

    private final StoreDamage damage;

    StoreReadiness(StoreDamage damage) {
        this.damage = damage;
    }

    @Override
    public HealthCheckResponse call() {
        HealthCheckResponseBuilder response = HealthCheckResponse.named(NAME).withData("file", damage.file().toString());
        damage.finding().ifPresent(finding -> response.withData("damage", finding).withData("advice", damage.advice()));
        return response.status(!damage.damaged()).build();
    }
}
