package dev.tengen.tournament.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tengen.tournament.Outcome;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class GamesGapTest {

    private static final Instant AT = Instant.parse("2026-11-26T09:00:00Z");
    private final GamesGap games = new GamesGap();

    @Test
    void aResultSlipIsRefusedAsNotReachableRatherThanLost() {
        assertThrows(GamesNotReachable.class, () -> games.enterResult("g-1", Outcome.BLACK_WINS, false, "B+R", null,
                false, "referee", AT));
    }

    @Test
    void aGameAPairingCorrectionWouldVoidIsRefusedRatherThanTakenAsNeverStarted() {
        assertThrows(GamesNotReachable.class, () -> games.game("g-1"));
    }

    @Test
    void aGamesProgressIsNotKnownYet() {
        assertEquals(Optional.empty(), games.progress("g-1"));
    }
}
