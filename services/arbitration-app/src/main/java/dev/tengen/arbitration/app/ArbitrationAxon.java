package dev.tengen.arbitration.app;

import dev.tengen.arbitration.service.Appeal;
import dev.tengen.arbitration.service.AppealTerms;
import dev.tengen.arbitration.service.Protest;
import dev.tengen.arbitration.service.web.Docket;
import dev.tengen.arbitration.service.web.OpenAppeals;
import dev.tengen.arbitration.service.web.RuledMatters;
import dev.tengen.distributed.app.FoldedFacts;
import dev.tengen.distributed.app.ServiceAxon;
import dev.tengen.distributed.app.ServiceName;
import dev.tengen.distributed.kafka.ServiceTopic;
import dev.tengen.distributed.store.ServiceEventStore;
import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import org.axonframework.config.Configuration;
import org.axonframework.config.Configurer;
import org.axonframework.eventhandling.tokenstore.inmemory.InMemoryTokenStore;

/**
 * The arbitration application's Axon ({@link ServiceAxon}): the Protest, Appeal and AppealTerms aggregates over the
 * arbitration's own PostgreSQL database, published to tengen.arbitration; the open appeals, the ruled matters (Incheon
 * 2013 arbitration art. 3.8: no further appeal) and the docket each in a tracking processor of their own whose token
 * is in memory, so that every replica reads the whole store at its start and then follows it.
 */
@Singleton
public class ArbitrationAxon {

    @Produces
    @Singleton
    ServiceName service() {
        return new ServiceName("arbitration", ServiceTopic.ARBITRATION);
    }

    @Produces
    @Singleton
    FoldedFacts foldedFacts(AgroalDataSource database) {
        return new FoldedFacts(database);
    }

    @Produces
    @Singleton
    Configuration axon(ServiceEventStore store, OpenAppeals open, RuledMatters matters, Docket docket) {
        Configurer configurer = ServiceAxon.configurer(store)
                .configureAggregate(ServiceAxon.aggregate(Protest.class))
                .configureAggregate(ServiceAxon.aggregate(Appeal.class))
                .configureAggregate(ServiceAxon.aggregate(AppealTerms.class));
        // each projection's processing group (its @ProcessingGroup) is a tracking processor from the store's start
        configurer.eventProcessing()
                .usingTrackingEventProcessors()
                .registerTokenStore(c -> new InMemoryTokenStore())
                .registerEventHandler(c -> open)
                .registerEventHandler(c -> matters)
                .registerEventHandler(c -> docket);
        return configurer.buildConfiguration();
    }
}
