package dev.tengen.game.service.api;

import java.util.List;

/**
 * What a game command recorded: the game's version after it and the events, in order. A command that only
 * refuses records nothing and throws {@link GameRefused} instead.
 */
public record Recorded(long version, List<Object> events) {

    public Recorded {
        events = List.copyOf(events);
    }
}
