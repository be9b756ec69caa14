package dev.tengen.platform.query;

import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.GameArchive;
import dev.tengen.readmodel.TournamentBook;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/**
 * The projections of {@code read-models} as CDI beans: {@code @Singleton}, never client proxies, because
 * Axon inspects the very object it is given for its handler methods.
 */
@Singleton
public class ReadModels {

    @Produces
    @Singleton
    TournamentBook tournamentBook() {
        return new TournamentBook();
    }

    @Produces
    @Singleton
    GameArchive gameArchive() {
        return new GameArchive();
    }

    @Produces
    @Singleton
    AuditLedger auditLedger() {
        return new AuditLedger();
    }
}
