package dev.tengen.standing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Tournament;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Criteria on two real OpenGotha tournaments, with the directors' own parameters, worked by hand from the games in
 * the files (shown in the comments) rather than taken from OpenGotha's output.
 */
class OpenGothaCrossCheckTest {

    // notsimplemm: 9 players, 5 rounds, bar 1D, floor 20K; bye 1, absence 1/2, rounded down
    private static final Tournament MCMAHON = OpenGothaOracle.tournament("notsimplemm");
    // notsosimpleswiss: 35 players, 10 rounds, a bye every round; bye 1, absence 0
    private static final Tournament SWISS = OpenGothaOracle.tournament("notsosimpleswiss");

    /** The value of one criterion for one player after {@code round}. */
    static double value(Tournament t, int round, String criterion, String player) {
        TournamentStandings.Ranked ranked = assertInstanceOf(TournamentStandings.Ranked.class,
                TournamentStandings.rank(t, round, List.of(PlacementCriterion.named(criterion).orElseThrow())));
        return ranked.standings().of(player).orElseThrow().values().get(0);
    }

    private static double mm(String criterion, String player) {
        return value(MCMAHON, 5, criterion, player);
    }

    private static double sw(String criterion, String player) {
        return value(SWISS, 10, criterion, player);
    }

    @Test
    void theDirectorsPlacementCriteriaAreThoseTheTestUses() {
        assertEquals(List.of(PlacementCriterion.MMS, PlacementCriterion.SOSM, PlacementCriterion.SOSOSM),
                MCMAHON.placement().criteria());
        assertEquals(List.of(PlacementCriterion.NBW, PlacementCriterion.SOSW, PlacementCriterion.SOSOSW),
                SWISS.placement().criteria());
    }

    @Test
    void mcMahonScoresCountWinsByesAndRoundedDownAbsences() {
        // Noguchi 7D (start 30, bar 1D): five wins
        assertEquals(35, mm("MMS", "NOGUCHIMOTOKI"));
        // Goloubkov 7K (start 23): W W bye L W
        assertEquals(27, mm("MMS", "GOLOUBKOVALEXANDRA"));
        // Bonjean 3D (start 30): W absent W L L; one absence of 1/2 rounds down to 0
        assertEquals(32, mm("MMS", "BONJEANROBIN"));
        // Leveque 2D (start 30): L L absent absent W; two absences make 1
        assertEquals(32, mm("MMS", "LEVEQUECAMILLE"));
    }

    @Test
    void sosmUsesOwnStartScoreForAbsenceAndHandicapCorrectedOpponents() {
        // Bonjean: Bacardatz 32, absent (own 30), Rendu 33, Noguchi 35, Leveque 32; no handicap games
        assertEquals(162, mm("SOSM", "BONJEANROBIN"));
        // Noguchi: Leveque 32, Rendu 33, Bacardatz 32, Bonjean 32, Robin 21 + 8 stones given
        assertEquals(158, mm("SOSM", "NOGUCHIMOTOKI"));
        // Goloubkov: Durand 26 - 1 received, Robin 21 + 3 given, bye (own 23), Rendu 33 - 3, Marechal 26
        assertEquals(128, mm("SOSM", "GOLOUBKOVALEXANDRA"));
        // Durand: Goloubkov 27 + 1, Marechal 26, Robin 21 + 4, Bacardatz 32 - 4, bye (own 25)
        assertEquals(132, mm("SOSM", "DURANDROMAIN"));
    }

    @Test
    void sosMinusOneAndTwoDropTheLowestRounds() {
        // Bonjean's rounds 32, 30, 33, 35, 32
        assertEquals(132, mm("SOSM-1", "BONJEANROBIN"));
        assertEquals(100, mm("SOSM-2", "BONJEANROBIN"));
    }

