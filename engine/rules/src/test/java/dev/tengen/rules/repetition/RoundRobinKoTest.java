package dev.tengen.rules.repetition;

import dev.tengen.rules.Color;
import dev.tengen.rules.RepetitionKind;
import dev.tengen.rules.Violation;

/**
 * Round-robin ko (Korean 2016 art. 10.1 (3), Korean 2013 art. 10 Dia. 15 "cyclic ko"), as this project
 * reads it without the seed's diagram: single-stone ko captures going round together with larger
 * captures. Black takes two at B4, White takes two back at B3, Black takes the ko at E6, White B2,
 * Black B5, and White's retake at F6 restores the start. No stone is hot under Ing (the ko stone cooled
 * during B2 and B5), so Black, who began the cycle, may not begin it again.
 */
class RoundRobinKoTest extends CycleConformance {

    @Override
    String[] diagram() {
        return new String[] {
            "O O O O . O",
            "O X O O O X",
            "O . O O X .",
            "X O X O . O",
            "X O X X O X",
            "X X X . X X",
        };
    }

    @Override
    Color firstToMove() {
        return Color.BLACK;
    }

    @Override
    String[] cycle() {
        return new String[] {"B4", "B3", "E6", "B2", "B5", "F6"};
    }

    @Override
    RepetitionKind kind() {
        return RepetitionKind.ROUND_ROBIN_KO;
    }

    @Override
    String[] ingSequence() {
        return new String[] {"B4", "B3", "E6", "B2", "B5", "F6", "B4"};
    }

    @Override
    Violation.Kind ingRefusal() {
        return Violation.Kind.RECYCLING;
    }
}
