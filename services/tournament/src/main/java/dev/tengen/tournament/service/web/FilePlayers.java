package dev.tengen.tournament.service.web;

import dev.tengen.imports.ImportNames;
import dev.tengen.imports.ImportReading;
import dev.tengen.imports.NameWarning;
import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.opengotha.OpenGothaFile;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
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
     * An OpenGotha file read, with the warnings on its players' names and their hidden characters left out: OpenGotha's
     * reader (engine/tournament, below engine/imports) does not look for them, so they are looked for here, once; the
     * readers of MacMahon and pairgoth files do it themselves ({@code readWithNames}).
     */
    static ImportReading openGotha(Checked<Tournament> read) {
        if (!(read instanceof Checked.Valid<Tournament> valid)) {
            return new ImportReading(new OpenGothaFile.Reading(read, List.of()), List.of());
        }
        return new ImportReading(new OpenGothaFile.Reading(Checked.valid(ImportNames.visible(valid.value())), List.of()),
                ImportNames.warnings(valid.value().players()));
    }

    /**
     * What a director should look at before the file's players are registered, each "player N: what" with N the
     * player's position in the file's list as the import's rows number them: a name, club or country holding an
     * invisible character (a zero-width space, a bidi override: left out), and two players of one name
     * ({@link NameWarning}s, found once by the file's reader or {@link #openGotha}).
     */
    static List<String> warnings(List<Player> players, List<NameWarning> names) {
        Map<String, Integer> positions = new HashMap<>();
        for (int index = 0; index < players.size(); index++) {
            positions.putIfAbsent(players.get(index).id(), index + 1);
        }
        Function<Player, String> where = player -> "player " + positions.get(player.id());
        return names.stream()
                .map(warning -> where.apply(warning.player()) + ": " + warning.what(NameWarning.PlayerText::words, where))
                .toList();
    }

    /** The line a reader's problem names ("line 12, player 'X'"), or 0 for the file as a whole. */
    static int line(Problem problem) {
        Matcher matcher = LINE.matcher(problem.where());
        return matcher.find() ? Integer.parseInt(matcher.group(1)) : 0;
    }
}
