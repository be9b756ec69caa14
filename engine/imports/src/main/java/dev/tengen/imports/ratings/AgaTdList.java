package dev.tengen.imports.ratings;

import dev.tengen.rank.Rank;
import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Problem;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The AGA's TDList (TDListA, and TDListB with the chapter's name; US Go wiki "AGA Document Formats", usgo.org
 * "Information for Tournament Directors"): one player a line, nine tab-separated fields, a tab written even for an empty
 * field: "Last, First", AGA id, membership type, rating, membership expiration (m/d/yyyy), chapter, state or country,
 * sigma, date of last rating (m/d/yyyy). The list itself carries no date.
 */
final class AgaTdList {

    static final int FIELDS = 9;
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("M/d/yyyy");

    private AgaTdList() {
    }

    static Checked<RatingList> read(List<String> lines) {
        List<Problem> problems = new ArrayList<>();
        List<RatedPlayer> players = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            String[] f = lines.get(i).split("\t", -1);
            String where = RatingLists.line(i);
            if (f.length < FIELDS) {
                problems.add(new Problem(where, "has " + f.length + " tab-separated fields, not the TDList's " + FIELDS));
                continue;
            }
            int before = problems.size();
            String id = f[1].strip();
            if (!id.matches("\\d+")) {
                problems.add(new Problem(where, "AGA id '" + id + "' is not a number"));
            }
            String listed = f[3].strip();
            Optional<BigDecimal> rating = Optional.empty();
            if (!listed.isEmpty()) {
                try {
                    rating = Optional.of(new BigDecimal(listed));
                } catch (NumberFormatException e) {
                    problems.add(new Problem(where, "rating '" + listed + "' is not a number"));
                }
            }
            Optional<LocalDate> lastRated = date(f[8].strip(), where, "date of last rating", problems);
            date(f[4].strip(), where, "membership expiration", problems);
            if (problems.size() > before) {
                continue;
            }
            String[] name = f[0].split(",", 2);
            String state = f[6].strip();
            players.add(new RatedPlayer(RatingBody.AGA, id, name[0].strip(), name.length > 1 ? name[1].strip() : "",
                    rating.flatMap(AgaTdList::rank), rating.map(AgaTdList::scaled).orElse(OptionalInt.empty()), listed,
                    f[5].strip(), state, lastRated, i + 1));
        }
        return problems.isEmpty() ? Checked.valid(new RatingList(RatingBody.AGA, Optional.empty(), players))
                : Checked.invalid(problems);
    }

    private static Optional<LocalDate> date(String text, String where, String what, List<Problem> problems) {
        if (text.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(LocalDate.parse(text, DATE));
        } catch (DateTimeParseException e) {
            problems.add(new Problem(where, what + " '" + text + "' is not a date written m/d/yyyy"));
            return Optional.empty();
        }
    }

    /** An AGA rating is in ranks: 1.0 to 1.99 is 1 dan, -1.0 to -1.99 is 1 kyu (nothing between -1 and 1). */
    static Optional<Rank> rank(BigDecimal rating) {
        int whole = rating.abs().intValue();
        if (whole < 1 || whole > 30 || rating.signum() > 0 && whole > 9) {
            return Optional.empty();
        }
        return Optional.of(rating.signum() > 0 ? Rank.dan(whole) : Rank.kyu(whole));
    }

    /**
     * The AGA rating on Tengen's scale, 2050 at the line between 1 kyu and 1 dan and 100 a rank: 1.0 is 2050, 2.5 is
     * 2200, -1.0 is 2050 and -6.9 is 1460 (the AGA's gap between -1 and 1 closed).
     */
    static OptionalInt scaled(BigDecimal rating) {
        BigDecimal shift = rating.signum() > 0 ? rating.subtract(BigDecimal.ONE) : rating.add(BigDecimal.ONE);
        return OptionalInt.of(2050 + shift.movePointRight(2).intValue());
    }
}
