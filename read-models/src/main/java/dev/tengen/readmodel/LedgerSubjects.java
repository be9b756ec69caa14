package dev.tengen.readmodel;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which game and which players each event of one tournament concerns, worked out once as the event arrives, so that a
 * timeline filtered by game or player reads a list rather than every payload again. An event concerns the players
 * whose ids it names ({@code playerId}, {@code black}, {@code white}, the roll call's {@code present} and
 * {@code absent}, the {@code byes}); an event of a game concerns the player of the colour it names ({@code color},
 * {@code offender}: a move, a warning, a penalty), or both players when it names none (the result, a protest).
 */
final class LedgerSubjects {

    /** The game an event belongs to (or null) and the players it concerns. */
    record Subject(String gameId, List<String> players) {
        boolean concerns(String playerId) {
            return players.contains(playerId);
        }
    }

    private static final List<String> PLAYER_FIELDS = List.of("playerId", "black", "white");
    private static final List<String> PLAYER_LISTS = List.of("present", "absent", "byes");
    private static final List<String> COLOUR_FIELDS = List.of("color", "offender");

    private final Set<String> players = new HashSet<>();
    private final Map<String, TimelinePage.TimelineGame> games = new LinkedHashMap<>();
    private final List<Subject> subjects = new ArrayList<>();
    /**
     * One instance of each subject: most events are a game's moves, whose subjects are the game with one of its two
     * players, and a ledger keeps one subject per event.
     */
    private final Map<Subject, Subject> shared = new HashMap<>();

    /** The subject of the next event of the tournament, in ledger order. */
    void add(Object payload, String type) {
        if (type.equals("PlayerRegistered")) {
            text(payload, "playerId").ifPresent(players::add);
        }
        String gameId = text(payload, "gameId").orElse(null);
        if (type.equals("GameStarted") && gameId != null) {
            games.put(gameId, new TimelinePage.TimelineGame(gameId, number(payload, "round"), number(payload, "board"),
                    text(payload, "black").orElse(null), text(payload, "white").orElse(null)));
        }
        List<String> concerned = new ArrayList<>(2);
        for (String field : PLAYER_FIELDS) {
            text(payload, field).filter(players::contains).ifPresent(concerned::add);
        }
        for (String field : PLAYER_LISTS) {
            if (AuditLedger.component(payload, field).orElse(null) instanceof List<?> ids) {
                ids.stream().map(String::valueOf).filter(players::contains).forEach(concerned::add);
            }
        }
        TimelinePage.TimelineGame game = gameId == null ? null : games.get(gameId);
        if (game != null) {
            Optional<String> colour = COLOUR_FIELDS.stream().map(field -> text(payload, field))
                    .flatMap(Optional::stream).findFirst();
            if (colour.isEmpty() || colour.get().equalsIgnoreCase("black")) {
                add(concerned, game.black());
            }
            if (colour.isEmpty() || colour.get().equalsIgnoreCase("white")) {
                add(concerned, game.white());
            }
        }
        Subject subject = new Subject(gameId, concerned.isEmpty() ? List.of() : List.copyOf(concerned));
        subjects.add(shared.computeIfAbsent(subject, s -> s));
    }

    /** The subject of the tournament's {@code index}th event (0-based, ledger order). */
    Subject get(int index) {
        return subjects.get(index);
    }

    List<TimelinePage.TimelineGame> games() {
        return List.copyOf(games.values());
    }

    private static void add(List<String> concerned, String playerId) {
        if (playerId != null && !concerned.contains(playerId)) {
            concerned.add(playerId);
        }
    }

    private static Optional<String> text(Object payload, String field) {
        return AuditLedger.component(payload, field).filter(v -> v instanceof String || v instanceof Enum<?>)
                .map(String::valueOf);
    }

    private static int number(Object payload, String field) {
        return AuditLedger.component(payload, field).filter(Number.class::isInstance).map(n -> ((Number) n).intValue())
                .orElse(0);
    }
}
