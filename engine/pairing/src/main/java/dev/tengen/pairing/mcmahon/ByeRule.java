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
        return eligible(available, history).getLast();
    }

    /**
     * Every player the rule may give the bye to, in the caller's order: those without a pairing bye yet (everyone,
     * if all have had one), of the lowest score, then of the lowest rank. The last of them is chosen.
     */
    static List<Player> eligible(List<Player> available, History history) {
        boolean anyWithout = available.stream().anyMatch(p -> !history.hadPairingBye(p.id()));
        List<Player> candidates = available.stream().filter(p -> !(anyWithout && history.hadPairingBye(p.id()))).toList();
        int lowestScore = candidates.stream().mapToInt(p -> history.halfPoints(p.id())).min().orElse(0);
        List<Player> lowest = candidates.stream().filter(p -> history.halfPoints(p.id()) == lowestScore).toList();
        int lowestRank = lowest.stream().mapToInt(Player::rank).min().orElse(0);
        return lowest.stream().filter(p -> p.rank() == lowestRank).toList();
    }
}
