package dev.tengen.conduct;

import static dev.tengen.conduct.CompetitionCodes.AGA_ELIMINATION;
import static dev.tengen.conduct.CompetitionCodes.CHINESE_2002;
import static dev.tengen.conduct.CompetitionCodes.INCHEON_2013;
import static dev.tengen.conduct.CompetitionCodes.ING_1991;
import static dev.tengen.conduct.Infraction.Kind.*;
import static dev.tengen.rules.Color.BLACK;
import static dev.tengen.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.rules.Color;
import dev.tengen.rules.GameResult;
import dev.tengen.rules.Rulesets;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One row per article per code: the infraction, what the referee rules (in order, by kind) and the
 * article cited. Expected values are read from the seeds.
 */
class CodeArticlesTest {

    private static final Ledger ONE_WARNING = Ledger.EMPTY.apply(new Ruling.WarningIssued(BLACK, 1, "earlier", "earlier"));

    static Stream<Arguments> rows() {
        return Stream.of(
                // seed 000, Incheon 2013 competition code
                row(INCHEON_2013, offence(TAKE_BACK), List.of("BoardCorrected", "WarningIssued"), "Incheon 2013 code art. 5.1.2"),
                row(INCHEON_2013, offence(CLOCK_PRESSED_WITH_MOVE), List.of("WarningIssued"), "Incheon 2013 code art. 5.1.4"),
                row(INCHEON_2013, offence(CLOCK_PRESSED_BEFORE_MOVE), List.of("loss"), "Incheon 2013 code art. 5.1.4"),
                row(INCHEON_2013, offence(CLOCK_PRESSED_BEFORE_REMOVING_CAPTURES), List.of("WarningIssued"), "Incheon 2013 code art. 5.1.5"),
                row(INCHEON_2013, offence(CAPTURED_STONES_NOT_REMOVED), List.of("BoardCorrected", "WarningIssued"), "Incheon 2013 code art. 5.2.1"),
                row(INCHEON_2013, offence(LIVE_STONES_REMOVED), List.of("BoardCorrected", "WarningIssued"), "Incheon 2013 code art. 5.2.2"),
                row(INCHEON_2013, offence(PHONE_RANG), List.of("WarningIssued"), "Incheon 2013 code art. 6.6"),
                row(INCHEON_2013, offence(SMOKING), List.of("WarningIssued"), "Incheon 2013 code art. 6.7"),
                row(INCHEON_2013, new Infraction.MovedStones(Optional.of(WHITE)), List.of("loss"), "Incheon 2013 code art. 5.1.6"),
                row(INCHEON_2013, offence(ILLEGAL_INFORMATION_EXCHANGE), List.of("loss"), "Incheon 2013 code art. 2.3.6 (illegal exchange of information)"),
                row(INCHEON_2013, new Infraction.Misconduct(Set.of(BLACK), false, false, false), List.of("loss"), "Incheon 2013 code art. 6.1"),
                row(INCHEON_2013, new Infraction.Misconduct(Set.of(BLACK), true, true, true), List.of("ResultsCancelled", "Barred"), "Incheon 2013 code art. 6.1"),
                row(INCHEON_2013, new Infraction.BoardDisturbed(Optional.empty(), true), List.of("BoardCorrected"), "Incheon 2013 code art. 5.1.7"),
                row(INCHEON_2013, new Infraction.WrongColours(3), List.of("ReferredToReferee"), "Incheon 2013 duties art. 2.4"),
                // seed 004, Chinese 2002 chapters two and three
                row(CHINESE_2002, offence(TAKE_BACK), List.of("BoardCorrected", "WarningIssued", "PenaltyPoints"), "Chinese 2002 art. 17.3"),
                row(CHINESE_2002, offence(CLOCK_PRESSED_WITH_MOVE), List.of("BoardCorrected", "WarningIssued", "PenaltyPoints"), "Chinese 2002 art. 17.4"),
                row(CHINESE_2002, offence(CLOCK_PRESSED_BEFORE_MOVE), List.of("BoardCorrected", "WarningIssued", "PenaltyPoints"), "Chinese 2002 art. 17.4"),
                row(CHINESE_2002, offence(CLOCK_PRESSED_BEFORE_REMOVING_CAPTURES), List.of("BoardCorrected", "WarningIssued", "PenaltyPoints"), "Chinese 2002 art. 22.6"),
                row(CHINESE_2002, offence(LIVE_STONES_REMOVED), List.of("BoardCorrected", "WarningIssued", "PenaltyPoints"), "Chinese 2002 art. 18.1"),
                row(CHINESE_2002, offence(CAPTURED_STONES_NOT_REMOVED), List.of("BoardCorrected", "WarningIssued", "PenaltyPoints"), "Chinese 2002 art. 18.2"),
                row(CHINESE_2002, offence(PHONE_RANG), List.of("WarningIssued", "PenaltyPoints"), "Chinese 2002 art. 23.7"),
                row(CHINESE_2002, offence(PHONE_SCREEN_LOOKED_AT), List.of("loss"), "Chinese 2002 art. 23.7"),
                row(CHINESE_2002, offence(SMOKING), List.of("WarningIssued", "PenaltyPoints"), "Chinese 2002 art. 23.8"),
                row(CHINESE_2002, new Infraction.MovedStones(Optional.of(WHITE)), List.of("loss"), "Chinese 2002 art. 17.5"),
                row(CHINESE_2002, new Infraction.BoardDisturbed(Optional.of(WHITE), false), List.of("loss"), "Chinese 2002 art. 17.6"),
                row(CHINESE_2002, new Infraction.Misconduct(Set.of(BLACK, WHITE), false, false, false), List.of("bothLose"), "Chinese 2002 art. 23.1"),
                row(CHINESE_2002, offence(ABANDONMENT), List.of("loss"), "Chinese 2002 art. 23.2"),
                row(CHINESE_2002, new Infraction.WrongColours(10), List.of("corrected"), "Chinese 2002 art. 17.1"),
                row(CHINESE_2002, new Infraction.WrongColours(11), List.of("stands"), "Chinese 2002 art. 17.1"),
                // seed 002, Ing 1991 chapter 2
                row(ING_1991, offence(TAKE_BACK), List.of("loss"), "Ing 1991 art. 8, Forfeiture (3)"),
                row(ING_1991, offence(MISTAKEN_REMOVAL), List.of("BoardCorrected"), "Ing 1991 art. 8, Unpenalized mistakes (2)"),
                row(ING_1991, offence(ABANDONMENT), List.of("loss"), "Ing 1991 art. 8, Forfeiture (2)"),
                row(ING_1991, offence(DEFIANCE), List.of("loss"), "Ing 1991 art. 8, Forfeiture (5)"),
                row(ING_1991, offence(DISTRACTING_OPPONENT), List.of("WarningIssued"), "Ing 1991 art. 9, Improper conduct, and 10, Referee"),
                row(ING_1991, offence(PHONE_RANG), List.of("ReferredToReferee"), "Ing 1991 art. 10, Referee"),
                // seed 001 and its other rules
                row(AGA_ELIMINATION, offence(SMOKING), List.of("ReferredToReferee"), "AGA other rule 2 (at the discretion of the Chief Judge)"));
    }

