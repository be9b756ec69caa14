package dev.tengen.standing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Criteria on two real OpenGotha tournaments, with the directors' own parameters. The files store no
 * computed scores: expected values are worked by hand from the games in the files (shown in the comments).
 */
class OpenGothaCrossCheckTest {

    private static OpenGothaFile mcMahon;
    private static OpenGothaFile swiss;
    private static Crosstable mm;
    private static Crosstable sw;

    @BeforeAll
    static void read() throws Exception {
        // notsimplemm: 9 players, 5 rounds, bar 1D, floor 20K; bye 1, absence 1/2, rounded down
        mcMahon = OpenGothaFile.read("/opengotha/notsimplemm.xml", true);
        mm = mcMahon.table("MMS", mcMahon.rounds());
        // notsosimpleswiss: 35 players, 10 rounds, a bye every round; bye 1, absence 0
        swiss = OpenGothaFile.read("/opengotha/notsosimpleswiss.xml", false);
        sw = swiss.table("NBW", swiss.rounds());
    }

    @Test
    void theDirectorsPlacementCriteriaAreThoseTheTestUses() {
        assertEquals(List.of("MMS", "SOSM", "SOSOSM"), mcMahon.placementCriteria());
        assertEquals(List.of("NBW", "SOSW", "SOSOSW"), swiss.placementCriteria());
    }

    @Test
    void mcMahonScoresCountWinsByesAndRoundedDownAbsences() {
        // Noguchi 7D (start 30, bar 1D): five wins
        assertEquals(35, EgfCriteria.mms(mm, "NOGUCHIMOTOKI"));
        // Goloubkov 7K (start 23): W W bye L W
        assertEquals(27, EgfCriteria.mms(mm, "GOLOUBKOVALEXANDRA"));
        // Bonjean 3D (start 30): W absent W L L; one absence of 1/2 rounds down to 0
        assertEquals(32, EgfCriteria.mms(mm, "BONJEANROBIN"));
        // Leveque 2D (start 30): L L absent absent W; two absences make 1
        assertEquals(32, EgfCriteria.mms(mm, "LEVEQUECAMILLE"));
    }

    @Test
    void sosmUsesOwnStartScoreForAbsenceAndHandicapCorrectedOpponents() {
        // Bonjean: Bacardatz 32, absent (own 30), Rendu 33, Noguchi 35, Leveque 32; no handicap games
        assertEquals(162, EgfCriteria.sos(mm, "BONJEANROBIN"));
        // Noguchi: Leveque 32, Rendu 33, Bacardatz 32, Bonjean 32, Robin 21 + 8 stones given
        assertEquals(158, EgfCriteria.sos(mm, "NOGUCHIMOTOKI"));
        // Goloubkov: Durand 26 - 1 received, Robin 21 + 3 given, bye (own 23), Rendu 33 - 3, Marechal 26
        assertEquals(128, EgfCriteria.sos(mm, "GOLOUBKOVALEXANDRA"));
        // Durand: Goloubkov 27 + 1, Marechal 26, Robin 21 + 4, Bacardatz 32 - 4, bye (own 25)
        assertEquals(132, EgfCriteria.sos(mm, "DURANDROMAIN"));
    }

    @Test
    void sosMinusOneAndTwoDropTheLowestRounds() {
        // Bonjean's rounds 32, 30, 33, 35, 32
        assertEquals(132, EgfCriteria.sosMinus(mm, "BONJEANROBIN", 1));
        assertEquals(100, EgfCriteria.sosMinus(mm, "BONJEANROBIN", 2));
    }

    @Test
    void sososmSumsOpponentsSosm() {
        // Bonjean: SOSM of Bacardatz 162, absent (30 x 5 rounds), Rendu 160, Noguchi 158, Leveque 159
        assertEquals(789, EgfCriteria.sosos(mm, "BONJEANROBIN"));
        // Bacardatz: Bonjean 162, Leveque 159, Noguchi 158, Durand 132, Rendu 160
        assertEquals(771, EgfCriteria.sosos(mm, "BACARDATZROBIN"));
    }

