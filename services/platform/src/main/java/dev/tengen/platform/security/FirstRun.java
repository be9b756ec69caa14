package dev.tengen.platform.security;

import dev.tengen.platform.PlatformConfig;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.runtime.configuration.ConfigurationException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.List;
import java.util.Locale;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * The first run: while no organizer account exists, {@code /setup} creates one for whoever knows the setup code,
 * which is printed in the log at start (as a router prints its first password), so the first visitor on the
 * network cannot take the event over.
 */
@ApplicationScoped
public class FirstRun {

    private static final Logger LOG = Logger.getLogger(FirstRun.class);
    /** 12 characters of 32: 60 bits, out of reach of guessing at {@link SignInThrottle}'s pace. */
    static final int CODE_LENGTH = 12;
    private static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I: read aloud at 8 a.m.

    private final AccountFile accounts;
    private final String code;
    private final int iterations;
    private final int port;

    FirstRun(AccountFile accounts, PlatformConfig config, @ConfigProperty(name = "quarkus.http.port") int port) {
        this.accounts = accounts;
        // compared without case, as typed from a log: a configured code is held as the offered one is read
        this.code = config.setupCode().map(c -> c.strip().toUpperCase(Locale.ROOT)).map(FirstRun::strong)
                .orElseGet(FirstRun::randomCode);
        this.iterations = config.passwordIterations();
        this.port = port;
    }

    void announce(@Observes StartupEvent start) {
        if (!accounts.hasOrganizer()) {
            LOG.infof("No organizer account yet: open http://localhost:%d/setup and enter the setup code %s "
                    + "(accounts are kept in %s).", port, code, accounts.file());
        }
    }

    public boolean open() {
        return !accounts.hasOrganizer();
    }

    public boolean accepts(String offered) {
        return offered != null && MessageDigest.isEqual(code.getBytes(StandardCharsets.UTF_8),
                offered.strip().toUpperCase(Locale.ROOT).getBytes(StandardCharsets.UTF_8));
    }

    /** Creates the organizer; false when an organizer exists already (another tab was quicker). */
    public synchronized boolean createOrganizer(NewAccount organizer) {
        if (!open()) {
            return false;
        }
        return accounts.add(organizer.account(iterations)).isEmpty();
    }

    /**
     * A configured code is at least {@link #CODE_LENGTH} characters: whoever has it takes the event over, and a
     * one-character code fell to a few dozen guesses. The platform refuses to start with a weaker one.
     */
    private static String strong(String configured) {
        if (configured.length() < CODE_LENGTH) {
            throw new ConfigurationException("The setup code (tengen.setup-code, TENGEN_SETUP_CODE) has "
                    + configured.length() + " characters; it needs at least " + CODE_LENGTH + ", or leave it unset and "
                    + "the platform prints a random one.");
        }
        return configured;
    }

    private static String randomCode() {
        SecureRandom random = new SecureRandom();
        StringBuilder code = new StringBuilder();
        for (int i = 0; i < CODE_LENGTH; i++) {
            code.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return code.toString();
    }
}
