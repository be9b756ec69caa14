package dev.tengen.serialization;

import java.time.Instant;
import java.time.LocalDate;
import org.axonframework.common.DateTimeUtils;

/**
 * Reads the instants stored with the events: Axon's time stamp beside each event ({@code 2026-11-25T08:24:43.928Z},
 * {@link DateTimeUtils#formatInstant}) and the instants inside the payloads as Jackson writes them ({@code
 * 2026-11-25T08:24:48.252011350Z}). Axon and Jackson parse them with general ISO formatters, which took a sixth
 * of the replay's CPU for Axon's and a fifth of the read models' for Jackson's (docs/BENCHMARKS.md, "Rebuild"):
 * that one form, UTC with 0 to 9 digits of fraction, is read here digit by digit; anything else is left to them.
 */
public final class StoredTimestamps {

    private static final int SHORTEST = "2026-11-25T08:24:43Z".length();

    private StoredTimestamps() {
    }

    /** Axon's event time stamp: read here when in the UTC form, by Axon's parser otherwise. */
    public static Instant parse(String stamp) {
        Instant instant = parseUtc(stamp);
        return instant != null ? instant : DateTimeUtils.parseInstant(stamp);
    }

    /**
     * The instant {@code text} writes as {@code yyyy-MM-ddTHH:mm:ss[.fraction]Z}, or null when it is written
     * otherwise (an offset, no seconds, a year beyond four digits, a character out of place).
     *
     * @throws java.time.DateTimeException for a date that does not exist (February 30th), as the ISO parsers do
     */
    static Instant parseUtc(String text) {
        int length = text.length();
        if (length < SHORTEST || length > SHORTEST + 10 || text.charAt(length - 1) != 'Z' || !separatorsInPlace(text)) {
            return null;
        }
        int year = digits(text, 0, 4);
        int month = digits(text, 5, 2);
        int day = digits(text, 8, 2);
        int hour = digits(text, 11, 2);
        int minute = digits(text, 14, 2);
        int second = digits(text, 17, 2);
        if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || hour > 23
                || minute < 0 || minute > 59 || second < 0 || second > 59) {
            return null;
        }
        int nanos = 0;
        if (length > SHORTEST) {
            int fractionDigits = length - SHORTEST - 1;
            if (text.charAt(19) != '.' || fractionDigits < 1) {
                return null;
            }
            int fraction = digits(text, 20, fractionDigits);
            if (fraction < 0) {
                return null;
            }
            nanos = fraction * POWERS_OF_TEN[9 - fractionDigits];
        }
        long epochDay = LocalDate.of(year, month, day).toEpochDay();
        long epochSecond = epochDay * 86_400 + hour * 3_600L + minute * 60L + second;
        return Instant.ofEpochSecond(epochSecond, nanos);
    }

    private static final int[] POWERS_OF_TEN = {1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000};

    private static boolean separatorsInPlace(String text) {
        return text.charAt(4) == '-' && text.charAt(7) == '-' && text.charAt(10) == 'T' && text.charAt(13) == ':'
                && text.charAt(16) == ':';
    }

    /** The number written by {@code count} digits from {@code from}, or -1 when one of them is not a digit. */
    private static int digits(String text, int from, int count) {
        int value = 0;
        for (int i = from; i < from + count; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }
}
