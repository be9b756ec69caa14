package dev.tengen.rank;

import java.util.Objects;

/** One game of a Duan promotion tournament, from the player's side: the opponent's Duan and the result. */
public record DuanGame(Rank opponent, PlayerResult result) {

    public DuanGame {
        Objects.requireNonNull(opponent, "opponent");
        Objects.requireNonNull(result, "result");
    }
}
