package dev.tengen.imports.ratings;

import dev.tengen.rank.Rank;
import dev.tengen.rank.Result;
import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Problem;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The EGD's rating list (allworld_lp, alleuro_lp and the national lists, europeangodatabase.eu "Other rating files
 * download"): a "(26 Nov 2026)" line with the list's date, and per player PIN, family and given name, country, club,
 * grade, promotion grade or "--", GoR, number of tournaments, last tournament's code (T + yymmdd + letter). Other
 * lines (headings, HTML around the list) are not players.
 */
final class EgdRatingList {

    private static final Pattern CANDIDATE = Pattern.compile("^\\s*\\d{8}\\s.*");
    private static final Pattern PLAYER = Pattern.compile("^\\s*(?<pin>\\d{8})\\s+(?<name>.+?)\\s+(?<country>[A-Z]{2})"
            + "\\s+(?<club>\\S{1,4})\\s+(?<grade>\\d{1,2}[kdpKDP])\\s+(?<promotion>\\d{1,2}[kdpKDP]|--)\\s+(?<gor>-?\\d+)"
            + "\\s+(?<tournaments>\\d+)\\s+(?<last>\\S+)\\s*$");
    private static final Pattern DATE = Pattern.compile("^\\s*\\((\\d{1,2} [A-Za-z]{3} \\d{4})\\)\\s*$");
    private static final Pattern TOURNAMENT_CODE = Pattern.compile("^[A-Za-z](\\d{2})(\\d{2})(\\d{2}).*");
    private static final DateTimeFormatter LIST_DATE = DateTimeFormatter.ofPattern("d MMM yyyy", Locale.ENGLISH);

    private EgdRatingList() {
    }

    static boolean isPlayerLine(String line) {
        return CANDIDATE.matcher(line).matches();
    }

    static Checked<RatingList> read(List<String> lines) {
        List<Problem> problems = new ArrayList<>();
        List<RatedPlayer> players = new ArrayList<>();
        Optional<LocalDate> date = Optional.empty();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher dated = DATE.matcher(line);
            if (dated.matches() && date.isEmpty()) {
                try {
                    date = Optional.of(LocalDate.parse(dated.group(1), LIST_DATE));
                } catch (DateTimeParseException e) {
                    problems.add(new Problem(RatingLists.line(i), "'" + dated.group(1) + "' is not a date like 26 Nov 2026"));
                }
            }
            // pairgoth leaves out the EGD's anonymised entries too: they name nobody to register
            if (!isPlayerLine(line) || line.contains("Anonymous") || line.contains("(undefined)")) {
                continue;
            }
            Matcher m = PLAYER.matcher(line);
            if (!m.matches()) {
                problems.add(new Problem(RatingLists.line(i), "not a player of the EGD's list: PIN, name, country, club,"
                        + " grade, promotion, GoR, tournaments, last tournament"));
                continue;
            }
            Result<Rank> grade = Rank.parse(m.group("grade").toLowerCase(Locale.ROOT));
            String[] name = m.group("name").strip().split("\\s+", 2);
            players.add(new RatedPlayer(RatingBody.EGF, m.group("pin"), name[0], name.length > 1 ? name[1] : "",
                    grade.toOptional(), OptionalInt.of(Integer.parseInt(m.group("gor"))), m.group("gor"), m.group("club"),
                    m.group("country"), tournamentDate(m.group("last")), i + 1));
        }
        return problems.isEmpty() ? Checked.valid(new RatingList(RatingBody.EGF, date, players)) : Checked.invalid(problems);
    }

    /** The date an EGD tournament code carries (T200202B: 2 February 2020); codes from 1990 on. */
    static Optional<LocalDate> tournamentDate(String code) {
        Matcher m = TOURNAMENT_CODE.matcher(code);
        if (!m.matches()) {
            return Optional.empty();
        }
        int yy = Integer.parseInt(m.group(1));
        try {
            return Optional.of(LocalDate.of(yy >= 90 ? 1900 + yy : 2000 + yy, Integer.parseInt(m.group(2)),
                    Integer.parseInt(m.group(3))));
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }
}
