package dev.tengen.platform.security;

import dev.tengen.platform.PlatformConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The console's sign-in sessions, in memory: a restart signs everyone out, which a director notices once and a
 * stolen cookie does not survive. A session ends when idle too long, when old enough whatever its use, when signed
 * out, or when its account is deleted ({@link SessionIdentityProvider} looks the account up at every request).
 *
 * <p>The token is 256 random bits sent once in the cookie; the store keeps only its SHA-256, so a heap dump gives
 * no usable cookie.
 */
@ApplicationScoped
public class SessionStore {

    /** A signed-in account: who, since when, last seen when. */
    public record Session(String user, Instant created, Instant lastSeen) {
    }

    private static final SecureRandom RANDOM = new SecureRandom();

    private final Map<String, Session> sessions = new ConcurrentHashMap<>();
    private final Duration idle;
    private final Duration absolute;
    private final Clock clock;

    @Inject
    SessionStore(PlatformConfig config, Clock clock) {
        this(config.sessions().idleTimeout(), config.sessions().absoluteTimeout(), clock);
    }

    SessionStore(Duration idle, Duration absolute, Clock clock) {
        this.idle = idle;
        this.absolute = absolute;
        this.clock = clock;
    }

    /** Opens a session for {@code user}; the answer is the token for the cookie, known only to the client. */
    public String open(String user) {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        Instant now = clock.instant();
        sweep(now);
        sessions.put(digest(token), new Session(user, now, now));
        return token;
    }

    /** The live session of this token, its idle time restarted; empty when unknown, expired or signed out. */
    public Optional<Session> use(String token) {
        if (token == null || token.isBlank()) {
            return Optional.empty();
        }
        Instant now = clock.instant();
        Session used = sessions.computeIfPresent(digest(token),
                (key, session) -> expired(session, now) ? null : new Session(session.user(), session.created(), now));
        return Optional.ofNullable(used);
    }

    /** Ends the session of this token; nothing happens for an unknown one. */
    public void close(String token) {
        if (token != null) {
            sessions.remove(digest(token));
        }
    }

    /** How long a cookie may live: the absolute limit. */
    public Duration lifetime() {
        return absolute;
    }

    private boolean expired(Session session, Instant now) {
        return !now.isBefore(session.lastSeen().plus(idle)) || !now.isBefore(session.created().plus(absolute));
    }

    /** Forgets expired sessions, so that sign-ins never used again do not pile up. */
    private void sweep(Instant now) {
        sessions.values().removeIf(session -> expired(session, now));
    }

    private static String digest(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
