package dev.tengen.tournament.service.web;

import dev.tengen.service.web.problem.IfMatch;
import dev.tengen.service.web.problem.NotFound;
import dev.tengen.service.web.problem.UnknownTournament;
import dev.tengen.service.web.security.Roles;
import dev.tengen.tournament.service.api.EventDetails;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** When and where an event is held and who organises it: what the public pages say besides the play. */
@Path("/api/v1/tournaments/{id}/details")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Tournaments")
public class EventDetailsResource {

    private final TournamentDesk desk;
    private final TournamentList list;
    private final PublishedDetails book;

    EventDetailsResource(TournamentDesk desk, TournamentList list, PublishedDetails book) {
        this.desk = desk;
        this.list = list;
        this.book = book;
    }

    @GET
    @Operation(summary = "The event's dates, venue, city, country, organizer and time zone", description = "Public."
            + " 404 details-not-given until the organizer gives them.")
    public EventDetails details(@PathParam("id") String id) {
        list.find(id).orElseThrow(() -> new UnknownTournament(id));
        return book.of(id).orElseThrow(() -> new NotFound("details-not-given",
                "The organizer has not said yet when and where tournament " + id + " is held."));
    }

    @PUT
    @RolesAllowed({Roles.ORGANIZER})
    @Operation(summary = "Say when and where the event is held and who organises it",
            description = "Role: organizer. {startDate, endDate?, venue?, city?, country?, organizer?, timeZone?}; a"
                    + " later description replaces the earlier one. 400 event-start-missing, event-text-invalid (over"
                    + " 200 characters, or a line break), country-unknown (not ISO 3166-1 alpha-2), time-zone-unknown"
                    + " (not an IANA zone); 422 event-dates-invalid (the last day before the first, or over 31 days).")
    public Response describe(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch,
            NewEventDetails request) {
        Receipt receipt = desk.describe(id, IfMatch.expectedVersion(ifMatch), request);
        return Response.ok(receipt).tag(new EntityTag(receipt.etag())).build();
    }
}
