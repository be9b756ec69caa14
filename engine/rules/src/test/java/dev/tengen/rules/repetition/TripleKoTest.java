package dev.tengen.rules.repetition;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rules.Color;
import dev.tengen.rules.Game;
import dev.tengen.rules.RepetitionKind;
import dev.tengen.rules.Rulesets;
import dev.tengen.rules.Violation;
import org.junit.jupiter.api.Test;

/**
 * Triple ko (Korean 2016 art. 10.1 (1), Korean 2013 art. 10 Dia. 13, Chinese 2002 art. 20.3): three
 * separate kos, each side taking one in turn; after six captures the position recurs. Under Ing the
 * stones Black holds in the other kos are twin hot stones (art. 3, Dia. C7), so White's second move is
 * refused.
 */
class TripleKoTest extends CycleConformance {

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
            ". . X O . . . . . . .",
            ". X O . O . . . . . .", // ko c: white C3, taken at D3
            ". . X O . . . . . . .",
            ". . . . . . . . . . .",
        };
    }

    @Override
    Color firstToMove() {
        return Color.BLACK;
    }

    @Override
    String[] cycle() {
        return new String[] {"D9", "J9", "D3", "C9", "H9", "C3"};
    }

    @Override
    RepetitionKind kind() {
        return RepetitionKind.TRIPLE_KO;
    }

    @Override
    String[] ingSequence() {
        return new String[] {"D9", "J9"};
    }

    @Override
    Violation.Kind ingRefusal() {
        return Violation.Kind.HOT_STONE;
    }

    @Test
    void ingNamesTheTwinHotStone() {
        Game game = Diagram.setUp(Rulesets.ING_1991, Color.BLACK, diagram());
        Diagram.playAll(game, "D9");
        String message = Diagram.refused(game, "J9").message();
        assertTrue(message.contains("twin hot stone at H9"), message);
    }
}
