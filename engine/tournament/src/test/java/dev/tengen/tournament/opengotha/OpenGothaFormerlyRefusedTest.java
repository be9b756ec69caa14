package dev.tengen.tournament.opengotha;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.Checked;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Tournament;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Files OpenGotha opens that Tengen used to refuse: placement criteria beyond the EGF families and both-win results.
 * Each is the real file frioul-2018 (McMahon: MMS, SOSM, SOSOSM at line 171) with one edit.
 */
class OpenGothaFormerlyRefusedTest {

    private static final String THIRD = "<PlacementCriterion name=\"SOSOSM\" number=\"3\"/>";

    private static OpenGothaFile.Reading withThirdCriterion(String file, String criterion) {
        String text = RealFiles.text(file);
        assertTrue(text.contains(THIRD), "the edit applies to " + file);
        String edited = text.replace(THIRD, "<PlacementCriterion name=\"" + criterion + "\" number=\"3\"/>");
        return OpenGothaFile.readWithWarnings(new ByteArrayInputStream(edited.getBytes(StandardCharsets.UTF_8)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"CAT", "STS", "SOSTS", "EXT", "EXR", "BZS", "SOSB", "SOSB-1", "SOSB-2", "SODOSB", "SOSOSB"})
    void fileWithACriterionTengenOnceRefusedIsRead(String criterion) {
        Checked<Tournament> read = withThirdCriterion("frioul-2018", criterion).tournament();
        assertEquals(List.of(), read.problems());
        assertEquals(58, read.orElseThrow().players().size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"STS", "SOSTS", "EXT", "EXR"})
    void strasbourgAndExploitCriteriaArePlacedByWithoutWarning(String criterion) {
        OpenGothaFile.Reading reading = withThirdCriterion("frioul-2018", criterion);
        assertEquals(List.of(PlacementCriterion.MMS, PlacementCriterion.SOSM, PlacementCriterion.named(criterion).orElseThrow()),
                reading.tournament().orElseThrow().placement().criteria());
        assertEquals(List.of(), reading.warnings());
    }

    @ParameterizedTest
    @ValueSource(strings = {"CAT", "BZS", "SOSB", "SOSB-1", "SOSB-2", "SODOSB", "SOSOSB"})
    void criterionTengenDoesNotComputeIsLeftOutWithAWarningNamingItsLine(String criterion) {
        OpenGothaFile.Reading reading = withThirdCriterion("frioul-2018", criterion);
        assertEquals(List.of(PlacementCriterion.MMS, PlacementCriterion.SOSM),
                reading.tournament().orElseThrow().placement().criteria());
        assertEquals(1, reading.warnings().size());
        Problem warning = reading.warnings().getFirst();
        assertEquals("line 171, placement criterion 3", warning.where());
        assertTrue(warning.what().startsWith("criterion '" + criterion + "' is left out of the standings: "), warning::what);
    }

    @Test
    void strasbourgSumIsLeftOutWhenUnplayedGamesCountHalfAPoint() {
        // paris2021-48th counts not played games as half a point; OpenGotha defines no SOSTS then
        OpenGothaFile.Reading reading = withThirdCriterion("paris2021-48th", "SOSTS");
        assertFalse(reading.tournament().orElseThrow().placement().criteria().contains(PlacementCriterion.SOSTS));
        assertEquals(1, reading.warnings().size());
        assertTrue(reading.warnings().getFirst().what().contains("genCountNotPlayedGamesAsHalfPoint"));
    }

    private static final String ROUND_1_BOARD_2 = "result=\"RESULT_WHITEWINS\" roundNumber=\"1\" tableNumber=\"2\"";

    private static GameRecord round1Board2(String result) {
        String text = RealFiles.text("frioul-2018");
        assertTrue(text.contains(ROUND_1_BOARD_2));
        Tournament t = OpenGothaFile.read(text.replace(ROUND_1_BOARD_2,
                "result=\"" + result + "\" roundNumber=\"1\" tableNumber=\"2\"")).orElseThrow();
        return t.round(1).orElseThrow().games().stream().filter(g -> g.board() == 2).findFirst().orElseThrow();
    }

    @Test
    void bothWinResultIsReadAsAWinForEachPlayer() {
        GameRecord game = round1Board2("RESULT_BOTHWIN");
        assertEquals(Outcome.BOTH_WIN, game.outcome());
        assertFalse(game.byForfeit());
        assertTrue(game.isWonBy(game.black()) && game.isWonBy(game.white()));
    }

    @Test
    void bothWinByDefaultIsReadAsAForfeitWonByEach() {
        GameRecord game = round1Board2("RESULT_BOTHWIN_BYDEF");
        assertEquals(Outcome.BOTH_WIN, game.outcome());
        assertTrue(game.byForfeit());
    }

    @Test
    void bothWinIsWrittenBackAsOpenGothaWroteIt() {
        String text = RealFiles.text("frioul-2018").replace(ROUND_1_BOARD_2,
                "result=\"RESULT_BOTHWIN\" roundNumber=\"1\" tableNumber=\"2\"");
        String written = OpenGothaFile.write(OpenGothaFile.read(text).orElseThrow()).orElseThrow();
        assertTrue(written.contains("RESULT_BOTHWIN"), "the export keeps the both-win result");
    }
}
