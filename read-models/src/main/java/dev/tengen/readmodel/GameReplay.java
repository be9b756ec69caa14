package dev.tengen.readmodel;

import java.util.List;

/**
 * A game move by move, as the engine replays its record: the stones before the first move (handicap stones) and,
 * for each move, the stone placed and the stones removed. A viewer steps through it by placing and removing those
 * stones; the rules stay with the engine.
 *
 * @param black the black stones before the first move, A1 notation
 * @param white the white stones before the first move
 * @param note why the replay stopped early (a move the rules refuse), or null
 */
public record GameReplay(String gameId, int size, List<String> black, List<String> white, List<ReplayStep> steps,
        String note) {

    public GameReplay {
        black = List.copyOf(black);
        white = List.copyOf(white);
        steps = List.copyOf(steps);
    }
}
