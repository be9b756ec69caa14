package dev.tengen.tournament.service.web;

import dev.tengen.service.web.problem.IfMatch;
import dev.tengen.service.web.problem.UnknownTournament;
import dev.tengen.tournament.service.api.Refusal;
import dev.tengen.tournament.service.api.TournamentRefused;
import dev.tengen.service.web.security.CurrentActor;
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
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * A tournament's play: officials, rounds (pair, adjust, publish, byes) and closing. Writes answer a {@link Receipt}
 * with the new version as ETag and honour {@code If-Match} as {@link TournamentResource} does.
 */
@Path("/api/v1/tournaments/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Tournament play")
public class PlayResource {

    private final TournamentDesk desk;
    private final TournamentList list;
    private final TournamentPlay play;
    private final CurrentActor current;

    PlayResource(TournamentDesk desk, TournamentList list, TournamentPlay play, CurrentActor current) {
        this.desk = desk;
        this.list = list;
        this.play = play;
        this.current = current;
    }

    @GET
    @Path("configuration")
    @Operation(summary = "The whole configuration: rules, code, komi, handicap, pairing parameters, placement",
            description = "Public.")
    public SettingsView configuration(@PathParam("id") String id) {
        existing(id);
        return play.settings(id).orElseThrow(() -> new TournamentRefused(Refusal.TOURNAMENT_NOT_CONFIGURED,
                "Tournament " + id + " is not configured yet."));
    }

    @GET
    @Path("officials")
    @Operation(summary = "The officials in office, in order of appointment", description = "Public.")
    public List<OfficialView> officials(@PathParam("id") String id) {
        existing(id);
        return play.officials(id);
    }

