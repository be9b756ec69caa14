package dev.tengen.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * A move retried after a lost answer (no {@code If-Match}) was judged a second move in a row, and under
 * incheon-2013 a player who plays twice loses. With an {@code Idempotency-Key} the retry gets the first answer.
 */
class RetriedCommandAttackTest {

    @Test
    void aRetriedMoveWithTheSameKeyIsAnsweredAsTheFirstAndPlayedOnce() throws Exception {
        Fixture fixture = Fixture.shared();
        String gameId = fixture.game("p-retry-b", "p-retry-w", null);
        Http black = fixture.player("p-retry-b").with("Idempotency-Key", UUID.randomUUID().toString());
        String move = "{\"color\": \"black\", \"point\": \"E5\"}";

        Answer first = black.post("/api/v1/games/" + gameId + "/moves", move).expect(201);
        Answer retry = black.post("/api/v1/games/" + gameId + "/moves", move);

        assertEquals(201, retry.status(), retry::abbreviated);
        assertEquals(first.body(), retry.body());
        Answer game = Http.anonymous(fixture.platform).get("/api/v1/games/" + gameId).expect(200);
        assertEquals(first.field("version"), game.field("version"), game::abbreviated);
        assertFalse(game.body().contains("B+") || game.body().contains("W+"), game::abbreviated);
    }

    @Test
    void aKeyReusedForAnotherRequestIsRefused() throws Exception {
        Fixture fixture = Fixture.shared();
        String gameId = fixture.game("p-reuse-b", "p-reuse-w", null);
        Http black = fixture.player("p-reuse-b").with("Idempotency-Key", UUID.randomUUID().toString());
        black.post("/api/v1/games/" + gameId + "/moves", "{\"color\": \"black\", \"point\": \"E5\"}").expect(201);

        Answer other = black.post("/api/v1/games/" + gameId + "/moves", "{\"color\": \"black\", \"point\": \"C3\"}");

        assertEquals(422, other.status(), other::abbreviated);
        assertEquals("idempotency-key-reused", other.field("code"));
    }

    /**
     * The header sent twice reaches the server as its two values joined ("k1,k2"): kept under that key, a retry
     * carrying k1 alone would be played again. Refused, and nothing is played.
     */
    @Test
    void twoKeysInOneRequestAreRefusedAndNothingIsPlayed() throws Exception {
        Fixture fixture = Fixture.shared();
        String gameId = fixture.game("p-twice-b", "p-twice-w", null);
        Http black = fixture.player("p-twice-b").with("Idempotency-Key", UUID.randomUUID() + "," + UUID.randomUUID());

        Answer refused = black.post("/api/v1/games/" + gameId + "/moves", "{\"color\": \"black\", \"point\": \"E5\"}");

        assertEquals(400, refused.status(), refused::abbreviated);
        assertEquals("field-invalid", refused.field("code"));
        Answer game = Http.anonymous(fixture.platform).get("/api/v1/games/" + gameId).expect(200);
        assertFalse(game.body().contains("\"E5\""), game::abbreviated);
    }
}
