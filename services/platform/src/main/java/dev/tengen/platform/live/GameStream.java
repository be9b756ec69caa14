package dev.tengen.platform.live;

import dev.tengen.service.web.problem.NotFound;
import dev.tengen.readmodel.GameArchive;
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

/** A game's moves, passes, clock and result as server-sent events: a live board. */
@Path("/api/v1/games/{id}/stream")
@Tag(name = "Results")
public class GameStream {

    private final GameArchive archive;
    private final LiveFeed feed;
    private final SseStreams streams;

    @Context
    Sse sse;

    GameStream(GameArchive archive, LiveFeed feed, SseStreams streams) {
        this.archive = archive;
        this.feed = feed;
        this.streams = streams;
    }

    @GET
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @Operation(summary = "The game as it is played: move, pass, clock, result, game (any other line of its history)",
            description = "Public. Server-sent events; the first is 'connected'. A move carries its number, colour,"
                    + " point and captures; a result its SGF text; each its event-store position.")
    @APIResponse(responseCode = "200", description = "The stream", content = @Content(mediaType = MediaType.SERVER_SENT_EVENTS))
    public Multi<OutboundSseEvent> stream(@PathParam("id") String id) {
        if (archive.game(id).isEmpty()) {
            throw new NotFound("game-not-found", "No game " + id + " exists.");
        }
        return streams.events(feed.game(id), sse);
    }
}
