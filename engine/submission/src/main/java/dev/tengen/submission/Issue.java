package dev.tengen.submission;

import java.util.Objects;

/**
 * One thing a federation would reject or question in a submission, found before anything is written.
 *
 * @param severity whether the file cannot be sent as it is (an error) or can, with something the office should know
 * @param where the place, as the director would look for it: "player 'DUPONT Jean'", "round 3, board 5", "event"
 * @param what what is missing or invalid, in a sentence
 */
public record Issue(Severity severity, String where, String what) {

    public enum Severity {
        /** The office would refuse the file or rate it wrongly: the writer refuses unless told to go on. */
        ERROR,
        /** The file can be sent; the office should know (a transliterated name, a player without a PIN). */
        WARNING
    }

    public Issue {
        Objects.requireNonNull(severity);
        Objects.requireNonNull(where);
        Objects.requireNonNull(what);
    }

    static Issue error(String where, String what) {
        return new Issue(Severity.ERROR, where, what);
    }

    static Issue warning(String where, String what) {
        return new Issue(Severity.WARNING, where, what);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    @Override
    public String toString() {
        return severity.name().toLowerCase(java.util.Locale.ROOT) + ": " + (where.isEmpty() ? what : where + ": " + what);
    }
}
