package dev.tengen.cli;

import static dev.tengen.cli.TournamentCommands.duan;
import static dev.tengen.cli.TournamentCommands.tournament;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@code duan-promotion.json}, scored by hand with Chinese 2002 appendix 7, Table 4 (win / tie / loss; the
 * same Duan 90/60/30; higher by 1, 2, 3+ Duan 85/55/25, 80/50/20, 75/45/15; lower by 1, 2, 3+ Duan
 * 95/65/35, 100/70/40, 105/75/45) and Table 5 (First Duan: average 75 over 8 games, 70 over 12, 67.5 over 16):
 * <pre>
 *   An 1p:  R1 beat Bo 1p 90, R2 beat Cui 2p 95, R3 lost to Du 4p 45, R4 beat Zhao 9p 105, R5 drew Bo 60,
 *           R6 beat Cui 95, R7 beat Du 105, R8 lost to Zhao 45: 640 over 8 games, average 80 &gt;= 75: 2p
 *   Bo 1p:  lost to An 30, lost to Zhao 45, drew Cui 2p 65, drew An 60: 200 over 4, average 50
 *   Cui 2p: lost to Du 4p 40, lost to An 1p 25, drew Bo 1p 55, lost to An 25: 145 over 4, average 36.25
 *   Du 4p:  beat Cui 2p 80, beat An 1p 75, lost to An 15: 170 over 3, average 56.66 (cut)
 * </pre>
 */
class DuanCommandTest {

    private static final String FILE = "duan-promotion.json";

    private static String lineOf(String out, String start) {
        return out.lines().filter(l -> l.trim().startsWith(start)).findFirst().orElseThrow(() -> new AssertionError(start + " in\n" + out));
    }

    @Test
    void eightGamesAveragingEightyPromoteAFirstDuan() {
        CliTestSupport.Run run = duan(tournament(FILE));
        assertEquals(0, run.exit(), run.err());
        assertEquals("An 1p: 8 games, 640 points, average 80: eligible for promotion to 2p", lineOf(run.out(), "An 1p").trim());
        assertTrue(run.out().contains("round 1 90, round 2 95, round 3 45, round 4 105, round 5 60, round 6 95, round 7 105, round 8 45"),
                run.out());
    }

    @Test
    void playersShortOfTheDutyGamesOrTheAverageAreNotEligible() {
        String out = duan(tournament(FILE)).out();
        assertEquals("Bo 1p: 4 games, 200 points, average 50: not eligible", lineOf(out, "Bo 1p").trim());
        assertEquals("Cui 2p: 4 games, 145 points, average 36.25: not eligible", lineOf(out, "Cui 2p").trim());
        assertEquals("Du 4p: 3 games, 170 points, average 56.66: not eligible", lineOf(out, "Du 4p").trim());
    }

    @Test
    void aProfessionalWithoutGamesIsAssessedWithNone() {
        String out = duan(tournament(FILE)).out();
        assertEquals("Gao 6p: 0 games, 0 points, average 0: not eligible", lineOf(out, "Gao 6p").trim());
        assertTrue(out.contains("no games played"), out);
    }

    @Test
    void amateursAndNineDanAreListedAsNotAssessedWithTheReason() {
        String out = duan(tournament(FILE)).out();
        assertTrue(lineOf(out, "Sun 5d").contains("not assessed: amateur Duan (5d)"), out);
        assertTrue(lineOf(out, "Zhao 9p").contains("not assessed: 9p is the highest professional Duan"), out);
    }

    @Test
    void aProfessionalWhoPlayedAnAmateurIsNotAssessedAndTheRoundIsNamed() {
        String out = duan(tournament(FILE)).out();
        assertTrue(lineOf(out, "Fang 3p").contains("not assessed: round 1: the opponent Sun 5d is not a professional"), out);
    }

    @Test
    void jsonGivesPointsTotalAverageAndTheNextDuan() {
        CliTestSupport.Run run = duan("--json", tournament(FILE));
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("\"points\": [90, 95, 45, 105, 60, 95, 105, 45]"), run.out());
        assertTrue(run.out().contains("\"total\": 640"), run.out());
        assertTrue(run.out().contains("\"promotedTo\": \"2p\""), run.out());
        assertTrue(run.out().contains("\"average\": 36.25"), run.out());
        assertTrue(run.out().contains("\"assessed\": false"), run.out());
    }

    @Test
    void aMissingFileIsNamed() {
        CliTestSupport.Run run = duan("no-such-tournament.json");
        assertEquals(2, run.exit());
        assertEquals("no-such-tournament.json: no such file", run.err().trim());
    }

    @Test
    void aMalformedFileIsRefusedWithItsPlace() {
        CliTestSupport.Run run = duan(tournament("trailing-comma.json"));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("trailing-comma.json, line 4, column 1: not JSON"), run.err());
    }

    @Test
    void twoFilesAreAUsageError() {
        CliTestSupport.Run run = duan(tournament(FILE), tournament(FILE));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("name exactly one tournament file"), run.err());
    }
}
