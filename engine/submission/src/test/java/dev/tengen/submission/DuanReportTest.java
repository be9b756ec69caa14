package dev.tengen.submission;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rank.Rank;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.Tournament;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Chinese 2002 art. 25.3: Table 4 points (same Duan: win 90, loss 30) and Table 5 (1 Duan: average 75 over 8 games). */
class DuanReportTest {

    private static Tournament eightGames() {
        List<Round> rounds = new ArrayList<>();
        for (int r = 1; r <= 8; r++) {
            rounds.add(Tournaments.round(r, new GameRecord(r, 1, r % 2 == 0 ? "LI" : "WANG", r % 2 == 0 ? "WANG" : "LI", 0,
                    r % 2 == 0 ? Outcome.BLACK_WINS : Outcome.WHITE_WINS, false)));
        }
        return Tournaments.swiss("Duan promotion", LocalDate.of(2024, 3, 1), LocalDate.of(2024, 3, 8), "Beijing", 3.75, 8,
                List.of(Tournaments.player("LI", "Li", "Ming", Rank.pro(1), "CN", "", Map.of()),
                        Tournaments.player("WANG", "Wang", "Hao", Rank.pro(1), "CN", "", Map.of())), rounds);
    }

    @Test
    void writesTheWinnersTableFourPointsAndTableFivePromotion() {
        List<String> lines = DuanReport.write(eightGames()).lines().toList();
        assertEquals(DuanReport.HEADER, lines.get(0));
        assertTrue(lines.get(1).startsWith("Li;Ming;1p;8;R1=90 R2=90 R3=90 R4=90 R5=90 R6=90 R7=90 R8=90;720;90;"
                + "average 75 over 8 games or more;2p;"), lines.get(1));
    }

    @Test
    void writesTheLosersPointsWithoutPromotion() {
        String wang = DuanReport.write(eightGames()).lines().toList().get(2);
        assertTrue(wang.startsWith("Wang;Hao;1p;8;R1=30 R2=30 R3=30 R4=30 R5=30 R6=30 R7=30 R8=30;240;30;;;"), wang);
    }

    @Test
    void refusesATournamentWithoutProfessionals() {
        assertTrue(DuanReport.check(Resources.h9("exchange/juvisy.h9")).stream().anyMatch(Issue::isError));
    }
}
