package dev.tengen.cli;

import dev.tengen.rules.Color;
import dev.tengen.rules.Point;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Typed reading of one script line's fields; every error names the line and the field. */
final class AdjudicateFields {

    /** A script line that cannot be used: the line, the field, and why. */
    static final class Malformed extends Exception {
        Malformed(int line, String field, String message) {
            super("line " + line + (field.isEmpty() ? "" : ", field \"" + field + "\"") + ": " + message);
        }
    }

    private final Map<String, Object> fields;
    private final int line;
    private final String prefix;

    AdjudicateFields(Map<String, Object> fields, int line) {
        this(fields, line, "");
    }

    private AdjudicateFields(Map<String, Object> fields, int line, String prefix) {
        this.fields = fields;
        this.line = line;
        this.prefix = prefix;
    }

    int line() {
        return line;
    }

    Malformed error(String field, String message) {
        return new Malformed(line, field.isEmpty() ? field : prefix + field, message);
    }

    /** Refuses any field not in {@code allowed}: a misspelt field is an error, never ignored. */
    void only(Set<String> allowed) throws Malformed {
        for (String key : fields.keySet()) {
            if (!allowed.contains(key)) {
                throw error(key, "unknown field; expected one of " + allowed.stream().sorted().toList());
            }
        }
    }

    boolean has(String field) {
        return fields.containsKey(field);
    }

    Object raw(String field) {
        return fields.get(field);
    }

    String string(String field) throws Malformed {
        Object v = required(field);
        if (!(v instanceof String s)) {
            throw error(field, "must be a string");
        }
        return s;
    }

    Optional<String> optionalString(String field) throws Malformed {
        return has(field) ? Optional.of(string(field)) : Optional.empty();
    }

    long integer(String field) throws Malformed {
        Object v = required(field);
        if (!(v instanceof Long n)) {
            throw error(field, "must be a whole number");
        }
        return n;
    }

    double number(String field) throws Malformed {
        Object v = required(field);
        if (!(v instanceof Number n)) {
            throw error(field, "must be a number");
        }
        return n.doubleValue();
    }

    boolean flag(String field) throws Malformed {
        if (!has(field)) {
            return false;
        }
        if (!(fields.get(field) instanceof Boolean b)) {
            throw error(field, "must be true or false");
        }
        return b;
    }

    Color colour(String field) throws Malformed {
        String s = string(field);
        return switch (s) {
            case "B", "black" -> Color.BLACK;
            case "W", "white" -> Color.WHITE;
            default -> throw error(field, "must be \"B\" or \"W\", not \"" + s + "\"");
        };
    }

    Point point(String field, int size) throws Malformed {
        String s = string(field);
        return Point.parse(s, size).orElseThrow(() -> error(field, "\"" + s + "\" is not a point of the " + size + "x" + size + " board"));
    }

    Set<Point> points(String field, int size) throws Malformed {
        if (!(required(field) instanceof List<?> list)) {
            throw error(field, "must be a list of points such as [\"C3\", \"D4\"]");
        }
        java.util.LinkedHashSet<Point> points = new java.util.LinkedHashSet<>();
        for (Object o : list) {
            if (!(o instanceof String s) || Point.parse(s, size).isEmpty()) {
                throw error(field, o + " is not a point of the " + size + "x" + size + " board");
            }
            points.add(Point.parse(s, size).get());
        }
        return points;
    }

    /** A duration written "h:mm:ss", "m:ss" or as whole seconds. */
    Duration duration(String field) throws Malformed {
        Object v = required(field);
        if (v instanceof Long seconds && seconds >= 0) {
            return Duration.ofSeconds(seconds);
        }
        if (v instanceof String s && s.matches("\\d+(:[0-5]\\d){1,2}")) {
            String[] parts = s.split(":");
            long total = 0;
            for (String p : parts) {
                total = total * 60 + Long.parseLong(p);
            }
            return Duration.ofSeconds(total);
        }
        throw error(field, "must be a time such as \"1:05:30\", \"5:30\" or whole seconds");
    }

    AdjudicateFields object(String field) throws Malformed {
        if (!(required(field) instanceof Map<?, ?> map)) {
            throw error(field, "must be an object");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> typed = (Map<String, Object>) map;
        return new AdjudicateFields(typed, line, prefix + field + ".");
    }

    /** The {@code index}th object of the list {@code field}; its errors name {@code field[index].name}. */
    AdjudicateFields element(String field, int index) throws Malformed {
        if (!(required(field) instanceof List<?> list) || index >= list.size() || !(list.get(index) instanceof Map<?, ?> map)) {
            throw error(field, "item " + (index + 1) + " must be an object");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> typed = (Map<String, Object>) map;
        return new AdjudicateFields(typed, line, prefix + field + "[" + index + "].");
    }

    private Object required(String field) throws Malformed {
        if (!has(field) || fields.get(field) == null) {
            throw error(field, "is required");
        }
        return fields.get(field);
    }
}
