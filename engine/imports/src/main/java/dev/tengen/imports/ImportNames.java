package dev.tengen.imports;

import dev.tengen.tournament.Player;
import dev.tengen.tournament.PersonName;
import dev.tengen.tournament.Problem;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The names, clubs and countries of another program's players as a Tengen tournament can hold them: no control
 * character (a line break, a tab, a bell: no printed list can show one, and the platform refuses such a name,
 * {@link PersonName#readable}); an invisible character (zero-width space, a bidi override that turns the rest of the
 * name around) is kept, with a warning that names it; two players of one name are kept, with a warning.
 */
public final class ImportNames {

    private ImportNames() {
    }

    /** Why {@code text}, the player's {@code field}, cannot be held, naming its first control character; else empty. */
    public static Optional<String> unreadable(String field, String text) {
        return PersonName.firstControl(text).stream().boxed().findFirst()
                .map(c -> field + " '" + shown(text) + "' holds the control character " + named(c)
                        + ", which no printed list can show");
    }

    /** A warning's sentence when {@code text} holds a character that takes no room (format characters); else empty. */
    public static Optional<String> invisible(String field, String text) {
        return text.codePoints().filter(c -> Character.getType(c) == Character.FORMAT).boxed().findFirst()
                .map(c -> field + " '" + shown(text) + "' holds the invisible character " + named(c)
                        + "; kept as written, check it on the player's registration");
    }

    /**
     * One warning for each player whose name and first name are those of an earlier player, compared as people read
     * them ({@link PersonName#key}: case, accents' composition, invisible characters do not count).
     *
     * @param where how a warning names the player, by id
     */
    public static List<Problem> sameNames(List<Player> players, java.util.function.Function<Player, String> where) {
        Map<String, Player> first = new HashMap<>();
        List<Problem> warnings = new ArrayList<>();
        for (Player player : players) {
            String key = PersonName.key(player.name() + " " + player.firstName());
            Player earlier = first.putIfAbsent(key, player);
            if (earlier != null) {
                warnings.add(new Problem(where.apply(player), "has the name of " + where.apply(earlier) + ", "
                        + (player.name() + " " + player.firstName()).strip() + ": the same player registered twice?"
                        + " Both are kept; OpenGotha, which keys players by name, could not hold them both"));
            }
        }
        return warnings;
    }

    private static String named(int c) {
        String name = Character.getName(c);
        return String.format(Locale.ROOT, "U+%04X", c) + (name == null ? "" : " (" + name + ")");
    }

    /** The text with its control and invisible characters written as their code points, so that a reader sees them. */
    private static String shown(String text) {
        StringBuilder shown = new StringBuilder();
        text.codePoints().forEach(c -> {
            int type = Character.getType(c);
            if (type == Character.CONTROL || type == Character.FORMAT) {
                shown.append(String.format(Locale.ROOT, "<U+%04X>", c));
            } else {
                shown.appendCodePoint(c);
            }
        });
        return shown.toString();
    }
}
