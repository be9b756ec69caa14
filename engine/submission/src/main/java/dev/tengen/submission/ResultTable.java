package dev.tengen.submission;

import dev.tengen.standing.Place;
import dev.tengen.standing.TournamentStandings;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.UnplayedRounds;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The placed players in the order of the standings, each row with every round's result against the row of the opponent:
 * the table the EGD's h9 and the FFG's tou both write (opponents named by their row, as OpenGotha writes them). The
 * standings are engine/standing's {@link TournamentStandings}, the one computation every export places players with.
 */
final class ResultTable {

    /**
     * One round of one row.
     *
     * @param opponentRow the opponent's row, 0 for a round without a game
     * @param symbol '+' won, '-' lost, '=' drawn or (without a game) worth half, '?' no result yet
     * @param white whether the row's player had White
     * @param handicap the game's handicap stones
     * @param byDefault whether the result was decided without play
     */
    record Cell(int opponentRow, char symbol, boolean white, int handicap, boolean byDefault) {
        boolean hasGame() {
            return opponentRow > 0;
        }
    }

    private final Tournament tournament;
    private final TournamentStandings.Ranked ranked;
    private final Map<String, Integer> rows = new HashMap<>();

    private ResultTable(Tournament tournament, TournamentStandings.Ranked ranked) {
        this.tournament = tournament;
        this.ranked = ranked;
        List<Place> places = ranked.standings().places();
        for (int i = 0; i < places.size(); i++) {
            rows.put(places.get(i).entrant(), i + 1);
        }
    }

    /**
     * The table by the tournament's criteria after its last scheduled round (rounds not yet paired count as rounds
     * without a game, as OpenGotha's h9 of an event in progress shows them), or why it cannot be computed.
     */
    static Optional<ResultTable> of(Tournament tournament, List<Issue> issues) {
        if (!tournament.entries().isEmpty()) {
            issues.add(Issue.error("standings", "a team or Pair Go event: the federation's table lists individual"
                    + " players, each with the games they played"));
            return Optional.empty();
        }
        int after = Math.max(tournament.regulations().rounds(), tournament.lastPairedRound());
        return switch (TournamentStandings.rank(tournament, after, tournament.placement().criteria())) {
            case TournamentStandings.Ranked ranked -> Optional.of(new ResultTable(tournament, ranked));
            case TournamentStandings.Refused refused -> {
                issues.add(Issue.error("standings", refused.reason()));
                yield Optional.empty();
            }
        };
    }

    TournamentStandings.Ranked ranked() {
        return ranked;
    }

    List<Place> places() {
        return ranked.standings().places();
    }

    /** Whether the row's place is shown: the first of players sharing a place carries the number, the others none. */
    boolean showsPlace(int index) {
        List<Place> places = places();
        return index == 0 || places.get(index - 1).place() != places.get(index).place();
    }

    /** The rounds written: every scheduled round, or more when more were paired. */
    int rounds() {
        return Math.max(tournament.regulations().rounds(), tournament.lastPairedRound());
    }

    Cell cell(String player, int round) {
        Optional<GameRecord> game = tournament.round(round).flatMap(r -> r.games().stream().filter(g -> g.involves(player))
                .findFirst());
        if (game.isPresent()) {
            GameRecord g = game.get();
            char symbol = g.isWonBy(player) ? '+' : g.isLostBy(player) ? '-' : g.outcome() == Outcome.DRAW ? '=' : '?';
            return new Cell(rows.getOrDefault(g.opponentOf(player), 0), symbol, g.white().equals(player), g.handicap(),
                    g.byForfeit());
        }
        Optional<Bye> bye = tournament.byesImpliedThrough(round).stream()
                .filter(b -> b.round() == round && b.player().equals(player)).findFirst();
        int halves = bye.map(b -> worth(b.kind())).orElse(0);
        return new Cell(0, halves == 2 ? '+' : halves == 1 ? '=' : '-', false, 0, false);
    }

    /**
     * Half points a round without a game adds to the tournament's main score: the McMahon score in a McMahon, the
     * wins otherwise (what OpenGotha's exports write as 0+, 0= and 0-).
     */
    private int worth(Bye.Kind kind) {
        UnplayedRounds unplayed = tournament.placement().unplayed();
        boolean mcMahon = tournament.pairing() instanceof PairingSystem.McMahon;
        return switch (kind) {
            case PAIRING_BYE -> mcMahon ? unplayed.mcMahonForBye() : unplayed.winsForBye();
            case ABSENT, WITHDRAWN -> mcMahon ? unplayed.mcMahonForAbsence() : unplayed.winsForAbsence();
        };
    }
}