    @Test
    void sososmSumsOpponentsSosm() {
        // Bonjean: SOSM of Bacardatz 162, absent (30 x 5 rounds), Rendu 160, Noguchi 158, Leveque 159
        assertEquals(789, mm("SOSOSM", "BONJEANROBIN"));
        // Bacardatz: Bonjean 162, Leveque 159, Noguchi 158, Durand 132, Rendu 160
        assertEquals(771, mm("SOSOSM", "BACARDATZROBIN"));
    }

    @Test
    void sodosmAndCussmOnTheMcMahon() {
        // Goloubkov beat Durand (25 corrected), Robin (24 corrected), Marechal (26)
        assertEquals(75, mm("SODOSM", "GOLOUBKOVALEXANDRA"));
        // Goloubkov's score after each round: 24, 25, 26, 26, 27
        assertEquals(128, mm("CUSSM", "GOLOUBKOVALEXANDRA"));
        // Leveque: 30, 30, 30 (one absence rounds to 0), 31 (two make 1), 32
        assertEquals(153, mm("CUSSM", "LEVEQUECAMILLE"));
    }

    @Test
    void mcMahonFinalPlacementByTheDirectorsCriteria() {
        TournamentStandings.Ranked ranked = assertInstanceOf(TournamentStandings.Ranked.class,
                TournamentStandings.rank(MCMAHON, 5, MCMAHON.placement().criteria()));
        // Bonjean and Bacardatz tie on 32 and 162; SOSOSM 789 against 771. Durand and Marechal on 26: SOSM 132, 129
        assertEquals(List.of("NOGUCHIMOTOKI", "RENDUQUENTIN", "BONJEANROBIN", "BACARDATZROBIN", "LEVEQUECAMILLE",
                "GOLOUBKOVALEXANDRA", "DURANDROMAIN", "MARECHALMORGANE", "ROBINCLÉ"), ranked.standings().order());
    }

    @Test
    void swissNbwCountsTheBye() {
        // Martin-Vallas: L L bye W W W W W W W
        assertEquals(8, sw("NBW", "MARTIN-VALLASBRUNO"));
        // CUSS: 0 0 1 2 3 4 5 6 7 8
        assertEquals(36, sw("CUSSW", "MARTIN-VALLASBRUNO"));
    }

    @Test
    void swissSosCountsZeroForTheBye() {
        // Guillou 6, Lamole 4, bye 0, Imamura 3, Gajdos 6, Eon 5, Gaillard 5, Butaud 7, Jollivet 6, Dupre 7
        assertEquals(49, sw("SOSW", "MARTIN-VALLASBRUNO"));
        assertEquals(49, sw("SOSW-1", "MARTIN-VALLASBRUNO"));
        assertEquals(46, sw("SOSW-2", "MARTIN-VALLASBRUNO"));
        // defeated: Imamura 3, Gajdos 6, Eon 5, Gaillard 5, Butaud 7, Jollivet 6, Dupre 7
        assertEquals(39, sw("SODOSW", "MARTIN-VALLASBRUNO"));
    }

    @Test
    void swissWinsAndByesAddUpToTheTotalNbw() {
        // 170 decided games and 10 byes worth a win each
        TournamentStandings.Ranked ranked = assertInstanceOf(TournamentStandings.Ranked.class,
                TournamentStandings.rank(SWISS, 10, List.of(PlacementCriterion.NBW)));
        assertEquals(170 + 10, ranked.standings().places().stream().mapToDouble(p -> p.values().get(0)).sum());
    }

    @Test
    void swissStandingAfterRoundOneCountsOnlyRoundOne() {
        TournamentStandings.Ranked ranked = assertInstanceOf(TournamentStandings.Ranked.class,
                TournamentStandings.rank(SWISS, 1, List.of(PlacementCriterion.NBW)));
        // 17 games and one bye in round 1
        assertEquals(18, ranked.standings().places().stream().mapToDouble(p -> p.values().get(0)).sum());
    }
}
