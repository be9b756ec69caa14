package dev.tengen.service.web.problem;

/**
 * A round or a board number as a request writes it in its path or its query (and the audit timeline's page: its
 * {@code after} and {@code limit}): the digits 0 to 9 and nothing else.
 * {@code Integer.parseInt} and JAX-RS's conversion of an {@code int} parameter take the digits of every script and a
 * sign: round １ (fullwidth), ١ (Arabic-Indic) or +1 was round 1. One reader for every such number of both
 * deployments.
 */
public final class Numerals {

    private Numerals() {
    }

    /** The number {@code text} writes, or null when it writes none: empty, a sign, a space, another digit, beyond an int. */
    public static Integer whole(String text) {
        if (!digits(text)) {
            return null;
        }
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException beyondAnInt) {
            return null;
        }
    }

    /** Whether {@code text} is one or more of the digits 0 to 9 and nothing else. */
    public static boolean digits(String text) {
        return text != null && !text.isEmpty() && text.chars().allMatch(c -> c >= '0' && c <= '9');
    }
}
