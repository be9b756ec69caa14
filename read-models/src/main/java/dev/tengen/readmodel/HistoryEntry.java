package dev.tengen.readmodel;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One event that touched a game: when, which event, who caused it, what it says in one English phrase (the record's
 * own text: {@link GameView#history()} and the SGF comment), and the facts a page needs to say it in another
 * language or with people's names.
 *
 * @param event the event's type ({@code WarningIssued})
 * @param by the account or person the event names as its author; several, comma-separated, for a confirmation;
 *     empty when none
 * @param facts the event's values by name, absent ones left out: {@code colour} ("black" or "white"), {@code reason},
 *     {@code article}, {@code result}, {@code points}, {@code count}, {@code point}, {@code stones} (A1 points,
 *     space-separated) and the others each handler of {@link GameArchive} names
 */
public record HistoryEntry(Instant at, String event, String by, String text, Map<String, String> facts) {

    public HistoryEntry {
        by = by == null ? "" : by;
        facts = Map.copyOf(facts);
    }

    /** The line {@link GameView#history()} shows: "2026-11-22T10:00:00Z WarningIssued by han: black warned ...". */
    public String line() {
        return at + " " + event + (by.isEmpty() ? "" : " by " + by) + (text.isEmpty() ? "" : ": " + text);
    }

    /** A fact, or empty when the event did not carry it. */
    public String fact(String name) {
        return facts.getOrDefault(name, "");
    }

    /** Facts from name-value pairs; a null or empty value is left out. */
    static Map<String, String> facts(Object... pairs) {
        Map<String, String> facts = new LinkedHashMap<>();
        for (int i = 0; i + 1 < pairs.length; i += 2) {
            Object value = pairs[i + 1];
            if (value != null && !value.toString().isEmpty()) {
                facts.put(pairs[i].toString(), value.toString());
            }
        }
        return facts;
    }
}
