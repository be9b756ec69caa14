package dev.tengen.platform.query;

import dev.tengen.platform.axon.AxonModule;
import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.GameArchive;
import dev.tengen.readmodel.TournamentBook;
import jakarta.inject.Singleton;
import org.axonframework.config.Configurer;

/** The read models in the platform: projections in the read models' tracking processor, replayed at every start. */
@Singleton
public class ReadModelsModule implements AxonModule {

    private final TournamentBook book;
    private final GameArchive archive;
    private final AuditLedger ledger;

    public ReadModelsModule(TournamentBook book, GameArchive archive, AuditLedger ledger) {
        this.book = book;
        this.archive = archive;
        this.ledger = ledger;
    }

    @Override
    public void register(Configurer configurer) {
        AxonModule.projection(configurer, TournamentBook.PROCESSING_GROUP, book);
        AxonModule.projection(configurer, GameArchive.PROCESSING_GROUP, archive);
        AxonModule.projection(configurer, AuditLedger.PROCESSING_GROUP, ledger);
    }
}
