package dev.tengen.tournament;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A player's ids with the rating bodies whose files Tengen writes: the EGD PIN ("egf", eight digits), the FFG
 * licence ("ffg", seven letters or digits) and the AGA id ("aga", digits). An id goes as it is into a column of the
 * h9, tou and AGA files and into OpenGotha's attributes, so it is one word of ASCII letters, digits, dots, dashes or
 * underscores: a space, a semicolon or an invisible character in it would write another column or another player.
 */
public final class Memberships {

    /** The bodies, as {@link Player#memberships()} keys them. */
    public static final List<String> BODIES = List.of("egf", "ffg", "aga");

    private static final int LONGEST_ID = 32;

    private Memberships() {
    }

    /** Whether {@code id}, as written (no surrounding blanks), can stand as an id with a body. */
    public static boolean isId(String id) {
        return id != null && !id.isEmpty() && id.length() <= LONGEST_ID
                && id.chars().allMatch(Memberships::idCharacter);
    }

    /**
     * Why {@code memberships} (ids by body, each as written) cannot be kept, naming the first body or id at fault;
     * empty when each body is one of {@link #BODIES} and each id {@link #isId an id} once its blanks are stripped.
     */
    public static Optional<String> fault(Map<String, String> memberships) {
        for (Map.Entry<String, String> membership : memberships.entrySet()) {
            String body = membership.getKey();
            if (!BODIES.contains(body)) {
                boolean printable = body.length() <= 32 && body.codePoints().allMatch(c -> c > 0x20 && c < 0x7F);
                return Optional.of("Tengen keeps ids with " + String.join(", ", BODIES) + " only, not with "
                        + (printable ? "'" + body + "'" : "a body so written") + ".");
            }
            String id = membership.getValue() == null ? "" : membership.getValue().strip();
            if (!isId(id)) {
                return Optional.of("The " + body + " id " + why(id) + ": an id is 1 to 32 letters, digits, dots, dashes"
                        + " or underscores (an EGD PIN 12345678, an FFG licence 0621020).");
            }
        }
        return Optional.empty();
    }

    private static String why(String id) {
        if (id.isEmpty()) {
            return "is empty";
        }
        return CodePoints.first(id, c -> !idCharacter(c)).map(placed -> "holds " + placed)
                .orElse("has " + id.codePointCount(0, id.length()) + " characters");
    }

    /** A character an id holds: an ASCII letter or digit, a dot, a dash, an underscore. */
    private static boolean idCharacter(int c) {
        return c < 0x80 && Character.isLetterOrDigit(c) || c == '.' || c == '-' || c == '_';
    }
}
