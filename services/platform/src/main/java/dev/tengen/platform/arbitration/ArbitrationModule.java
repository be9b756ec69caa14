package dev.tengen.platform.arbitration;

import dev.tengen.arbitration.service.web.ArbitrationDesk;
import dev.tengen.arbitration.service.web.Docket;
import dev.tengen.arbitration.service.web.OpenAppeals;
import dev.tengen.arbitration.service.web.RuledMatters;

import dev.tengen.arbitration.service.Appeal;
import dev.tengen.arbitration.service.AppealTerms;
import dev.tengen.arbitration.service.Protest;
import dev.tengen.platform.axon.AxonModule;
import jakarta.inject.Singleton;
import dev.tengen.store.RecentAggregates;
import org.axonframework.config.AggregateConfigurer;
import org.axonframework.config.Configurer;

/**
 * The arbitration service in the platform: the Protest and Appeal aggregates and each tournament's AppealTerms. A
 * protest or an appeal is read from its own event stream ({@link ArbitrationDesk}), which is short and always current;
 * the projections answer only what needs every appeal at once ({@link OpenAppeals},
 * {@link RuledMatters}, {@link Docket}).
 */
@Singleton
public class ArbitrationModule implements AxonModule {

    private final OpenAppeals open;
    private final RuledMatters matters;
    private final Docket docket;

    ArbitrationModule(OpenAppeals open, RuledMatters matters, Docket docket) {
        this.open = open;
        this.matters = matters;
        this.docket = docket;
    }

    @Override
    public void register(Configurer configurer) {
        AxonModule.projection(configurer, OpenAppeals.PROCESSING_GROUP, open);
        AxonModule.projection(configurer, RuledMatters.PROCESSING_GROUP, matters);
        AxonModule.projection(configurer, Docket.PROCESSING_GROUP, docket);
        // Cached between commands: safe only because this process is the one writer of the event store.
        configurer.configureAggregate(AggregateConfigurer.defaultConfiguration(Protest.class)
                .configureCache(c -> new RecentAggregates()));
        configurer.configureAggregate(AggregateConfigurer.defaultConfiguration(Appeal.class)
                .configureCache(c -> new RecentAggregates()));
        configurer.configureAggregate(AggregateConfigurer.defaultConfiguration(AppealTerms.class));
    }
}
