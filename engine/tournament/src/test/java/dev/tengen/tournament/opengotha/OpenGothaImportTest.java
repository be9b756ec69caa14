package dev.tengen.tournament.opengotha;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rank.Rank;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.Checked;
import dev.tengen.tournament.DrawPosition;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Geography;
import dev.tengen.tournament.HandicapPolicy;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Seeding;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.UnplayedRounds;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Facts read by hand from the real files, checked against the import. */
class OpenGothaImportTest {

    private static Tournament load(String name) {
        Checked<Tournament> read = OpenGothaFile.read(RealFiles.text(name));
        assertEquals(List.of(), read.problems(), name);
        return read.orElseThrow();
    }

    @ParameterizedTest
    @CsvSource({
        "simplemm, 16, 40, 0, 5",
        "notsimplemm, 9, 19, 3, 5",
        "Toulouse2024, 38, 105, 0, 6",
        "frioul-2018, 58, 99, 0, 4",
        "simpleswiss, 32, 112, 0, 7",
        "notsosimpleswiss, 35, 170, 10, 10",
        "veterans-2021, 43, 101, 1, 5",
        "bosp2024, 71, 38, 2, 5",
        "paris2021-48th, 176, 458, 1, 6"})
    void everyRealFileImportsWithAllItsPlayersGamesAndByes(String name, int players, int games, int byes, int rounds) {
        Tournament t = load(name);
        assertEquals(players, t.players().size());
        assertEquals(games, t.games().size());
        assertEquals(byes, t.byesThrough(rounds).stream().filter(b -> b.kind() == Bye.Kind.PAIRING_BYE).count());
        assertEquals(rounds, t.regulations().rounds());
        assertEquals(Math.min(rounds, t.games().stream().mapToInt(GameRecord::round).max().orElse(0)), t.lastPairedRound());
    }

    @Test
    void byesListedInAByePlayerElementAndWrittenInMixedCaseNameTheirPlayers() {
        // bosp2024 lists <ByePlayer player="GuneyMete" .../> inside a <ByePlayer> element; OpenGotha reads both byes
        Tournament t = load("bosp2024");
        assertEquals(List.of(new Bye(1, "GUNEYMETE", Bye.Kind.PAIRING_BYE)), t.round(1).orElseThrow().byes().stream()
                .filter(b -> b.kind() == Bye.Kind.PAIRING_BYE).toList());
        assertEquals(List.of(new Bye(2, "RUZGAREGE_TUNA", Bye.Kind.PAIRING_BYE)), t.round(2).orElseThrow().byes().stream()
                .filter(b -> b.kind() == Bye.Kind.PAIRING_BYE).toList());
    }

    @Test
    void gameNamingAPlayerInAnotherCaseIsThatPlayersGame() {
        String text = RealFiles.text("frioul-2018").replace("blackPlayer=\"VACAJEAN-FRANÇOIS\" handicap=\"2\"",
                "blackPlayer=\"VacaJean-François\" handicap=\"2\"");
        GameRecord game = OpenGothaFile.read(text).orElseThrow().round(2).orElseThrow().games().stream()
                .filter(g -> g.board() == 25).findFirst().orElseThrow();
        assertEquals("VACAJEAN-FRANÇOIS", game.black());
    }

    @Test
    void countingUnplayedGamesAsHalfAPointIsRead() {
        assertTrue(load("paris2021-48th").placement().unplayed().unplayedAsHalfPoint());
        assertEquals(false, load("frioul-2018").placement().unplayed().unplayedAsHalfPoint());
    }

    @Test
    void criterionOfTheOtherFamilyIsReadAsSuch() {
        String text = RealFiles.text("frioul-2018").replace("<PlacementCriterion name=\"SOSM\" number=\"2\"/>",
                "<PlacementCriterion name=\"SOSW\" number=\"2\"/>");
        assertEquals(List.of(PlacementCriterion.MMS, PlacementCriterion.SOSW, PlacementCriterion.SOSOSM),
                OpenGothaFile.read(text).orElseThrow().placement().criteria());
    }

    @Test
    void cupTournamentIsReadAsASwissPlacedByCupScore() {
        // OpenGotha's cup (PlacementParameterSet.initForCup): CPS, then Rating
        String text = RealFiles.text("simpleswiss")
                .replace("<PlacementCriterion name=\"NBW\" number=\"1\"/>", "<PlacementCriterion name=\"CPS\" number=\"1\"/>")
                .replace("<PlacementCriterion name=\"SOSW\" number=\"2\"/>", "<PlacementCriterion name=\"Rating\" number=\"2\"/>")
                .replace("<PlacementCriterion name=\"SOSOSW\" number=\"3\"/>", "<PlacementCriterion name=\"NULL\" number=\"3\"/>");
        Tournament t = OpenGothaFile.read(text).orElseThrow();
        assertEquals(List.of(PlacementCriterion.CPS, PlacementCriterion.RATING), t.placement().criteria());
        assertTrue(t.pairing() instanceof PairingSystem.Swiss);
    }

    @Test
    void fileListingNeitherMcMahonScoreNorWinsIsASwissAsOpenGothaReadsIt() {
        // PlacementParameterSet.mainCriterion: NBW when none of NBW, MMS, CPS is listed
        String text = RealFiles.text("simpleswiss")
                .replace("<PlacementCriterion name=\"NBW\" number=\"1\"/>", "<PlacementCriterion name=\"SOSW\" number=\"1\"/>")
                .replace("<PlacementCriterion name=\"SOSW\" number=\"2\"/>", "<PlacementCriterion name=\"NULL\" number=\"2\"/>");
        assertTrue(OpenGothaFile.read(text).orElseThrow().pairing() instanceof PairingSystem.Swiss);
    }

