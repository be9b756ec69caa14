package dev.tengen.rules.scoring;

import dev.tengen.rules.Board;
import dev.tengen.rules.Color;
import dev.tengen.rules.Game;
import dev.tengen.rules.Point;
import java.util.Set;

/**
 * What the scorer needs from a finished game.
 *
 * @param board the final position, dead stones still on it
 * @param deadStones the stones the players agreed are dead
 * @param blackPrisoners stones Black holds before the dead stones are lifted: captures and, under AGA
 *     rule 6, pass stones received
 * @param whitePrisoners the same for White
 * @param handicapStones 0 for an even game
 */
public record FinalPosition(Board board, Set<Point> deadStones, int blackPrisoners, int whitePrisoners, int handicapStones) {

    public FinalPosition {
        board = board.copy();
        deadStones = Set.copyOf(deadStones);
        if (blackPrisoners < 0 || whitePrisoners < 0 || handicapStones < 0) {
            throw new IllegalArgumentException("prisoners and handicap are never negative");
        }
    }

    /** A position counted as it stands: no prisoners, no handicap. */
    public static FinalPosition of(Board board, Set<Point> deadStones) {
        return new FinalPosition(board, deadStones, 0, 0, 0);
    }

    /** The game's position, agreed dead stones, prisoners (pass stones included) and handicap. */
    public static FinalPosition of(Game game) {
        return new FinalPosition(game.position(), game.deadStones(), game.prisoners(Color.BLACK),
                game.prisoners(Color.WHITE), game.handicapStones());
    }

    public int prisoners(Color colour) {
        return colour == Color.BLACK ? blackPrisoners : whitePrisoners;
    }

    @Override
    public Board board() {
        return board.copy();
    }
}
