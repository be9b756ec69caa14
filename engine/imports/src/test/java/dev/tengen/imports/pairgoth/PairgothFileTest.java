package dev.tengen.imports.pairgoth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.imports.Resources;
import dev.tengen.rank.Rank;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.DrawPosition;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.HandicapPolicy;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Seeding;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.opengotha.OpenGothaFile.Reading;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The real pairgoth file (exchange/pairgoth-20210403-paris.tour: 176 players, 6 rounds) and broken variants of it. */
class PairgothFileTest {

    private static final String PARIS = Resources.read("exchange/pairgoth-20210403-paris.tour");
    private static final Tournament TOURNAMENT = PairgothFile.read(Resources.path("exchange/pairgoth-20210403-paris.tour"))
            .tournament().orElseThrow();

    private static Reading broken(String from, String to) {
        assertTrue(PARIS.contains(from), from);
        return PairgothFile.read(Resources.text(PARIS.replaceFirst(java.util.regex.Pattern.quote(from), to)));
    }

    @Test
    void theEventKeepsItsNamesDatesAndPlace() {
        assertEquals("48th Paris International Tournament 2021", TOURNAMENT.event().name());
        assertEquals("20210403-paris", TOURNAMENT.event().shortName());
        assertEquals(LocalDate.of(2021, 4, 3), TOURNAMENT.event().begins());
        assertEquals(LocalDate.of(2021, 4, 5), TOURNAMENT.event().ends());
        assertEquals("OGS", TOURNAMENT.event().place());
    }

    @Test
    void theRegulationsKeepKomiBoardRoundsAndHandicap() {
        assertEquals(7.5, TOURNAMENT.regulations().compensation());
        assertEquals(19, TOURNAMENT.regulations().boardSize());
        assertEquals(6, TOURNAMENT.regulations().rounds());
        assertEquals(Optional.empty(), TOURNAMENT.regulations().ruleSet());
        assertEquals(new HandicapPolicy(HandicapPolicy.Basis.MCMAHON_SCORE, Rank.dan(1), 1, 9),
                TOURNAMENT.regulations().handicap());
    }

    @Test
    void theMcMahonBarFloorSeedingAndGeographyAreKept() {
        PairingSystem.McMahon mm = (PairingSystem.McMahon) TOURNAMENT.pairing();
        assertEquals(Rank.dan(4), mm.bar());
        assertEquals(Rank.kyu(20), mm.floor());
        assertEquals(Seeding.SPLIT_AND_RANDOM, mm.draw().earlySeeding());
        assertEquals(Seeding.SPLIT_AND_SLIP, mm.draw().lateSeeding());
        assertEquals(2, mm.draw().lastEarlyRound());
        assertEquals(DrawPosition.MIDDLE, mm.draw().drawnDown());
        assertTrue(mm.draw().compensateDraws());
        assertEquals(new dev.tengen.tournament.Geography(true, 3, 1), mm.draw().geography());
    }

    @Test
    void thePlacementCriteriaAreKeptInOrder() {
        assertEquals(List.of(PlacementCriterion.MMS, PlacementCriterion.SOSM, PlacementCriterion.SOSOSM),
                TOURNAMENT.placement().criteria());
    }

    @Test
    void everyPlayerIsReadWithItsIdRankRatingClubAndCountry() {
        assertEquals(176, TOURNAMENT.players().size());
        Player frangi = TOURNAMENT.player("13").orElseThrow();
        assertEquals("Frangi", frangi.name());
        assertEquals("Manuel", frangi.firstName());
        assertEquals(Rank.dan(3), frangi.rank());
        assertEquals(2257, frangi.rating().getAsInt());
        assertEquals("75Ju", frangi.club());
        assertEquals("FR", frangi.country());
        assertEquals(Rank.kyu(20), TOURNAMENT.player("3").orElseThrow().rank());
    }

