package dev.tengen.arbitration.service.web;

import dev.tengen.service.web.problem.UnknownTournament;
import dev.tengen.service.web.idempotency.IdempotencyKeys;
import dev.tengen.service.web.problem.IfMatch;
import dev.tengen.service.web.problem.RetrySafeWrite;
import dev.tengen.service.web.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
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
 * Protests to the referees and appeals to the Arbitration Committee (Incheon 2013 arbitration). Writes answer a receipt and the
 * new version as ETag; {@code If-Match} works as on tournaments. The roles named are those admitted once
 * authentication is wired.
 */
@Path("/api/v1")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Arbitration")
public class AppealResource {

    private final ArbitrationDesk desk;
    private final TournamentFacts tournaments;

    AppealResource(ArbitrationDesk desk, TournamentFacts tournaments) {
        this.desk = desk;
        this.tournaments = tournaments;
    }

    /**
     * The tournament is named in the body only, so an office held by appointment in it does not admit the request (the
     * roles are decided from the path, before the body is read): {@link TournamentProtestsResource} files in the
     * tournament its path names.
     */
    @POST
    @Path("protests")
    @RolesAllowed({Roles.PLAYER, Roles.TEAM_LEADER, Roles.REFEREE, Roles.CHIEF_REFEREE})
    @Operation(summary = "Protest a referee's judgment (Incheon 2013 arbitration art. 1.1)",
            description = "Roles: player, team-leader, referee, chief-referee, held by the account itself: the tournament"
                    + " is named in the body, so an office held by appointment does not count here; an appointed referee"
                    + " files at POST /api/v1/tournaments/{id}/protests. The request carries an Idempotency-Key, so that"
                    + " one sent again is not filed twice (428 precondition-required otherwise).")
    public Response fileProtest(@HeaderParam(IdempotencyKeys.HEADER) String idempotencyKey, NewProtest request) {
        RetrySafeWrite.requireKey(idempotencyKey, "A protest");
        return protestFiled(desk.fileProtest(request));
    }

    @GET
    @Path("protests/{id}")
    @Operation(summary = "A protest and the referees' decision", description = "Public.")
    public Response protest(@PathParam("id") String id) {
        ProtestView protest = desk.protest(id);
        return Response.ok(protest).tag(new EntityTag(Long.toString(protest.version()))).build();
    }

    @POST
    @Path("protests/{id}/decision")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE})
    @Operation(summary = "The referees accept or reject a protest; the appeal window opens on rejection",
            description = "Roles: referee, chief-referee.")
    public Response decideProtest(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch,
            ProtestAnswer request) {
        return written(Response.ok(), desk.decideProtest(id, IfMatch.expectedVersion(ifMatch), request));
    }

    /**
     * The appeal of the protest the path names: the protest's tournament, read from the store, gives the offices held
     * there by appointment, so an appointed arbitrator enters the form here (Incheon 2013 duties art. 1.2).
     */
    @POST
    @Path("protests/{id}/appeal")
    @RolesAllowed({Roles.PLAYER, Roles.TEAM_LEADER, Roles.ARBITRATOR})
    @Operation(summary = "Hand in the appeal form of this protest with its deposit (Incheon 2013 arbitration art. 1.2-1.3)",
            description = "Roles: player, team-leader, arbitrator, held by the account or by appointment in the protest's"
                    + " tournament. The body is that of POST /api/v1/appeals; its protestId may be left out and, when"
                    + " given, is this protest's (else 400 field-invalid). 201 also for an appeal found invalid: the form"
                    + " is recorded, and the receipt says why it is invalid (status, reason, article).")
    public Response fileAppealOf(@PathParam("id") String id, NewAppeal request) {
        return appealFiled(desk.fileAppeal(id, request));
    }

    /**
     * The protest is named in the body only, so an office held by appointment in its tournament does not admit the
     * request: {@link #fileAppealOf} takes it from the path.
     */
    @POST
    @Path("appeals")
    @RolesAllowed({Roles.PLAYER, Roles.TEAM_LEADER, Roles.ARBITRATOR})
    @Operation(summary = "Hand in an appeal form with its deposit (Incheon 2013 arbitration art. 1.2-1.3)",
            description = "Roles: player, team-leader, arbitrator, held by the account itself: the protest is named in"
                    + " the body, so an office held by appointment does not count here; an appointed arbitrator enters"
                    + " the form at POST /api/v1/protests/{id}/appeal. 201 also for an appeal found invalid: the form is"
                    + " recorded, and the receipt says why it is invalid (status, reason, article).")
    public Response fileAppeal(NewAppeal request) {
        return appealFiled(desk.fileAppeal(request));
    }

    @GET
    @Path("appeals/{id}")
    @Operation(summary = "An appeal: status, validity, the half-hour ruling target and the ruling", description = "Public.")
    public Response appeal(@PathParam("id") String id) {
        AppealView appeal = desk.appeal(id);
        return Response.ok(appeal).tag(new EntityTag(Long.toString(appeal.version()))).build();
    }

    @POST
    @Path("appeals/{id}/ruling")
    @RolesAllowed({Roles.ARBITRATOR, Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "The Arbitration Committee's ruling, final (Incheon 2013 arbitration art. 2.4, 3.6, 3.8)",
            description = "Roles: arbitrator, technical-delegate.")
    public Response rule(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch, Ruling request) {
        return written(Response.ok(), desk.rule(id, IfMatch.expectedVersion(ifMatch), request));
    }

    @GET
    @Path("appeals/{id}/notification")
    @Produces(MediaType.TEXT_HTML)
    @Operation(summary = "The written notification of the ruling to the parties, printable (Incheon 2013 arbitration art. 3.7)",
            description = "Public once the committee has ruled; 422 ruling-not-made before.")
    public String notification(@PathParam("id") String id) {
        return desk.notification(id);
    }

    @GET
    @Path("appeal-deposits/{tournamentId}")
    @Operation(summary = "The deposit the tournament asks with an appeal (Incheon 2013 arbitration art. 1.3)", description = "Public.")
    public AppealDepositView appealDeposit(@PathParam("tournamentId") String tournamentId) {
        if (!tournaments.exists(tournamentId)) {
            throw new UnknownTournament(tournamentId);
        }
        return desk.appealDeposit(tournamentId);
    }

    @PUT
    @Path("appeal-deposits/{tournamentId}")
    @RolesAllowed({Roles.TECHNICAL_DELEGATE, Roles.ORGANIZER})
    @Operation(summary = "Set the deposit the tournament asks with an appeal, for appeals filed from now on",
            description = "Roles: technical-delegate, organizer. Default US$500 (Incheon 2013 arbitration art. 1.3).")
    public Response setAppealDeposit(@PathParam("tournamentId") String tournamentId, AppealDepositView.Entry request) {
        if (!tournaments.exists(tournamentId)) {
            throw new UnknownTournament(tournamentId);
        }
        return written(Response.ok(), desk.setAppealDeposit(tournamentId, request));
    }

    /** 201 with the protest filed at its own path. */
    static Response protestFiled(ArbitrationReceipt receipt) {
        return written(Response.created(URI.create("/api/v1/protests/" + receipt.id())), receipt);
    }

    /** 201 with the appeal filed at its own path, also when it was found invalid. */
    private static Response appealFiled(ArbitrationReceipt receipt) {
        return written(Response.created(URI.create("/api/v1/appeals/" + receipt.id())), receipt);
    }

    private static Response written(Response.ResponseBuilder response, ArbitrationReceipt receipt) {
        return response.entity(receipt).tag(new EntityTag(receipt.etag())).build();
    }
}
