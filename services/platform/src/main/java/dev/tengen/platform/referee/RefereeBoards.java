package dev.tengen.platform.referee;

import dev.tengen.game.service.GameRecord;
import dev.tengen.arbitration.service.web.Docket;
import dev.tengen.arbitration.service.web.DocketEntry;
import dev.tengen.game.service.web.GameDesk;
import dev.tengen.service.web.security.Roles;
import dev.tengen.tournament.service.web.TournamentPlay;
import dev.tengen.readmodel.PairingView;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import dev.tengen.rules.Color;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The boards a referee looks after. The platform assigns no boards to referees: a referee appointed in a tournament
 * (Incheon 2013 duties art. 1.2) sees every board of its published rounds, the current round first; an account holding the
 * referee's or Chief Referee's role itself (the federation's staff) sees those of every tournament not closed.
 */
@ApplicationScoped
public class RefereeBoards {

    private static final Set<String> OFFICES = Set.of(Roles.REFEREE, Roles.CHIEF_REFEREE);

    private final TournamentBook book;
    private final TournamentPlay play;
    private final GameDesk games;
    private final Docket docket;
    private final Clock clock;

    RefereeBoards(TournamentBook book, TournamentPlay play, GameDesk games, Docket docket, Clock clock) {
        this.book = book;
        this.play = play;
        this.games = games;
        this.docket = docket;
        this.clock = clock;
    }

    /** The account's tournaments as a referee, in the order they were created, each with its rounds, latest first. */
    public BoardsView of(String account, Set<String> accountRoles) {
        List<BoardsView.Tournament> tournaments = new ArrayList<>();
        for (TournamentOverview t : book.tournaments()) {
            office(t, account, accountRoles).ifPresent(role -> tournaments.add(tournament(t, role)));
        }
        return new BoardsView(account, tournaments);
    }

    /** The office the account holds in the tournament: the Chief Referee's over a referee's, appointed over its own. */
    private Optional<String> office(TournamentOverview t, String account, Set<String> accountRoles) {
        List<String> appointed = play.officials(t.id()).stream()
                .filter(o -> o.personId().equals(account) && OFFICES.contains(o.role()))
                .map(o -> o.role()).toList();
        if (!appointed.isEmpty()) {
            return Optional.of(appointed.contains(Roles.CHIEF_REFEREE) ? Roles.CHIEF_REFEREE : Roles.REFEREE);
        }
        if (t.closed()) {
            return Optional.empty();
        }
        if (accountRoles.contains(Roles.CHIEF_REFEREE)) {
            return Optional.of(Roles.CHIEF_REFEREE);
        }
        return accountRoles.contains(Roles.REFEREE) ? Optional.of(Roles.REFEREE) : Optional.empty();
    }

    private BoardsView.Tournament tournament(TournamentOverview t, String role) {
        List<DocketEntry> matters = docket.matters(t.id(), clock.instant());
        List<BoardsView.Round> rounds = new ArrayList<>();
        for (int n = t.roundsPaired(); n >= 1; n--) {
            int round = n;
            book.round(t.id(), round).filter(r -> r.published()).ifPresent(r -> rounds.add(new BoardsView.Round(round,
                    r.pairings().stream().map(p -> board(p, matters)).toList())));
        }
        return new BoardsView.Tournament(t.id(), t.name(), role, t.closed(), rounds.isEmpty() ? null : rounds.getFirst().round(),
                rounds);
    }

    /** A board; its game is read only while it has no result (the boards a referee still has to watch). */
    private BoardsView.Board board(PairingView p, List<DocketEntry> matters) {
        int protests = (int) matters.stream()
                .filter(m -> m.status().equals("protest-filed") && m.gameId().equals(p.gameId())).count();
        if (p.result() != null || p.gameId() == null) {
            return new BoardsView.Board(p.board(), p.gameId(), p.black(), p.blackName(), p.white(), p.whiteName(),
                    p.handicap(), p.komi(), p.result(), p.result() != null ? "final" : "not-started", null, 0,
                    new BoardsView.Sides(0, 0), 0, protests);
        }
        GameRecord game = games.read(p.gameId());
        int awaiting = (int) game.decisions().stream().filter(d -> game.pending(d.decisionId())).count();
        String toMove = game.status().equals("playing") ? game.game().toMove().name().toLowerCase(java.util.Locale.ROOT) : null;
        String result = game.proposed().map(r -> r.result()).orElse(null);
        return new BoardsView.Board(p.board(), p.gameId(), p.black(), p.blackName(), p.white(), p.whiteName(), p.handicap(),
                p.komi(), result, game.status(), toMove, game.entries().size(),
                new BoardsView.Sides(game.ledger().of(Color.BLACK).warnings(), game.ledger().of(Color.WHITE).warnings()),
                awaiting, protests);
    }
}
