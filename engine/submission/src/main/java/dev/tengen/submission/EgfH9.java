package dev.tengen.submission;

import dev.tengen.rank.Rank;
import dev.tengen.rank.RankKind;
import dev.tengen.standing.Place;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.HandicapPolicy;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Tournament;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The European Go Database's results table, "h9" (the EGD's format page, gemma.ujf.cas.cz/~cieply/GO/format.html, and
 * the files OpenGotha writes): header tags after ';', then one line per placed player: place (blank for a shared
 * place), name, rank, country, club, the placement criteria's values, and each round as
 * {@code <opponent row><+|-|=|?>/<w|b><handicap>} ({@code !} instead of {@code /} for a result by default), a round
 * without a game as {@code 0+}, {@code 0=} or {@code 0-}, and the EGD PIN after {@code |} when known. ISO-8859-15.
 */
public final class EgfH9 {

    public static final Charset ENCODING = Charset.forName("ISO-8859-15");
    /** The membership body whose id is the EGD PIN. */
    public static final String EGD = "egf";
    static final Transliteration LATIN9 = new Transliteration(ENCODING);

    private EgfH9() {}

    /** Everything the EGD would refuse or question, before anything is written. */
    public static List<Issue> check(Tournament tournament, Details details) {
        List<Issue> issues = new ArrayList<>();
        ResultTable.of(tournament, issues).ifPresent(table -> checkPlayers(tournament, table, issues));
        if (details.timing().isEmpty()) {
            issues.add(Issue.error("event", "no time system is known: the EGD needs the tournament class (CL) and the"
                    + " adjusted time (TM), which follow from the basic time and the overtime"));
        } else if (EgfClass.of(details.timing().get()).isEmpty()) {
            issues.add(Issue.error("event", "the time system (adjusted time " + details.timing().get().adjustedTime().toMinutes()
                    + " min) is below every EGF class: " + EgfClass.C.minimums()));
        }
        for (GameRecord game : tournament.games()) {
            if (!game.isPlayed() && !game.byForfeit()) {
                issues.add(Issue.error("round " + game.round() + ", board " + game.board(), "the game has no result;"
                        + " the EGD rates only results"));
            }
        }
        return issues;
    }

    private static void checkPlayers(Tournament tournament, ResultTable table, List<Issue> issues) {
        PlayerLabels labels = PlayerLabels.of(tournament);
        for (Place place : table.places()) {
            tournament.player(place.entrant()).ifPresent(player -> {
                String where = labels.label(player);
                String name = name(player);
                if (!LATIN9.fits(name)) {
                    issues.add(Issue.warning(where, "the name '" + name + "' does not fit ISO-8859-15; written as '"
                            + LATIN9.of(name) + "'"));
                }
                if (rank(player.rank()).isEmpty()) {
                    issues.add(Issue.error(where, "the rank " + player.rank().notation() + " has no EGD notation (kyu,"
                            + " dan or professional dan)"));
                }
                if (!player.memberships().containsKey(EGD)) {
                    issues.add(Issue.warning(where, "no EGD PIN: the EGD will match the player by name"));
                }
                if (player.country().isBlank()) {
                    issues.add(Issue.warning(where, "no country: written as XX"));
                }
            });
        }
        for (String id : table.ranked().registeredOnly()) {
            issues.add(Issue.warning(labels.label(id), "registered but never paired: left out of the file"));
        }
    }

