package dev.tengen.pairing.mcmahon;

import java.util.List;

/**
 * Who sits out an odd round: among those who have not had a pairing bye yet (everyone, if all
 * have), the lowest score, then the lowest rank, then the last in the caller's order. This is the
 * usual EGF practice (the bye goes to the bottom of the field, never twice to one player while
 * another has had none); the EGF rules leave the choice to the director and the program.
 */
final class ByeRule {

    private ByeRule() {
    }

    static Player choose(List<Player> available, History history) {
        boolean anyWithout = available.stream().anyMatch(p -> !history.hadPairingBye(p.id()));
        Player chosen = null;
        for (Player p : available) {
            if (anyWithout && history.hadPairingBye(p.id())) {
                continue;
            }
            if (chosen == null || lowerOrEqual(p, chosen, history)) {
                chosen = p;
            }
        }
        return chosen;
    }

    private static boolean lowerOrEqual(Player p, Player than, History history) {
        int byScore = Integer.compare(history.halfPoints(p.id()), history.halfPoints(than.id()));
        if (byScore != 0) {
            return byScore < 0;
        }
        return p.rank() <= than.rank();
    }
}
