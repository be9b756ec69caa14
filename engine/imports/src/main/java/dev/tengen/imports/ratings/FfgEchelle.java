package dev.tengen.imports.ratings;

import dev.tengen.rank.Rank;
import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Problem;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The FFG's ladder (échelle, ffg.jeudego.org echelle/echtxt/ech_ffg_V3.txt), ISO-8859-1: a first line "#Echelle au
 * d/MM/yyyy ..." with the list's date, "#" comment lines, and per player family name, given name, rating (FFG points:
 * 0 at the line between 1 kyu and 1 dan, 100 a rank; -9999 not rated), licence status, licence (7 characters, "-------"
 * for none), club (4 characters), country. No player's rating date.
 */
final class FfgEchelle {

    static final String HEADER = "#Echelle au ";
    /** The FFG's "not rated" (NC). */
    private static final int NOT_RATED = -9999;
    private static final Pattern PLAYER = Pattern.compile("^(?<name>\\S+)\\s+(?<first>\\S+)\\s+(?<rating>-?\\d+)\\s+"
            + "(?<status>[-eCLX])\\s+(?<licence>[0-9A-Z]{7}|-------)\\s+(?<club>\\S{4})\\s+(?<country>[A-Z]{2})\\s*$");
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("d/MM/yyyy");

    private FfgEchelle() {
    }

    static Checked<RatingList> read(List<String> lines) {
        List<Problem> problems = new ArrayList<>();
        String dateText = lines.get(0).substring(HEADER.length()).strip().split("\\s+")[0];
        Optional<LocalDate> date = Optional.empty();
        try {
            date = Optional.of(LocalDate.parse(dateText, DATE));
        } catch (DateTimeParseException e) {
            problems.add(new Problem(RatingLists.line(0), "'" + dateText + "' is not the échelle's date, d/MM/yyyy"));
        }
        List<RatedPlayer> players = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            Matcher m = PLAYER.matcher(line);
            if (!m.matches()) {
                problems.add(new Problem(RatingLists.line(i), "not a player of the FFG's échelle: name, given name,"
                        + " rating, licence status, licence, club, country"));
                continue;
            }
            int points = Integer.parseInt(m.group("rating"));
            boolean rated = points != NOT_RATED;
            String licence = m.group("licence").equals("-------") ? "" : m.group("licence");
            players.add(new RatedPlayer(RatingBody.FFG, licence, m.group("name"), m.group("first"),
                    rated ? Optional.of(rank(points)) : Optional.empty(), rated ? OptionalInt.of(points + 2050) : OptionalInt.empty(),
                    m.group("rating"), m.group("club"), m.group("country"), Optional.empty(), i + 1));
        }
        return problems.isEmpty() ? Checked.valid(new RatingList(RatingBody.FFG, date, players)) : Checked.invalid(problems);
    }

    /** FFG points to a rank: 1 to 100 is 1 dan, 0 to -100 is 1 kyu, and so on by hundreds, within 30k..9d. */
    static Rank rank(int points) {
        if (points > 0) {
            return Rank.dan(Math.min(9, (points + 99) / 100));
        }
        return Rank.kyu(Math.min(30, Math.max(1, (-points + 99) / 100)));
    }
}
