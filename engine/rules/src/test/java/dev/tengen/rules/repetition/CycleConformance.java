package dev.tengen.rules.repetition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rules.Color;
import dev.tengen.rules.Game;
import dev.tengen.rules.GameResult;
import dev.tengen.rules.Phase;
import dev.tengen.rules.RepetitionKind;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Rulesets;
import dev.tengen.rules.Violation;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * One whole-board cycle played move by move under each named rule set. A subclass draws the position
 * and lists the cycle; the expectations come from the seeds: Korean 2016 art. 10 (draw), Korean 2013
 * art. 10 (draw only by agreement), Chinese 2002 art. 6 and 20 (the recurring play is forbidden), AGA
 * rule 5 (situational superko), Ing 1991 art. 3 (hot stones, recycling).
 */
abstract class CycleConformance {

    /** The starting position, rows from the top. */
    abstract String[] diagram();

    abstract Color firstToMove();

    /** The moves up to and including the one that recreates a position with the same player to move. */
    abstract String[] cycle();

    /** The name Korean 2016 art. 10 (or Chinese 2002 art. 20.3) gives the cycle. */
    abstract RepetitionKind kind();

    /** The moves under Ing up to and including the refused one. */
    abstract String[] ingSequence();

    /** Hot stone (fighting ko) or recycling (disturbing ko). */
    abstract Violation.Kind ingRefusal();

    /** Index in {@link #cycle()} of the play Chinese 2002 refuses: the one that recreates any earlier position. */
    int chineseRefusedAt() {
        return cycle().length - 1;
    }

    /** Index in {@link #cycle()} of the play AGA rule 5 refuses: same position, same player to move. */
    int agaRefusedAt() {
        return cycle().length - 1;
    }

    private Game game(Ruleset rules) {
        return Diagram.setUp(rules, firstToMove(), diagram());
    }

    private String[] upTo(String[] moves, int index) {
        return Arrays.copyOf(moves, index);
    }

    @Test
    void korean2016EndsTheGameAsADrawWhenTheCycleRecurs() {
        Game game = game(Rulesets.KOREAN_2016);
        String[] cycle = cycle();
        Diagram.playAll(game, upTo(cycle, cycle.length - 1));
        assertTrue(game.result().isEmpty(), "no draw before the position recurs");
        Diagram.playAll(game, cycle[cycle.length - 1]);
        assertEquals(GameResult.Reason.REPETITION_DRAW, game.result().orElseThrow().reason());
        assertEquals(Phase.ENDED, game.phase());
    }

    @Test
    void korean2016NamesTheCycle() {
        Game game = game(Rulesets.KOREAN_2016);
        Diagram.playAll(game, cycle());
        assertEquals(kind(), game.repetition().orElseThrow().kind());
    }

    @Test
    void korean2013ReportsTheRepetitionAndPlayContinues() {
        Game game = game(Rulesets.KOREAN_2013);
        Diagram.playAll(game, cycle());
        assertEquals(kind(), game.repetition().orElseThrow().kind());
        assertTrue(game.result().isEmpty());
        assertEquals(Phase.PLAYING, game.phase());
        Diagram.playAll(game, "pass");
        assertEquals(Phase.PLAYING, game.phase());
    }

    @Test
    void korean2013DrawsWhenThePlayersAgree() {
        Game game = game(Rulesets.KOREAN_2013);
        Diagram.playAll(game, cycle());
        game.agreeRepetitionDraw();
        assertEquals(GameResult.Reason.REPETITION_DRAW, game.result().orElseThrow().reason());
    }

    @Test
    void chinese2002RefusesThePlayThatRecreatesThePosition() {
        Game game = game(Rulesets.CHINESE_2002);
        Diagram.playAll(game, upTo(cycle(), chineseRefusedAt()));
        Violation refusal = Diagram.refused(game, cycle()[chineseRefusedAt()]);
        assertEquals(Violation.Kind.SUPERKO, refusal.kind());
        assertEquals("Chinese 2002 art. 6 and 20", refusal.article());
    }

    @Test
    void agaRefusesTheRecurrenceWithTheSamePlayerToMove() {
        Game game = game(Rulesets.AGA);
        Diagram.playAll(game, upTo(cycle(), agaRefusedAt()));
        assertEquals(Violation.Kind.SUPERKO, Diagram.refused(game, cycle()[agaRefusedAt()]).kind());
    }

    @Test
    void ing1991RefusesTheCycle() {
        Game game = game(Rulesets.ING_1991);
        String[] moves = ingSequence();
        Diagram.playAll(game, upTo(moves, moves.length - 1));
        Violation refusal = Diagram.refused(game, moves[moves.length - 1]);
        assertEquals(ingRefusal(), refusal.kind());
        assertEquals("Ing 1991 art. 3", refusal.article());
        assertTrue(refusal.message().startsWith(moves[moves.length - 1] + " "), refusal.message());
    }

    @Test
    void ing1991AfterTwoPassPlaysHotStonesCoolButRecyclingStaysForbidden() {
        Game game = game(Rulesets.ING_1991);
        String[] moves = ingSequence();
        String refused = moves[moves.length - 1];
        Diagram.playAll(game, upTo(moves, moves.length - 1));
        Diagram.playAll(game, "pass", "pass");
        // Ing 1991 art. 3: hot stones wait only one intervening play (term 10: ko removal after passing);
        // a disturber is "never" allowed to continue.
        boolean allowed = Diagram.play(game, refused).isEmpty();
        assertEquals(ingRefusal() == Violation.Kind.HOT_STONE, allowed);
    }
}
