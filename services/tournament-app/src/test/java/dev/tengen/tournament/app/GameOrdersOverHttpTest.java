package dev.tengen.tournament.app;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tengen.tournament.Outcome;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import java.io.IOException;
import java.net.ServerSocket;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The tournament's orders when the game service does not answer: a result slip fails (nothing is written for it, the
 * official sends it again), while a result correction, which the tournament records first and the game service also
 * takes from tengen.tournament, is not reported as failed.
 */
class GameOrdersOverHttpTest {

    private static final Instant AT = Instant.parse("2026-11-26T10:00:00Z");

    @Test
    void aResultSlipIsRefusedWhileTheGameServiceDoesNotAnswer() throws IOException {
        GameOrdersOverHttp orders = ordersToNobody();

        assertThrows(GamesUnavailable.class, () -> orders.enterResult("game-1", Outcome.BLACK_WINS, false, "B+R",
                "resignation", false, "cr", AT));
    }

    @Test
    void aResultCorrectionIsNotReportedFailedWhileTheGameServiceDoesNotAnswer() throws IOException {
        GameOrdersOverHttp orders = ordersToNobody();

        assertDoesNotThrow(() -> orders.correctResult("game-1", Outcome.WHITE_WINS, false, "W+R", "wrong slip",
                "decision:1", "td", AT));
    }

    /** Orders to a port of this machine where nothing listens. */
    private static GameOrdersOverHttp ordersToNobody() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        return new GameOrdersOverHttp("http://127.0.0.1:" + port, new ObjectMapper(),
                QuarkusSecurityIdentity.builder().setAnonymous(true).build(), null);
    }
}