    @ParameterizedTest(name = "{0}: {1} -> {2} ({3})")
    @MethodSource("rows")
    void eachCodeRulesAsItsArticleSays(String code, Infraction infraction, List<String> expected, String article) {
        CompetitionCode c = CompetitionCodes.byName(code).orElseThrow();
        List<Ruling> rulings = Referee.decide(c, Rulesets.byName(c.ruleset()).orElseThrow(), infraction, Optional.empty(),
                Ledger.EMPTY, Situation.IN_PLAY);
        assertEquals(expected, rulings.stream().map(CodeArticlesTest::kind).toList(), rulings.toString());
        assertEquals(article, rulings.get(0).article());
    }

    @org.junit.jupiter.api.Test
    void aChineseWarningCostsOneStoneThatIsTwoPoints() {
        List<Ruling> rulings = Referee.decide(CHINESE_2002, Rulesets.CHINESE_2002, offence(SMOKING), Optional.empty(),
                Ledger.EMPTY, Situation.IN_PLAY);
        assertEquals(new Ruling.PenaltyPoints(BLACK, 2, "warning", "Chinese 2002 art. 24"), rulings.get(1));
    }

    static Stream<Arguments> secondOffences() {
        return Stream.of(
                // Incheon 2013 code art. 5.7: a second warning loses the game.
                row(INCHEON_2013, offence(SMOKING), List.of("WarningIssued", "loss"), "Incheon 2013 code art. 5.7"),
                // Incheon 2013 code art. 6.6: a second phone offence loses.
                row(INCHEON_2013, offence(PHONE_RANG), List.of("loss"), "Incheon 2013 code art. 6.6"),
                // Chinese 2002 art. 24.2: a second warning loses.
                row(CHINESE_2002, offence(TAKE_BACK), List.of("BoardCorrected", "WarningIssued", "loss"), "Chinese 2002 art. 24"),
                row(CHINESE_2002, offence(SMOKING), List.of("loss"), "Chinese 2002 art. 23.8"));
    }

    @ParameterizedTest(name = "{0}: second {1} -> {2} ({3})")
    @MethodSource("secondOffences")
    void aSecondOffenceCostsTheGame(String code, Infraction infraction, List<String> expected, String article) {
        CompetitionCode c = CompetitionCodes.byName(code).orElseThrow();
        Ledger ledger = ONE_WARNING.withOffence(BLACK, infraction.kind());
        List<Ruling> rulings = Referee.decide(c, Rulesets.byName(c.ruleset()).orElseThrow(), infraction, Optional.empty(),
                ledger, Situation.IN_PLAY);
        assertEquals(expected, rulings.stream().map(CodeArticlesTest::kind).toList(), rulings.toString());
        assertEquals(article, rulings.get(rulings.size() - 1).article());
    }

