package dev.tengen.tournament.service.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.tengen.pairing.mcmahon.PairComponent;
import dev.tengen.pairing.mcmahon.PairWhy;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /api/v1/tournaments/{id}/rounds/{n}/pairing/why}: the weight the pairing of a McMahon or EGF-style Swiss
 * round gives a pair, criterion by criterion, as the engine weighed it (or would weigh it, for a pair the round does
 * not have). Facts named {@code ...First} are {@code black}'s, {@code ...Second} are {@code white}'s.
 *
 * @param status the round's status: "paired" (a draft) or "published"
 * @param board the board these two players sit at together in the round, null when the round does not pair them
 * @param weight the pair's weight in the matching: the sum of the components' weights (the heaviest pairing wins)
 * @param engineBlack who the engine would give Black if it seated the pair
 * @param handicap the handicap the engine would give the pair (0 even)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record PairingWhy(int round, String status, String black, String white, Integer board, long weight,
        String engineBlack, int handicap, List<Component> components) {

    /**
     * One criterion's part.
     *
     * @param criterion a stable code: avoid-rematch, score-difference, geography, draw-up-down, seeding, colour-balance
     * @param priority 1 for the criterion that outweighs all others, then 2, 3...
     * @param weight what it adds to the pair's weight (negative: a penalty)
     * @param step one step of the criterion's scale; {@code steps} is {@code weight / step}
     * @param facts what it read of the two players
     */
    public record Component(String criterion, int priority, long weight, long step, double steps, Map<String, Object> facts) {

        static Component of(PairComponent part) {
            return new Component(part.criterion().code(), part.criterion().priority(), part.weight(), part.step(),
                    part.step() == 0 ? 0 : (double) part.weight() / part.step(), part.facts());
        }
    }

    static PairingWhy of(RoundView round, Integer board, PairWhy.Weighed why) {
        return new PairingWhy(round.round(), round.status(), why.first(), why.second(), board, why.weight(), why.black(),
                why.handicap(), why.components().stream().map(Component::of).toList());
    }
}
