package dev.tengen.imports.macmahon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.imports.ImportReading;
import dev.tengen.imports.NameWarning;
import dev.tengen.imports.Resources;
import dev.tengen.rank.Rank;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.HandicapPolicy;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Registration;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.opengotha.OpenGothaFile.Reading;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The real MacMahon 3.9 file (exchange/macmahon39-sample.xml) and broken variants of it. */
class MacMahonFileTest {

    private static final LocalDate TODAY = LocalDate.of(2026, 11, 26);
    private static final String SAMPLE = Resources.read("exchange/macmahon39-sample.xml");

    private static Tournament sample() {
        return MacMahonFile.read(Resources.path("exchange/macmahon39-sample.xml"), TODAY).tournament().orElseThrow();
    }

    private static Reading broken(String from, String to) {
        assertTrue(SAMPLE.contains(from), from);
        return MacMahonFile.read(Resources.text(SAMPLE.replace(from, to)), TODAY);
    }

    @Test
    void theSettingsBecomeAMcMahonWithTheBarFloorAndRounds() {
        Tournament t = sample();
        assertEquals("Test MacMahon Tournament", t.event().name());
        assertEquals(3, t.regulations().rounds());
        assertEquals(new PairingSystem.McMahon(Rank.dan(1), Rank.kyu(20), Rank.kyu(20),
                dev.tengen.tournament.DrawRules.OPENGOTHA_DEFAULT), t.pairing());
        assertEquals(HandicapPolicy.NONE, t.regulations().handicap());
    }

    @Test
    void theWallListBecomesThePlacementCriteria() {
        assertEquals(List.of(PlacementCriterion.MMS, PlacementCriterion.SOS, PlacementCriterion.SOSOS),
                sample().placement().criteria());
    }

    @Test
    void everyPlayerKeepsNameRankRatingClubCountryAndEgdPin() {
        Player alice = sample().player("1").orElseThrow();
        assertEquals("Smith", alice.name());
        assertEquals("Alice", alice.firstName());
        assertEquals(Rank.dan(3), alice.rank());
        assertEquals(2200, alice.rating().getAsInt());
        assertEquals("Paris", alice.club());
        assertEquals("FR", alice.country());
        assertEquals(Map.of("egf", "12345678"), alice.memberships());
        assertEquals(4, sample().players().size());
    }

    @Test
    void aPreliminaryRegistrationAnAbsenceAndASuperBarMemberAreKept() {
        Player david = sample().player("4").orElseThrow();
        assertEquals(Registration.PRELIMINARY, david.registration());
        assertEquals(List.of(2), david.absentRounds());
        assertEquals(1, sample().player("3").orElseThrow().mcMahonCorrection());
        assertEquals(0, sample().player("1").orElseThrow().mcMahonCorrection());
    }

    @Test
    void resultsAreReadWhitesPointFirst() {
        List<GameRecord> round1 = sample().round(1).orElseThrow().games();
        assertEquals(new GameRecord(1, 1, "2", "1", 0, Outcome.WHITE_WINS, false), round1.get(0));
        assertEquals(new GameRecord(1, 2, "4", "3", 0, Outcome.BLACK_WINS, false), round1.get(1));
        assertEquals(new GameRecord(2, 1, "1", "2", 0, Outcome.BLACK_WINS, false),
                sample().round(2).orElseThrow().games().get(0));
    }

    @Test
    void aPairingWithByeIsAByeForItsPlayer() {
        assertEquals(List.of(new Bye(2, "3", Bye.Kind.PAIRING_BYE)), sample().round(2).orElseThrow().byes());
    }

    @Test
    void theMissingDateKomiAndBoardAreSuppliedWithWarnings() {
        Reading read = MacMahonFile.read(Resources.path("exchange/macmahon39-sample.xml"), TODAY);
        Tournament t = read.tournament().orElseThrow();
        assertEquals(TODAY, t.event().begins());
        assertEquals(7.5, t.regulations().compensation());
        assertTrue(read.warnings().stream().anyMatch(w -> w.what().contains("no dates")), read.warnings().toString());
        assertTrue(read.warnings().stream().anyMatch(w -> w.what().contains("no komi")), read.warnings().toString());
    }

    @Test
    void anExclamationMarkIsAGameNotPlayed() {
        Tournament t = broken("<Result>0-1</Result>\n        <ResultByReferee>false</ResultByReferee>\n      </Pairing>\n    </Round>\n    <Round>",
                "<Result>0-1!</Result>\n        <ResultByReferee>false</ResultByReferee>\n      </Pairing>\n    </Round>\n    <Round>")
                .tournament().orElseThrow();
        GameRecord game = t.round(1).orElseThrow().games().get(1);
        assertEquals(Outcome.BLACK_WINS, game.outcome());
        assertTrue(game.byForfeit());
    }

    @Test
    void anUnknownResultIsRefusedWithItsLine() {
        Reading read = broken("<Result>1-0</Result>", "<Result>2-0</Result>");
        assertFalse(read.tournament().isValid());
        assertEquals("line 91, <Pairing>", read.tournament().problems().get(0).where());
        assertTrue(read.tournament().problems().get(0).what().contains("'2-0'"));
    }

    @Test
    void aGameNamingAnUnknownPlayerIsRefused() {
        Reading read = broken("<Black>2</Black>", "<Black>9</Black>");
        assertFalse(read.tournament().isValid());
        assertTrue(read.tournament().problems().get(0).what().contains("player 9 is not in the player list"));
    }

