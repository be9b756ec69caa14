package dev.tengen.platform.security;

import dev.tengen.service.web.security.CurrentActor;

import dev.tengen.service.web.problem.Fields;
import dev.tengen.service.web.problem.Problem;
import dev.tengen.tournament.service.web.TournamentList;
import dev.tengen.tournament.service.web.TournamentPlay;
import dev.tengen.tournament.service.web.TournamentSummary;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.Authenticated;
import io.quarkus.security.credential.PasswordCredential;
import io.quarkus.security.identity.IdentityProviderManager;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.UsernamePasswordAuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.vertx.core.http.Cookie;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The console's sign-in over the local accounts: a session cookie instead of a password sent with every request
 * (scripts keep HTTP Basic). {@code GET} answers who the caller is however they signed in (cookie, Basic, or a
 * Keycloak token in the distributed deployment), with the offices they hold in each tournament.
 */
@Path("/api/v1/session")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Sign-in")
public class SessionResource {

    /** The body of {@code POST /api/v1/session}. */
    public record SignIn(String user, String password) {
    }

    /** An office held in one tournament by appointment (Incheon 2013 duties). */
    public record Office(String tournamentId, String tournament, String role) {
    }

    /**
     * Who is signed in.
     *
     * @param roles the account's own roles, held in every tournament
     * @param offices the offices appointed to this account, tournament by tournament
     */
    public record Caller(String user, List<String> roles, List<String> players, List<Office> offices) {
    }

    private final IdentityProviderManager identities;
    private final SessionStore sessions;
    private final TournamentList tournaments;
    private final TournamentPlay play;
    private final SecurityIdentity identity;

    SessionResource(IdentityProviderManager identities, SessionStore sessions, TournamentList tournaments,
            TournamentPlay play, SecurityIdentity identity) {
        this.identities = identities;
        this.sessions = sessions;
        this.tournaments = tournaments;
        this.play = play;
        this.identity = identity;
    }

    @POST
    @Operation(summary = "Sign in: a session cookie (HttpOnly, SameSite=Strict) for the account's user and password",
            description = "Public. 401 credentials-invalid for a wrong name or password. The cookie ends after "
                    + "tengen.sessions.idle-timeout unused, after tengen.sessions.absolute-timeout in any case, at sign-out, "
                    + "and when the account is deleted. Writes signed in by the cookie carry the header X-Tengen-Console.")
    public Response signIn(SignIn request, @Context RoutingContext routing) {
        SignIn body = Fields.body(request);
        UsernamePasswordAuthenticationRequest check = new UsernamePasswordAuthenticationRequest(
                Fields.required(body.user(), "user"),
                new PasswordCredential(Fields.required(body.password(), "password").toCharArray()));
        HttpSecurityUtils.setRoutingContextAttribute(check, routing);
        SecurityIdentity signedIn;
        try {
            signedIn = identities.authenticateBlocking(check);
        } catch (AuthenticationFailedException wrong) {
            return Problem.of(401, "Unauthorized", "credentials-invalid", "The user name or password is wrong.", null,
                    routing.normalizedPath()).response();
        }
        String user = signedIn.getPrincipal().getName();
        String token = sessions.open(user);
        return Response.ok(caller(signedIn))
                .header(HttpHeaders.SET_COOKIE, SessionCookie.set(token, sessions.lifetime(), secure(routing)))
                .header(HttpHeaders.CACHE_CONTROL, "no-store")
                .build();
    }

    @DELETE
    @Operation(summary = "Sign out: the session ends on the server and the browser forgets the cookie",
            description = "Public; signing out without a session changes nothing.")
    public Response signOut(@Context RoutingContext routing) {
        Cookie cookie = routing.request().getCookie(SessionCookie.NAME);
        if (cookie != null) {
            sessions.close(cookie.getValue());
        }
        return Response.noContent().header(HttpHeaders.SET_COOKIE, SessionCookie.cleared(secure(routing))).build();
    }

    @GET
    @Authenticated
    @Operation(summary = "Who is signed in: roles, players played as, and offices held per tournament",
            description = "Any signed-in caller (session cookie or HTTP Basic).")
    public Caller who() {
        return caller(identity);
    }

    private Caller caller(SecurityIdentity who) {
        String user = who.getPrincipal().getName();
        List<Office> offices = new ArrayList<>();
        for (TournamentSummary tournament : tournaments.summaries()) {
            play.officials(tournament.id()).stream()
                    .filter(official -> official.personId().equals(user))
                    .forEach(official -> offices.add(new Office(tournament.id(), tournament.name(), official.role())));
        }
        Set<String> roles = new TreeSet<>(who.getRoles());
        Object players = who.getAttribute(CurrentActor.PLAYERS);
        List<String> playing = players instanceof List<?> list ? list.stream().map(String::valueOf).toList() : List.of();
        return new Caller(user, List.copyOf(roles), playing, offices);
    }

    /** HTTPS as the client sees it (behind a proxy that says so, when forwarded headers are trusted). */
    private static boolean secure(RoutingContext routing) {
        return "https".equalsIgnoreCase(routing.request().scheme());
    }
}
