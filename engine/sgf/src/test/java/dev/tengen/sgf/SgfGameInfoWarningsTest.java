package dev.tengen.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * A game-info value that does not follow FF[4] never makes a record unreadable: it is kept as written, its meaning is
 * empty, and a warning names the file, line and column of its value.
 */
class SgfGameInfoWarningsTest {

    private static SgfGame game(String text) throws SgfException {
        return SgfReader.readGame(text, "game.sgf");
    }

    private static List<String> warnings(String text) throws SgfException {
        return game(text).warnings().stream().map(SgfWarning::message).toList();
    }

    @Test
    void komiThatIsNotANumberIsKeptAsTextWithAWarning() throws SgfException {
        SgfGame game = game("(;KM[six];B[pd])");

        assertEquals(Optional.empty(), game.info().komi());
        assertEquals(Optional.of("six"), game.info().text("KM"));
        assertEquals(List.of("game.sgf:1:5: warning: KM must be a number (the komi), found 'six'; kept as text"),
                warnings("(;KM[six];B[pd])"));
        assertEquals(1, game.mainLineMoves().size());
    }

    @Test
    void komiWithADecimalCommaIsAWarning() throws SgfException {
        assertEquals(List.of("game.sgf:1:5: warning: KM must be a number (the komi), found '6,5'; kept as text"),
                warnings("(;KM[6,5])"));
    }

    @Test
    void timeLimitWrittenAsAClockIsAWarningAtItsValue() throws SgfException {
        SgfGame game = game("(;GM[1]FF[3]\nSY[Cgoban 1.9.2]TM[30:00(5x1:00)];B[pd])");

        assertEquals(Optional.empty(), game.info().timeLimitSeconds());
        assertEquals(Optional.of("30:00(5x1:00)"), game.info().text("TM"));
        assertEquals(List.of("game.sgf:2:19: warning: TM must be a number (the time limit in seconds), found "
                + "'30:00(5x1:00)'; kept as text"), warnings("(;GM[1]FF[3]\nSY[Cgoban 1.9.2]TM[30:00(5x1:00)];B[pd])"));
    }

    @Test
    void fractionalHandicapIsAWarningAndCountsAsNone() throws SgfException {
        SgfGame game = game("(;HA[2.5])");

        assertEquals(0, game.info().handicap());
        assertEquals(List.of("game.sgf:1:5: warning: HA must be a whole number (the number of handicap stones), found "
                + "'2.5'; kept as text"), warnings("(;HA[2.5])"));
    }

    @Test
    void negativeHandicapIsAWarningAndCountsAsNone() throws SgfException {
        assertEquals(0, game("(;HA[-2])").info().handicap());
        assertEquals(List.of("game.sgf:1:5: warning: HA cannot be negative, found -2; kept as text"), warnings("(;HA[-2])"));
    }

    @Test
    void dateWithSlashesIsAWarning() throws SgfException {
        SgfGame game = game("(;DT[2015/10/28])");

        assertEquals(Optional.of("2015/10/28"), game.info().date());
        assertEquals(Optional.empty(), game.info().firstDay());
        assertEquals(1, game.warnings().size());
        assertEquals("DT", game.warnings().get(0).property());
    }

    @ParameterizedTest
    @ValueSource(strings = {"2015-10-28 19:21", "2022-5-17", "2017年5月7日", "2023-02-30", "1996-13", "05-06", "1996,07"})
    void datesOutsideTheFf4FormAreWarnings(String date) throws SgfException {
        assertEquals(1, game("(;DT[" + date + "])").warnings().size(), date);
    }

    @ParameterizedTest
    @ValueSource(strings = {"2014-01-26", "1996", "1996-05", "1996-05,06", "1996-05-06,07,08", "1996,1997",
            "1996-12-27,28,1997-01-03,04", "1996-05-06,06-01"})
    void ff4DateListsAreNoWarnings(String date) throws SgfException {
        assertEquals(List.of(), game("(;DT[" + date + "])").warnings(), date);
    }

    @Test
    void firstDayIsTheFirstWholeDateOfTheList() throws SgfException {
        assertEquals(Optional.of(LocalDate.of(1996, 12, 27)), game("(;DT[1996-12-27,28,1997-01-03])").info().firstDay());
        assertEquals(Optional.empty(), game("(;DT[1996-05])").info().firstDay());
    }

