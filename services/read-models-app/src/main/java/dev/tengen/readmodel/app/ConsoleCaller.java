package dev.tengen.readmodel.app;

import dev.tengen.distributed.identity.PlayersClaim;
import dev.tengen.service.web.security.Roles;
import io.quarkus.security.Authenticated;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;

/**
 * {@code GET /api/v1/session} for the console this application serves at {@code /admin} (signed in with Keycloak):
 * who the bearer token is, in the embedded platform's shape (its SessionResource.Caller), so that the console shows
 * the account and its roles. The name is the token's {@code preferred_username}, the roles its realm roles that are
 * Tengen's, the players its {@code tengen_players} claim, the offices its name holds by appointment in each tournament,
 * as the pages list the officials ({@link PageBooks#officials}, kept in memory while no event of the tournament comes;
 * each service still checks the offices on every write).
 */
@Path("/api/v1/session")
public class ConsoleCaller {

    /** An office held in one tournament by appointment: the tournament's id and name, and the role. */
    public record Office(String tournamentId, String tournament, String role) {
    }

    public record Caller(String user, List<String> roles, List<String> players, List<Office> offices) {
    }

    private final SecurityIdentity identity;
    private final PageBooks books;

    ConsoleCaller(SecurityIdentity identity, PageBooks books) {
        this.identity = identity;
        this.books = books;
    }

    @GET
    @Authenticated
    @Produces(MediaType.APPLICATION_JSON)
    public Caller who() {
        List<String> roles = Roles.ALL.stream().filter(identity::hasRole).toList();
        List<String> players = players(identity);
        String user = identity.getPrincipal().getName();
        return new Caller(user, roles, players, offices(user));
    }

    /** The user's offices, tournament by tournament in the order they were created. */
    private List<Office> offices(String user) {
        return books.tournaments().stream().flatMap(t -> books.officials(t.id()).stream()
                .filter(official -> official.personId().equals(user))
                .map(official -> new Office(t.id(), t.name(), official.role()))).toList();
    }

    /**
     * The players the token's account plays as: its {@code tengen_players} claim, read and checked as the services
     * read it ({@link PlayersClaim}: none without it, none when it is malformed).
     */
    static List<String> players(SecurityIdentity identity) {
        return PlayersClaim.of(identity);
    }
}