    static Stream<Arguments> refereeChoices() {
        return Stream.of(
                Arguments.of("incheon-2013", offence(DISTRACTING_OPPONENT), RefereeChoice.LOSS, "loss", "Incheon 2013 code art. 6.3"),
                Arguments.of("incheon-2013", offence(DISCUSSING_GAME), RefereeChoice.WARNING, "WarningIssued", "Incheon 2013 code art. 6.4"),
                Arguments.of("incheon-2013", new Infraction.MovedStones(Optional.empty()), RefereeChoice.RESTORE, "BoardCorrected", "Incheon 2013 code art. 5.1.6"),
                Arguments.of("incheon-2013", new Infraction.MovedStones(Optional.empty()), RefereeChoice.BOTH_LOSE, "bothLose", "Incheon 2013 code art. 5.1.6"),
                Arguments.of("incheon-2013", new Infraction.BoardDisturbed(Optional.empty(), false), RefereeChoice.DRAW, "draw", "Incheon 2013 code art. 5.1.7"),
                Arguments.of("chinese-2002", offence(DISTRACTING_OPPONENT), RefereeChoice.WARNING, "WarningIssued", "Chinese 2002 art. 23.3"),
                Arguments.of("chinese-2002", offence(DISCUSSING_GAME), RefereeChoice.LOSS, "loss", "Chinese 2002 art. 23.4 and 23.5"),
                Arguments.of("chinese-2002", new Infraction.MovedStones(Optional.empty(), List.of(new MovedStone(Play.point("D4"), Play.point("E4")))),
                        RefereeChoice.DECLARE_VALID, "StonesDeclaredValid", "Chinese 2002 art. 17.5"),
                // declaring moved stones valid needs to know where they went
                Arguments.of("chinese-2002", new Infraction.MovedStones(Optional.empty()), RefereeChoice.DECLARE_VALID, "ActionRefused", "Chinese 2002 art. 17.5"),
                Arguments.of("chinese-2002", new Infraction.BoardDisturbed(Optional.empty(), false), RefereeChoice.REPLAY, "Replay", "Chinese 2002 art. 17.6"),
                // a choice the article does not offer is refused
                Arguments.of("chinese-2002", offence(DISTRACTING_OPPONENT), RefereeChoice.DRAW, "ActionRefused", "Chinese 2002 art. 23.3"));
    }

    @ParameterizedTest(name = "{0}: {1} with {2} -> {3}")
    @MethodSource("refereeChoices")
    void theRefereeChoosesWhereTheCodeLetsHim(String code, Infraction infraction, RefereeChoice choice, String expected, String article) {
        CompetitionCode c = CompetitionCodes.byName(code).orElseThrow();
        List<Ruling> rulings = Referee.decide(c, Rulesets.byName(c.ruleset()).orElseThrow(), infraction, Optional.of(choice),
                Ledger.EMPTY, Situation.IN_PLAY);
        assertEquals(expected, kind(rulings.get(0)), rulings.toString());
        assertEquals(article, rulings.get(0).article());
    }

    @org.junit.jupiter.api.Test
    void bothLoseIsUnavailableUnderChineseRulesWhereAComputerPairs() {
        CompetitionCode c = CHINESE_2002.withPairedByComputer(true);
        List<Ruling> rulings = Referee.decide(c, Rulesets.CHINESE_2002, new Infraction.MovedStones(Optional.empty()),
                Optional.of(RefereeChoice.BOTH_LOSE), Ledger.EMPTY, Situation.IN_PLAY);
        assertEquals(List.of("ActionRefused"), rulings.stream().map(CodeArticlesTest::kind).toList());
        assertEquals("Chinese 2002 art. 17.5", rulings.get(0).article());
    }

    @org.junit.jupiter.api.Test
    void aChineseTakeBackClaimedAfterTheOpponentMovedIsRefused() {
        List<Ruling> rulings = Referee.decide(CHINESE_2002, Rulesets.CHINESE_2002, offence(TAKE_BACK), Optional.empty(),
                Ledger.EMPTY, new Situation(false, true, false, true));
        assertEquals(List.of("ActionRefused"), rulings.stream().map(CodeArticlesTest::kind).toList());
        assertEquals("Chinese 2002 art. 17.3", rulings.get(0).article());
    }

    private static Infraction offence(Infraction.Kind kind) {
        return new Infraction.Offence(kind, BLACK);
    }

    private static Arguments row(CompetitionCode code, Infraction infraction, List<String> expected, String article) {
        return Arguments.of(code.name(), infraction, expected, article);
    }

    /** A ruling's kind; results by how the game ended. */
    static String kind(Ruling r) {
        return switch (r) {
            case Ruling.ResultDeclared d -> switch (d.result().reason()) {
                case BOTH_LOSE -> "bothLose";
                case DRAW -> "draw";
                default -> d.result().winner() == null ? d.result().reason().name() : "loss";
            };
            case Ruling.ColoursRuling c -> c.corrected() ? "corrected" : "stands";
            default -> r.getClass().getSimpleName();
        };
    }

    static Color loserOf(GameResult result) {
        return result.winner().opponent();
    }
}