    @Test
    void resultInChineseIsKeptAsTextWithAWarning() throws SgfException {
        SgfGame game = game("(;RE[白中盘胜])");

        assertEquals(Optional.of("白中盘胜"), game.info().result());
        assertEquals(Optional.empty(), game.info().outcome());
        assertEquals(List.of("game.sgf:1:5: warning: RE must be a result such as B+R, W+3.5, B+T, 0, Void or ?, found "
                + "'白中盘胜'; kept as text"), warnings("(;RE[白中盘胜])"));
    }

    @Test
    void ff4ResultsAreRead() throws SgfException {
        assertEquals(Optional.of(new SgfResult(SgfResult.Kind.RESIGNATION, Optional.of(SgfColor.BLACK), Optional.empty())),
                game("(;RE[B+Resign])").info().outcome());
        assertEquals(Optional.of(new SgfResult(SgfResult.Kind.TIME, Optional.of(SgfColor.WHITE), Optional.empty())),
                game("(;RE[W+T])").info().outcome());
        assertEquals(Optional.of(new SgfResult(SgfResult.Kind.SCORE, Optional.of(SgfColor.WHITE), Optional.of(new BigDecimal("0.5")))),
                game("(;RE[W+0.50])").info().outcome());
        assertEquals(Optional.of(new SgfResult(SgfResult.Kind.DRAW, Optional.empty(), Optional.empty())),
                game("(;RE[0])").info().outcome());
    }

    @ParameterizedTest
    @ValueSource(strings = {"B+R", "W+Resign", "B+T", "W+Time", "B+F", "W+Forfeit", "B+3.5", "W+0.02", "B+", "0", "Draw",
            "Void", "?"})
    void ff4ResultsAreNoWarnings(String result) throws SgfException {
        assertEquals(List.of(), game("(;RE[" + result + "])").warnings(), result);
    }

    @ParameterizedTest
    @ValueSource(strings = {"白両目半勝", "黑胜5.5目", "B+Res", "b+r", "Jigo", "W+R (time)"})
    void resultsOutsideTheFf4FormAreWarnings(String result) throws SgfException {
        assertEquals(1, game("(;RE[" + result + "])").warnings().size(), result);
    }

    @Test
    void overtimeIsFreeTextAndNeverAWarning() throws SgfException {
        SgfGame game = game("(;OT[5x1:00 byo-yomi (Cgoban)])");

        assertEquals(List.of(), game.warnings());
        assertEquals(Optional.of("5x1:00 byo-yomi (Cgoban)"), game.info().overtime());
    }

    @Test
    void emptyValuesMeanNotGivenAndWarnNothing() throws SgfException {
        SgfGame game = game("(;KM[]HA[]TM[]DT[]RE[])");

        assertEquals(List.of(), game.warnings());
        assertEquals(Optional.empty(), game.info().komi());
        assertEquals(0, game.info().handicap());
    }

    @Test
    void warningsComeInFileOrder() throws SgfException {
        assertEquals(List.of("TM", "RE", "KM"), game("(;TM[-]\nRE[黑中盘胜]KM[7.5目])").warnings().stream()
                .map(SgfWarning::property).toList());
    }

    @Test
    void warningInABuiltTreeHasNoPlace() throws SgfException {
        SgfGame game = SgfGame.from(SgfNode.leaf(SgfProperty.of("KM", "six")));

        assertEquals("<built in code>: warning: KM must be a number (the komi), found 'six'; kept as text",
                game.warnings().get(0).message());
        assertEquals(0, game.warnings().get(0).place().line());
    }

    @Test
    void everyGameInfoValueIsKeptAsWritten() throws SgfException {
        SgfGameInfo info = game("(;GN[Final]TM[1:00:00(5x1:00)]US[棋聖道場]PB[Kim])").info();

        assertEquals(Optional.of("Final"), info.text("GN"));
        assertEquals(Optional.of("1:00:00(5x1:00)"), info.text("TM"));
        assertEquals(Optional.of("棋聖道場"), info.text("US"));
        assertTrue(info.text("SZ").isEmpty(), "SZ is a root property, not game info");
    }
}
