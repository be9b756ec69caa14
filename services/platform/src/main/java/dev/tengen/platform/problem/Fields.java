package dev.tengen.platform.problem;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** Presence and form checks on request bodies, shared by every resource; what a present value means is the aggregate's to judge. */
public final class Fields {

    private Fields() {
    }

    public static <T> T body(T body) {
        if (body == null) {
            throw new MalformedRequest("body-missing", null, "The request needs a JSON body.");
        }
        return body;
    }

    public static <T> T required(T value, String field) {
        if (value == null) {
            throw new MalformedRequest("field-missing", field, "The field '" + field + "' is required.");
        }
        return value;
    }

    public static String optional(String value) {
        return value == null ? "" : value;
    }

    /** A time given for a fact already past (now when left out); a time to come is refused. */
    public static java.time.Instant notLater(java.time.Instant given, java.time.Instant now, String field) {
        if (given == null) {
            return now;
        }
        if (given.isAfter(now)) {
            throw new MalformedRequest("field-invalid", field, "The field '" + field + "' records a time already past; "
                    + given + " is still to come.");
        }
        return given;
    }

    /** A named choice, in any case and with - or _ ("rejected", "BLACK_WINS", "black-wins"); null stays null. */
    public static <E extends Enum<E>> E choice(String value, Class<E> type, String field) {
        if (value == null) {
            return null;
        }
        String name = value.strip().replace('-', '_').toUpperCase(Locale.ROOT);
        return Arrays.stream(type.getEnumConstants()).filter(constant -> constant.name().equals(name)).findFirst()
                .orElseThrow(() -> new MalformedRequest("field-invalid", field, "The field '" + field + "' takes one of "
                        + Arrays.stream(type.getEnumConstants()).map(c -> c.name().toLowerCase(Locale.ROOT).replace('_', '-'))
                                .collect(Collectors.joining(", ")) + "; '" + value + "' is not one."));
    }
}
