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
 * {@code GET /api/v1/tournaments/{id}/stream}: a tournament's changes as server-sent events, as the embedded
 * platform sends them ({@link LiveChanges}); public, the first event {@code connected}. An unknown tournament is a 404
 * problem.
 */
@Path("/api/v1/tournaments/{id}/stream")
public class TournamentLiveStream {

    private final LiveChanges live;

    @Context
    Sse sse;

    TournamentLiveStream(LiveChanges live) {
        this.live = live;
    }

    @GET
    @Blocking
    @Produces(MediaType.SERVER_SENT_EVENTS)
    // ingress-nginx passes each event on at once when the answer says so, instead of buffering it
    @ResponseHeader(name = "X-Accel-Buffering", value = "no")
    public Multi<OutboundSseEvent> stream(@PathParam("id") String id) {
        return live.tournament(id, sse);
    }
}
