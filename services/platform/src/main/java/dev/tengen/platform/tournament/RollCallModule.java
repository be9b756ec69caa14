package dev.tengen.platform.tournament;

import dev.tengen.platform.axon.AxonModule;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.config.Configurer;

/** The roll call's projection in the platform. */
@Singleton
public class RollCallModule implements AxonModule {

    private final RollCall rollCall;

    @Inject
    public RollCallModule(RollCall rollCall) {
        this.rollCall = rollCall;
    }

    @Override
    public void register(Configurer configurer) {
        AxonModule.projection(configurer, RollCall.PROCESSING_GROUP, rollCall);
    }
}
