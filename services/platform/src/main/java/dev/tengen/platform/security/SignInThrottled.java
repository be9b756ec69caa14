package dev.tengen.platform.security;

import java.time.Duration;

/**
 * Too many failed sign-ins from this address lately ({@link SignInThrottle}): answered 429 with Retry-After. The
 * credential check gives it as the cause of its {@code AuthenticationFailedException}.
 */
public final class SignInThrottled extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final Duration retryAfter;

    SignInThrottled(Duration retryAfter) {
        super("Too many failed sign-ins from this address; try again in " + Math.max(1, retryAfter.toSeconds())
                + " seconds.", null, false, false);
        this.retryAfter = retryAfter;
    }

    /** Whole seconds, at least 1, for the Retry-After header. */
    public long retryAfterSeconds() {
        return Math.max(1, (retryAfter.toMillis() + 999) / 1000);
    }
}
