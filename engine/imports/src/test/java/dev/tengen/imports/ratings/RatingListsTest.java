package dev.tengen.imports.ratings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.imports.Resources;
import dev.tengen.rank.Rank;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Problem;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** The three lists' formats, on the made-up samples of resources/ratings (see the README there). */
class RatingListsTest {

    private static RatingList list(String name) {
        return RatingLists.read(Resources.path("ratings/" + name)).orElseThrow();
    }

    private static final RatingList EGD = list("egd-allworld-sample.txt");
    private static final RatingList AGA = list("aga-tdlista-sample.txt");
    private static final RatingList FFG = list("ffg-echelle-sample.txt");

    @Test
    void theEgdListGivesPinNameCountryClubGradeGorAndLastTournamentDate() {
        assertEquals(RatingBody.EGF, EGD.body());
        assertEquals(Optional.of(LocalDate.of(2026, 11, 20)), EGD.date());
        assertEquals(5, EGD.players().size());
        RatedPlayer jerome = EGD.find("10293847").get(0);
        assertEquals("Dupont", jerome.name());
        assertEquals("Jérôme", jerome.firstName());
        assertEquals("FR", jerome.country());
        assertEquals("75Ju", jerome.club());
        assertEquals(Optional.of(Rank.dan(3)), jerome.rank());
        assertEquals(OptionalInt.of(2235), jerome.rating());
        assertEquals(Optional.of(LocalDate.of(2026, 11, 1)), jerome.lastRated());
        assertEquals(Optional.of(Rank.pro(1)), EGD.find("Kim").get(0).rank());
    }

    @Test
    void theAgaListGivesNameIdRatingAsRankAndTengenScaleAndDateOfLastRating() {
        assertEquals(RatingBody.AGA, AGA.body());
        assertEquals(Optional.empty(), AGA.date());
        RatedPlayer nicholas = AGA.find("17452").get(0);
        assertEquals("Abentroth", nicholas.name());
        assertEquals("Nicholas", nicholas.firstName());
        assertEquals(Optional.of(Rank.kyu(6)), nicholas.rank());
        assertEquals(OptionalInt.of(1460), nicholas.rating());
        assertEquals("-6.90000", nicholas.listed());
        assertEquals("FARG", nicholas.club());
        assertEquals(Optional.of(LocalDate.of(2026, 9, 1)), nicholas.lastRated());
        RatedPlayer li = AGA.find("30001").get(0);
        assertEquals(Optional.of(Rank.dan(2)), li.rank());
        assertEquals(OptionalInt.of(2200), li.rating());
    }

    @Test
    void anUnratedAgaMemberHasNoRankAndCannotBeRegisteredFromTheList() {
        RatedPlayer michael = AGA.find("12767").get(0);
        assertEquals(Optional.empty(), michael.rank());
        assertEquals(Optional.empty(), michael.toPlayer("ABRAHAMMICHAEL"));
    }

    @Test
    void theFfgListIsReadInLatinOneWithPointsShiftedToTengensScale() {
        assertEquals(RatingBody.FFG, FFG.body());
        assertEquals(Optional.of(LocalDate.of(2026, 11, 15)), FFG.date());
        RatedPlayer andeol = FFG.find("1100278").get(0);
        assertEquals("EVAIN", andeol.name());
        assertEquals("Andéol", andeol.firstName());
        assertEquals(Optional.of(Rank.dan(2)), andeol.rank());
        assertEquals(OptionalInt.of(2229), andeol.rating());
        assertEquals(Optional.of(Rank.kyu(10)), FFG.find("2200056").get(0).rank());
        assertEquals(Optional.of(Rank.dan(1)), FFG.find("2100063").get(0).rank());
    }

    @Test
    void theFfgsNotRatedAndNoLicenceAreKeptAsSuch() {
        RatedPlayer nouveau = FFG.find("nouveau").get(0);
        assertEquals(OptionalInt.empty(), nouveau.rating());
        assertEquals("", nouveau.id());
    }

    @Test
    void aNameIsFoundWithoutItsAccentsInAnyCaseAndWordOrder() {
        assertEquals(List.of("10293847"), EGD.find("jerome DUPONT").stream().map(RatedPlayer::id).toList());
        assertEquals(List.of("1100278"), FFG.find("andeol").stream().map(RatedPlayer::id).toList());
        assertEquals(List.of("2200056"), FFG.find("CLÉ robin").stream().map(RatedPlayer::id).toList());
    }

    @Test
    void aSearchWordMatchesTheStartOfANameWord() {
        assertEquals(List.of("10293847", "10293848"), EGD.find("dup").stream().map(RatedPlayer::id).toList());
        assertEquals(List.of(), EGD.find("pont"));
    }

