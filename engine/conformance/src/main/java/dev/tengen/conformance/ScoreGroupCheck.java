package dev.tengen.conformance;

import dev.tengen.pairing.criteria.ScoreDifference;
import dev.tengen.pairing.matching.EdgeList;
import dev.tengen.pairing.matching.MaximumWeightMatching;
import dev.tengen.pairing.mcmahon.RoundAudit;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Round;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToLongBiFunction;

/**
 * Players meet in their score group, else the nearest, no farther and no more often than the round allows. The
 * pairer weighs score groups (with the director's geography, set in score steps) far above draw positions, seeding
 * and colours, which only break its ties; over a whole round those can still outweigh a geography penalty. So a
 * round deviates when a pairing of the same players exists that is better in whole score steps and better by all
 * the pairer's criteria together: decided with the engine's maximum-weight perfect matching on both weights, each
 * optimum a candidate witness.
 */
final class ScoreGroupCheck {

    private ScoreGroupCheck() {}

    static List<Deviation> check(Round round, RoundAudit audit) {
        List<String> players = new ArrayList<>();
        for (GameRecord game : round.games()) {
            if (!audit.isInField(game.black()) || !audit.isInField(game.white())) {
                return List.of(); // an absent player or the bye paired: other rules report it, the groups cannot be weighed
            }
            players.add(game.black());
            players.add(game.white());
        }
        if (players.size() < 4) {
            return List.of();
        }
        long bonus = audit.rematchBonus(players.size());
        ToLongBiFunction<String, String> groups = (a, b) -> audit.scoreGroupWeight(a, b, bonus);
        ToLongBiFunction<String, String> all = (a, b) -> audit.weight(a, b, bonus);
        int[] filed = new int[players.size()];
        for (int k = 0; k < players.size(); k += 2) {
            filed[k] = k + 1;
            filed[k + 1] = k;
        }
        long filedGroups = total(players, filed, groups);
        if (filedGroups == players.size() / 2 * (bonus + ScoreDifference.weight(0, 0))) {
            return List.of(); // every pair fresh, inside its group, without a geography penalty: nothing can do better
        }
        int[] fewestSteps = best(players, groups);
        if (total(players, fewestSteps, groups) <= filedGroups) {
            return List.of();
        }
        for (int[] witness : List.of(fewestSteps, best(players, all))) {
            if (total(players, witness, groups) > filedGroups
                    && total(players, witness, all) > total(players, filed, all)
                    && rematches(players, witness, audit) >= rematches(players, filed, audit)) {
                return List.of(deviation(round, audit, players, filed, witness));
            }
        }
        return List.of();
    }

    private static Deviation deviation(Round round, RoundAudit audit, List<String> players, int[] filed, int[] witness) {
        long gaps = squaredGaps(players, filed, audit);
        long fewer = squaredGaps(players, witness, audit);
        List<String> across = round.games().stream().filter(g -> audit.scoreGroup(g.black()) != audit.scoreGroup(g.white()))
                .map(g -> String.valueOf(g.board())).toList();
        String why = gaps > fewer
                ? "the pairs cross score groups by " + gaps + " squared group steps where " + fewer + " suffice"
                : "the pairs cross score groups as a better pairing does (" + gaps + " squared group steps) but pair more"
                        + " players of one club or country than the director's geography setting allows";
        return Deviation.ofRound(round.number(), Rule.SCORE_GROUPS, why
                + (across.isEmpty() ? "" : " (games across groups on boards " + String.join(", ", across) + ")"));
    }

    private static int[] best(List<String> players, ToLongBiFunction<String, String> weight) {
        EdgeList edges = new EdgeList();
        for (int i = 0; i < players.size(); i++) {
            for (int j = i + 1; j < players.size(); j++) {
                edges.add(i, j, weight.applyAsLong(players.get(i), players.get(j)));
            }
        }
        return MaximumWeightMatching.perfect(players.size(), edges).mate();
    }

    private static long total(List<String> players, int[] mate, ToLongBiFunction<String, String> weight) {
        long sum = 0;
        for (int i = 0; i < mate.length; i++) {
            if (mate[i] > i) {
                sum += weight.applyAsLong(players.get(i), players.get(mate[i]));
            }
        }
        return sum;
    }

    private static int rematches(List<String> players, int[] mate, RoundAudit audit) {
        int count = 0;
        for (int i = 0; i < mate.length; i++) {
            count += mate[i] > i && audit.metBefore(players.get(i), players.get(mate[i])) ? 1 : 0;
        }
        return count;
    }

    private static long squaredGaps(List<String> players, int[] mate, RoundAudit audit) {
        long sum = 0;
        for (int i = 0; i < mate.length; i++) {
            if (mate[i] > i) {
                long gap = audit.scoreGroup(players.get(i)) - audit.scoreGroup(players.get(mate[i]));
                sum += gap * gap;
            }
        }
        return sum;
    }
}
