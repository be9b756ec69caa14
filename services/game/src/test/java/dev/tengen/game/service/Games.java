package dev.tengen.game.service;

import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.IllegalMoveRejected;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.PassPlayed;
import dev.tengen.game.service.api.TurnLost;
import dev.tengen.game.service.api.WarningIssued;
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

    /**
     * Two kos: White's E5 inside Black's D5, E6, E4 and White's O15 inside Black's N15, O16, O14. Black's 17th move
     * takes the first at F5; White may not take back at E5 at once (Korean 2016 art. 7).
     */
    static final List<Object> TWO_KOS = moves(1,
            "B E6", "W F6", "B D5", "W G5", "B E4", "W F4",
            "B O16", "W P16", "B N15", "W Q15", "B O14", "W P14",
            "B C17", "W E5", "B D17", "W O15", "B F5 xE5");

    static List<Object> firstKoOffence() {
        return List.of(
                new IllegalMoveRejected("g-1", "t-1", Color.WHITE, "E5", "ko", "ko-retaken",
                        "E5 retakes the ko at once; a move elsewhere must come first", "Korean 2016 art. 7",
                        "Incheon 2013 code art. 5.3", BY, AT),
                new WarningIssued("g-1", "t-1", Color.WHITE, 1, "ko retaken", "Incheon 2013 code art. 5.3", BY, AT),
                new TurnLost("g-1", "t-1", 18, Color.WHITE, "Incheon 2013 code art. 5.3", BY, AT));
    }

    /**
     * Black walls column E, White column F, and both pass: Black's territory is columns A to D (36 points),
     * White's G, H and J (27) plus 6.5 komi, so Black wins by 2.5 (Korean 2016 art. 8, 9 and 12).
     */
    static final List<Object> WALLS = moves(1,
            "B E1", "W F1", "B E2", "W F2", "B E3", "W F3", "B E4", "W F4", "B E5", "W F5",
            "B E6", "W F6", "B E7", "W F7", "B E8", "W F8", "B E9", "W F9", "B pass", "W pass");

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
