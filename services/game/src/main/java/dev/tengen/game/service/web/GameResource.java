package dev.tengen.game.service.web;

import dev.tengen.service.web.idempotency.IdempotencyKeys;
import dev.tengen.service.web.problem.IfMatch;
import dev.tengen.service.web.problem.RetrySafeWrite;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.PassPlayed;
import dev.tengen.game.service.api.CorrectGameResult;
import dev.tengen.game.service.api.EnterResult;
import dev.tengen.game.service.api.VoidGame;
import dev.tengen.service.web.problem.Fields;
import dev.tengen.service.web.security.CurrentActor;
import dev.tengen.service.web.security.Roles;
import dev.tengen.tournament.Outcome;
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
import java.time.Clock;
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
    private final CurrentActor current;
    private final Clock clock;

    GameResource(GameDesk desk, CurrentActor current, Clock clock) {
        this.desk = desk;
        this.current = current;
        this.clock = clock;
    }

    /**
     * The result slip's result as the tournament sends it: the result as SGF writes it and its outcome.
     *
     * @param outcome black-wins, white-wins, draw, both-lose, both-win, no-result or pending, read as the committee's
     *     decisions are ({@link Fields#choice}: any case, with - or _)
     */
    public record OfficialResult(String outcome, Boolean byForfeit, String result, String reason, Boolean override) {}

    /** The tournament's correction of the board's result; {@code source} is taken once, {@code outcome} as above. */
    public record ResultCorrection(String outcome, Boolean byForfeit, String result, String reason, String source) {}

    /** Why a correction of the round's pairing takes the game off its board. */
    public record Voiding(String reason) {}

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
    @Operation(summary = "A player asks for a recount before the result is confirmed (Incheon 2013 code art. 4.4; "
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
    @Path("{id}/clock/start")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE})
    @Operation(summary = "The referee starts the clock at the scheduled start; lateness is counted from it",
            description = "Roles: referee, chief-referee. Body optional: {at}, when it was started (default now). "
                    + "422 game-untimed when the tournament configured no time system, clock-refused when already started.")
    public Response startClock(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch,
            Requests.ClockAction request) {
        return written(Response.ok(), desk.startClock(id, IfMatch.expectedVersion(ifMatch), request));
    }

    @POST
    @Path("{id}/clock/pause")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE})
    @Operation(summary = "The referee stops both clocks for a break (Chinese 2002 art. 14)",
            description = "Roles: referee, chief-referee. Body optional: {at}. A flag that fell before the break ends the "
                    + "game on time instead.")
    public Response pauseClock(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch,
            Requests.ClockAction request) {
        return written(Response.ok(), desk.pauseClock(id, IfMatch.expectedVersion(ifMatch), request));
    }

    @POST
    @Path("{id}/clock/resume")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE})
    @Operation(summary = "The referee restarts the clock after a break, players back or not (Chinese 2002 art. 22.1)",
            description = "Roles: referee, chief-referee. Body optional: {at}.")
    public Response resumeClock(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch,
            Requests.ClockAction request) {
        return written(Response.ok(), desk.resumeClock(id, IfMatch.expectedVersion(ifMatch), request));
    }

    @POST
    @Path("{id}/clock/flag-check")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE})
    @Operation(summary = "The referee reads the clock: a fallen flag loses the game on time (W+T, B+T)",
            description = "Roles: referee, chief-referee. Body optional: {at}. 422 flag-not-fallen when time remains.")
    public Response checkFlag(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch,
            Requests.ClockAction request) {
        return written(Response.ok(), desk.checkFlag(id, IfMatch.expectedVersion(ifMatch), request));
    }

    @POST
    @Path("{id}/clock/expiry-pass")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE})
    @Operation(summary = "On the player's appeal, the referee judges the expiry of his last byoyomi period a pass: the loss "
            + "on time is set aside and play goes on (Chinese 2002 art. 22.5)",
            description = "Roles: referee, chief-referee. Body: {color, at}: the player who lost on time. 422 "
                    + "expiry-not-appealable when that player has no unconfirmed loss on time or the code has no such rule; "
                    + "422 clock-refused when the clock had no period (not byoyomi) or the player was not on move.")
    public Response judgeExpiryAsPass(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch,
            Requests.ExpiryAppeal request) {
        return written(Response.ok(), desk.judgeExpiryAsPass(id, IfMatch.expectedVersion(ifMatch), request));
    }

    @POST
    @Path("{id}/arrivals")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE})
    @Operation(summary = "The referee records a late player's arrival: twice the lateness off the time, or the game lost "
            + "beyond the code's limit (Incheon 2013 code art. 2.2, Chinese 2002 art. 22.1-22.2)",
            description = "Roles: referee, chief-referee. Body: {color, at}; lateness counts from the clock's start.")
    public Response recordArrival(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch,
            Requests.Arrival request) {
        return written(Response.ok(), desk.recordArrival(id, IfMatch.expectedVersion(ifMatch), request));
    }

    @POST
    @Path("{id}/decisions")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE})
    @Operation(summary = "A referee rules on an infraction reported at the board, under the competition code",
            description = "Roles: referee, chief-referee. The code decides the sanction and names the article; a "
                    + "penalty a referee proposes (points, the loss of the game, cancelled results, a bar) waits for the "
                    + "Chief Referee (Incheon 2013 duties art. 2.5) and play waits with it. A complaint after the game is refused "
                    + "(422 complaint-after-game; Incheon 2013 code art. 4.3, Chinese 2002 art. 16.3). The request carries "
                    + "the game's ETag in If-Match or an Idempotency-Key, so that one sent again is not recorded twice "
                    + "(428 precondition-required otherwise).")
    public Response decide(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch,
            @HeaderParam(IdempotencyKeys.HEADER) String idempotencyKey, Requests.Decision request) {
        Long expected = RetrySafeWrite.expectedVersion(ifMatch, idempotencyKey, "A referee's decision");
        return written(Response.status(201), desk.decide(id, expected, request));
    }

    @POST
    @Path("{id}/decisions/{decision}/review")
    @RolesAllowed(Roles.CHIEF_REFEREE)
    @Operation(summary = "The Chief Referee concurs with or overrules a referee's proposed penalty (Incheon 2013 duties art. 2.5)",
            description = "Roles: chief-referee. Overruling needs a reason.")
    public Response review(@PathParam("id") String id, @PathParam("decision") String decision,
            @HeaderParam("If-Match") String ifMatch, Requests.PenaltyReview request) {
        return written(Response.ok(), desk.review(id, decision, IfMatch.expectedVersion(ifMatch), request));
    }

    @POST
    @Path("{id}/moves/preview")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE, Roles.PLAYER})
    @Operation(summary = "What recording this stone would record, decided as the real command decides it; nothing is "
            + "recorded", description = "Roles: referee, chief-referee, player. 200 with the events the move would record "
                    + "(MovePlayed; or IllegalMoveRejected with the code's WarningIssued, TurnLost, GameForfeited...), "
                    + "`version` the version the game would reach; the real command's problem otherwise (422 illegal-move "
                    + "when the code merely refuses it: the player plays again).")
    public GameReceipt previewMove(@PathParam("id") String id, Requests.NewMove request) {
        return desk.previewMove(id, request);
    }

    @POST
    @Path("{id}/passes/preview")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE, Roles.PLAYER})
    @Operation(summary = "What recording this pass would record (a pass out of turn is ruled on); nothing is recorded",
            description = "Roles: referee, chief-referee, player. As moves/preview.")
    public GameReceipt previewPass(@PathParam("id") String id, Requests.ByPlayer request) {
        return desk.previewPass(id, request);
    }

    @POST
    @Path("{id}/decisions/preview")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE})
    @Operation(summary = "The consequence of a referee's decision under the competition code, before it is recorded",
            description = "Roles: referee, chief-referee. The body of POST decisions; 200 with the events the decision "
                    + "would record (RefereeDecided with its rulings and whether it awaits the Chief Referee), or its "
                    + "problem (422 claim-refused when the code leaves a choice and none is made).")
    public GameReceipt previewDecision(@PathParam("id") String id, Requests.Decision request) {
        return desk.previewDecision(id, request);
    }

    @POST
    @Path("{id}/dead-stones/preview")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE, Roles.PLAYER})
    @Operation(summary = "The count with these stones dead, in the rule set's own terms (territory, area, Ing's fill-in, "
            + "stones), before both players agree", description = "Roles: referee, chief-referee, player. Body "
                    + "{points}. 422 play-not-stopped, no-stone-to-be-dead; 400 point-malformed naming points.")
    public CountView previewCount(@PathParam("id") String id, Requests.Marking request) {
        return desk.count(id, request);
    }

    @POST
    @Path("{id}/result")
    @RolesAllowed({Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE, Roles.REFEREE})
    @Operation(summary = "An official's result from the tournament's result slip: it ends the game",
            description = "Roles: technical-delegate, chief-referee, referee (the tournament's result slip, in the"
                    + " distributed deployment). Body {outcome, result, byForfeit?, reason?, override?}.")
    public Response enterResult(@PathParam("id") String id, OfficialResult request) {
        OfficialResult body = Fields.body(request);
        return written(Response.ok(), desk.enterResult(new EnterResult(id, null,
                outcome(body.outcome()), Boolean.TRUE.equals(body.byForfeit()),
                Fields.required(body.result(), "result"), body.reason(), Boolean.TRUE.equals(body.override()),
                current.actor().name(), clock.instant())));
    }

    @POST
    @Path("{id}/result-corrections")
    @RolesAllowed(Roles.TECHNICAL_DELEGATE)
    @Operation(summary = "The tournament's correction of the board's result, taken by the game once per source",
            description = "Roles: technical-delegate (the tournament's correction, in the distributed deployment)."
                    + " Body {outcome, result, reason, source, byForfeit?}.")
    public Response correctResult(@PathParam("id") String id, ResultCorrection request) {
        ResultCorrection body = Fields.body(request);
        return written(Response.ok(), desk.correctResult(new CorrectGameResult(id,
                outcome(body.outcome()), Boolean.TRUE.equals(body.byForfeit()),
                Fields.required(body.result(), "result"), Fields.required(body.reason(), "reason"), Fields.required(body.source(), "source"),
                current.actor().name(), clock.instant())));
    }

    @POST
    @Path("{id}/void")
    @RolesAllowed(Roles.TECHNICAL_DELEGATE)
    @Operation(summary = "A correction of the round's pairing takes the game off its board",
            description = "Roles: technical-delegate (the tournament's pairing correction, in the distributed"
                    + " deployment). Body {reason}. 204; 404 for a game not opened (which needs nothing).")
    public Response voidGame(@PathParam("id") String id, Voiding request) {
        String reason = Fields.required(Fields.body(request).reason(), "reason");
        desk.read(id); // 404 when no such game was opened
        desk.voidGame(new VoidGame(id, reason, current.actor().name(), clock.instant()));
        return Response.noContent().build();
    }

    @GET
    @Path("{id}/infractions")
    @Operation(summary = "The infractions the game's competition code names: sanction, article, the referee's choices",
            description = "Public.")
    public InfractionsView infractions(@PathParam("id") String id) {
        return desk.infractions(id);
    }

    private static Outcome outcome(String given) {
        return Fields.choice(Fields.required(given, "outcome"), Outcome.class, "outcome");
    }

    private static Response written(Response.ResponseBuilder response, GameReceipt receipt) {
        return response.entity(receipt).tag(new EntityTag(receipt.etag())).build();
    }
}
