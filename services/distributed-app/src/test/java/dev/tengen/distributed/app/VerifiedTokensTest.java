package dev.tengen.distributed.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class VerifiedTokensTest {

    private static final Instant NOW = Instant.parse("2026-11-27T08:00:00Z");

    @Test
    void aVerifiedTokenIsKnownUntilTheSecondItExpires() {
        VerifiedTokens<String> tokens = new VerifiedTokens<>(10);
        tokens.put("eyJ.referee.sig", "demo-referee-han", NOW.plusSeconds(300));

        assertEquals("demo-referee-han", tokens.get("eyJ.referee.sig", NOW));
        assertEquals("demo-referee-han", tokens.get("eyJ.referee.sig", NOW.plusSeconds(299)));
        assertNull(tokens.get("eyJ.referee.sig", NOW.plusSeconds(300)), "expired at its exp");
        assertEquals(0, tokens.size(), "an expired token is forgotten");
    }

    @Test
    void onlyTheExactCharactersVerifiedAreKnown() {
        VerifiedTokens<String> tokens = new VerifiedTokens<>(10);
        tokens.put("eyJ.referee.sig", "demo-referee-han", NOW.plusSeconds(300));

        assertNull(tokens.get("eyJ.referee.siG", NOW));
        assertNull(tokens.get("eyJ.referee.sig ", NOW));
        assertNull(tokens.get("", NOW));
    }

    @Test
    void beyondItsCapacityTheTokenUsedLeastRecentlyIsVerifiedAgain() {
        VerifiedTokens<String> tokens = new VerifiedTokens<>(2);
        tokens.put("a", "first", NOW.plusSeconds(60));
        tokens.put("b", "second", NOW.plusSeconds(60));
        tokens.get("a", NOW);
        tokens.put("c", "third", NOW.plusSeconds(60));

        assertEquals("first", tokens.get("a", NOW));
        assertNull(tokens.get("b", NOW), "b was used least recently");
        assertEquals("third", tokens.get("c", NOW));
        assertEquals(2, tokens.size());
    }
}