    @Test
    void sodosmAndCussmOnTheMcMahon() {
        // Goloubkov beat Durand (25 corrected), Robin (24 corrected), Marechal (26)
        assertEquals(75, EgfCriteria.sodos(mm, "GOLOUBKOVALEXANDRA"));
        // Goloubkov's score after each round: 24, 25, 26, 26, 27
        assertEquals(128, EgfCriteria.cuss(mm, "GOLOUBKOVALEXANDRA"));
        // Leveque: 30, 30, 30 (one absence rounds to 0), 31 (two make 1), 32
        assertEquals(153, EgfCriteria.cuss(mm, "LEVEQUECAMILLE"));
    }

    @Test
    void mcMahonFinalPlacementByTheDirectorsCriteria() {
        Standings s = Placement.of("MMS, SOSM, SOSOSM", EgfCriteria.MMS, EgfCriteria.SOS, EgfCriteria.SOSOS).rank(mm);
        // Bonjean and Bacardatz tie on 32 and 162; SOSOSM 789 against 771. Durand and Marechal on 26: SOSM 132, 129
        assertEquals(List.of("NOGUCHIMOTOKI", "RENDUQUENTIN", "BONJEANROBIN", "BACARDATZROBIN", "LEVEQUECAMILLE",
                "GOLOUBKOVALEXANDRA", "DURANDROMAIN", "MARECHALMORGANE", "ROBINCLÉ"), s.order());
    }

    @Test
    void mcMahonWinsAddUpToTheDecidedGames() {
        double wins = mcMahon.entrants().stream().mapToDouble(e -> mm.row(e.id()).stream()
                .filter(RoundResult::isWin).count()).sum();
        assertEquals(19, wins);
        assertEquals(19, mcMahon.games().size());
    }

    @Test
    void swissNbwCountsTheBye() {
        // Martin-Vallas: L L bye W W W W W W W
        assertEquals(8, EgfCriteria.nbw(sw, "MARTIN-VALLASBRUNO"));
        // CUSS: 0 0 1 2 3 4 5 6 7 8
        assertEquals(36, EgfCriteria.cuss(sw, "MARTIN-VALLASBRUNO"));
    }

    @Test
    void swissSosCountsZeroForTheBye() {
        // Guillou 6, Lamole 4, bye 0, Imamura 3, Gajdos 6, Eon 5, Gaillard 5, Butaud 7, Jollivet 6, Dupre 7
        assertEquals(49, EgfCriteria.sos(sw, "MARTIN-VALLASBRUNO"));
        assertEquals(49, EgfCriteria.sosMinus(sw, "MARTIN-VALLASBRUNO", 1));
        assertEquals(46, EgfCriteria.sosMinus(sw, "MARTIN-VALLASBRUNO", 2));
        // defeated: Imamura 3, Gajdos 6, Eon 5, Gaillard 5, Butaud 7, Jollivet 6, Dupre 7
        assertEquals(39, EgfCriteria.sodos(sw, "MARTIN-VALLASBRUNO"));
    }

    @Test
    void swissWinsAndByesAddUpToTheTotalNbw() {
        // 170 decided games and 10 byes worth a win each
        double total = swiss.entrants().stream().mapToDouble(e -> EgfCriteria.nbw(sw, e.id())).sum();
        assertEquals(170 + 10, total);
    }

    @Test
    void swissSosTotalEqualsEachPlayersScoreTimesGamesPlayed() {
        // every game puts each player's final NBW once into the SOS of the opponent; byes add 0
        double sos = swiss.entrants().stream().mapToDouble(e -> EgfCriteria.sos(sw, e.id())).sum();
        double weighted = swiss.entrants().stream()
                .mapToDouble(e -> EgfCriteria.nbw(sw, e.id()) * sw.gamesMet(e.id()).size()).sum();
        assertEquals(weighted, sos);
    }

    @Test
    void swissStandingAfterRoundOneCountsOnlyRoundOne() {
        Crosstable afterOne = swiss.table("NBW", 1);
        double total = swiss.entrants().stream().mapToDouble(e -> EgfCriteria.nbw(afterOne, e.id())).sum();
        // 17 games and one bye in round 1
        assertEquals(18, total);
    }
}