    /** The file's text, whatever the check found: the caller decides whether to send it (see {@link Submission}). */
    public static String write(Tournament tournament, Details details) {
        List<Issue> ignored = new ArrayList<>();
        Optional<ResultTable> found = ResultTable.of(tournament, ignored);
        if (found.isEmpty()) {
            throw new IllegalArgumentException(ignored.get(0).what());
        }
        ResultTable table = found.get();
        StringBuilder out = new StringBuilder();
        header(tournament, details, out);
        List<PlacementCriterion> criteria = table.ranked().criteria();
        StringBuilder columns = new StringBuilder("; Pl Name                            Rk Co Club");
        criteria.forEach(c -> columns.append(String.format(Locale.ROOT, " %5s", c.fileName())));
        out.append(columns).append('\n');
        List<Place> places = table.places();
        for (int i = 0; i < places.size(); i++) {
            Place place = places.get(i);
            Player player = tournament.player(place.entrant()).orElseThrow();
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%4s %-30s %3s %2s %-4s",
                    table.showsPlace(i) ? Integer.toString(place.place()) : "", LATIN9.of(name(player)),
                    rank(player.rank()).orElse(player.rank().notation()), country(player), club(player)));
            for (double value : place.values()) {
                line.append(String.format(Locale.ROOT, " %5s", Numbers.text(value)));
            }
            for (int round = 1; round <= table.rounds(); round++) {
                line.append(String.format(Locale.ROOT, "%-9s", cell(table.cell(place.entrant(), round))));
            }
            String pin = player.memberships().get(EGD);
            out.append(pin == null ? line.toString().stripTrailing() : line + " |" + pin).append('\n');
        }
        return out.toString();
    }

    private static void header(Tournament tournament, Details details, StringBuilder out) {
        details.timing().flatMap(EgfClass::of).ifPresent(c -> out.append("; CL[").append(c.name()).append("]\n"));
        out.append("; EV[").append(LATIN9.of(tournament.event().name())).append("]\n");
        out.append("; PC[").append(details.country()).append(',').append(LATIN9.of(tournament.event().place())).append("]\n");
        out.append("; DT[").append(tournament.event().begins()).append(',').append(tournament.event().ends()).append("]\n");
        HandicapPolicy handicap = tournament.regulations().handicap();
        out.append("; HA[").append(handicap.ceiling() == 0 ? "0" : "h" + handicap.correction()).append("]\n");
        out.append("; KM[").append(Numbers.text(tournament.regulations().compensation())).append("]\n");
        details.timing().ifPresent(t -> {
            out.append("; TM[").append(t.adjustedTime().toMinutes()).append("]\n");
            out.append("; CM[").append(t.overtime().label()).append("]\n");
        });
        out.append("; Generated by Tengen\n;\n");
    }

    /**
     * A round as the h9 writes it: opponent row right-aligned in five, the result, and for a game the colour and the
     * handicap after '/' ('!' when decided by default), as OpenGotha lays it out.
     */
    private static String cell(ResultTable.Cell cell) {
        String text = String.format(Locale.ROOT, "%5d%c", cell.opponentRow(), cell.symbol());
        return cell.hasGame() ? text + (cell.byDefault() ? '!' : '/') + (cell.white() ? 'w' : 'b') + cell.handicap() : text;
    }

    /**
     * Family name then given name; spaces inside the family name become '_' so that a reader finds where the given
     * name starts (Tengen's convention; the EGD's own lists show family names as one word).
     */
    static String name(Player player) {
        String family = player.name().strip().replaceAll("\\s+", "_");
        return player.firstName().isBlank() ? family : family + " " + player.firstName().strip().replaceAll("\\s+", "_");
    }

    /** The EGD's rank notation: "12K", "3D", "1P"; none for Ing's ranks. */
    static Optional<String> rank(Rank rank) {
        if (rank.kind() != RankKind.KYU && rank.kind() != RankKind.DAN && rank.kind() != RankKind.PRO) {
            return Optional.empty();
        }
        return Optional.of(rank.notation().toUpperCase(Locale.ROOT));
    }

    /** OpenGotha writes an unknown country as XX. */
    private static String country(Player player) {
        return player.country().isBlank() ? "XX" : player.country().strip().toUpperCase(Locale.ROOT);
    }

    /** One word, as the column is read by words; OpenGotha writes an unknown club as xxxx. */
    private static String club(Player player) {
        String club = LATIN9.of(player.club().strip().replaceAll("\\s+", "_"));
        return club.isEmpty() ? "xxxx" : club;
    }
}
