package dev.tengen.platform.game;

import dev.tengen.platform.problem.IfMatch;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.PassPlayed;
import dev.tengen.platform.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Games: one per board and round. Writes answer a {@link GameReceipt} (the version, also the ETag, and the
 * events recorded); a writer that sends the ETag back in {@code If-Match} is refused with 409 if the game changed
 * since. An illegal move that the competition code rules on (a warning, a lost turn, a loss) is recorded: the
 * answer is 200 with those rulings. One the code merely refuses is 422 and nothing is recorded.
 */
@Path("/api/v1/games")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Games")
public class GameResource {

    private final GameDesk desk;

    GameResource(GameDesk desk) {
        this.desk = desk;
    }

    @POST
    @RolesAllowed({Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Open a game by hand (a published round opens its games itself)",
            description = "Roles: organizer, technical-delegate.")
    public Response start(Requests.NewGame request) {
        GameReceipt receipt = desk.start(request);
        return written(Response.created(URI.create("/api/v1/games/" + receipt.gameId())), receipt);
    }

    @GET
    @Path("{id}")
    @Operation(summary = "A game: position, prisoners, moves, warnings, status and result", description = "Public.")
    public Response get(@PathParam("id") String id) {
        GameView game = GameView.of(desk.read(id));
        return Response.ok(game).tag(new EntityTag(Long.toString(game.version()))).build();
    }

    @POST
    @Path("{id}/moves")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE, Roles.PLAYER})
    @Operation(summary = "Record a stone played: 201 when it stands, 200 when the code ruled on an illegal attempt",
            description = "Roles: referee, chief-referee, player (a player on their own game, for their own colour).")
    public Response move(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch, Requests.NewMove request) {
        GameReceipt receipt = desk.play(id, IfMatch.expectedVersion(ifMatch), request);
        return written(receipt.recorded(MovePlayed.class) ? Response.status(201) : Response.ok(), receipt);
    }

    @POST
    @Path("{id}/passes")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE, Roles.PLAYER})
    @Operation(summary = "Record a pass: 201 when it stands, 200 when the code ruled on a pass out of turn",
            description = "Roles: referee, chief-referee, player (a player on their own game, for their own colour).")
    public Response pass(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch, Requests.ByPlayer request) {
        GameReceipt receipt = desk.pass(id, IfMatch.expectedVersion(ifMatch), request);
        return written(receipt.recorded(PassPlayed.class) ? Response.status(201) : Response.ok(), receipt);
    }

    @POST
    @Path("{id}/resignation")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE, Roles.PLAYER})
    @Operation(summary = "A player resigns", description = "Roles: referee, chief-referee, player (a player on their own game, for their own colour).")
    public Response resign(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch, Requests.ByPlayer request) {
        return written(Response.ok(), desk.resign(id, IfMatch.expectedVersion(ifMatch), request));
    }

    @POST
    @Path("{id}/dead-stones")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE, Roles.PLAYER})
    @Operation(summary = "A player marks the dead stones; two equal markings are counted",
            description = "Roles: referee, chief-referee, player (a player on their own game, for their own colour).")
    public Response deadStones(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch,
            Requests.DeadStones request) {
        return written(Response.ok(), desk.markDeadStones(id, IfMatch.expectedVersion(ifMatch), request));
    }

    @POST
    @Path("{id}/recount")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE, Roles.PLAYER})
    @Operation(summary = "A player asks for a recount before the result is confirmed (Korean 2013 ch. 2 art. 4.4; "
            + "Chinese 2002 art. 16.4)", description = "Roles: referee, chief-referee, player (a player on their own game, for their own colour).")
    public Response recount(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch, Requests.ByPlayer request) {
        return written(Response.ok(), desk.recount(id, IfMatch.expectedVersion(ifMatch), request));
    }

    @POST
    @Path("{id}/confirmations")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE, Roles.PLAYER})
    @Operation(summary = "A player or the referee confirms the proposed result; both players and a referee make it final",
            description = "Roles: referee, chief-referee, player (a player on their own game, for their own colour).")
    public Response confirm(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch,
            Requests.Confirmation request) {
        return written(Response.ok(), desk.confirm(id, IfMatch.expectedVersion(ifMatch), request));
    }

    @POST
    @Path("{id}/decisions")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE})
    @Operation(summary = "A referee rules on an infraction reported at the board, under the competition code",
            description = "Roles: referee, chief-referee. The code decides the sanction and names the article; a "
                    + "penalty a referee proposes (points, the loss of the game, cancelled results, a bar) waits for the "
                    + "Chief Referee (000 ch. 3 art. 2.5) and play waits with it. A complaint after the game is refused "
                    + "(422 complaint-after-game; 000 ch. 2 art. 4.3, Chinese 2002 art. 16.3).")
    public Response decide(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch, Requests.Decision request) {
        return written(Response.status(201), desk.decide(id, IfMatch.expectedVersion(ifMatch), request));
    }

    @POST
    @Path("{id}/decisions/{decision}/review")
    @RolesAllowed(Roles.CHIEF_REFEREE)
    @Operation(summary = "The Chief Referee concurs with or overrules a referee's proposed penalty (000 ch. 3 art. 2.5)",
            description = "Roles: chief-referee. Overruling needs a reason.")
    public Response review(@PathParam("id") String id, @PathParam("decision") String decision,
            @HeaderParam("If-Match") String ifMatch, Requests.PenaltyReview request) {
        return written(Response.ok(), desk.review(id, decision, IfMatch.expectedVersion(ifMatch), request));
    }

    private static Response written(Response.ResponseBuilder response, GameReceipt receipt) {
        return response.entity(receipt).tag(new EntityTag(receipt.etag())).build();
    }
}
