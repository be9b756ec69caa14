package dev.tengen.platform.security;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Failed sign-ins and setup codes counted per client address: after {@link #FAILURES} failures within
 * {@link #WINDOW}, that address is refused (429, {@code Retry-After}) until the window ends, the right password
 * included, so that guessing costs {@link #WINDOW} per {@link #FAILURES} guesses. A success does not reset the count
 * (an attacker holding one account could otherwise interleave it). Every sign-in path (HTTP Basic, a session
 * sign-in, the first-run form) asks {@link #check} before it checks and reports each failure with {@link #failed}.
 *
 * <p>A tournament hall often reaches the platform through one address; {@value #FAILURES} failures in
 * {@link #WINDOW} leave room for many players mistyping while keeping a guesser to a few thousand guesses a day.
 */
@ApplicationScoped
public class SignInThrottle {

    public static final int FAILURES = 20;
    public static final Duration WINDOW = Duration.ofMinutes(5);
    /** Past this many addresses, windows that have ended are forgotten. */
    private static final int REMEMBERED = 10_000;

    private final Clock clock;
    private final Map<String, Window> windows = new ConcurrentHashMap<>();

    SignInThrottle(Clock clock) {
        this.clock = clock;
    }

    /** The failures of one address since {@code start}. */
    private record Window(Instant start, int failures) {
    }

    /** Refuses an address that failed too often lately; returns quietly otherwise. */
    public void check(String address) {
        Window window = windows.get(key(address));
        Instant now = clock.instant();
        if (window != null && window.failures() >= FAILURES && now.isBefore(window.start().plus(WINDOW))) {
            throw new SignInThrottled(Duration.between(now, window.start().plus(WINDOW)));
        }
    }

    /** Counts a failed sign-in or setup code from {@code address}. */
    public void failed(String address) {
        Instant now = clock.instant();
        windows.compute(key(address), (k, window) -> window == null || !now.isBefore(window.start().plus(WINDOW))
                ? new Window(now, 1) : new Window(window.start(), window.failures() + 1));
        if (windows.size() > REMEMBERED) {
            windows.values().removeIf(w -> !now.isBefore(w.start().plus(WINDOW)));
        }
    }

    private static String key(String address) {
        return address == null ? "" : address;
    }
}
