package dev.tengen.rules.repetition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rules.Color;
import dev.tengen.rules.Game;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Rulesets;
import dev.tengen.rules.Violation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import java.util.stream.Stream;

/**
 * The basic ko under every rule set: White takes at B3, Black may not take back at C3 at once (Korean
 * 2016 art. 7, Korean 2013 art. 7, Chinese 2002 art. 20.1, AGA rule 5, Ing 1991 art. 3), but may after
 * a ko threat elsewhere has been played and answered.
 */
class SimpleKoTest {

    // 5x5 like Ing's Dias. A3-A8: black C3 in the ko, White to take it at B3.
    static final String[] KO = {
        ". . . . .",
        ". X O . .",
        "X . X O .",
        ". X O . .",
        ". . . . .",
    };

    static Stream<Ruleset> rulesets() {
        return Rulesets.ALL.stream();
    }

    private static Game afterWhiteTakes(Ruleset rules) {
        Game game = Diagram.setUp(rules, Color.WHITE, KO);
        Diagram.playAll(game, "B3");
        return game;
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void immediateRecaptureIsRefused(Ruleset rules) {
        Violation refusal = Diagram.refused(afterWhiteTakes(rules), "C3");
        Violation.Kind expected = rules == Rulesets.ING_1991 ? Violation.Kind.HOT_STONE : Violation.Kind.KO;
        assertEquals(expected, refusal.kind());
        assertEquals(rules.article(Ruleset.Dimension.KO), refusal.article());
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void recaptureIsAllowedAfterAThreatAndAnAnswer(Ruleset rules) {
        Game game = afterWhiteTakes(rules);
        Diagram.playAll(game, "A1", "B1");
        assertTrue(Diagram.play(game, "C3").isEmpty());
    }

    @Test
    void ingAllowsTheRecaptureAfterPassPlays() {
        // Ing 1991 term 10 "ko removal after passing" and Dias. A3-A8: the pass plays are the interval.
        Game game = afterWhiteTakes(Rulesets.ING_1991);
        Diagram.playAll(game, "pass", "pass");
        assertTrue(Diagram.play(game, "C3").isEmpty());
    }

    @Test
    void ingAllowsTheRecaptureAfterBlacksOwnPassPlayAndWhitesBoardPlay() {
        Game game = afterWhiteTakes(Rulesets.ING_1991);
        Diagram.playAll(game, "pass", "E5");
        assertTrue(Diagram.play(game, "C3").isEmpty());
    }

    @Test
    void ingRefusesWhiteRunningTheSamePassCycleASecondTime() {
        // Ing 1991 art. 3 disturbing ko: White took, both passed, Black retook: one cycle, begun by White.
        Game game = afterWhiteTakes(Rulesets.ING_1991);
        Diagram.playAll(game, "pass", "pass", "C3", "pass", "pass");
        assertEquals(Violation.Kind.RECYCLING, Diagram.refused(game, "B3").kind());
    }
}