    @Test
    void everyGameOfEveryRoundIsReadWithTableColoursHandicapAndResult() {
        assertEquals(List.of(82, 79, 78, 72, 76, 71),
                TOURNAMENT.rounds().stream().map(r -> r.games().size()).toList());
        assertEquals(new GameRecord(1, 1, "127", "89", 0, Outcome.BLACK_WINS, false),
                TOURNAMENT.round(1).orElseThrow().games().get(0));
        assertEquals(new GameRecord(6, 71, "6", "81", 1, Outcome.WHITE_WINS, false),
                TOURNAMENT.round(6).orElseThrow().games().get(70));
    }

    @Test
    void eachResultSymbolHasItsOutcome() {
        assertEquals(Map.of("w", Outcome.WHITE_WINS, "b", Outcome.BLACK_WINS, "=", Outcome.DRAW, "X", Outcome.NO_RESULT,
                "#", Outcome.BOTH_WIN, "0", Outcome.BOTH_LOSE, "?", Outcome.PENDING),
                Map.of("w", PairgothRoster.outcome("w").orElseThrow(), "b", PairgothRoster.outcome("b").orElseThrow(),
                        "=", PairgothRoster.outcome("=").orElseThrow(), "X", PairgothRoster.outcome("X").orElseThrow(),
                        "#", PairgothRoster.outcome("#").orElseThrow(), "0", PairgothRoster.outcome("0").orElseThrow(),
                        "?", PairgothRoster.outcome("?").orElseThrow()));
    }

    @Test
    void aGameAgainstPlayerZeroIsAPairingBye() {
        Tournament t = broken("\"w\" : 89,\n        \"b\" : 127,", "\"w\" : 0,\n        \"b\" : 127,").tournament().orElseThrow();
        assertTrue(t.round(1).orElseThrow().byes().contains(new Bye(1, "127", Bye.Kind.PAIRING_BYE)));
    }

    @Test
    void theTimeSystemAndFrenchRulesAreWarningsNotLosses() {
        Reading read = PairgothFile.read(Resources.path("exchange/pairgoth-20210403-paris.tour"));
        assertTrue(read.warnings().stream().anyMatch(w -> w.what().contains("time system")), read.warnings().toString());
        assertTrue(read.warnings().stream().anyMatch(w -> w.what().contains("FRENCH")), read.warnings().toString());
    }

    @Test
    void anUnknownResultSymbolIsRefusedWithItsPlace() {
        Reading read = broken("\"r\" : \"b\"", "\"r\" : \"B+R\"");
        assertFalse(read.tournament().isValid());
        String problem = read.tournament().problems().get(0).toString();
        assertTrue(problem.startsWith("round 1, table 1 (line "), problem);
        assertTrue(problem.contains("'B+R'"), problem);
    }

    @Test
    void aGameNamingAnUnknownPlayerIsRefused() {
        Reading read = broken("\"w\" : 89,", "\"w\" : 999,");
        assertFalse(read.tournament().isValid());
        assertTrue(read.tournament().problems().get(0).what().contains("player 999 is not in the player list"));
    }

    @Test
    void aTeamTournamentIsRefused() {
        Reading read = broken("\"type\" : \"INDIVIDUAL\"", "\"type\" : \"TEAM2\"");
        assertTrue(read.tournament().problems().get(0).what().contains("TEAM2 tournament is not read"));
    }

    @Test
    void textThatIsNotJsonIsRefusedWithItsLineAndColumn() {
        Reading read = PairgothFile.read(Resources.text("{\n  \"type\" : INDIVIDUAL\n}"));
        assertEquals("line 2, column 12", read.tournament().problems().get(0).where());
    }

    @Test
    void aRankOutsideThirtyKyuToNineDanIsRefused() {
        Reading read = broken("\"rank\" : -5,", "\"rank\" : 12,");
        assertTrue(read.tournament().problems().get(0).what().contains("not 12"), read.tournament().problems().toString());
    }

