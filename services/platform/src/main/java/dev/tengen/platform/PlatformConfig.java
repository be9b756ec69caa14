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

    /** Arbitration's own settings, under {@code tengen.arbitration.}. */
    Arbitration arbitration();

    interface Arbitration {

        /**
         * How often the platform looks for appeals left past their half hour without a ruling and records the miss
         * (000 ch. 4 art. 3.2).
         */
        @WithDefault("30s")
        Duration deadlineCheckPeriod();
    }

    default Path accounts() {
        return accountsFile().orElse(dataDir().resolve("accounts.json"));
    }
}
