package dev.tengen.tournament.service.web;

import dev.tengen.imports.ImportNames;
import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Tournament;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The players of a tournament file another program wrote (OpenGotha, MacMahon, pairgoth) as the rows of an import,
 * all or none. A Tengen player has one name, family name first as OpenGotha lists its players ("EVAIN Andéol"): the
 * file's family and given names are joined with a space.
 */
final class FilePlayers {

    private static final Pattern LINE = Pattern.compile("line (\\d+)");

    private FilePlayers() {
    }

    /** The file's players as import rows, their ordinal in the file as the line; or every problem of the file. */
    static Checked<List<PlayerImport.Row>> rows(Checked<Tournament> read) {
        if (!(read instanceof Checked.Valid<Tournament> valid)) {
            return Checked.invalid(read.problems());
        }
        List<PlayerImport.Row> rows = new ArrayList<>();
        List<Player> players = valid.value().players();
        for (int index = 0; index < players.size(); index++) {
            Player player = players.get(index);
            String name = player.firstName().isBlank() ? player.name() : player.name() + " " + player.firstName();
            rows.add(new PlayerImport.Row(index + 1, name, player.rank().notation(), player.club(), player.country(),
                    player.mcMahonCorrection() == 0 ? null : player.mcMahonCorrection(), player.memberships()));
        }
        return Checked.valid(rows);
    }

    /**
     * What a director should look at before the file's players are registered, each "player N: what" with N the
     * player's position in the file's list as the import's rows number them: a name, club or country holding an
     * invisible character (a zero-width space, a bidi override), and two players of one name (ImportNames, the same
     * checks the readers of MacMahon and pairgoth files make, here for every format).
     */
    static List<String> warnings(List<Player> players) {
        Map<Player, Integer> positions = new IdentityHashMap<>();
        List<String> warnings = new ArrayList<>();
        for (int index = 0; index < players.size(); index++) {
            Player player = players.get(index);
            positions.put(player, index + 1);
            String where = "player " + (index + 1);
            invisible(warnings, where, "name", player.name());
            invisible(warnings, where, "first name", player.firstName());
            invisible(warnings, where, "club", player.club());
            invisible(warnings, where, "country", player.country());
        }
        ImportNames.sameNames(players, player -> "player " + positions.get(player)).stream().map(Problem::toString)
                .forEach(warnings::add);
        return warnings;
    }

    private static void invisible(List<String> warnings, String where, String field, String text) {
        ImportNames.invisible(field, text == null ? "" : text).ifPresent(why -> warnings.add(where + ": " + why));
    }

    /** The line a reader's problem names ("line 12, player 'X'"), or 0 for the file as a whole. */
    static int line(Problem problem) {
        Matcher matcher = LINE.matcher(problem.where());
        return matcher.find() ? Integer.parseInt(matcher.group(1)) : 0;
    }
}
