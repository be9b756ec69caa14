package dev.tengen.arbitration.service.web;

import dev.tengen.service.web.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The Arbitration Committee's work on an appeal (Incheon 2013 arbitration art. 2-3): the referee's report, testimonies, the
 * meeting, each member's vote, the half-hour check and sanction recommendations. Members are the tournament's
 * appointed arbitrators and liaison, signed in under their person id.
 */
@Path("/api/v1")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Arbitration")
public class CommitteeResource {

    private final CommitteeDesk desk;

    CommitteeResource(CommitteeDesk desk) {
        this.desk = desk;
    }

    @POST
    @Path("appeals/{id}/referee-report")
    @RolesAllowed({Roles.REFEREE, Roles.CHIEF_REFEREE})
    @Operation(summary = "The referee's report on the matter (Incheon 2013 arbitration art. 3.4)",
            description = "Roles: referee, chief-referee. Confidential to the committee until the ruling.")
    public Response refereeReport(@PathParam("id") String id, CommitteeRequests.RefereeReport request) {
        return written(desk.recordReport(id, request));
    }

    @POST
    @Path("appeals/{id}/testimonies")
    @RolesAllowed(Roles.ARBITRATOR)
    @Operation(summary = "A witness or person concerned heard by the committee (Incheon 2013 arbitration art. 3.4-3.5)",
            description = "Role: arbitrator, and a member of the tournament's committee.")
    public Response testimony(@PathParam("id") String id, CommitteeRequests.Testimony request) {
        return written(desk.recordTestimony(id, request));
    }

    @POST
    @Path("appeals/{id}/meeting")
    @RolesAllowed(Roles.ARBITRATOR)
    @Operation(summary = "The committee meets with at least two members present (Incheon 2013 arbitration art. 3.6)",
            description = "Role: arbitrator, and a member of the tournament's committee (usually the liaison).")
    public Response meeting(@PathParam("id") String id, CommitteeRequests.Meeting request) {
        return written(desk.convene(id, request));
    }

    @POST
    @Path("appeals/{id}/votes")
    @RolesAllowed(Roles.ARBITRATOR)
    @Operation(summary = "The signed-in member votes uphold, commute or overrule, with a draft opinion"
            + " (Incheon 2013 arbitration art. 2.4-2.5, 3.6)", description = "Role: arbitrator, and a member present at the meeting. 403"
            + " not-committee-member for anyone else.")
    public Response vote(@PathParam("id") String id, CommitteeRequests.Ballot request) {
        return written(desk.vote(id, request));
    }

    @GET
    @Path("appeals/{id}/deliberation")
    @Operation(summary = "The committee's file: report, testimonies, meeting, votes and draft opinions",
            description = "Committee members only until the ruling (Incheon 2013 arbitration art. 2.5: 403 deliberation-confidential);"
                    + " public after it.")
    public DeliberationView deliberation(@PathParam("id") String id) {
        return desk.deliberation(id);
    }

    @POST
    @Path("appeals/{id}/deadline-check")
    @RolesAllowed({Roles.ARBITRATOR, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE})
    @Operation(summary = "Records RulingDeadlineMissed once if the half hour has passed without a ruling"
            + " (Incheon 2013 arbitration art. 3.2)", description = "Roles: arbitrator, technical-delegate, chief-referee.")
    public Response deadlineCheck(@PathParam("id") String id) {
        return written(desk.checkDeadline(id));
    }

    @POST
    @Path("appeals/{id}/sanction-recommendations")
    @RolesAllowed(Roles.ARBITRATOR)
    @Operation(summary = "Recommend a warning, public reprimand or disqualification to the Technical Delegate against"
            + " those who disregard the ruling (Incheon 2013 arbitration art. 2.6)",
            description = "Role: arbitrator, and a member of the tournament's committee; after the ruling only.")
    public Response recommend(@PathParam("id") String id, CommitteeRequests.Recommendation request) {
        return written(desk.recommend(id, request));
    }

    @POST
    @Path("appeals/{id}/sanction-decisions")
    @RolesAllowed(Roles.TECHNICAL_DELEGATE)
    @Operation(summary = "The Technical Delegate accepts or declines a sanction the committee recommended"
            + " (Incheon 2013 arbitration art. 2.6)", description = "Role: technical-delegate, and the tournament's appointed Technical Delegate"
            + " when it has one (403 not-the-technical-delegate). Each recommendation is decided once; an accepted"
            + " disqualification names the player (playerId), who is withdrawn from the tournament.")
    public Response decideSanction(@PathParam("id") String id, CommitteeRequests.SanctionDecision request) {
        return written(desk.decideSanction(id, request));
    }

    private static Response written(ArbitrationReceipt receipt) {
        return Response.ok(receipt).tag(new EntityTag(receipt.etag())).build();
    }
}
