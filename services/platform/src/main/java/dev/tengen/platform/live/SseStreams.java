package dev.tengen.platform.live;

import dev.tengen.platform.PlatformConfig;
import io.smallrye.mutiny.Multi;
import jakarta.inject.Singleton;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.time.Duration;

/**
 * A live stream as server-sent events: each {@link LiveEvent} as a named event with a JSON data line, and a
 * comment line every {@code tengen.live-heartbeat} (15 s) so that proxies keep an idle connection open.
 */
@Singleton
public class SseStreams {

    private final Duration heartbeat;

    SseStreams(PlatformConfig config) {
        this.heartbeat = config.liveHeartbeat();
    }

    Multi<OutboundSseEvent> events(Multi<LiveEvent> events, Sse sse) {
        Multi<OutboundSseEvent> named = events.map(event -> sse.newEventBuilder()
                .name(event.name())
                .mediaType(MediaType.APPLICATION_JSON_TYPE)
                .data(event.data())
                .build());
        Multi<OutboundSseEvent> beats = Multi.createFrom().ticks().every(heartbeat)
                .onOverflow().drop()
                .map(tick -> sse.newEventBuilder().comment("heartbeat").build());
        return Multi.createBy().merging().streams(named, beats);
    }
}
