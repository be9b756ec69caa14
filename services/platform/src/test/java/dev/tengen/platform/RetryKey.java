package dev.tengen.platform;

import io.restassured.http.Header;
import java.util.UUID;

/**
 * The Idempotency-Key a client makes for one write, as the console does: a referee's decision, a protest and a ban
 * ask for one (docs/PLATFORM.md, "Retrying a command").
 */
public final class RetryKey {

    private RetryKey() {
    }

    /** A key of its own, for one write. */
    public static Header fresh() {
        return new Header("Idempotency-Key", UUID.randomUUID().toString());
    }
}
