package dev.tengen.readmodel;

import dev.tengen.standing.Participation;
import dev.tengen.standing.Place;
import dev.tengen.standing.RoundResult;
import dev.tengen.standing.TournamentStandings;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Tournament;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A tournament's standings and crosstable as the public reads them, placed by the engine's one computation
 * ({@code dev.tengen.standing.TournamentStandings}) on the tournament's own criteria; the crosstable shows the same
 * places.
 */
final class BookStandings {

    private BookStandings() {
    }

    /** The standings after {@code afterRound}; empty rows and a note when the tournament cannot be placed. */
    static StandingsView standings(String tournamentId, Optional<Tournament> model, int afterRound) {
        return switch (rank(model, afterRound)) {
            case TournamentStandings.Refused refused -> new StandingsView(tournamentId, afterRound, "", List.of(), List.of(),
                    refused.reason(), List.of());
            case TournamentStandings.Ranked ranked -> {
                Tournament t = model.orElseThrow();
                List<StandingRow> rows = new ArrayList<>();
                for (Place place : ranked.standings().places()) {
                    Player p = t.player(place.entrant()).orElseThrow();
                    rows.add(new StandingRow(place.place(), place.shared(), p.id(), p.name(), p.rank().notation(),
                            p.club(), p.withdrawnFrom().isPresent(), place.values()));
                }
                yield new StandingsView(tournamentId, afterRound, "Placed by " + String.join(", ", names(ranked)),
                        names(ranked), rows, null, unplaced(t, ranked));
            }
        };
    }

    /** The crosstable through {@code rounds}, in the standings' order and with their places. */
    static CrosstableView crosstable(String tournamentId, Optional<Tournament> model, int rounds) {
        return switch (rank(model, rounds)) {
            case TournamentStandings.Refused refused -> new CrosstableView(tournamentId, rounds, List.of(), List.of(),
                    refused.reason(), List.of());
            case TournamentStandings.Ranked ranked -> {
                Tournament t = model.orElseThrow();
                Map<String, Integer> places = new HashMap<>();
                ranked.standings().places().forEach(p -> places.put(p.entrant(), p.place()));
                List<CrosstableRow> rows = new ArrayList<>();
                for (Place place : ranked.standings().places()) {
                    String id = place.entrant();
                    List<String> cells = new ArrayList<>();
                    List<String> results = new ArrayList<>();
                    for (RoundResult r : ranked.table().row(id)) {
                        Optional<GameRecord> game = game(t, id, r.round());
                        String cell = cell(game, id, r, places);
                        cells.add(cell);
                        results.add(ResultText.openGotha(cell, game.map(GameRecord::handicap).orElse(0)));
                    }
                    Player p = t.player(id).orElseThrow();
                    rows.add(new CrosstableRow(place.place(), id, p.name(), p.rank().notation(), cells, results,
                            place.values()));
                }
                yield new CrosstableView(tournamentId, rounds, names(ranked), rows, null, unplaced(t, ranked));
            }
        };
    }

    /** The players registered with no game and no bye: listed apart, not placed (OpenGotha's "not implied"). */
    private static List<RegisteredPlayer> unplaced(Tournament t, TournamentStandings.Ranked ranked) {
        return ranked.registeredOnly().stream().map(id -> t.player(id).orElseThrow())
                .map(p -> new RegisteredPlayer(p.id(), p.name(), p.rank().notation(), p.club())).toList();
    }

    private static TournamentStandings.Outcome rank(Optional<Tournament> model, int round) {
        if (model.isEmpty()) {
            return new TournamentStandings.Refused("The tournament is not configured yet: no placement criteria.");
        }
        Tournament t = model.get();
        TournamentStandings.Outcome outcome = TournamentStandings.rank(t, Math.max(0, round), t.placement().criteria());
        return outcome instanceof TournamentStandings.Refused refused
                ? new TournamentStandings.Refused("The standings cannot be computed: " + refused.reason() + ".") : outcome;
    }

    private static List<String> names(TournamentStandings.Ranked ranked) {
        return ranked.criteria().stream().map(c -> c.fileName()).toList();
    }

    /** The player's game of that round, if any. */
    private static Optional<GameRecord> game(Tournament t, String id, int round) {
        return t.round(round).stream().flatMap(r -> r.games().stream()).filter(g -> g.involves(id)).findFirst();
    }

    /** The opponent's place, {@code + - = ?} ({@code ~} a void game), the colour, {@code !} for a forfeit; 0 no game. */
    private static String cell(Optional<GameRecord> game, String id, RoundResult r, Map<String, Integer> places) {
        if (r.opponent() == null) {
            return "0";
        }
        String sign;
        if (r.participation() == Participation.UNDECIDED) {
            sign = game.filter(g -> g.outcome() == Outcome.NO_RESULT).isPresent() ? "~" : "?";
        } else if (r.isWin()) {
            sign = "+";
        } else if (r.isDraw()) {
            sign = "=";
        } else {
            sign = "-";
        }
        String colour = game.map(g -> id.equals(g.black()) ? "b" : "w").orElse("");
        String forfeit = r.participation() == Participation.FORFEIT ? "!" : "";
        return places.get(r.opponent()) + sign + colour + forfeit;
    }
}
