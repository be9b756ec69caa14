package dev.tengen.platform.security;

import dev.tengen.platform.PlatformConfig;
import dev.tengen.service.web.security.CurrentActor;
import io.quarkus.runtime.Startup;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.UsernamePasswordAuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Checks HTTP Basic credentials against the {@link AccountFile} and gives the request the account's roles, and its
 * players as the attribute {@link CurrentActor#PLAYERS}. Keycloak's identity provider does the same job in the distributed
 * deployment; {@code @RolesAllowed} on the endpoints works unchanged with either.
 *
 * <p>The name is the account's whatever its case or normalisation ({@link AccountFile#find}): a phone that capitalises
 * the first letter signs {@code Refa} in as {@code refa}, and the identity carries the account's own spelling, the one
 * appointments and the events' {@code by} name. The password is compared exactly. An unknown name costs a full hash
 * as before.
 *
 * <p>A PBKDF2 check costs tens of milliseconds by design; a client sends its credentials with every request, so a
 * successful check is remembered as a SHA-256 digest of the stored hash and the password, and a later request
 * with the same password costs one digest. Changing the password changes the stored hash and so forgets it.
 */
// Made at start-up, before the platform says it is ready, not on the first request's event loop.
@Startup
@ApplicationScoped
public class AccountIdentityProvider implements IdentityProvider<UsernamePasswordAuthenticationRequest> {

    private final AccountFile accounts;
    private final SignInThrottle throttle;
    private final PasswordWork passwords;
    /** The digest of the password verified last, by account name as the account file spells it. */
    private final Map<String, String> verified = new ConcurrentHashMap<>();
    /** The full checks running, by candidate ({@link #matches}); each is gone once done. */
    private final Map<String, CompletableFuture<Boolean>> checking = new ConcurrentHashMap<>();
    /**
     * A hash no password is known to match, at the configured cost: an unknown user's password is checked against
     * it, so that an unknown name takes as long to refuse as a known one and timing tells no one which names exist.
     * Random bytes, not a hash computed at start: the check costs the same, the start nothing
     * ({@link PasswordHash#unmatchable}).
     */
    private final String decoy;

    AccountIdentityProvider(AccountFile accounts, SignInThrottle throttle, PasswordWork passwords,
            PlatformConfig config) {
        this.accounts = accounts;
        this.throttle = throttle;
        this.passwords = passwords;
        this.decoy = PasswordHash.unmatchable(config.passwordIterations());
    }

    @Override
    public Class<UsernamePasswordAuthenticationRequest> getRequestType() {
        return UsernamePasswordAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(UsernamePasswordAuthenticationRequest request,
            AuthenticationRequestContext context) {
        RoutingContext routing = HttpSecurityUtils.getRoutingContextAttribute(request);
        String address = routing == null || routing.request().remoteAddress() == null ? null
                : routing.request().remoteAddress().hostAddress();
        String user = request.getUsername();
        char[] password = request.getPassword().getPassword();
        // A password already verified costs one digest and reads memory only: answered on the calling thread (the
        // event loop), as a worker would answer it, without handing the request to a worker and back. Every other
        // check costs a PBKDF2 and runs on a worker.
        SecurityIdentity known;
        try {
            checkThrottle(address);
            known = remembered(user, password);
        } catch (AuthenticationFailedException refused) {
            return Uni.createFrom().failure(refused);
        }
        return known != null ? Uni.createFrom().item(known)
                : context.runBlocking(() -> identity(user, password, address));
    }

    /**
     * The account's identity when the password is its own. A known password costs one digest (see the class
     * comment); any other check costs a full hash, for unknown users too ({@link #decoy}), and a failure counts
     * against the client's address ({@link SignInThrottle}). Full checks run in turns ({@link PasswordWork}).
     */
    public SecurityIdentity identity(String user, char[] password, String address) {
        checkThrottle(address);
        SecurityIdentity known = remembered(user, password);
        if (known != null) {
            return known;
        }
        Account account = accounts.find(user).orElse(null);
        if (account == null) {
            passwords.matches(password, decoy);
            throttle.failed(address);
            throw new AuthenticationFailedException();
        }
        String candidate = digest(account.password(), password);
        if (!matches(candidate, password, account.password())) {
            throttle.failed(address);
            throw new AuthenticationFailedException();
        }
        verified.put(account.user(), candidate);
        return AccountIdentities.of(account);
    }

    /**
     * Whether {@code password} matches the account's {@code stored} hash: one full check for every request that asks
     * with this same password while it runs ({@code candidate}, the digest of both). After a restart every device of
     * a venue sends its next request at once, and all those of one account would each have waited their turn for a
     * hash of the same password ({@link PasswordWork}), long enough to be refused as busy. A different password is a
     * different candidate and never shares a check; each request's failure still counts against its own address.
     */
    private boolean matches(String candidate, char[] password, String stored) {
        CompletableFuture<Boolean> mine = new CompletableFuture<>();
        CompletableFuture<Boolean> running = checking.putIfAbsent(candidate, mine);
        if (running != null) {
            try {
                return running.join();
            } catch (CompletionException e) {
                throw e.getCause() instanceof RuntimeException cause ? cause : e;
            }
        }
        try {
            boolean matches = passwords.matches(password, stored);
            mine.complete(matches);
            return matches;
        } catch (RuntimeException e) {
            mine.completeExceptionally(e);
            throw e;
        } finally {
            checking.remove(candidate, mine);
        }
    }

    private void checkThrottle(String address) {
        try {
            throttle.check(address);
        } catch (SignInThrottled throttled) {
            throw new AuthenticationFailedException(throttled);
        }
    }

    /** The identity when this password is the one verified last for the account (one digest), else null. */
    private SecurityIdentity remembered(String user, char[] password) {
        Account account = accounts.find(user).orElse(null);
        String verifiedDigest = account == null ? null : verified.get(account.user());
        return verifiedDigest != null && verifiedDigest.equals(digest(account.password(), password))
                ? AccountIdentities.of(account) : null;
    }

    private static String digest(String stored, char[] password) {
        try {
            MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
            sha256.update(stored.getBytes(StandardCharsets.UTF_8));
            sha256.update((byte) 0);
            sha256.update(new String(password).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(sha256.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
