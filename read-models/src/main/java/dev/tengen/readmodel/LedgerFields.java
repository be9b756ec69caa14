package dev.tengen.readmodel;

import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The components the audit ledger reads of one payload type ({@link AuditLedger}, {@link LedgerSubjects}), each
 * accessor found and checked for access once per type, or null when the type has no such component. Reading them by
 * name for every event (a map, an {@code Optional} and a stream per component) was half of the audit ledger's share
 * of the start-up replay (docs/BENCHMARKS.md, "Rebuild and start-up").
 */
final class LedgerFields {

    private static final ClassValue<LedgerFields> BY_TYPE = new ClassValue<>() {
        @Override
        protected LedgerFields computeValue(Class<?> type) {
            return new LedgerFields(type);
        }
    };

    private final Map<String, Method> accessors;
    final Method tournamentId;
    final Method at;
    final Method by;
    final Method confirmedBy;
    final Method appealId;
    final Method gameId;
    final Method round;
    final Method board;
    /** {@code playerId}, {@code black}, {@code white}: a player each, in that order, those the type has. */
    final List<Method> players;
    /** {@code present}, {@code absent}, {@code byes}: lists of players, in that order, those the type has. */
    final List<Method> playerLists;
    /** {@code color}, {@code offender}: the colour an event of a game concerns, in that order, those the type has. */
    final List<Method> colours;

    private LedgerFields(Class<?> type) {
        Map<String, Method> found = new HashMap<>();
        if (type.isRecord()) {
            for (RecordComponent component : type.getRecordComponents()) {
                Method accessor = component.getAccessor();
                // checked once here rather than at every call: the check was a twelfth of the start-up replay
                accessor.trySetAccessible();
                found.put(component.getName(), accessor);
            }
        }
        accessors = Map.copyOf(found);
        tournamentId = found.get("tournamentId");
        at = found.get("at");
        by = found.get("by");
        confirmedBy = found.get("confirmedBy");
        appealId = found.get("appealId");
        gameId = found.get("gameId");
        round = found.get("round");
        board = found.get("board");
        players = present(found, "playerId", "black", "white");
        playerLists = present(found, "present", "absent", "byes");
        colours = present(found, "color", "offender");
    }

    static LedgerFields of(Object payload) {
        return BY_TYPE.get(payload.getClass());
    }

    /** The accessor of the component {@code name}, or null. */
    Method named(String name) {
        return accessors.get(name);
    }

    /** The component's value in {@code payload}; null when the accessor is null, the value is null or unreadable. */
    static Object value(Method accessor, Object payload) {
        if (accessor == null) {
            return null;
        }
        try {
            return accessor.invoke(payload);
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }

    /** The component's value as text when it is a text or a constant (a colour), else null. */
    static String text(Method accessor, Object payload) {
        Object value = value(accessor, payload);
        return value instanceof String || value instanceof Enum<?> ? String.valueOf(value) : null;
    }

    private static List<Method> present(Map<String, Method> accessors, String... names) {
        return java.util.Arrays.stream(names).map(accessors::get).filter(java.util.Objects::nonNull).toList();
    }
}
