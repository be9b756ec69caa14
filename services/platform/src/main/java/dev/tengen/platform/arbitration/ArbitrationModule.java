package dev.tengen.platform.arbitration;

import dev.tengen.arbitration.service.Appeal;
import dev.tengen.arbitration.service.AppealTerms;
import dev.tengen.arbitration.service.Protest;
import dev.tengen.platform.axon.AxonModule;
import jakarta.inject.Singleton;
import org.axonframework.common.caching.WeakReferenceCache;
import org.axonframework.config.AggregateConfigurer;
import org.axonframework.config.Configurer;

/**
 * The arbitration service in the platform: the Protest and Appeal aggregates and each tournament's AppealTerms. No projection yet: a protest or an
 * appeal is read from its own event stream ({@link ArbitrationDesk}), which is short and always current.
 */
@Singleton
public class ArbitrationModule implements AxonModule {

    @Override
    public void register(Configurer configurer) {
        // Cached between commands: safe only because this process is the one writer of the event store.
        configurer.configureAggregate(AggregateConfigurer.defaultConfiguration(Protest.class)
                .configureCache(c -> new WeakReferenceCache()));
        configurer.configureAggregate(AggregateConfigurer.defaultConfiguration(Appeal.class)
                .configureCache(c -> new WeakReferenceCache()));
        configurer.configureAggregate(AggregateConfigurer.defaultConfiguration(AppealTerms.class));
    }
}
