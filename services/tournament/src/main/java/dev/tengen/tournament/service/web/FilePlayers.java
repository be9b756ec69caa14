package dev.tengen.tournament.service.web;

import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Tournament;
import java.util.ArrayList;
import java.util.List;
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

    /** The line a reader's problem names ("line 12, player 'X'"), or 0 for the file as a whole. */
    static int line(Problem problem) {
        Matcher matcher = LINE.matcher(problem.where());
        return matcher.find() ? Integer.parseInt(matcher.group(1)) : 0;
    }
}
