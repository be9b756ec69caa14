package dev.tengen.readmodel;

import dev.tengen.game.service.GameRecord;
import dev.tengen.rules.Color;
import dev.tengen.tournament.service.api.OfficialRoles;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The boards a referee looks after ({@link BoardsView}), made from what each deployment reads its own way
 * ({@link Sources}): the embedded platform from its projections and the game service's store, the read models
 * application from the events it keeps. The platform assigns no boards to referees: a referee appointed in a tournament
 * (Incheon 2013 duties art. 1.2) sees every board of its published rounds, the current round first; an account holding
 * the referee's or Chief Referee's role itself (the federation's staff) sees those of every tournament not closed.
 */
public final class RefereeBoards {

    /** The offices, as the realm's roles and the appointments name them. */
    private static final Set<String> OFFICES = Set.of(OfficialRoles.REFEREE, OfficialRoles.CHIEF_REFEREE);

    /** An appointment in a tournament: who, and the role. */
    public record Appointee(String personId, String role) {}

    /** What the boards are made of. */
    public interface Sources {

        /** Every tournament, in the order they were created. */
        List<TournamentOverview> tournaments();

        Optional<RoundView> round(String tournamentId, int round);

        /** The tournament's officials in office. */
        List<Appointee> officials(String tournamentId);

        /** A game's record, from its events: not {@link GameRecord#started() started} while none is known. */
        GameRecord game(String gameId);

        /** The records of these games by id, as {@link #game} gives each; one read for all where the deployment can. */
        default Map<String, GameRecord> games(List<String> gameIds) {
            Map<String, GameRecord> records = new HashMap<>();
            gameIds.forEach(gameId -> records.put(gameId, game(gameId)));
            return records;
        }

        /** The game of each protest in the tournament awaiting the referees' decision, once per protest. */
        List<String> protestsFiled(String tournamentId);
    }

    private final Sources sources;

    public RefereeBoards(Sources sources) {
        this.sources = sources;
    }

    /** The account's tournaments as a referee, in the order they were created, each with its rounds, latest first. */
    public BoardsView of(String account, Set<String> accountRoles) {
        List<BoardsView.Tournament> tournaments = new ArrayList<>();
        for (TournamentOverview t : sources.tournaments()) {
            office(t, account, accountRoles).ifPresent(role -> tournaments.add(tournament(t, role)));
        }
        return new BoardsView(account, tournaments);
    }

    /** The office the account holds in the tournament: the Chief Referee's over a referee's, appointed over its own. */
    private Optional<String> office(TournamentOverview t, String account, Set<String> accountRoles) {
        List<String> appointed = sources.officials(t.id()).stream()
                .filter(o -> o.personId().equals(account) && OFFICES.contains(o.role()))
                .map(Appointee::role).toList();
        if (!appointed.isEmpty()) {
            return Optional.of(appointed.contains(OfficialRoles.CHIEF_REFEREE) ? OfficialRoles.CHIEF_REFEREE
                    : OfficialRoles.REFEREE);
        }
        if (t.closed()) {
            return Optional.empty();
        }
        if (accountRoles.contains(OfficialRoles.CHIEF_REFEREE)) {
            return Optional.of(OfficialRoles.CHIEF_REFEREE);
        }
        return accountRoles.contains(OfficialRoles.REFEREE) ? Optional.of(OfficialRoles.REFEREE) : Optional.empty();
    }

    private BoardsView.Tournament tournament(TournamentOverview t, String role) {
        List<String> protested = sources.protestsFiled(t.id());
        List<BoardsView.Round> rounds = new ArrayList<>();
        for (int n = t.roundsPaired(); n >= 1; n--) {
            int round = n;
            sources.round(t.id(), round).filter(RoundView::published).ifPresent(r -> {
                Map<String, GameRecord> games = sources.games(r.pairings().stream().filter(RefereeBoards::watched)
                        .map(PairingView::gameId).toList());
                rounds.add(new BoardsView.Round(round, r.pairings().stream()
                        .map(p -> board(p, protested, games.get(p.gameId()))).toList()));
            });
        }
        return new BoardsView.Tournament(t.id(), t.name(), role, t.closed(),
                rounds.isEmpty() ? null : rounds.getFirst().round(), rounds);
    }

    /** Whether a board's game is read: while it has one and no result (the boards a referee still has to watch). */
    private static boolean watched(PairingView p) {
        return p.result() == null && p.gameId() != null;
    }

    /**
     * A board, with its game's record when {@link #watched}. A game whose start is not known yet (the read models may
     * hold the round before its games' first events) is not started.
     */
    private static BoardsView.Board board(PairingView p, List<String> protested, GameRecord game) {
        int protests = (int) protested.stream().filter(gameId -> gameId.equals(p.gameId())).count();
        if (!watched(p) || game == null || !game.started()) {
            return new BoardsView.Board(p.board(), p.gameId(), p.black(), p.blackName(), p.white(), p.whiteName(),
                    p.handicap(), p.komi(), p.result(), p.result() != null ? "final" : "not-started", null, 0,
                    new BoardsView.Sides(0, 0), 0, protests);
        }
        int awaiting = (int) game.decisions().stream().filter(d -> game.pending(d.decisionId())).count();
        String toMove = game.status().equals("playing") ? game.game().toMove().name().toLowerCase(Locale.ROOT) : null;
        String result = game.proposed().map(r -> r.result()).orElse(null);
        return new BoardsView.Board(p.board(), p.gameId(), p.black(), p.blackName(), p.white(), p.whiteName(),
                p.handicap(), p.komi(), result, game.status(), toMove, game.entries().size(),
                new BoardsView.Sides(game.ledger().of(Color.BLACK).warnings(), game.ledger().of(Color.WHITE).warnings()),
                awaiting, protests);
    }
}
