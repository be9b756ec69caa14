package dev.tengen.pages.live;

import io.smallrye.mutiny.Multi;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.time.Duration;

/**
 * A live stream as server-sent events: each {@link LiveEvent} as a named event with a JSON data line, and a comment
 * line every {@code heartbeat} so that proxies keep an idle connection open. The embedded platform's streams and the
 * read models' send them so.
 */
public final class ServerSentEvents {

    private ServerSentEvents() {
    }

    public static Multi<OutboundSseEvent> of(Multi<LiveEvent> events, Sse sse, Duration heartbeat) {
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
