package dev.tengen.pairing;


import dev.tengen.pairing.roundrobin.RoundRobin;
import dev.tengen.pairing.roundrobin.RoundRobinWithdrawal;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Tournament;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A round of a round robin (Chinese 2002 art. 26.2, App. 3): the Berger table on the entrants in
 * registration order, with the withdrawals of art. 28.1 and 28.2 applied.
 */
final class TournamentRoundRobin {

    private TournamentRoundRobin() {}

    static TournamentPairer.Outcome pair(Tournament before, int round, int cycles) {
        Map<String, String> leftOut = new LinkedHashMap<>();
        List<String> numbers = new ArrayList<>();
        for (String entrant : before.entrants()) {
            Player player = before.player(entrant).orElse(null);
            if (player != null && player.withdrawnFrom().isPresent() && player.withdrawnFrom().getAsInt() == 1) {
                // Chinese 2002 art. 28.1: withdrawn before the start, the table is drawn for the others.
                leftOut.put(entrant, "withdrawn before the first round (Chinese 2002 art. 28.1)");
            } else {
                numbers.add(entrant);
            }
        }
        if (numbers.size() < 2) {
            return new TournamentPairer.Refused("a round robin needs at least two entrants, not " + numbers.size());
        }
        List<RoundPairing> schedule = RoundRobin.schedule(numbers, cycles);
        if (round > schedule.size()) {
            return new TournamentPairer.Refused("a round robin of " + numbers.size() + " entrants over " + cycles
                    + (cycles == 1 ? " cycle" : " cycles") + " has " + schedule.size()
                    + " rounds (Chinese 2002 App. 3); there is no round " + round);
        }
        RoundPairing pairing = schedule.get(round - 1);
        List<String> notes = new ArrayList<>();
        for (String entrant : numbers) {
            Player player = before.player(entrant).orElse(null);
            if (player == null || !player.hasWithdrawnBy(round)) {
                if (player != null && !player.participatesIn(round)) {
                    notes.add(entrant + " asked not to be paired in round " + round
                            + ", but a round robin game does not move: record it as a forfeit if it is not played");
                }
                continue;
            }
            long played = before.games().stream().filter(g -> g.involves(entrant) && g.isPlayed()).count();
            int scheduled = (int) schedule.stream().filter(r -> r.games().stream()
                    .anyMatch(g -> g.black().equals(entrant) || g.white().equals(entrant))).count();
            RoundRobinWithdrawal.Effect effect = RoundRobinWithdrawal.effect((int) played, scheduled);
            pairing = RoundRobinWithdrawal.remainingRound(pairing, entrant, effect);
            // Chinese 2002 art. 28.2: under half the games played voids the score; half or more, the rest are forfeits.
            if (effect == RoundRobinWithdrawal.Effect.SCORE_INVALID) {
                leftOut.put(entrant, "withdrawn after " + played + " of " + scheduled
                        + " games: score void, opponents have a bye (Chinese 2002 art. 28.2)");
            } else {
                notes.add(entrant + " has withdrawn after " + played + " of " + scheduled
                        + " games: the game stays on the sheet as a forfeit (Chinese 2002 art. 28.2)");
            }
        }
        return new TournamentPairer.Paired(pairing, leftOut, notes);
    }
}
