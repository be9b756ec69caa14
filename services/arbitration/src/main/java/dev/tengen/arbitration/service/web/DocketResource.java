package dev.tengen.arbitration.service.web;

import dev.tengen.arbitration.service.docket.DocketEntry;
import dev.tengen.service.web.problem.UnknownTournament;
import dev.tengen.service.web.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.Clock;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** A tournament's docket: its protests and appeals with the deadline running for each (Incheon 2013 arbitration art. 1.2, 3.2). */
@Path("/api/v1/tournaments/{id}/docket")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Arbitration")
public class DocketResource {

    private final Docket docket;
    private final TournamentFacts tournaments;
    private final Clock clock;

    DocketResource(Docket docket, TournamentFacts tournaments, Clock clock) {
        this.docket = docket;
        this.tournaments = tournaments;
        this.clock = clock;
    }

    @GET
    @RolesAllowed({Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE, Roles.REFEREE, Roles.ARBITRATOR,
            Roles.AUDITOR})
    @Operation(summary = "The protests and appeals of a tournament, those awaiting a decision or a ruling first,"
            + " soonest deadline first", description = "Roles: organizer, technical-delegate, chief-referee, referee,"
                    + " arbitrator, auditor. No deliberation: votes and opinions stay with the appeal until its ruling.")
    public List<DocketEntry> docket(@PathParam("id") String id) {
        if (!tournaments.exists(id)) {
            throw new UnknownTournament(id);
        }
        return docket.matters(id, clock.instant());
    }
}
