package dev.tengen.platform;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/** The platform's own settings, under {@code tengen.} in application.properties or the environment. */
@ConfigMapping(prefix = "tengen")
public interface PlatformConfig {

    /** The directory holding the event store ({@code events.db}); created when missing. */
    @WithDefault("./data")
    Path dataDir();

    /** The local account file; {@code accounts.json} in the data directory when not set. */
    Optional<Path> accountsFile();

    /** PBKDF2 iterations for new password hashes; tests lower it, production keeps OWASP's figure. */
    @WithDefault("600000")
    int passwordIterations();

    /**
     * The first-run code that lets {@code /setup} create the organizer account; a random one is made and logged
     * when not set ({@code TENGEN_SETUP_CODE}, for scripted installs).
     */
    Optional<String> setupCode();

    /** How often a live stream sends a comment line, so that proxies keep an idle connection open. */
    @WithDefault("15s")
    Duration liveHeartbeat();

    /** The console's sign-in sessions, under {@code tengen.sessions.}. */
    Sessions sessions();

    /** The warm-up at start, under {@code tengen.warm-up.} (dev.tengen.platform.warmup.WarmUp). */
    WarmUpSettings warmUp();

    interface WarmUpSettings {

        /**
         * Moves played on a scratch store before the platform says it is ready, so that its first real moves find the
         * move's path compiled; 0: none, ready as soon as the store is read.
         */
        @WithDefault("6000")
        int moves();
    }

    interface Sessions {

        /** A session unused this long ends: a laptop left open at the desk over lunch asks again. */
        @WithDefault("2h")
        Duration idleTimeout();

        /** A session ends this long after sign-in, used or not: one playing day. */
        @WithDefault("14h")
        Duration absoluteTimeout();
    }

    default Path accounts() {
        return accountsFile().orElse(dataDir().resolve("accounts.json"));
    }
}
