package dev.tengen.readmodel.app;

import dev.tengen.pages.live.ServerSentEvents;
import dev.tengen.service.web.problem.UnknownTournament;
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
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.resteasy.reactive.ResponseHeader;

/**
 * {@code GET /api/v1/tournaments/{id}/stream}: a tournament's changes as server-sent events, as the embedded
 * platform sends them ({@link LiveChanges}); public, the first event {@code connected}, a heartbeat comment every
 * {@code tengen.read-models.live-heartbeat} (15 s). An unknown tournament is a 404 problem.
 */
@Path("/api/v1/tournaments/{id}/stream")
public class TournamentLiveStream {

    private final ReadModelStore store;
    private final LiveChanges live;
    private final Duration heartbeat;

    @Context
    Sse sse;

    TournamentLiveStream(ReadModelStore store, LiveChanges live,
            @ConfigProperty(name = "tengen.read-models.live-heartbeat", defaultValue = "PT15S") Duration heartbeat) {
        this.store = store;
        this.live = live;
        this.heartbeat = heartbeat;
    }

    @GET
    @Blocking
    // ingress-nginx passes each event on at once when the answer says so, instead of buffering it
    @ResponseHeader(name = "X-Accel-Buffering", value = "no")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    public Multi<OutboundSseEvent> stream(@PathParam("id") String id) {
        if (store.views().tournament(id).isEmpty()) {
            throw new UnknownTournament(id);
        }
        return ServerSentEvents.of(live.tournament(id), sse, heartbeat);
    }
}
