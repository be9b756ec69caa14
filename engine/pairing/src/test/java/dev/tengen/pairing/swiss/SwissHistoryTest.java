package dev.tengen.pairing.swiss;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

class SwissHistoryTest {

    @Test
    void bothWinGivesEachPlayerTheTwoPointsOfAWin() {
        // Chinese 2002 art. 27.1: a win is 2 points; a both-win (OpenGotha's RESULT_BOTHWIN) is a win for each
        SwissHistory history = SwissHistory.of(List.of(new GameRecord(1, 1, "p1", "p2", 0, Outcome.BOTH_WIN, false)),
                List.of(), 2);
        assertEquals(2, history.points("p1"));
        assertEquals(2, history.points("p2"));
    }
}
