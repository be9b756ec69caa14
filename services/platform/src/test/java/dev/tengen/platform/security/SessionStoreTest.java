package dev.tengen.platform.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SessionStoreTest {

    private static final Instant NINE = Instant.parse("2026-05-02T09:00:00Z");

    /** A clock the test moves by hand. */
    private static final class Hands extends Clock {
        Instant now = NINE;

        @Override
        public Instant instant() {
            return now;
        }

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }
    }

    private final Hands clock = new Hands();
    private final SessionStore store = new SessionStore(Duration.ofHours(2), Duration.ofHours(14), clock);

    @Test
    void aSessionNamesItsAccount() {
        String token = store.open("td-park");
        assertEquals(Optional.of("td-park"), store.use(token).map(SessionStore.Session::user));
    }

    @Test
    void aSessionUnusedForTheIdleTimeEnds() {
        String token = store.open("td-park");
        clock.now = NINE.plus(Duration.ofHours(2));
        assertEquals(Optional.empty(), store.use(token));
    }

    @Test
    void eachUseRestartsTheIdleTime() {
        String token = store.open("td-park");
        clock.now = NINE.plus(Duration.ofMinutes(100));
        store.use(token);
        clock.now = NINE.plus(Duration.ofMinutes(200));
        assertTrue(store.use(token).isPresent());
    }

    @Test
    void aSessionEndsAtTheAbsoluteLimitHoweverOftenUsed() {
        String token = store.open("td-park");
        for (int hour = 1; hour < 14; hour++) {
            clock.now = NINE.plus(Duration.ofHours(hour));
            assertTrue(store.use(token).isPresent(), "hour " + hour);
        }
        clock.now = NINE.plus(Duration.ofHours(14));
        assertEquals(Optional.empty(), store.use(token));
    }

    @Test
    void aClosedSessionEnds() {
        String token = store.open("td-park");
        store.close(token);
        assertEquals(Optional.empty(), store.use(token));
    }

    @Test
    void anUnknownTokenIsNoSession() {
        store.open("td-park");
        assertEquals(Optional.empty(), store.use("forged-token"));
    }

    @Test
    void twoSignInsGetTwoTokens() {
        assertNotEquals(store.open("td-park"), store.open("td-park"));
    }
}
