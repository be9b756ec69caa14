package dev.tengen.rules.repetition;

import dev.tengen.rules.Color;
import dev.tengen.rules.RepetitionKind;
import dev.tengen.rules.Violation;

/**
 * Two double kos (Korean 2016 art. 10.1 (4), Korean 2013 art. 10 Dias. 16-18; Ing Dia. C15 "disturbed
 * death with two separate double kos ... Black is the disturber. Recycling is prohibited"). Each double
 * ko is a pair of kos bordering the same black and white stones
 * (C9/D9 and D7/C7 on the left, J9/H9 and H7/J7 on the right), so either side always has a capture;
 * eight captures restore the position.
 */
class TwoDoubleKosTest extends CycleConformance {

    @Override
    String[] diagram() {
        return new String[] {
            ". . . . . . . . . . .",
            ". . X O . . . O X . .",
            ". X O . O . O . O X .", // a: white C9, taken at D9; c: white J9, taken at H9
            ". . X O . . . O X . .",
            ". X . X O . O X . X .", // b: black D7, taken at C7; d: black H7, taken at J7
            ". . X O . . . O X . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
        };
    }

    @Override
    Color firstToMove() {
        return Color.BLACK;
    }

    @Override
    String[] cycle() {
        return new String[] {"D9", "J7", "H9", "C7", "H7", "C9", "D7", "J9"};
    }

    @Override
    RepetitionKind kind() {
        return RepetitionKind.TWO_DOUBLE_KOS;
    }

    @Override
    String[] ingSequence() {
        return new String[] {"D9", "J7", "H9", "C7", "H7", "C9", "D7", "J9", "D9"};
    }

    @Override
    Violation.Kind ingRefusal() {
        return Violation.Kind.RECYCLING;
    }
}
