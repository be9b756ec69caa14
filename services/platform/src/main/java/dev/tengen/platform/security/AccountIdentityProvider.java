package dev.tengen.platform.security;

import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.UsernamePasswordAuthenticationRequest;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Checks HTTP Basic credentials against the {@link AccountFile} and gives the request the account's roles, and its
 * players as the attribute {@link #PLAYERS}. Keycloak's identity provider does the same job in the distributed
 * deployment; {@code @RolesAllowed} on the endpoints works unchanged with either.
 *
 * <p>A PBKDF2 check costs tens of milliseconds by design; a client sends its credentials with every request, so a
 * successful check is remembered as a SHA-256 digest of the stored hash and the password, and a later request
 * with the same password costs one digest. Changing the password changes the stored hash and so forgets it.
 */
@ApplicationScoped
public class AccountIdentityProvider implements IdentityProvider<UsernamePasswordAuthenticationRequest> {

    public static final String PLAYERS = "tengen.players";

    private final AccountFile accounts;
    private final PasswordWork passwords;
    private final Map<String, String> verified = new ConcurrentHashMap<>();

    AccountIdentityProvider(AccountFile accounts, PasswordWork passwords) {
        this.accounts = accounts;
        this.passwords = passwords;
    }

    @Override
    public Class<UsernamePasswordAuthenticationRequest> getRequestType() {
        return UsernamePasswordAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(UsernamePasswordAuthenticationRequest request,
            AuthenticationRequestContext context) {
        return context.runBlocking(() -> identity(request.getUsername(), request.getPassword().getPassword()));
    }

    private SecurityIdentity identity(String user, char[] password) {
        Account account = accounts.find(user).orElseThrow(AuthenticationFailedException::new);
        String digest = digest(account.password(), password);
        if (!digest.equals(verified.get(user))) {
            if (!passwords.matches(password, account.password())) {
                throw new AuthenticationFailedException();
            }
            verified.put(user, digest);
        }
        return QuarkusSecurityIdentity.builder()
                .setPrincipal(new QuarkusPrincipal(account.user()))
                .addRoles(java.util.Set.copyOf(account.roles()))
                .addAttribute(PLAYERS, account.players())
                .build();
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
