package dev.tengen.pairing;


import dev.tengen.pairing.swiss.SwissField;
import dev.tengen.pairing.swiss.SwissKnockout;
import dev.tengen.pairing.swiss.SwissPairing;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Tournament;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A round of the Chinese 2002 Swiss (App. 5) or Swiss knock-out (art. 26.4, App. 6), the entrants'
 * registration order standing for their drawn IDs (App. 5.2(1)).
 */
final class TournamentSwiss {

    private TournamentSwiss() {}

    /**
     * @param absent players not to be paired this round, with the reason
     * @param knockedOut players out of a Swiss knock-out, with the reason
     */
    static TournamentPairer.Outcome pair(Tournament before, int round, Map<String, String> absent, Map<String, String> knockedOut) {
        Map<String, String> leftOut = new LinkedHashMap<>(absent);
        leftOut.putAll(knockedOut);
        SwissField field = new SwissField(before.entrants(), leftOut.keySet(), byePoints(before));
        if (field.toPair().size() < 2) {
            return new TournamentPairer.Refused("fewer than two entrants are left to pair in round " + round);
        }
        RoundPairing pairing = SwissPairing.pair(round, field, before.gamesThrough(round - 1), before.byesThrough(round - 1));
        return new TournamentPairer.Paired(pairing, leftOut, List.of());
    }

    /**
     * Chinese 2002 App. 6: after each round from {@code knockoutAfterRound} on (App. 6: "after 5 rounds"),
     * the lowest placed leave, the field kept even (art. 26.4). A knock-out after round 0 starts after round 1.
     */
    static Map<String, String> knockedOut(Tournament before, int round, PairingSystem.SwissKnockout system) {
        SwissKnockout.Plan plan = new SwissKnockout.Plan(Math.max(1, system.knockoutAfterRound()), system.eliminatedPerRound());
        List<String> remaining = new ArrayList<>(before.entrants());
        Map<String, String> out = new LinkedHashMap<>();
        // The lot of App. 6 (3) is drawn from the event, so the same file always knocks out the same players.
        Random lot = new Random(before.event().name().hashCode());
        for (int after = 1; after < round; after++) {
            int count = plan.knockedOutAfter(after, remaining.size());
            if (count == 0) {
                continue;
            }
            for (SwissKnockout.Eliminated e : SwissKnockout.knockOut(remaining, count, before.gamesThrough(after),
                    before.byesThrough(after), byePoints(before), lot)) {
                remaining.remove(e.player());
                out.put(e.player(), "knocked out after round " + after + " with " + e.points() + " points, opponents' "
                        + e.opponentsPoints() + (e.byLot() ? ", by lot" : "") + " (Chinese 2002 App. 6)");
            }
        }
        return out;
    }

    /** A pairing bye is worth the file's value for a bye, in Chinese points (a win is 2, art. 27.1). */
    private static int byePoints(Tournament tournament) {
        return tournament.placement().unplayed().winsForBye();
    }
}