    @Test
    void aWordTypedTwiceOrAnInvisibleCharacterChangesNothing() {
        assertEquals(List.of("10293847"), EGD.find("dup dup jerome  dup").stream().map(RatedPlayer::id).toList());
        assertEquals(List.of("10293847"), EGD.find("jer\u200Bome dupont").stream().map(RatedPlayer::id).toList());
        assertEquals(List.of("10293847"), EGD.find("\u00A010293847\u00A0").stream().map(RatedPlayer::id).toList(),
                "an id pasted with no-break spaces around it");
    }

    @Test
    void aRatingLastChangedBeforeTheChosenDateIsTheOneHeldThen() {
        RatedPlayer thomas = EGD.find("14901524").get(0);
        FrozenRating frozen = EGD.ratingAt(thomas, LocalDate.of(2026, 10, 1));
        assertTrue(frozen.held(), frozen.basis());
    }

    @Test
    void aRatingChangedAfterTheChosenDateIsNotTheOneHeldThen() {
        RatedPlayer jerome = EGD.find("10293847").get(0);
        FrozenRating frozen = EGD.ratingAt(jerome, LocalDate.of(2026, 10, 1));
        assertFalse(frozen.held());
        assertTrue(frozen.basis().contains("2026-11-01"), frozen.basis());
    }

    @Test
    void withoutPlayersDatesTheFfgListsOwnDateDecides() {
        RatedPlayer andeol = FFG.find("1100278").get(0);
        assertTrue(FFG.ratingAt(andeol, LocalDate.of(2026, 11, 15)).held());
        assertFalse(FFG.ratingAt(andeol, LocalDate.of(2026, 11, 14)).held());
    }

    @Test
    void aListPlayerBecomesAPlayerWithTheListsIdAsMembership() {
        Player jerome = EGD.find("10293847").get(0).toPlayer("DUPONTJEROME").orElseThrow();
        assertEquals(Map.of("egf", "10293847"), jerome.memberships());
        assertEquals(Rank.dan(3), jerome.rank());
        assertEquals(OptionalInt.of(2235), jerome.rating());
    }

    @Test
    void anUnreadablePlayerLineRefusesTheWholeListNamingTheLine() {
        String text = Resources.read("ratings/egd-allworld-sample.txt").replace("Brux    1k", "Brux    1x");
        List<Problem> problems = RatingLists.read(text).problems();
        assertEquals(1, problems.size());
        assertEquals("line 7", problems.get(0).where());
    }

    @Test
    void anAgaLineWithTooFewFieldsIsRefusedWithItsLine() {
        String text = Resources.read("ratings/aga-tdlista-sample.txt").replace("\t1.08000\t6/1/1995", "");
        assertEquals(List.of(new Problem("line 3", "has 7 tab-separated fields, not the TDList's 9")),
                RatingLists.read(text).problems());
    }

    @Test
    void anFfgLineThatIsNotAPlayerIsRefusedWithItsLine() {
        String text = "#Echelle au 15/11/2026\nFIORINA Baptiste fifty-six L 2100063 38Gr FR\n";
        assertEquals("line 2", RatingLists.read(text).problems().get(0).where());
    }

    @Test
    void aFileOfNoKnownListIsRefused() {
        assertTrue(RatingLists.read("name;rank\nDupont;3d\n").problems().get(0).what().startsWith("not a rating list"));
    }

    @Test
    void anEgdTournamentCodeCarriesItsDate() {
        assertEquals(Optional.of(LocalDate.of(2020, 2, 2)), EgdRatingList.tournamentDate("T200202B"));
        assertEquals(Optional.of(LocalDate.of(1998, 5, 1)), EgdRatingList.tournamentDate("T980501A"));
        assertEquals(Optional.empty(), EgdRatingList.tournamentDate("T201399A"));
    }

    @Test
    void anEchelleSavedAgainWithAByteOrderMarkIsStillTheFfgsList() {
        RatingList list = list("ffg-echelle-utf8-bom.txt");

        assertEquals(RatingBody.FFG, list.body());
        assertEquals(Optional.of(LocalDate.of(2026, 11, 15)), list.date());
        assertEquals(4, list.players().size());
        assertEquals("FIORINA", list.players().get(0).name());
    }

    @Test
    void anEchelleInWindows1252KeepsTheLettersOfItsC1Range() {
        RatingList list = list("ffg-echelle-windows-1252.txt");

        assertEquals("CŒUR", list.players().get(1).name());
        assertEquals("Clé", list.players().get(1).firstName());
    }

    @Test
    void anEgdListSavedAsUtf16IsReadByItsByteOrderMark() {
        RatingList list = list("egd-allworld-utf16le.txt");

        assertEquals(RatingBody.EGF, list.body());
        assertEquals(5, list.players().size());
        assertEquals("Jérôme", list.find("10293847").get(0).firstName());
    }
}
