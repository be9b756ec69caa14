package dev.tengen.platform.audit;

import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.audit.AuditViews;
import dev.tengen.readmodel.audit.ConductAcrossTournaments;
import dev.tengen.readmodel.audit.DecisionLog;
import dev.tengen.tournament.service.web.BanRegistry;
import dev.tengen.tournament.service.web.TournamentList;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/**
 * The auditor's reads (tengen-audit-reads, shared with the read models application) over the platform's one tournament
 * book and audit ledger, which hold every tournament, and a person's conduct across them, read from the tournament
 * list and the ban registry besides.
 */
public class AuditReads {

    @Produces
    @Singleton
    DecisionLog decisions(AuditLedger ledger, TournamentBook book) {
        return new DecisionLog(ledger, book);
    }

    @Produces
    @Singleton
    AuditViews views(TournamentBook book, DecisionLog decisions) {
        return new AuditViews(book, decisions);
    }

    @Produces
    @Singleton
    ConductAcrossTournaments conduct(TournamentList tournaments, AuditViews views, BanRegistry bans) {
        return new ConductAcrossTournaments(new ProjectedConduct(tournaments, views, bans));
    }
}
