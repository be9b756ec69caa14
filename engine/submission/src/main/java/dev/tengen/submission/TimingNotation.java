package dev.tengen.submission;

import dev.tengen.tournament.Checked;
import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A time system written on one line, for the command line and the API: the basic time, then the overtime after '+':
 * {@code 45m} (sudden death), {@code 60m+byoyomi:30s}, {@code 40m+canadian:15/5m} (15 stones in 5 minutes),
 * {@code 45m+fischer:15s}. Durations take s, m or h.
 */
public final class TimingNotation {

    private static final Pattern SPEC = Pattern.compile("(\\d+[smh])(?:\\+(byoyomi|canadian|fischer):(?:(\\d+)/)?(\\d+[smh]))?");

    private TimingNotation() {}

    public static Checked<Timing> parse(String text) {
        Matcher m = SPEC.matcher(text.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            return Checked.invalid("time", "'" + text + "' is not a time system such as 45m, 60m+byoyomi:30s,"
                    + " 40m+canadian:15/5m or 45m+fischer:15s");
        }
        Duration basic = duration(m.group(1));
        if (m.group(2) == null) {
            return Checked.valid(Timing.suddenDeath(basic));
        }
        Duration period = duration(m.group(4));
        boolean stones = m.group(3) != null;
        if (stones != m.group(2).equals("canadian")) {
            return Checked.invalid("time", "'" + text + "': only Canadian overtime gives a number of stones, as in"
                    + " canadian:15/5m");
        }
        return Checked.valid(switch (m.group(2)) {
            case "byoyomi" -> Timing.byoyomi(basic, period);
            case "canadian" -> Timing.canadian(basic, Math.max(1, Integer.parseInt(m.group(3))), period);
            default -> Timing.fischer(basic, period);
        });
    }

    private static Duration duration(String text) {
        long amount = Long.parseLong(text.substring(0, text.length() - 1));
        return switch (text.charAt(text.length() - 1)) {
            case 's' -> Duration.ofSeconds(amount);
            case 'm' -> Duration.ofMinutes(amount);
            default -> Duration.ofHours(amount);
        };
    }
}
