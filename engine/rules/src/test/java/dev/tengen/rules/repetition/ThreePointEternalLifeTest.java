package dev.tengen.rules.repetition;

import dev.tengen.rules.Color;
import dev.tengen.rules.RepetitionKind;
import dev.tengen.rules.Violation;

/**
 * Three-point eternal life (Korean 2016 art. 10.1 (5), Korean 2013 art. 10 Dia. 19 "three-stone eternal
 * life"), as this project reads it: a six-play cycle in which each side captures three stones once,
 * between two quiet plays each. Black C6 puts C6-D6 and E5 short of liberties, White takes three at E6,
 * Black D6, White F6, Black takes three at E5, White F5 restores the start. No stone is hot under Ing,
 * so the cycle runs once and Black, who began it, may not begin it again (art. 3 disturbing ko).
 */
class ThreePointEternalLifeTest extends CycleConformance {

    @Override
    String[] diagram() {
        return new String[] {
            "X O . X . .",
            ". O O O X O",
            "O O O O O X",
            "O O O O X X",
            "O X X O O X",
            "O X X X . X",
        };
    }

    @Override
    Color firstToMove() {
        return Color.BLACK;
    }

    @Override
    String[] cycle() {
        return new String[] {"C6", "E6", "D6", "F6", "E5", "F5"};
    }

    @Override
    RepetitionKind kind() {
        return RepetitionKind.THREE_POINT_ETERNAL_LIFE;
    }

    @Override
    String[] ingSequence() {
        return new String[] {"C6", "E6", "D6", "F6", "E5", "F5", "C6"};
    }

    @Override
    Violation.Kind ingRefusal() {
        return Violation.Kind.RECYCLING;
    }
}