    @POST
    @Path("officials")
    @RolesAllowed({Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Appoint an official (Incheon 2013 duties art. 1)", description = "Roles: technical-delegate.")
    public Response appoint(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch, NewOfficial request) {
        return written(Response.ok(), desk.appoint(id, IfMatch.expectedVersion(ifMatch), request));
    }

    @GET
    @Path("committee")
    @Operation(summary = "The Arbitration Committee: its make-up, its members and whether it is complete"
            + " (Incheon 2013 arbitration art. 2.2)", description = "Public. A tournament that never set its make-up has 3 members of any"
            + " nationality, one of them the liaison.")
    public CommitteeView committee(@PathParam("id") String id) {
        existing(id);
        return play.committee(id);
    }

    @PUT
    @Path("committee-make-up")
    @RolesAllowed({Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Set how many members the Arbitration Committee has and the countries they come from, one"
            + " each (Incheon 2013 arbitration art. 2.2)", description = "Role: technical-delegate. 422 committee-make-up-unmet when"
            + " the members already appointed do not fit.")
    public Response committeeMakeUp(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch,
            NewCommitteeMakeUp request) {
        return written(Response.ok(), desk.setCommitteeMakeUp(id, IfMatch.expectedVersion(ifMatch), request));
    }

    @DELETE
    @Path("officials/{personId}")
    @RolesAllowed({Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Dismiss an official", description = "Roles: technical-delegate.")
    public Response dismiss(@PathParam("id") String id, @PathParam("personId") String personId,
            @HeaderParam("If-Match") String ifMatch, @QueryParam("reason") String reason) {
        return written(Response.ok(), desk.dismiss(id, IfMatch.expectedVersion(ifMatch), personId, reason));
    }

    @GET
    @Path("rounds")
    @Operation(summary = "The rounds paired so far, one line each: status, boards, results, byes, corrections",
            description = "Public for published rounds; drafts are listed for the organizer, the technical-delegate, the"
                    + " chief-referee and referees.")
    public List<RoundSummary> rounds(@PathParam("id") String id) {
        existing(id);
        boolean drafts = preparesRounds();
        return play.rounds(id).stream().filter(round -> drafts || !"paired".equals(round.status()))
                .map(RoundSummary::of).toList();
    }

    @GET
    @Path("rounds/{n}")
    @Operation(summary = "A round: its boards, results, byes and notes", description = "Public once published; a"
            + " round paired but not published (it may still change) only for the organizer, the technical-delegate,"
            + " the chief-referee and referees, as the public pages hide it.")
    public RoundView round(@PathParam("id") String id, @PathParam("n") int round) {
        existing(id);
        return play.round(id, round)
                .filter(view -> !"paired".equals(view.status()) || preparesRounds())
                .orElseThrow(() -> new TournamentRefused(Refusal.ROUND_NOT_FOUND,
                        "Round " + round + " of tournament " + id + " is not published yet."));
    }

    /** The officials who pair and seat a round see it before it is published. */
    private boolean preparesRounds() {
        return current.has(Roles.ORGANIZER) || current.has(Roles.TECHNICAL_DELEGATE) || current.has(Roles.CHIEF_REFEREE)
                || current.has(Roles.REFEREE);
    }

    @POST
    @Path("rounds/{n}/pairing")
    @RolesAllowed({Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE})
    @Operation(summary = "Pair a round with the configured system (again, while unpublished)",
            description = "Roles: technical-delegate, chief-referee.")
    public Response pair(@PathParam("id") String id, @PathParam("n") int round, @HeaderParam("If-Match") String ifMatch) {
        return written(Response.ok(), desk.pair(id, IfMatch.expectedVersion(ifMatch), round));
    }

    @PUT
    @Path("rounds/{n}/pairing")
    @RolesAllowed({Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE})
    @Operation(summary = "Change boards of an unpublished pairing by hand, with a reason",
            description = "Roles: technical-delegate, chief-referee.")
    public Response adjust(@PathParam("id") String id, @PathParam("n") int round, @HeaderParam("If-Match") String ifMatch,
            PairingChanges request) {
        return written(Response.ok(), desk.adjust(id, IfMatch.expectedVersion(ifMatch), round, request));
    }

    @POST
    @Path("rounds/{n}/pairing-corrections")
    @RolesAllowed({Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Correct the pairing of a published round, with the reason: boards without a result change,"
            + " their games are void and new games start", description = "Role: technical-delegate. Body {changes:"
                    + " [{board, black, white, handicap?, komi?}], reason, byes?, replace?, voidPlayedGames?}. 409"
                    + " board-has-result when a board to change has its result; 409 correction-voids-played-games"
                    + " naming the boards whose games have moves, unless voidPlayedGames; 422 pairing-unchanged.")
    public Response correctPairing(@PathParam("id") String id, @PathParam("n") int round,
            @HeaderParam("If-Match") String ifMatch, PairingCorrectionRequest request) {
        CorrectionReceipt receipt = desk.correctPairing(id, IfMatch.expectedVersion(ifMatch), round, request);
        return Response.ok(receipt).tag(new EntityTag(receipt.etag())).build();
    }

    @POST
    @Path("rounds/{n}/publish")
    @RolesAllowed({Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE})
    @Operation(summary = "Publish a round: the pairing is final and its games start",
            description = "Roles: technical-delegate, chief-referee.")
    public Response publish(@PathParam("id") String id, @PathParam("n") int round, @HeaderParam("If-Match") String ifMatch) {
        return written(Response.ok(), desk.publish(id, IfMatch.expectedVersion(ifMatch), round));
    }

    @POST
    @Path("rounds/{n}/byes")
    @RolesAllowed({Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE})
    @Operation(summary = "Grant a player's request not to be paired in a round",
            description = "Roles: technical-delegate, chief-referee.")
    public Response grantBye(@PathParam("id") String id, @PathParam("n") int round,
            @HeaderParam("If-Match") String ifMatch, NewBye request) {
        return written(Response.ok(), desk.grantBye(id, IfMatch.expectedVersion(ifMatch), round, request));
    }

    @PUT
    @Path("rounds/{n}/boards/{board}/result")
    @RolesAllowed({Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE, Roles.REFEREE})
    @Operation(summary = "Record a board's result from the result slip, in one request: the board's game ends with it",
            description = "Roles: technical-delegate, chief-referee, referee. Body {result: B+R, W+3.5, B+F, 0, 0-0,"
                    + " 1-1 (both win), ? (or b, w, bf, wf, =, bl), byForfeit?, reason?, override?}. The same result again answers 200"
                    + " and changes nothing; 409 result-already-recorded when the board holds another result (a change"
                    + " is a correction); 409 result-conflict when the game played on the platform proposed another"
                    + " result (send override with a reason to record the slip's).")
    public Response recordResult(@PathParam("id") String id, @PathParam("n") int round, @PathParam("board") int board,
            @HeaderParam("If-Match") String ifMatch, BoardResult request) {
        return written(Response.ok(), desk.recordResult(id, IfMatch.expectedVersion(ifMatch), round, board, request));
    }

    @POST
    @Path("rounds/{n}/boards/{board}/corrections")
    @RolesAllowed({Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Correct or cancel a board's result with the reason, also after later rounds were paired on it"
            + " (Incheon 2013 code art. 6.1; Chinese 2002 art. 23.1): the tournament and the game take it together, later rounds"
            + " paired on the old result get a note", description = "Roles: technical-delegate. Body {result, reason,"
                    + " byForfeit?}.")
    public Response correctResult(@PathParam("id") String id, @PathParam("n") int round, @PathParam("board") int board,
            @HeaderParam("If-Match") String ifMatch, ResultCorrection request) {
        return written(Response.ok(), desk.correctResult(id, IfMatch.expectedVersion(ifMatch), round, board, request));
    }

    @POST
    @Path("rounds/{n}/reports")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE})
    @Operation(summary = "A referee's sum-up report of a round, for the Chief Referee (Incheon 2013 duties art. 3.8)",
            description = "Roles: referee, chief-referee, appointed in this tournament (422 not-a-referee-here otherwise). "
                    + "Body {text}.")
    public Response report(@PathParam("id") String id, @PathParam("n") int round, @HeaderParam("If-Match") String ifMatch,
            RoundReport.New request) {
        return written(Response.status(201), desk.report(id, IfMatch.expectedVersion(ifMatch), round, request));
    }

    @GET
    @Path("rounds/{n}/reports")
    @RolesAllowed({Roles.CHIEF_REFEREE, Roles.TECHNICAL_DELEGATE, Roles.ORGANIZER, Roles.AUDITOR})
    @Operation(summary = "The referees' sum-up reports of a round, in the order they came",
            description = "Roles: chief-referee, technical-delegate, organizer, auditor.")
    public List<RoundReport> reports(@PathParam("id") String id, @PathParam("n") int round) {
        existing(id);
        return play.reports(id, round);
    }

    @POST
    @Path("close")
    @RolesAllowed({Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Close the tournament once every game has its result", description = "Roles: technical-delegate.")
    public Response close(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch) {
        return written(Response.ok(), desk.close(id, IfMatch.expectedVersion(ifMatch)));
    }

    private void existing(String id) {
        list.find(id).orElseThrow(() -> new UnknownTournament(id));
    }

    private static Response written(Response.ResponseBuilder response, Receipt receipt) {
        return response.entity(receipt).tag(new EntityTag(receipt.etag())).build();
    }
}
