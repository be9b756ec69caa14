package dev.tengen.pages.live;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.subscription.MultiEmitter;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The open streams of one kind (tournaments or games), by the id they follow. A stream registers when it is
 * subscribed and leaves when it ends or is cancelled (the client went away), so nothing is kept for a closed
 * connection.
 */
public final class Subscribers {

    private static final int BEHIND_AT_MOST = 256;

    private final Map<String, Set<MultiEmitter<? super LiveEvent>>> byId = new ConcurrentHashMap<>();

    /** A stream of the events about {@code id}, starting with {@code greeting} once it is registered. */
    public Multi<LiveEvent> follow(String id, Supplier<LiveEvent> greeting) {
        // A client more than 256 events behind loses its stream (it fails); its EventSource reconnects and reloads.
        return Multi.createFrom().<LiveEvent>emitter(emitter -> {
            byId.compute(id, (k, emitters) -> {
                Set<MultiEmitter<? super LiveEvent>> open = emitters == null ? ConcurrentHashMap.newKeySet() : emitters;
                open.add(emitter);
                return open;
            });
            emitter.onTermination(() -> leave(id, emitter));
            emitter.emit(greeting.get());
        }, BEHIND_AT_MOST);
    }

    public void publish(String id, LiveEvent event) {
        Set<MultiEmitter<? super LiveEvent>> emitters = byId.get(id);
        if (emitters != null) {
            emitters.forEach(emitter -> emitter.emit(event));
        }
    }

    /** The ids some stream follows now. */
    public Set<String> followed() {
        return Set.copyOf(byId.keySet());
    }

    /** True when some stream is open, whatever it follows. */
    public boolean any() {
        return !byId.isEmpty();
    }

    public int count(String id) {
        Set<MultiEmitter<? super LiveEvent>> emitters = byId.get(id);
        return emitters == null ? 0 : emitters.size();
    }

    private void leave(String id, MultiEmitter<? super LiveEvent> emitter) {
        byId.computeIfPresent(id, (k, emitters) -> {
            emitters.remove(emitter);
            return emitters.isEmpty() ? null : emitters;
        });
    }
}
