package dev.tengen.platform.security;

import dev.tengen.service.web.security.Roles;

import dev.tengen.platform.PlatformConfig;
import dev.tengen.service.web.problem.Fields;
import dev.tengen.service.web.problem.Problem;
import io.quarkus.security.Authenticated;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.core.UriInfo;
import java.net.URI;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The organizer's account desk for the embedded deployment: who may sign in, with which roles. (In the distributed
 * deployment Keycloak's console does this job.) Password hashes never leave the server.
 */
@Path("/api/v1/accounts")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Accounts")
public class AccountResource {

    /** What the API shows of an account. */
    public record AccountView(String user, List<String> roles, List<String> players) {
        static AccountView of(Account account) {
            return new AccountView(account.user(), account.roles(), account.players());
        }
    }

    private final AccountFile accounts;
    private final int iterations;

    AccountResource(AccountFile accounts, PlatformConfig config) {
        this.accounts = accounts;
        this.iterations = config.passwordIterations();
    }

    @GET
    @RolesAllowed(Roles.ORGANIZER)
    @Operation(summary = "Every account, by user name", description = "Roles: organizer.")
    public List<AccountView> list() {
        return accounts.all().stream().map(AccountView::of).toList();
    }

    @GET
    @Path("me")
    @Authenticated
    @Operation(summary = "The signed-in account: a client checks its credentials with it",
            description = "Any account, an official's whose offices come only from appointments included.")
    public AccountView me(@Context SecurityContext security) {
        return accounts.find(security.getUserPrincipal().getName()).map(AccountView::of)
                .orElseGet(() -> new AccountView(security.getUserPrincipal().getName(), List.of(), List.of()));
    }

    @POST
    @RolesAllowed(Roles.ORGANIZER)
    @Operation(summary = "Create an account: referees, arbitrators, players (with the ids they play as)",
            description = "Roles: organizer.")
    public Response create(NewAccount request, @Context UriInfo uri) {
        Account account = Fields.body(request).account(iterations);
        if (!accounts.add(account)) {
            return Problem.of(409, "Conflict", "account-exists", "An account named " + account.user()
                    + " exists already; choose another name or delete that account first.", "user", uri.getPath())
                    .response();
        }
        return Response.created(URI.create("/api/v1/accounts/" + account.user())).entity(AccountView.of(account)).build();
    }

    @DELETE
    @Path("{user}")
    @RolesAllowed(Roles.ORGANIZER)
    @Operation(summary = "Delete an account; the last organizer cannot be deleted", description = "Roles: organizer.")
    public Response delete(@PathParam("user") String user, @Context UriInfo uri) {
        switch (accounts.remove(user)) {
            case NO_SUCH_ACCOUNT -> {
                return Problem.of(404, "Not found", "account-not-found", "No account " + user + " exists.", null,
                        uri.getPath()).response();
            }
            case LAST_ORGANIZER -> {
                return Problem.of(409, "Conflict", "last-organizer", user + " is the only organizer; create another "
                        + "organizer account before deleting this one.", null, uri.getPath()).response();
            }
            case REMOVED -> { }
        }
        return Response.noContent().build();
    }
}
