package dev.tengen.platform.axon;

import java.time.Instant;
import java.time.LocalDate;
import org.axonframework.common.DateTimeUtils;

/**
 * Reads the time stamps the event store keeps beside each event. Axon writes them as {@code
 * 2026-11-25T08:24:43.928Z} ({@link DateTimeUtils#formatInstant}) and parses them back with a general ISO
 * formatter, which took a sixth of the replay's CPU (docs/BENCHMARKS.md, "Rebuild"): that exact form is read here
 * digit by digit, anything else still goes through Axon's parser.
 */
final class StoredTimestamps {

    private static final int LENGTH = "2026-11-25T08:24:43.928Z".length();

    private StoredTimestamps() {
    }

    static Instant parse(String stamp) {
        if (stamp.length() != LENGTH || !separatorsInPlace(stamp)) {
            return DateTimeUtils.parseInstant(stamp);
        }
        int year = digits(stamp, 0, 4);
        int month = digits(stamp, 5, 2);
        int day = digits(stamp, 8, 2);
        int hour = digits(stamp, 11, 2);
        int minute = digits(stamp, 14, 2);
        int second = digits(stamp, 17, 2);
        int millis = digits(stamp, 20, 3);
        if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || hour > 23
                || minute < 0 || minute > 59 || second < 0 || second > 59 || millis < 0) {
            return DateTimeUtils.parseInstant(stamp);
        }
        long epochDay = LocalDate.of(year, month, day).toEpochDay();
        long epochSecond = epochDay * 86_400 + hour * 3_600L + minute * 60L + second;
        return Instant.ofEpochSecond(epochSecond, millis * 1_000_000L);
    }

    private static boolean separatorsInPlace(String stamp) {
        return stamp.charAt(4) == '-' && stamp.charAt(7) == '-' && stamp.charAt(10) == 'T' && stamp.charAt(13) == ':'
                && stamp.charAt(16) == ':' && stamp.charAt(19) == '.' && stamp.charAt(23) == 'Z';
    }

    /** The number written by {@code count} digits from {@code from}, or -1 when one of them is not a digit. */
    private static int digits(String stamp, int from, int count) {
        int value = 0;
        for (int i = from; i < from + count; i++) {
            char c = stamp.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }
}
