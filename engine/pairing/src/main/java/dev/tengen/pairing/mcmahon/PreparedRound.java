package dev.tengen.pairing.mcmahon;

import java.util.List;

/**
 * A round ready to be matched: the players to pair (the bye already set aside), their weights, and
 * the pairing byes; or why the round cannot be paired.
 *
 * @param field the players to pair, null if refused
 * @param weigher the criteria's weight of each pair, null if refused
 * @param byes the pairing byes of the round
 * @param refusal why the round cannot be paired, null if it can
 */
record PreparedRound(Field field, EdgeWeigher weigher, List<String> byes, String refusal) {

    static PreparedRound refused(String reason) {
        return new PreparedRound(null, null, List.of(), reason);
    }
}
