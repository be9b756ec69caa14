package dev.tengen.tournament.service.web;

import dev.tengen.service.web.problem.IfMatch;
import dev.tengen.service.web.problem.UnknownPlayer;
import dev.tengen.service.web.problem.UnknownTournament;
import dev.tengen.service.web.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Tournaments and their players. Writes answer a {@link Receipt} and the new version as ETag; a writer that
 * sends that ETag back in {@code If-Match} is refused with 409 if someone else changed the tournament since.
 * The roles named on each write are those that will be admitted once authentication is wired.
 */
@Path("/api/v1/tournaments")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Tournaments")
public class TournamentResource {

    private final TournamentDesk desk;
    private final TournamentList list;

    TournamentResource(TournamentDesk desk, TournamentList list) {
        this.desk = desk;
        this.list = list;
    }

    @POST
    @RolesAllowed({Roles.ORGANIZER})
    @Operation(summary = "Open a tournament", description = "Roles: organizer.")
    public Response create(NewTournament request) {
        Receipt receipt = desk.create(request);
        return written(Response.created(URI.create("/api/v1/tournaments/" + receipt.tournamentId())), receipt);
    }

    @GET
    @Operation(summary = "Every tournament, the oldest first", description = "Public.")
    public List<TournamentSummary> list() {
        return list.summaries();
    }

    @GET
    @Path("{id}")
    @Operation(summary = "A tournament with its configuration and players", description = "Public.")
    public Response get(@PathParam("id") String id) {
        TournamentView tournament = list.find(id).orElseThrow(() -> new UnknownTournament(id));
        return Response.ok(tournament).tag(new EntityTag(Long.toString(tournament.version()))).build();
    }

    @PUT
    @Path("{id}/configuration")
    @RolesAllowed({Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Set the rule set, board size, rounds and pairing system",
            description = "Roles: organizer, technical-delegate.")
    public Response configure(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch,
            TournamentSettings request) {
        return written(Response.ok(), desk.configure(id, IfMatch.expectedVersion(ifMatch), request));
    }

    @POST
    @Path("{id}/players")
    @RolesAllowed({Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Register a player", description = "Roles: organizer, technical-delegate.")
    public Response register(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch, NewPlayer request) {
        Receipt receipt = desk.register(id, IfMatch.expectedVersion(ifMatch), request);
        return written(Response.created(URI.create("/api/v1/tournaments/" + id + "/players/" + receipt.playerId())),
                receipt);
    }

    /** The players as the tournament holds them ({@code players} of {@code GET /tournaments/{id}}), with its ETag. */
    @GET
    @Path("{id}/players")
    @Operation(summary = "The registered players, in the order registered; a withdrawn player stays, marked withdrawn",
            description = "Public.")
    public Response players(@PathParam("id") String id) {
        TournamentView tournament = list.find(id).orElseThrow(() -> new UnknownTournament(id));
        return Response.ok(tournament.players()).tag(new EntityTag(Long.toString(tournament.version()))).build();
    }

    @GET
    @Path("{id}/players/{playerId}")
    @Operation(summary = "A registered player", description = "Public.")
    public PlayerView player(@PathParam("id") String id, @PathParam("playerId") String playerId) {
        return list.find(id).orElseThrow(() -> new UnknownTournament(id))
                .players().stream()
                .filter(player -> player.id().equals(playerId))
                .findFirst()
                .orElseThrow(() -> new UnknownPlayer(playerId));
    }

    @DELETE
    @Path("{id}/players/{playerId}")
    @RolesAllowed({Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE})
    @Operation(summary = "Withdraw a player; the player stays on the list, marked withdrawn (Chinese 2002 art. 28)",
            description = "Roles: organizer, technical-delegate, chief-referee.")
    public Response withdraw(@PathParam("id") String id, @PathParam("playerId") String playerId,
            @HeaderParam("If-Match") String ifMatch, @QueryParam("reason") String reason) {
        return written(Response.ok(), desk.withdraw(id, IfMatch.expectedVersion(ifMatch), playerId, reason));
    }

    private static Response written(Response.ResponseBuilder response, Receipt receipt) {
        return response.entity(receipt).tag(new EntityTag(receipt.etag())).build();
    }
}
