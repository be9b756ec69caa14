package dev.tengen.game.service.web;

import dev.tengen.game.service.api.Recorded;
import java.util.List;

/**
 * The answer to a game write: the game is now at {@code version} (also the ETag) and these events were
 * recorded, in order, each under its type name ("MovePlayed", "IllegalMoveRejected", "WarningIssued", ...).
 */
public record GameReceipt(String gameId, long version, List<RecordedEvent> events) {

    public record RecordedEvent(String type, Object event) {

        static RecordedEvent of(Object event) {
            return new RecordedEvent(event.getClass().getSimpleName(), event);
        }
    }

    static GameReceipt of(String gameId, Recorded recorded) {
        return new GameReceipt(gameId, recorded.version(), recorded.events().stream().map(RecordedEvent::of).toList());
    }

    /** Whether an event of this type was recorded. */
    boolean recorded(Class<?> type) {
        return events.stream().anyMatch(e -> type.isInstance(e.event()));
    }

    String etag() {
        return Long.toString(version);
    }
}
