package dev.tengen.sgf;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Optional;

/**
 * The date list of DT (FF[4] sgf.html, property DT): ISO dates {@code YYYY-MM-DD}, {@code YYYY-MM} or
 * {@code YYYY}, separated by commas; after the first, a date may drop what it shares with the one before it
 * ({@code 1996-05-06,07,08}, {@code 1996-05,06}, {@code 1996-12-27,28,1997-01-03,04}): {@code MM-DD} after a date
 * with a month, {@code MM} after a month, {@code DD} after a day.
 */
final class SgfDates {

    private SgfDates() {
    }

    /** Whether the text is such a list. */
    static boolean isDateList(String text) {
        String[] dates = text.split(",", -1);
        int year = -1;
        int month = -1;
        int precision = 0; // 1 year, 2 month, 3 day: what the date before gave
        for (int i = 0; i < dates.length; i++) {
            String[] parts = dates[i].split("-", -1);
            int[] numbers = new int[parts.length];
            for (int p = 0; p < parts.length; p++) {
                int width = p == 0 && parts[p].length() == 4 ? 4 : 2;
                numbers[p] = digits(parts[p], width);
                if (numbers[p] < 0 || parts.length > 3) {
                    return false;
                }
            }
            boolean full = parts[0].length() == 4;
            if (full) {
                year = numbers[0];
                month = parts.length > 1 ? numbers[1] : -1;
                precision = parts.length;
                if (parts.length == 3 && !isDay(year, month, numbers[2]) || parts.length == 2 && !isMonth(month)) {
                    return false;
                }
            } else if (i == 0 || parts.length > 2 || precision < 2) {
                return false; // a shortened date needs a date before it with a month
            } else if (parts.length == 2) {
                month = numbers[0];
                precision = 3;
                if (!isDay(year, month, numbers[1])) {
                    return false;
                }
            } else if (precision == 3 ? !isDay(year, month, numbers[0]) : !isMonth(numbers[0])) {
                return false;
            } else if (precision == 2) {
                month = numbers[0];
            }
        }
        return true;
    }

    /** The first date of the list when it is a whole day. */
    static Optional<LocalDate> firstDay(String text) {
        if (!isDateList(text)) {
            return Optional.empty();
        }
        String first = text.split(",", -1)[0];
        return first.length() == 10 ? Optional.of(LocalDate.parse(first)) : Optional.empty();
    }

    private static boolean isMonth(int month) {
        return month >= 1 && month <= 12;
    }

    private static boolean isDay(int year, int month, int day) {
        try {
            LocalDate.of(year, month, day);
            return true;
        } catch (DateTimeException e) {
            return false;
        }
    }

    /** The value of exactly {@code width} ASCII digits, or -1. */
    private static int digits(String text, int width) {
        if (text.length() != width) {
            return -1;
        }
        int value = 0;
        for (int i = 0; i < width; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }
}