    @Test
    void aFileSavedAgainInWindows1252IsRefusedAtItsFirstByteThatIsNotUtf8() throws java.io.IOException {
        Reading read = PairgothFile.read(java.nio.file.Files.newInputStream(Resources.path("exchange/pairgoth-windows-1252.tour")));

        Problem problem = read.tournament().problems().get(0);
        assertEquals("line 81, column 23 (byte 0xE9)", problem.where());
        assertTrue(problem.what().startsWith("is not UTF-8: a pairgoth file is UTF-8"), problem.what());
    }

    @Test
    void aFileSavedAgainAsUtf16IsRefusedAsUtf16() throws java.io.IOException {
        Reading read = PairgothFile.read(java.nio.file.Files.newInputStream(Resources.path("exchange/pairgoth-utf16le.tour")));

        assertEquals("file", read.tournament().problems().get(0).where());
        assertTrue(read.tournament().problems().get(0).what().startsWith("is UTF-16 text"));
    }

    @Test
    void aLineBreakInANameIsRefusedAtItsValue() {
        Reading read = replaced("\"name\" : \"Athorne\",", "\"name\" : \"Athorne\\nThomas\",");

        assertEquals(List.of(new Problem("player 1 (line 71, column 16)", "field 'name' 'Athorne<U+000A>Thomas' holds the"
                + " control character U+000A (LINE FEED (LF)), which no printed list can show")), read.tournament().problems());
    }

    @Test
    void aBidiOverrideInANameIsLeftOutWithAWarningThatShowsIt() {
        Reading read = replaced("\"name\" : \"Athorne\",", "\"name\" : \"Ath\\u202Eorne\",");

        assertTrue(read.warnings().contains(new Problem("player 1 (line 71, column 16)", "field 'name' 'Ath<U+202E>orne' holds"
                + " the invisible character U+202E (RIGHT-TO-LEFT OVERRIDE), which no list shows and which makes a name"
                + " read as another; left out, check the name on the player's registration")), read.warnings().toString());
        assertEquals("Athorne", read.tournament().orElseThrow().players().get(0).name());
    }

    @Test
    void twoPlayersOfOneNameAreKeptWithAWarning() {
        Reading read = replaced("\"name\" : \"Mignucci\",\n      \"firstname\" : \"Bernard\",",
                "\"name\" : \"ATHORNE\",\n      \"firstname\" : \"thomas\",");

        assertEquals(176, read.tournament().orElseThrow().players().size());
        assertTrue(read.warnings().contains(new Problem("player 2", "has the name of player 1, ATHORNE thomas: the same player"
                + " registered twice? Both are kept; OpenGotha, which keys players by name, could not hold them both")),
                read.warnings().toString());
    }

    /** The real file with {@code from} replaced by {@code to} taken literally (a backslash stays a backslash). */
    private static Reading replaced(String from, String to) {
        assertTrue(PARIS.contains(from), from);
        return PairgothFile.read(Resources.text(PARIS.replace(from, to)));
    }

    @Test
    void anFfgTouFileGivenAsPairgothIsSaidToBeAnotherFormatNotTextThatIsNotUtf8() {
        Reading read = PairgothFile.read(Resources.path("exchange/juvisy.tou"));

        assertEquals(List.of(new Problem("juvisy.tou, line 1, column 1", "not a pairgoth tournament file: pairgoth writes a"
                + " JSON object, which starts with '{', and this file starts with ';'")), read.tournament().problems());
    }

    /** Settings.MAX_ROUNDS: 2,000,000,000 rounds once went through, and the command line's export of it never ended. */
    @Test
    void moreRoundsThanATournamentHasAreRefusedAtTheirField() {
        Reading read = broken("\"rounds\" : 6", "\"rounds\" : 2000000000");

        assertEquals(List.of(new Problem("tournament (line 18, column 14)",
                "field 'rounds': a tournament has at most 1000 rounds, not 2000000000")), read.tournament().problems());
    }

    @Test
    void aThousandRoundsAreRead() {
        assertTrue(broken("\"rounds\" : 6", "\"rounds\" : 1000").tournament().isValid());
    }
}
