package dev.tengen.rules.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rules.Point;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Rulesets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The scorer on 31 real end positions, with the dead stones the players agreed (OGS autoscore data). */
class OgsAutoscoreTest {

    static Stream<OgsPosition> positions() {
        return OgsPosition.all().stream();
    }

    static ScoreReport score(OgsPosition position, Ruleset rules) {
        return Scorer.score(FinalPosition.of(position.board(), position.agreedDead()), Penalties.NONE,
                rules.withBoardSize(position.size()));
    }

    /**
     * Under area counting every point the players gave to a colour is that colour's, with one exception:
     * in game 64848549 they gave A10 to White although it touches the black stone at A8, which they
     * neither took off nor counted.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void areaOwnershipMatchesTheAgreedOwnership(OgsPosition position) {
        ScoreReport report = score(position, Rulesets.CHINESE_2002);
        List<String> differences = new ArrayList<>();
        for (int y = 0; y < position.size(); y++) {
            for (int x = 0; x < position.size(); x++) {
                Point p = new Point(x, y);
                char agreed = position.agreed(p);
                if ((agreed == 'B' || agreed == 'W') && report.ownership().owner(p).letter() != agreed) {
                    differences.add(p.name(position.size()));
                }
            }
        }
        List<String> expected = position.name().equals("game_seki_64848549") ? List.of("A10") : List.of();
        assertEquals(expected, differences);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void agreedDeadStonesBecomeTheCapturersPrisoners(OgsPosition position) {
        ScoreReport report = score(position, Rulesets.KOREAN_2016);
        long deadBlack = position.agreedDead().stream().filter(p -> position.stone(p) == 'b').count();
        long deadWhite = position.agreedDead().size() - deadBlack;
        assertEquals(deadWhite, report.black().prisoners());
        assertEquals(deadBlack, report.white().prisoners());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void pointsMarkedSekiAreNoKoreanTerritory(OgsPosition position) {
        ScoreReport report = score(position, Rulesets.KOREAN_2016);
        for (int y = 0; y < position.size(); y++) {
            for (int x = 0; x < position.size(); x++) {
                Point p = new Point(x, y);
                if (position.agreed(p) == 's' && position.stone(p) == ' ') {
                    assertEquals(Ownership.NEUTRAL, report.ownership().owner(p), p.name(position.size()));
                }
            }
        }
    }

    @Test
    void theEyesOfCornerSekisCountUnderAgaButNotUnderKoreanRules() {
        // Game 64848549 was scored with seki eyes as no territory: A19 and T19 are eyes of black chains in seki.
        OgsPosition position = OgsPosition.load("game_seki_64848549");
        ScoreReport korean = score(position, Rulesets.KOREAN_2016);
        ScoreReport aga = score(position, Rulesets.AGA);
        for (String eye : List.of("A19", "T19")) {
            Point p = Point.parse(eye, 19).orElseThrow();
            assertEquals(' ', position.agreed(p));
            assertEquals(Ownership.NEUTRAL, korean.ownership().owner(p), eye);
            assertEquals(Ownership.BLACK, aga.ownership().owner(p), eye);
        }
        assertTrue(aga.black().territory() > korean.black().territory());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void areaAndFillInCountsAddUpToTheWholeBoard(OgsPosition position) {
        ScoreReport chinese = score(position, Rulesets.CHINESE_2002);
        assertEquals(position.size() * position.size(), chinese.black().area() + chinese.white().area());
        FillIn fill = score(position, Rulesets.ING_1991).fillIn().orElseThrow();
        assertEquals(position.size() * position.size(), fill.blackTerritory() + fill.whiteTerritory() + fill.sharedSpaces());
    }

    @Test
    void everyPositionHasAgreedStones() {
        assertEquals(31, OgsPosition.all().size());
        assertTrue(OgsPosition.all().stream().mapToInt(p -> p.agreedDead().size()).sum() > 150);
        assertEquals(Set.of(), OgsPosition.load("game_33896317").agreedDead());
    }
}
