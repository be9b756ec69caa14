package dev.tengen.platform.live;

import dev.tengen.service.web.problem.UnknownTournament;
import dev.tengen.readmodel.TournamentBook;
import io.smallrye.mutiny.Multi;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** A tournament's changes as server-sent events, for the live public pages and any scoreboard. */
@Path("/api/v1/tournaments/{id}/stream")
@Tag(name = "Results")
public class TournamentStream {

    private final TournamentBook book;
    private final LiveFeed feed;
    private final SseStreams streams;

    @Context
    Sse sse;

    TournamentStream(TournamentBook book, LiveFeed feed, SseStreams streams) {
        this.book = book;
        this.feed = feed;
        this.streams = streams;
    }

    @GET
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @Operation(summary = "The tournament's changes as they are applied: standings, round, game, players, tournament",
            description = "Public. Server-sent events; the first is 'connected'. Each carries the tournament, the round,"
                    + " board and game when one is concerned, the event's name and its event-store position.")
    @APIResponse(responseCode = "200", description = "The stream", content = @Content(mediaType = MediaType.SERVER_SENT_EVENTS))
    public Multi<OutboundSseEvent> stream(@PathParam("id") String id) {
        if (book.tournament(id).isEmpty()) {
            throw new UnknownTournament(id);
        }
        return streams.events(feed.tournament(id), sse);
    }
}
