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
import java.util.Optional;
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
    private final AccountOfficials officials;
    private final int iterations;

    AccountResource(AccountFile accounts, AccountOfficials officials, PlatformConfig config) {
        this.accounts = accounts;
        this.officials = officials;
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
            description = "Roles: organizer. 409 account-exists when the name is an account's already, whatever the"
                    + " case (refa, REFA and Refa are one name), the problem's detail naming that account's spelling;"
                    + " 409 account-appointed-as when an appointment made before the account existed writes the name"
                    + " in another case, the detail naming the spelling to create.")
    public Response create(NewAccount request, @Context UriInfo uri) {
        Account account = Fields.body(request).account(iterations);
        Optional<Account> holder = accounts.find(account.user());
        if (holder.isPresent()) {
            return exists(holder.get(), account, uri);
        }
        Optional<AccountOfficials.Appointment> appointed = officials.appointedOtherwise(account.user());
        if (appointed.isPresent()) {
            AccountOfficials.Appointment appointment = appointed.get();
            return Problem.of(409, "Conflict", "account-appointed-as", appointment.tournament() + " appoints "
                    + appointment.personId() + " as " + appointment.role() + ", written so before the account existed:"
                    + " create the account as " + appointment.personId() + " so that the office reaches it (sign-in"
                    + " takes the name in any case).", "user", uri.getPath()).response();
        }
        holder = accounts.add(account);
        if (holder.isPresent()) {
            return exists(holder.get(), account, uri); // created meanwhile by another request
        }
        return Response.created(URI.create("/api/v1/accounts/" + account.user())).entity(AccountView.of(account)).build();
    }

    private static Response exists(Account holder, Account account, UriInfo uri) {
        String existing = holder.user();
        String detail = existing.equals(account.user())
                ? "An account named " + existing + " exists already"
                : "The name " + account.user() + " is the account " + existing + "'s: account names are the same"
                        + " whatever their case, and " + existing + " signs in as " + account.user() + " too";
        return Problem.of(409, "Conflict", "account-exists", detail + "; choose another name or delete that account"
                + " first.", "user", uri.getPath()).response();
    }

    @DELETE
    @Path("{user}")
    @RolesAllowed(Roles.ORGANIZER)
    @Operation(summary = "Delete an account; the last organizer cannot be deleted",
            description = "Roles: organizer. The name is matched whatever its case, as at sign-in.")
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