    @Test
    void anIllWrittenRankIsRefusedWithItsElement() {
        Reading read = broken("<GoLevel>2d</GoLevel>", "<GoLevel>strong</GoLevel>");
        assertFalse(read.tournament().isValid());
        assertTrue(read.tournament().problems().get(0).where().endsWith("<GoLevel>"), read.tournament().problems().toString());
    }

    @Test
    void aFileThatIsNotXmlIsRefusedWithItsLine() {
        Reading read = MacMahonFile.read(Resources.text("<TournamentData>\n<Tournament>\n</TournamentData>"), TODAY);
        assertFalse(read.tournament().isValid());
        assertTrue(read.tournament().problems().get(0).where().startsWith("line 3"), read.tournament().problems().toString());
    }

    @Test
    void anotherXmlFileIsNotTakenForMacMahon() {
        Reading read = MacMahonFile.read(Resources.path("opengotha/simplemm.xml"), TODAY);
        assertTrue(read.tournament().problems().get(0).what().startsWith("not a MacMahon 3.9 tournament file"));
    }

    @Test
    void aControlCharacterInANameIsRefusedWithItsElementAndCodePoint() {
        Reading read = MacMahonFile.read(Resources.path("exchange/macmahon39-tab-in-name.xml"), TODAY);

        assertEquals(List.of(new Problem("macmahon39-tab-in-name.xml, line 35, <FirstName>", "<FirstName> 'Alice<U+0009>Marie'"
                + " holds the control character U+0009 (CHARACTER TABULATION), which no printed list can show")),
                read.tournament().problems());
    }

    @Test
    void aPlayerRegisteredTwiceUnderAnotherIdIsKeptWithAWarningAndAnInvisibleCharacterLeftOutWithOne() {
        Reading read = MacMahonFile.read(Resources.path("exchange/macmahon39-registered-twice.xml"), TODAY);

        assertEquals(5, read.tournament().orElseThrow().players().size());
        assertTrue(read.warnings().contains(new Problem("macmahon39-registered-twice.xml, line 93, <Surname>",
                "<Surname> 'Smi<U+200B>th' holds the invisible character U+200B (ZERO WIDTH SPACE), which no list shows and"
                        + " which makes a name read as another; left out, check the name on the player's registration")),
                read.warnings().toString());
        assertEquals("Smith", read.tournament().orElseThrow().player("5").orElseThrow().name());
        assertTrue(read.warnings().contains(new Problem("macmahon39-registered-twice.xml, line 87, <Player> 5",
                "has the name of line 30, <Player> 1, Smi\u200Bth Alice: the same player registered twice? Both are kept;"
                        + " OpenGotha, which keys players by name, could not hold them both")), read.warnings().toString());
    }

    private static final String LEFT_OUT = ", which no list shows and which makes a name read as another; left out,"
            + " check the name on the player's registration";

    @Test
    void aRankOutOfRangeIsSaidOnce() {
        Reading read = broken("<GoLevel>2d</GoLevel>", "<GoLevel>10d</GoLevel>");

        assertEquals("'10d' is out of range: amateur dan ranks run from 1d to 9d", read.tournament().problems().get(0).what());
    }

    /** Settings.MAX_ROUNDS: 2,000,000,000 rounds once went through, and the command line's export of it never ended. */
    @Test
    void moreRoundsThanATournamentHasAreRefusedAtTheirElement() {
        Reading read = broken("<NumberOfRounds>3</NumberOfRounds>", "<NumberOfRounds>2000000000</NumberOfRounds>");

        assertEquals(List.of(new Problem("line 6, <NumberOfRounds>",
                "a tournament has at most 1000 rounds, not 2000000000")), read.tournament().problems());
    }

    @Test
    void aThousandRoundsAreRead() {
        assertTrue(broken("<NumberOfRounds>3</NumberOfRounds>", "<NumberOfRounds>1000</NumberOfRounds>")
                .tournament().isValid());
    }

    /**
     * The warnings on names come with the reading as values, found once: the platform says them by the player's place
     * in the list (FilePlayers) without looking for them again, as it did before.
     */
    @Test
    void theWarningsOnNamesComeWithTheReadingAsValues() throws java.io.IOException {
        ImportReading read;
        try (java.io.InputStream in = java.nio.file.Files.newInputStream(
                Resources.path("exchange/macmahon39-registered-twice.xml"))) {
            read = MacMahonFile.readWithNames(in, TODAY);
        }
        Tournament tournament = read.reading().tournament().orElseThrow();
        Player smith = tournament.player("1").orElseThrow();
        // the warnings hold the player as the file wrote them; the tournament, without the hidden character
        Player again = tournament.player("5").orElseThrow();
        Player written = new Player("5", "Smi\u200Bth", again.firstName(), again.rank(), again.rating(), again.club(),
                again.country(), again.birthDate(), again.registration(), again.absentRounds(), again.withdrawnFrom(),
                again.mcMahonCorrection(), again.warnings(), again.memberships());

        assertEquals("Smith", again.name());
        assertEquals(List.of(new NameWarning.Invisible(written, NameWarning.PlayerText.NAME, 0x200B),
                new NameWarning.SameName(written, smith)), read.names());
        assertEquals("name 'Smi<U+200B>th' holds the invisible character U+200B (ZERO WIDTH SPACE)" + LEFT_OUT,
                read.names().get(0).what(text -> "name", p -> "player"));
    }
}
