package dev.tengen.service.web.problem;

import java.time.Duration;
import java.time.Instant;
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

    /**
     * A body's field that names what the request's path names already (the tournament a protest is filed in, the
     * protest an appeal is of): left out, it is the path's; given, it is the path's too, or the request says two things
     * and nothing is done.
     */
    public static String asInPath(String given, String inPath, String field) {
        if (given != null && !given.equals(inPath)) {
            throw new MalformedRequest("field-invalid", field, "The field '" + field + "' names '" + given
                    + "' where the path names '" + inPath + "'; leave it out, or name the path's.");
        }
        return inPath;
    }

    public static String optional(String value) {
        return value == null ? "" : value;
    }

    /** How far back a fact at the board may be recorded: within the game's day. */
    public static final Duration RECENT = Duration.ofHours(24);

    /**
     * A time given for a fact of the last {@link #RECENT} (now when left out): a time to come is refused, and so is
     * one older than the day, which no game or appeal of now was played in (a clock started a billion years ago).
     */
    public static Instant recent(Instant given, Instant now, String field) {
        if (given == null) {
            return now;
        }
        if (given.isAfter(now)) {
            throw new MalformedRequest("field-invalid", field, "The field '" + field + "' records a time already past; "
                    + given + " is still to come.");
        }
        if (given.isBefore(now.minus(RECENT))) {
            throw new MalformedRequest("field-invalid", field, "The field '" + field + "' records a time of the game's day,"
                    + " within " + RECENT.toHours() + " hours before now; " + given + " is earlier.");
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
