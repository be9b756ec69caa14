package dev.tengen.rules.repetition;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.rules.Color;
import dev.tengen.rules.Game;
import dev.tengen.rules.RepetitionKind;
import dev.tengen.rules.Rulesets;
import dev.tengen.rules.Violation;
import org.junit.jupiter.api.Test;

/**
 * Quadruple ko (Chinese 2002 art. 20.3; Ing Dia. C10): four separate kos going round in eight captures.
 * Ing treats it as a disturbing ko without hot stones: one cycle is allowed, then the player who began
 * it, the disturber, may not go on; either side can be the disturber.
 */
class QuadrupleKoTest extends CycleConformance {

    @Override
    String[] diagram() {
        return new String[] {
            ". . . . . . . . . . .",
            ". . X O . . . O X . .",
            ". X O . O . O X . X .", // ko a: white C9, taken at D9; ko b: black H9, taken at J9
            ". . X O . . . O X . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . X O . . . O X . .",
            ". X . X O . O . O X .", // ko d: black D3, taken at C3; ko c: white J3, taken at H3
            ". . X O . . . O X . .",
            ". . . . . . . . . . .",
        };
    }

    @Override
    Color firstToMove() {
        return Color.BLACK;
    }

    @Override
    String[] cycle() {
        return new String[] {"D9", "C3", "H3", "J9", "D3", "C9", "H9", "J3"};
    }

    @Override
    RepetitionKind kind() {
        return RepetitionKind.QUADRUPLE_KO;
    }

    @Override
    String[] ingSequence() {
        return new String[] {"D9", "C3", "H3", "J9", "D3", "C9", "H9", "J3", "D9"};
    }

    @Override
    Violation.Kind ingRefusal() {
        return Violation.Kind.RECYCLING;
    }

    @Test
    void ingMakesWhiteTheDisturberWhenWhiteBeginsTheCycle() {
        Game game = Diagram.setUp(Rulesets.ING_1991, Color.WHITE, diagram());
        // White takes b, Black a, White d, Black b, White a, Black d: the start recurs after six plays.
        Diagram.playAll(game, "J9", "D9", "C3", "H9", "C9", "D3");
        assertEquals(Violation.Kind.RECYCLING, Diagram.refused(game, "J9").kind());
    }
}
