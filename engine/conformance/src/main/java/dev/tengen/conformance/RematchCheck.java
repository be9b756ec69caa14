package dev.tengen.conformance;

import dev.tengen.pairing.swiss.FeasiblePairer;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.Tournament;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * No two entrants meet again while the round's entrants could be paired with fewer repeated meetings: decided
 * exactly by the engine's maximum matching of the "have not met" graph ({@link FeasiblePairer#maximumFreshPairs},
 * Chinese 2002 App. 5.2(2)), on the entrants the round pairs.
 */
final class RematchCheck {

    private RematchCheck() {}

    static List<Deviation> check(Tournament tournament, Round round) {
        Map<String, Set<String>> met = metBefore(tournament, round.number());
        List<String> paired = new ArrayList<>();
        List<GameRecord> rematches = new ArrayList<>();
        for (GameRecord game : round.games()) {
            paired.add(game.black());
            paired.add(game.white());
            if (met.getOrDefault(game.black(), Set.of()).contains(game.white())) {
                rematches.add(game);
            }
        }
        if (rematches.isEmpty()) {
            return List.of();
        }
        int fresh = round.games().size() - rematches.size();
        int most = FeasiblePairer.maximumFreshPairs(paired,
                (one, other) -> !met.getOrDefault(one, Set.of()).contains(other));
        if (fresh >= most) {
            return List.of();
        }
        int avoidable = most - fresh;
        return rematches.stream().map(game -> Deviation.ofBoard(round.number(), game.board(), Rule.REMATCH,
                game.black() + " and " + game.white() + " met before, yet the round's players can be paired with "
                        + avoidable + (avoidable == 1 ? " repeated meeting" : " repeated meetings") + " fewer")).toList();
    }

    /** Each entrant's opponents in the rounds before {@code round}, games by default included. */
    static Map<String, Set<String>> metBefore(Tournament tournament, int round) {
        Map<String, Set<String>> met = new HashMap<>();
        for (GameRecord game : tournament.gamesThrough(round - 1)) {
            met.computeIfAbsent(game.black(), k -> new HashSet<>()).add(game.white());
            met.computeIfAbsent(game.white(), k -> new HashSet<>()).add(game.black());
        }
        return met;
    }
}
