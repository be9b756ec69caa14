package dev.tengen.rules.repetition;

import dev.tengen.rules.Color;
import dev.tengen.rules.RepetitionKind;
import dev.tengen.rules.Violation;

/**
 * Eternal life (Korean 2016 art. 10.1 (2), Korean 2013 art. 10 Dia. 14, Chinese 2002 art. 20.3): White
 * throws in at D7, Black adds A7 to B7 (two stones in atari), White takes two at C7, Black takes two
 * back at B7. Under Ing, A7 and B7 are double hot stones (art. 3, Dia. C6): White must wait one play.
 */
class EternalLifeTest extends CycleConformance {

    @Override
    String[] diagram() {
        return new String[] {
            ". X . . X . .",
            "O O X X X . .",
            ". O X . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
        };
    }

    @Override
    Color firstToMove() {
        return Color.WHITE;
    }

    @Override
    String[] cycle() {
        return new String[] {"D7", "A7", "C7", "B7"};
    }

    @Override
    RepetitionKind kind() {
        return RepetitionKind.ETERNAL_LIFE;
    }

    @Override
    String[] ingSequence() {
        return new String[] {"D7", "A7", "C7"};
    }

    @Override
    Violation.Kind ingRefusal() {
        return Violation.Kind.HOT_STONE;
    }
}
