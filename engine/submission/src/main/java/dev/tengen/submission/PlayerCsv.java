package dev.tengen.submission;

import dev.tengen.tournament.Player;
import dev.tengen.tournament.Tournament;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * OpenGotha's player list, CSV (its TournoiChinois export): an empty first line, as OpenGotha writes it, a header {@code Name;FirstName;Rank;Country;Club;}, then a
 * line a registered player in registration order, each field followed by ';', the rank as "2D" or "4K". UTF-8.
 */
public final class PlayerCsv {

    private PlayerCsv() {}

    public static List<Issue> check(Tournament tournament) {
        List<Issue> issues = new ArrayList<>();
        PlayerLabels labels = PlayerLabels.of(tournament);
        for (Player player : tournament.players()) {
            String where = labels.label(player);
            if (EgfH9.rank(player.rank()).isEmpty()) {
                issues.add(Issue.error(where, "the rank " + player.rank().notation() + " has no OpenGotha notation"));
            }
            for (String field : List.of(player.name(), player.firstName(), player.country(), player.club())) {
                if (field.contains(";") || field.contains("\n") || field.contains("\r")) {
                    issues.add(Issue.error(where, "'" + field + "' holds a ';' or a line break, which end a CSV field"));
                } else if (formula(field)) {
                    issues.add(Issue.warning(where, "'" + field + "' begins with '" + field.charAt(0) + "': a spreadsheet"
                            + " that opens the file takes it for a formula and runs it; OpenGotha's CSV has no quoting to"
                            + " prevent it, so check the name before the file is opened in one"));
                }
            }
        }
        return issues;
    }

    /**
     * A field a spreadsheet reads as a formula (OWASP, "CSV Injection": a cell beginning with '=', '+', '-', '@', a
     * tab or a carriage return), such as a player registered as {@code =HYPERLINK("http://...")}.
     */
    static boolean formula(String field) {
        return !field.isEmpty() && "=+-@\t\r".indexOf(field.charAt(0)) >= 0;
    }

    public static String write(Tournament tournament) {
        StringBuilder out = new StringBuilder("\nName;FirstName;Rank;Country;Club;\n");
        for (Player player : tournament.players()) {
            out.append(player.name()).append(';').append(player.firstName()).append(';')
                    .append(EgfH9.rank(player.rank()).orElse(player.rank().notation().toUpperCase(Locale.ROOT))).append(';')
                    .append(player.country()).append(';').append(player.club()).append(";\n");
        }
        return out.toString();
    }
}
