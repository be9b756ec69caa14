package dev.tengen.readmodel.audit;

import dev.tengen.readmodel.TimelineFilter;
import dev.tengen.service.web.problem.MalformedRequest;
import dev.tengen.service.web.problem.Numerals;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The auditor's timeline's query parameters as both applications read them: game, player, kind (event names, comma
 * separated), from and to (ISO-8601 instants), after (a sequence) and limit (1 to {@value #LARGEST_PAGE},
 * {@value #PAGE} by default). A value out of range is a 400 problem naming the parameter.
 */
public record TimelineParameters(TimelineFilter filter, long after, int limit) {

    public static final int PAGE = 100;
    public static final int LARGEST_PAGE = 500;

    public static TimelineParameters of(String game, String player, String kind, String from, String to, String after,
            String limit) {
        return new TimelineParameters(new TimelineFilter(blankless(game), blankless(player), kinds(kind),
                instant("from", from), instant("to", to)), whole("after", after, 0, Long.MAX_VALUE, 0),
                (int) whole("limit", limit, 1, LARGEST_PAGE, PAGE));
    }

    private static String blankless(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }

    private static Set<String> kinds(String value) {
        return value == null ? Set.of() : Arrays.stream(value.split(",")).map(String::strip).filter(s -> !s.isEmpty())
                .collect(Collectors.toSet());
    }

    private static Instant instant(String name, String value) {
        if (blankless(value) == null) {
            return null;
        }
        try {
            return Instant.parse(value.strip());
        } catch (DateTimeParseException e) {
            throw new MalformedRequest("field-invalid", name, "The parameter '" + name + "' takes an instant such as"
                    + " 2026-05-02T09:30:00Z, not '" + value + "'.");
        }
    }

    private static long whole(String name, String value, long least, long most, long otherwise) {
        if (blankless(value) == null) {
            return otherwise;
        }
        // Long.parseLong reads the digits of every script and a sign: "１００" (fullwidth) was a page of 100
        String written = value.strip();
        try {
            long n = Numerals.digits(written) ? Long.parseLong(written) : -1;
            if (n >= least && n <= most) {
                return n;
            }
        } catch (NumberFormatException beyondALong) {
            // answered below
        }
        throw new MalformedRequest("field-invalid", name, "The parameter '" + name + "' takes a whole number from "
                + least + (most == Long.MAX_VALUE ? " up" : " to " + most) + " in the digits 0 to 9, not '" + value
                + "'.");
    }
}
