package dev.tengen.readmodel.app;

import io.smallrye.common.annotation.Blocking;
import io.smallrye.mutiny.Multi;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import org.jboss.resteasy.reactive.ResponseHeader;

/**
 * {@code GET /api/v1/games/{id}/stream}: a game's moves, passes, result, clocks and history as server-sent events, as
 * the embedded platform sends them ({@link LiveChanges}), for its live board; public. An unknown game is a 404 problem
 * {@code game-not-found}.
 */
@Path("/api/v1/games/{id}/stream")
public class GameLiveStream {

    private final LiveChanges live;

    @Context
    Sse sse;

    GameLiveStream(LiveChanges live) {
        this.live = live;
    }

    @GET
    @Blocking
    @Produces(MediaType.SERVER_SENT_EVENTS)
    // ingress-nginx passes each event on at once when the answer says so, instead of buffering it
    @ResponseHeader(name = "X-Accel-Buffering", value = "no")
    public Multi<OutboundSseEvent> stream(@PathParam("id") String id) {
        return live.game(id, sse);
    }
}
