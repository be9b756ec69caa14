package dev.tengen.platform.flow;

import dev.tengen.platform.axon.AxonModule;
import dev.tengen.platform.axon.StoredStreams;
import dev.tengen.tournament.service.flow.DisqualificationFlow;
import dev.tengen.tournament.service.flow.RulingFlow;
import dev.tengen.tournament.service.flow.SanctionFlow;
import jakarta.inject.Singleton;
import java.time.Clock;
import org.axonframework.config.Configuration;
import org.axonframework.config.Configurer;

/**
 * The process managers in the platform, together in the flows' tracking processor: {@link RoundFlow} (see there why
 * tracking and why a replay at each start sends nothing twice), and the tournament service's {@link RulingFlow},
 * {@link SanctionFlow} and {@link DisqualificationFlow}.
 */
@Singleton
public class FlowModule implements AxonModule {

    private final Clock clock;

    public FlowModule(Clock clock) {
        this.clock = clock;
    }

    @Override
    public void register(Configurer configurer) {
        Configuration[] built = new Configuration[1];
        configurer.onInitialize(configuration -> built[0] = configuration);
        RoundFlow flow = new RoundFlow(() -> built[0].commandGateway(),
                () -> built[0].getComponent(StoredStreams.class), clock);
        AxonModule.flow(configurer, RoundFlow.PROCESSING_GROUP, flow);
        AxonModule.flow(configurer, RulingFlow.PROCESSING_GROUP,
                new RulingFlow(() -> built[0].commandGateway()));
        AxonModule.flow(configurer, DisqualificationFlow.PROCESSING_GROUP,
                new DisqualificationFlow(() -> built[0].commandGateway()));
        AxonModule.flow(configurer, SanctionFlow.PROCESSING_GROUP,
                new SanctionFlow(() -> built[0].commandGateway(), () -> built[0].eventStore()));
    }
}
