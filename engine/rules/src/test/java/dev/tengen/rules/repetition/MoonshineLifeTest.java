package dev.tengen.rules.repetition;

import dev.tengen.rules.Color;
import dev.tengen.rules.RepetitionKind;
import dev.tengen.rules.Violation;

/**
 * Moonshine life (Ing Dia. C13, "string ko: moonshine life. White is the disturber, using the double ko
 * in the bottom right"; Korean 2016 art. 10.2 case of one player repeating). White's ko at H3/J3 can be
 * taken back for ever because the double ko at the top left always gives a capture: a cycle of three kos,
 * one beside a double ko, named {@link RepetitionKind#MOONSHINE_LIFE}.
 */
class MoonshineLifeTest extends CycleConformance {

    @Override
    String[] diagram() {
        return new String[] {
            ". . . . . . . . . . .",
            ". . X O . . . . . . .",
            ". X O . O . . . . . .", // double ko: a, white C9 taken at D9
            ". . X O . . . . . . .",
            ". X . X O . . . . . .", // and b, black D7 taken at C7
            ". . X O . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . O X . .",
            ". . . . . . O X . X .", // the ko: black H3, taken by White at J3
            ". . . . . . . O X . .",
            ". . . . . . . . . . .",
        };
    }

    @Override
    Color firstToMove() {
        return Color.WHITE;
    }

    @Override
    String[] cycle() {
        return new String[] {"J3", "D9", "C7", "H3", "C9", "D7"};
    }

    @Override
    RepetitionKind kind() {
        return RepetitionKind.MOONSHINE_LIFE;
    }

    @Override
    String[] ingSequence() {
        return new String[] {"J3", "D9", "C7", "H3", "C9", "D7", "J3"};
    }

    @Override
    Violation.Kind ingRefusal() {
        return Violation.Kind.RECYCLING;
    }
}
