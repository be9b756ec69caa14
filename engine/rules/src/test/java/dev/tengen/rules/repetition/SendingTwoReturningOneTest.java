package dev.tengen.rules.repetition;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rules.Color;
import dev.tengen.rules.Game;
import dev.tengen.rules.RepetitionKind;
import dev.tengen.rules.Rulesets;
import dev.tengen.rules.Violation;
import org.junit.jupiter.api.Test;

/**
 * Sending two, returning one (Korean 2016 art. 10.2, a case only one player can repeat; Ing Dia. C9
 * "disturbed life in which Black 1 is the disturber"). Black A7 puts A7-B7 in atari, White takes two at
 * C7, Black takes one back at B7: the board recurs with White to move. White can only pass, and Black's
 * A7 again repeats the position with the same player to move.
 */
class SendingTwoReturningOneTest extends CycleConformance {

    @Override
    String[] diagram() {
        return new String[] {
            ". X . X . . .",
            "O O X X . . .",
            ". O X . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
        };
    }

    @Override
    Color firstToMove() {
        return Color.BLACK;
    }

    @Override
    String[] cycle() {
        return new String[] {"A7", "C7", "B7", "pass", "A7"};
    }

    @Override
    RepetitionKind kind() {
        return RepetitionKind.SENDING_TWO_RETURNING_ONE;
    }

    /** Chinese 2002 art. 6 forbids B7 already: it recreates the starting board. */
    @Override
    int chineseRefusedAt() {
        return 2;
    }

    @Override
    String[] ingSequence() {
        return cycle();
    }

    @Override
    Violation.Kind ingRefusal() {
        return Violation.Kind.RECYCLING;
    }

    @Test
    void agaAllowsTheBoardToRecurWithTheOtherPlayerToMove() {
        Game game = Diagram.setUp(Rulesets.AGA, Color.BLACK, diagram());
        Diagram.playAll(game, "A7", "C7");
        assertTrue(Diagram.play(game, "B7").isEmpty(), "AGA rule 5 forbids only the same position with the same player to move");
    }

    @Test
    void korean2016DoesNotDrawUntilBlackRepeats() {
        Game game = Diagram.setUp(Rulesets.KOREAN_2016, Color.BLACK, diagram());
        Diagram.playAll(game, "A7", "C7", "B7", "pass");
        assertTrue(game.result().isEmpty());
    }
}
