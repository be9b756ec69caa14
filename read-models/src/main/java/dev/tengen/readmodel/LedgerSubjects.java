package dev.tengen.readmodel;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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

    private final Set<String> players = new HashSet<>();
    private final Map<String, TimelinePage.TimelineGame> games = new LinkedHashMap<>();
    private final List<Subject> subjects = new ArrayList<>();
    /**
     * One instance of each subject: most events are a game's moves, whose subjects are the game with one of its two
     * players, and a ledger keeps one subject per event.
     */
    private final Map<Subject, Subject> shared = new HashMap<>();
    /**
     * Per game, the subjects of its events that name no player apart from a colour: the black player's, the white
     * player's, both players'. A move finds its subject here without building and hashing one.
     */
    private final Map<String, Subject[]> gameSubjects = new HashMap<>();

    /** The subject of the next event of the tournament, in ledger order; {@code fields} are the payload's type's. */
    void add(Object payload, String type, LedgerFields fields) {
        if (type.equals("PlayerRegistered")) {
            String playerId = LedgerFields.text(fields.named("playerId"), payload);
            if (playerId != null) {
                players.add(playerId);
            }
        }
        String gameId = LedgerFields.text(fields.gameId, payload);
        if (type.equals("GameStarted") && gameId != null) {
            games.put(gameId, new TimelinePage.TimelineGame(gameId, number(fields.round, payload),
                    number(fields.board, payload), LedgerFields.text(fields.named("black"), payload),
                    LedgerFields.text(fields.named("white"), payload)));
            gameSubjects.remove(gameId);
        }
        List<String> concerned = new ArrayList<>(2);
        for (Method field : fields.players) {
            String playerId = LedgerFields.text(field, payload);
            if (playerId != null && players.contains(playerId)) {
                concerned.add(playerId);
            }
        }
        for (Method field : fields.playerLists) {
            if (LedgerFields.value(field, payload) instanceof List<?> ids) {
                for (Object id : ids) {
                    String playerId = String.valueOf(id);
                    if (players.contains(playerId)) {
                        concerned.add(playerId);
                    }
                }
            }
        }
        TimelinePage.TimelineGame game = gameId == null ? null : games.get(gameId);
        if (game != null) {
            String colour = null;
            for (int i = 0; i < fields.colours.size() && colour == null; i++) {
                colour = LedgerFields.text(fields.colours.get(i), payload);
            }
            int slot = colour == null ? 2 : colour.equalsIgnoreCase("black") ? 0 : colour.equalsIgnoreCase("white") ? 1 : -1;
            if (slot >= 0 && concerned.isEmpty()) {
                Subject[] known = gameSubjects.computeIfAbsent(gameId, g -> new Subject[3]);
                if (known[slot] == null) {
                    known[slot] = subject(gameId, concerned(concerned, game, slot));
                }
                subjects.add(known[slot]);
                return;
            }
            if (slot >= 0) {
                concerned(concerned, game, slot);
            }
        }
        subjects.add(subject(gameId, concerned));
    }

    /** {@code concerned} with the game's player of the colour in {@code slot} (0 black, 1 white, 2 both) added. */
    private static List<String> concerned(List<String> concerned, TimelinePage.TimelineGame game, int slot) {
        if (slot != 1) {
            add(concerned, game.black());
        }
        if (slot != 0) {
            add(concerned, game.white());
        }
        return concerned;
    }

    private Subject subject(String gameId, List<String> concerned) {
        return shared.computeIfAbsent(new Subject(gameId, concerned.isEmpty() ? List.of() : List.copyOf(concerned)),
                s -> s);
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

    private static int number(Method field, Object payload) {
        return LedgerFields.value(field, payload) instanceof Number n ? n.intValue() : 0;
    }
}
