package dev.tengen.pairing.knockout;

import java.util.List;
import java.util.Optional;

/**
 * How a bracket game was decided by play.
 *
 * @param winner who goes on, empty when both lost
 * @param losers who lost (one, or two after a both-lose result)
 */
public record Decision(Optional<String> winner, List<String> losers) {

    public Decision {
        losers = List.copyOf(losers);
    }

    public static Decision won(String winner, String loser) {
        return new Decision(Optional.of(winner), List.of(loser));
    }
}
