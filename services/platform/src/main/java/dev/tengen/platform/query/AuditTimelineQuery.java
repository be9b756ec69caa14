package dev.tengen.platform.query;

import dev.tengen.service.web.security.Roles;
import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.audit.DecisionLog;
import dev.tengen.readmodel.audit.TimelineParameters;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The auditor's timeline of a tournament: every event in order with who, when and under which article (in its
 * payload), filtered by game, player, kind and time, a page at a time, for tournaments of hundreds of thousands of
 * events. The ledger copies the page's references under its lock; they are written out after it is released. Each
 * event that records an official's decision carries it as the decisions' list reads it ({@link DecisionLog}).
 */
@Path("/api/v1/tournaments/{id}/audit/timeline")
@Tag(name = "Audit")
public class AuditTimelineQuery {

    private final TournamentBook book;
    private final AuditLedger ledger;
    private final DecisionLog decisions;

    @Context
    UriInfo uri;

    AuditTimelineQuery(TournamentBook book, AuditLedger ledger, DecisionLog decisions) {
        this.book = book;
        this.ledger = ledger;
        this.decisions = decisions;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.AUDITOR, Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "The tournament's events in order, filtered by game, player, kind and time, a page at a time",
            description = "{events[{sequence, aggregate, aggregateSequence, type, at, by, payload, decision}], total, next,"
                    + " kinds{type: count}, decisions{type: decision word}, games[{gameId, round, board, black, white}]}."
                    + " decision: the official's decision the event records, as in audit/decisions, or null. game: a game"
                    + " id; player: a player id (their"
                    + " registration, their moves and rulings, their games' results, protests and appeals); kind: event"
                    + " names, comma separated; from (included), to (excluded): ISO-8601 instants; after: the sequence to"
                    + " continue after (the previous page's next); limit: 1 to 500, 100 by default. Votes stay sealed until"
                    + " the ruling as in the ledger. Auditor, organizer and technical delegate only.")
    public Response timeline(@PathParam("id") String id, @QueryParam("game") String game,
            @QueryParam("player") String player, @QueryParam("kind") String kind, @QueryParam("from") String from,
            @QueryParam("to") String to, @QueryParam("after") String after, @QueryParam("limit") String limit) {
        if (book.tournament(id).isEmpty()) {
            return Queries.unknownTournament(id, uri);
        }
        TimelineParameters asked = TimelineParameters.of(game, player, kind, from, to, after, limit);
        return Response.ok(decisions.timeline(id, ledger.timeline(id, asked.filter(), asked.after(), asked.limit())))
                .build();
    }
}
