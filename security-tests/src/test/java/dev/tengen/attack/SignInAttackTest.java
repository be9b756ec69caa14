package dev.tengen.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Sign-in probed from outside: which user names exist (an unknown name was answered at once, a known one after
 * the password hash), passwords and setup codes guessed without limit, and a one-character setup code accepted.
 * These attacks run on platforms of their own, with production's password hash cost, since they trip the throttle.
 */
class SignInAttackTest {

    /**
     * A hash cost that dominates the time of a refusal (about a sixth of production's 600,000 iterations), so that
     * a difference between known and unknown names shows above the noise of a loaded machine.
     */
    private static final Map<String, String> PRODUCTION_HASH = Map.of("tengen.password-iterations", "100000");

    @Test
    void anUnknownUserNameTakesAsLongToRefuseAsAKnownOne() throws Exception {
        try (Platform platform = Platform.fresh("timing", PRODUCTION_HASH)) {
            Http.anonymous(platform).form("/setup", "code=" + Platform.SETUP_CODE + "&user=" + Platform.ORGANIZER
                    + "&password=" + Platform.PASSWORD).expect(201);
            // The hash runs cold at first: warm both paths before measuring, then alternate which goes first; 18
            // failures in all, under the throttle's 20 (SignInThrottle.FAILURES).
            for (int i = 0; i < 2; i++) {
                Http.as(platform, Platform.ORGANIZER, "warm-" + i).get("/api/v1/accounts/me").expect(401);
                Http.as(platform, "warm-nobody-" + i, "warm-" + i).get("/api/v1/accounts/me").expect(401);
            }
            List<Duration> known = new ArrayList<>();
            List<Duration> unknown = new ArrayList<>();
            for (int i = 0; i < 7; i++) {
                if (i % 2 == 0) {
                    known.add(refusal(platform, Platform.ORGANIZER, i));
                    unknown.add(refusal(platform, "nobody-" + i, i));
                } else {
                    unknown.add(refusal(platform, "nobody-" + i, i));
                    known.add(refusal(platform, Platform.ORGANIZER, i));
                }
            }
            Duration medianKnown = known.stream().sorted().toList().get(known.size() / 2);
            Duration medianUnknown = unknown.stream().sorted().toList().get(unknown.size() / 2);

            // Before the fix an unknown name was refused fifty times faster (4 ms against 200 ms).
            assertTrue(medianUnknown.toNanos() * 2 > medianKnown.toNanos(),
                    "unknown " + unknown + " against known " + known);
        }
    }

    private static Duration refusal(Platform platform, String user, int attempt) throws Exception {
        return Http.as(platform, user, "wrong-password-" + attempt).get("/api/v1/accounts/me").expect(401).took();
    }

    @Test
    void guessedPasswordsAreThrottledPerAddress() throws Exception {
        try (Platform platform = Platform.fresh("throttle", Map.of())) {
            Http.anonymous(platform).form("/setup", "code=" + Platform.SETUP_CODE + "&user=" + Platform.ORGANIZER
                    + "&password=" + Platform.PASSWORD).expect(201);
            List<Integer> statuses = new ArrayList<>();
            for (int i = 0; i < 30; i++) {
                statuses.add(Http.as(platform, Platform.ORGANIZER, "guess-" + i).get("/api/v1/accounts/me").status());
            }

            assertTrue(statuses.contains(429), "30 wrong passwords in a row: " + statuses);
            Answer right = Http.as(platform, Platform.ORGANIZER, Platform.PASSWORD).get("/api/v1/accounts/me");
            assertEquals(429, right.status(), "the right password during the lock-out");
            assertTrue(right.header("Retry-After").isPresent(), "429 says when to retry");
        }
    }

    @Test
    void guessedSetupCodesAreThrottledPerAddress() throws Exception {
        try (Platform platform = Platform.fresh("setup-guess", Map.of())) {
            List<Integer> statuses = new ArrayList<>();
            for (int i = 0; i < 30; i++) {
                statuses.add(Http.anonymous(platform).form("/setup", "code=GUESS-" + i + "&user=intruder&password="
                        + Platform.PASSWORD).status());
            }

            assertTrue(statuses.contains(429), "30 wrong setup codes in a row: " + statuses);
            assertEquals(429, Http.anonymous(platform).form("/setup", "code=" + Platform.SETUP_CODE
                    + "&user=intruder&password=" + Platform.PASSWORD).status(), "the right code during the lock-out");
        }
    }

    @Test
    void aOneCharacterSetupCodeIsRefusedAtStart() throws Exception {
        Platform platform;
        try {
            platform = Platform.fresh("weak-code", Map.of("tengen.setup-code", "A"));
        } catch (AssertionError refused) {
            assertTrue(refused.getMessage().contains("setup code"), refused.getMessage());
            return;
        }
        try (platform) {
            assertFalse(platform.alive(), "the platform started with the setup code 'A'");
        }
    }
}
