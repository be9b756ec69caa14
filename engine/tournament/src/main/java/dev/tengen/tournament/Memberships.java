package dev.tengen.tournament;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A player's ids with the rating bodies whose files Tengen writes: the EGD PIN ("egf", eight digits), the FFG
 * licence ("ffg", seven letters or digits) and the AGA id ("aga", digits). An id goes as it is into a column of the
 * h9, tou and AGA files and into OpenGotha's attributes, so it is one word of ASCII letters, digits, dots, dashes or
 * underscores: a space, a semicolon or an invisible character in it would write another column or another player.
 */
public final class Memberships {

    /** The bodies, as {@link Player#memberships()} keys them. */
    public static final List<String> BODIES = List.of("egf", "ffg", "aga");

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9._-]{1,32}");

    private Memberships() {
    }

    /** Whether {@code id}, as written (no surrounding blanks), can stand as an id with a body. */
    public static boolean isId(String id) {
        return id != null && ID.matcher(id).matches();
    }

    /**
     * Why {@code memberships} (ids by body, each as written) cannot be kept, naming the first body or id at fault;
     * empty when each body is one of {@link #BODIES} and each id {@link #isId an id} once its blanks are stripped.
     */
    public static Optional<String> fault(Map<String, String> memberships) {
        for (Map.Entry<String, String> membership : memberships.entrySet()) {
            String body = membership.getKey();
            if (!BODIES.contains(body)) {
                return Optional.of("Tengen keeps ids with " + String.join(", ", BODIES) + " only, not with "
                        + (body.codePoints().allMatch(c -> c < 0x7F && c > 0x20) && body.length() <= 32 ? "'" + body + "'"
                                : "a body so written") + ".");
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
        int[] points = id.codePoints().toArray();
        for (int i = 0; i < points.length; i++) {
            int c = points[i];
            if (!(c < 0x80 && (Character.isLetterOrDigit(c) || c == '.' || c == '-' || c == '_'))) {
                String name = Character.getName(c);
                return "holds " + String.format(java.util.Locale.ROOT, "U+%04X", c) + (name == null ? "" : " " + name)
                        + " at character " + (i + 1);
            }
        }
        return "has " + points.length + " characters";
    }
}
