package dev.tengen.game.service;

import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.PassPlayed;
import dev.tengen.rules.Color;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Game histories written by hand, as the events a board would have produced. */
final class Games {

    static final Instant AT = Instant.parse("2026-05-03T10:00:00Z");
    static final String BY = "referee-han";

    private Games() {
    }

    static GameStarted started(String ruleset, String code, int size, double komi) {
        return new GameStarted("g-1", "t-1", 1, 3, "p-lee", "p-cho", ruleset, code, size, 0, komi, "td-park", AT);
    }

    /**
     * The moves as played, numbered from {@code first}: "B E6" or "W pass"; "B F5 xE5" captured the stone at E5.
     */
    static List<Object> moves(int first, String... moves) {
        List<Object> events = new ArrayList<>();
        int number = first;
        for (String move : moves) {
            String[] parts = move.split(" ");
            Color color = parts[0].equals("B") ? Color.BLACK : Color.WHITE;
            if (parts[1].equals("pass")) {
                events.add(new PassPlayed("g-1", "t-1", number++, color, BY, AT));
            } else {
                List<String> captured = Arrays.stream(parts).skip(2).map(c -> c.substring(1)).toList();
                events.add(new MovePlayed("g-1", "t-1", number++, color, parts[1], captured, BY, AT));
            }
        }
        return events;
    }

    static List<Object> history(Object start, List<Object> events) {
        List<Object> all = new ArrayList<>();
        all.add(start);
        all.addAll(events);
        return all;
    }
}
