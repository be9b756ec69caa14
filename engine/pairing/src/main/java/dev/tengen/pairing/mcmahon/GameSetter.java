package dev.tengen.pairing.mcmahon;

import dev.tengen.pairing.Pairing;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalDouble;

/**
 * Turns matched pairs into games: handicap and compensation by the handicap rule, colours (the
 * weaker player takes Black in a handicap game; in an even game the player who has had White more
 * often takes Black, then the weaker by rank, then by lot), boards from the strongest pair down.
 */
final class GameSetter {

    private final Field field;
    private final PairingParameters parameters;

    GameSetter(Field field, PairingParameters parameters) {
        this.field = field;
        this.parameters = parameters;
    }

    List<Pairing> games(int[] mate) {
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < field.size; i++) {
            if (mate[i] > i) {
                pairs.add(new int[] {i, mate[i]});
            }
        }
        pairs.sort(Comparator.<int[]>comparingInt(p -> -Math.max(field.halfPoints[p[0]], field.halfPoints[p[1]]))
                .thenComparingInt(p -> -Math.min(field.halfPoints[p[0]], field.halfPoints[p[1]]))
                .thenComparingInt(p -> -Math.max(field.players[p[0]].rank(), field.players[p[1]].rank()))
                .thenComparingInt(p -> Math.min(p[0], p[1])));
        List<Pairing> games = new ArrayList<>();
        for (int[] pair : pairs) {
            games.add(game(games.size() + 1, pair[0], pair[1]));
        }
        return games;
    }

    /** The game of the pair {@code i}, {@code j} on {@code board}: colours and handicap by the rule. */
    Pairing game(int board, int i, int j) {
        HandicapRule rule = parameters.handicap();
        boolean byScore = rule.basis() == HandicapRule.Basis.MCMAHON_SCORE;
        int vi = byScore ? field.group[i] : field.players[i].rank();
        int vj = byScore ? field.group[j] : field.players[j].rank();
        Player atThreshold = Player.of("threshold", rule.noHandicapFrom());
        int threshold = byScore ? parameters.system().startScore(atThreshold) : rule.noHandicapFrom();
        int handicap = rule.handicap(Math.max(vi, vj), Math.min(vi, vj), threshold);
        int black;
        if (handicap > 0) {
            black = vi < vj ? i : j;
        } else if (field.balance[i] != field.balance[j]) {
            black = field.balance[i] > field.balance[j] ? i : j;
        } else if (field.players[i].rank() != field.players[j].rank()) {
            black = field.players[i].rank() < field.players[j].rank() ? i : j;
        } else {
            black = Lots.pairLot(field.lot[i], field.lot[j]) < 0.5 ? i : j;
        }
        int white = black == i ? j : i;
        OptionalDouble komi = handicap > 0 ? OptionalDouble.of(rule.komi()) : OptionalDouble.empty();
        return new Pairing(board, field.players[black].id(), field.players[white].id(), handicap, komi);
    }
}