    @Test
    void frioulIsAMcMahonWithBarOneDanAndFloorTwentyKyu() {
        Tournament t = load("frioul-2018");
        PairingSystem.McMahon mm = (PairingSystem.McMahon) t.pairing();
        assertEquals(Rank.dan(1), mm.bar());
        assertEquals(Rank.kyu(20), mm.floor());
        assertEquals(Rank.kyu(30), mm.zero());
        assertEquals(List.of(PlacementCriterion.MMS, PlacementCriterion.SOSM, PlacementCriterion.SOSOSM), t.placement().criteria());
        assertEquals(new HandicapPolicy(HandicapPolicy.Basis.MCMAHON_SCORE, Rank.dan(1), 1, 9), t.regulations().handicap());
        assertEquals(new UnplayedRounds(2, 0, 2, 1, true), t.placement().unplayed());
    }

    @Test
    void frioulEventHeaderIsRead() {
        Tournament t = load("frioul-2018");
        assertEquals("Frioul 2018", t.event().name());
        assertEquals("Frioul", t.event().shortName());
        assertEquals(LocalDate.of(2018, 9, 7), t.event().begins());
        assertEquals(LocalDate.of(2018, 9, 9), t.event().ends());
        assertEquals("Frioul", t.event().place());
        assertEquals("Brisson", t.event().director());
        assertEquals(19, t.regulations().boardSize());
        assertEquals(7.5, t.regulations().compensation());
        assertTrue(t.regulations().ruleSet().isEmpty());
    }

    @Test
    void missingSecondSeedingTakesTheDtdDefaultSplitAndFold() {
        PairingSystem.McMahon mm = (PairingSystem.McMahon) load("frioul-2018").pairing();
        assertEquals(Seeding.SPLIT_AND_RANDOM, mm.draw().earlySeeding());
        assertEquals(Seeding.SPLIT_AND_FOLD, mm.draw().lateSeeding());
        assertEquals(2, mm.draw().lastEarlyRound());
        assertEquals(DrawPosition.MIDDLE, mm.draw().drawnDown());
        assertEquals(new Geography(true, 3, 1), mm.draw().geography());
    }

    @Test
    void playerIsKeyedByNameAndFirstNameWithRankRatingClubAndLicence() {
        Player p = load("frioul-2018").player("MIGNUCCIBERNARD").orElseThrow();
        assertEquals("Mignucci", p.name());
        assertEquals("Bernard", p.firstName());
        assertEquals(Rank.kyu(3), p.rank());
        assertEquals(OptionalInt.of(1778), p.rating());
        assertEquals("84Av", p.club());
        assertEquals("FR", p.country());
        assertEquals(Map.of("ffg", "0120001"), p.memberships());
        assertEquals(List.of(), p.absentRounds());
    }

    @Test
    void participationStringMarksTheRoundsAPlayerMisses() {
        Tournament t = load("frioul-2018");
        assertEquals(List.of(4), t.player("GUERRE-GENTONPHILIPPE").orElseThrow().absentRounds());
        assertEquals(List.of(1, 2, 3, 4), t.player("BRISSONCLAUDE").orElseThrow().absentRounds());
    }

    @Test
    void anAbsentPlayerHasAnAbsenceByeInEachPairedRoundHeMisses() {
        Tournament t = load("frioul-2018");
        assertTrue(t.round(4).orElseThrow().byes().contains(new Bye(4, "GUERRE-GENTONPHILIPPE", Bye.Kind.ABSENT)));
        assertTrue(t.round(3).orElseThrow().games().stream().anyMatch(g -> g.involves("GUERRE-GENTONPHILIPPE")));
    }

    @Test
    void handicapGameKeepsColoursHandicapAndResult() {
        GameRecord game = load("frioul-2018").round(2).orElseThrow().games().stream()
                .filter(g -> g.board() == 25).findFirst().orElseThrow();
        assertEquals(new GameRecord(2, 25, "VACAJEAN-FRANÇOIS", "BLANCOCYRIL", 2, Outcome.BLACK_WINS, false), game);
    }

    @Test
    void byePlayersArePairingByes() {
        Tournament t = load("notsimplemm");
        assertTrue(t.round(1).orElseThrow().byes().contains(new Bye(1, "ROBINCLÉ", Bye.Kind.PAIRING_BYE)));
        assertTrue(t.round(3).orElseThrow().byes().contains(new Bye(3, "GOLOUBKOVALEXANDRA", Bye.Kind.PAIRING_BYE)));
        assertTrue(t.round(5).orElseThrow().byes().contains(new Bye(5, "DURANDROMAIN", Bye.Kind.PAIRING_BYE)));
    }

    @Test
    void veteransIsASwissOnWinsWithRankBasedHandicapOff() {
        Tournament t = load("veterans-2021");
        PairingSystem.Swiss swiss = (PairingSystem.Swiss) t.pairing();
        assertEquals(Seeding.SPLIT_AND_SLIP, swiss.draw().earlySeeding());
        assertEquals(Seeding.SPLIT_AND_SLIP, swiss.draw().lateSeeding());
        assertEquals(new Geography(false, 0, 0), swiss.draw().geography());
        assertEquals(List.of(PlacementCriterion.NBW, PlacementCriterion.SOSW, PlacementCriterion.SOSOSW), t.placement().criteria());
        assertEquals(new HandicapPolicy(HandicapPolicy.Basis.RANK, Rank.kyu(30), 0, 0), t.regulations().handicap());
        assertEquals("Championnat des Vieux Dragons", t.event().name());
        assertEquals(LocalDate.of(2021, 1, 7), t.event().ends());
        assertTrue(t.round(2).orElseThrow().byes().contains(new Bye(2, "GAJDOSCHANTAL", Bye.Kind.PAIRING_BYE)));
    }
}
