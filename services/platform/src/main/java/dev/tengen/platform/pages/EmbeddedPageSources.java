package dev.tengen.platform.pages;

import dev.tengen.audit.SignedHead;
import dev.tengen.pages.EventRules;
import dev.tengen.pages.Official;
import dev.tengen.pages.PageSources;
import dev.tengen.platform.audit.AuditExport;
import dev.tengen.platform.security.Account;
import dev.tengen.platform.security.AccountFile;
import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.GameArchive;
import dev.tengen.readmodel.LedgerEntry;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import dev.tengen.tournament.service.web.ConfigurationView;
import dev.tengen.tournament.service.web.TournamentList;
import dev.tengen.tournament.service.web.TournamentPlay;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The public pages (tengen-public-pages) over the embedded platform's projections in memory: one tournament book for
 * every tournament, the games' archive, the audit ledger, the tournaments' play and list, the accounts file and the
 * audit chain's signed heads.
 */
@Singleton
public class EmbeddedPageSources implements PageSources {

    private final TournamentBook book;
    private final GameArchive archive;
    private final AuditLedger ledger;
    private final TournamentPlay play;
    private final TournamentList list;
    private final AccountFile accounts;
    private final Clock clock;
    private final AuditExport audit;

    EmbeddedPageSources(TournamentBook book, GameArchive archive, AuditLedger ledger, TournamentPlay play,
            TournamentList list, AccountFile accounts, Clock clock, AuditExport audit) {
        this.book = book;
        this.archive = archive;
        this.ledger = ledger;
        this.play = play;
        this.list = list;
        this.accounts = accounts;
        this.clock = clock;
        this.audit = audit;
    }

    @Override
    public List<TournamentOverview> tournaments() {
        return book.tournaments();
    }

    @Override
    public Optional<TournamentBook> book(String tournamentId) {
        return Optional.of(book);
    }

    @Override
    public Optional<EventRules> rules(String tournamentId) {
        return play.settings(tournamentId).map(s -> new EventRules(s.ruleSet(), s.competitionCode(), s.boardSize(),
                s.komi(), s.handicap(), list.find(tournamentId).map(v -> v.configuration())
                        .map(ConfigurationView::timeControl).orElse(null),
                s.pairingSystem(), s.rounds(), s.placementCriteria()));
    }

    @Override
    public List<Official> officials(String tournamentId) {
        return play.officials(tournamentId).stream().map(o -> new Official(o.personId(), o.role(), o.name())).toList();
    }

    @Override
    public List<LedgerEntry> ledger(String tournamentId) {
        return ledger.ledger(tournamentId);
    }

    @Override
    public List<String> accountPlayers(String account) {
        return accounts.find(account).map(Account::players).orElse(List.of());
    }

    @Override
    public Optional<SignedHead> auditHead(String tournamentId) {
        return audit.head(tournamentId);
    }

    @Override
    public Optional<GameArchive> game(String gameId) {
        return Optional.of(archive);
    }

    @Override
    public Instant now() {
        return clock.instant();
    }
}
