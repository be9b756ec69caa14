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
        for (Player player : tournament.players()) {
            String where = "player '" + player.id() + "'";
            if (EgfH9.rank(player.rank()).isEmpty()) {
                issues.add(Issue.error(where, "the rank " + player.rank().notation() + " has no OpenGotha notation"));
            }
            for (String field : List.of(player.name(), player.firstName(), player.country(), player.club())) {
                if (field.contains(";") || field.contains("\n") || field.contains("\r")) {
                    issues.add(Issue.error(where, "'" + field + "' holds a ';' or a line break, which end a CSV field"));
                }
            }
        }
        return issues;
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
