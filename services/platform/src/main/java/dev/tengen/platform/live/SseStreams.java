package dev.tengen.platform.live;

import dev.tengen.pages.live.LiveEvent;
import dev.tengen.pages.live.ServerSentEvents;
import dev.tengen.platform.PlatformConfig;
import io.smallrye.mutiny.Multi;
import jakarta.inject.Singleton;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.time.Duration;

/** The platform's live streams as server-sent events, a heartbeat every {@code tengen.live-heartbeat} (15 s). */
@Singleton
public class SseStreams {

    private final Duration heartbeat;

    SseStreams(PlatformConfig config) {
        this.heartbeat = config.liveHeartbeat();
    }

    Multi<OutboundSseEvent> events(Multi<LiveEvent> events, Sse sse) {
        return ServerSentEvents.of(events, sse, heartbeat);
    }
}
