package dev.tengen.pages;

import dev.tengen.readmodel.CrosstableRow;
import dev.tengen.readmodel.CrosstableView;
import dev.tengen.readmodel.PairingView;
import dev.tengen.readmodel.PlayerView;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The standings after a round as OpenGotha and the EGD print them: place, name, rank, country, club, each round's
 * result ({@link ResultCell}, linked to its game), then the placement's criteria, the main score first.
 *
 * @param after the round the standings are after (0 before any result)
 * @param previous the standings after the round before, or null
 * @param next the standings after the round after, or null
 * @param rounds the rounds' column headers
 * @param criteria the criteria's column headers
 * @param wins whether a column of wins is shown (when no criterion counts them already)
 * @param note why the standings cannot be computed, or null
 * @param registeredOnly the players registered with no game and no bye in any round, not placed (OpenGotha leaves them
 *     out of its standings too)
 */
public record StandingsPage(String heading, int after, Link previous, Link next, List<Link> afterRounds,
        List<Header> rounds, List<Header> criteria, boolean wins, List<Line> lines, String placedBy, String note,
        List<Unplaced> registeredOnly) {

    /** A player registered with no game and no bye yet: not placed, listed under the table. */
    public record Unplaced(String name, String href, String rank, String club) {
    }

    public record Link(String label, String href, boolean current) {
    }

    /** A column's short heading and its meaning. */
    public record Header(String abbr, String title) {
    }

    public record Line(String place, String name, String href, boolean withdrawn, String rank, String country,
            String club, String wins, List<ResultCell> cells, List<String> values) {
    }

    /**
     * The standings after round {@code after}: the read model's crosstable through that round, which places the players
     * as the standings do and gives each round's cell (one computation of the table, not two).
     */
    static StandingsPage of(TournamentOverview t, int after, TournamentBook book, Reader reader) {
        Msg msg = reader.msg;
        CrosstableView table = book.crosstable(t.id(), after).orElseThrow();
        Map<String, PlayerView> players = new HashMap<>();
        book.players(t.id()).orElse(List.of()).forEach(p -> players.put(p.id(), p));
        Map<Integer, Long> atPlace = table.rows().stream()
                .collect(Collectors.groupingBy(CrosstableRow::place, Collectors.counting()));
        List<Map<String, PairingView>> boards = boards(book, t.id(), after);
        boolean wins = !table.criteria().contains("NBW");
        List<Line> lines = new ArrayList<>();
        for (CrosstableRow row : table.rows()) {
            List<ResultCell> cells = new ArrayList<>();
            for (int r = 0; r < after; r++) {
                String cell = r < row.cells().size() ? row.cells().get(r) : "0";
                String text = r < row.results().size() ? row.results().get(r) : "0";
                cells.add(ResultCell.of(cell, text, boards.get(r).get(row.playerId())));
            }
            Optional<PlayerView> player = Optional.ofNullable(players.get(row.playerId()));
            long won = cells.stream().filter(c -> c.outcome().equals("win")).count();
            lines.add(new Line(reader.number(row.place()) + (atPlace.get(row.place()) > 1 ? "=" : ""), row.name(),
                    Paths.player(t.id(), row.playerId()), player.map(PlayerView::withdrawn).orElse(false), row.rank(),
                    player.map(p -> reader.country(p.country())).orElse(""), player.map(PlayerView::club).orElse(""),
                    wins ? reader.number(won) : null, cells, row.values().stream().map(reader::number).toList()));
        }
        List<Header> rounds = new ArrayList<>();
        for (int r = 1; r <= after; r++) {
            rounds.add(new Header(msg.roundShort(reader.number(r)), msg.roundN(reader.number(r))));
        }
        List<Header> criteria = table.criteria().stream().map(c -> new Header(c, title(c, msg))).toList();
        List<Link> afterRounds = new ArrayList<>();
        for (int r = 1; r <= t.roundsPaired(); r++) {
            afterRounds.add(new Link(reader.number(r), Paths.standings(t.id(), r), r == after));
        }
        Link previous = after > 1 ? new Link(msg.previousRound(), Paths.standings(t.id(), after - 1), false) : null;
        Link next = after < t.roundsPaired() ? new Link(msg.nextRound(), Paths.standings(t.id(), after + 1), false) : null;
        String heading = after == 0 ? msg.standings() : msg.standingsAfter(reader.number(after));
        String placedBy = table.criteria().isEmpty() ? "" : msg.placedBy(String.join(", ", table.criteria()));
        String note = table.note() != null ? table.note() : table.rows().isEmpty() ? msg.standingsEmpty() : null;
        List<Unplaced> unplaced = table.registeredOnly().stream().map(p -> new Unplaced(p.name(),
                Paths.player(t.id(), p.playerId()), p.rank(), p.club())).toList();
        return new StandingsPage(heading, after, previous, next, afterRounds, rounds, criteria, wins, lines, placedBy,
                note, unplaced);
    }

    /** The last round with a result: the standings a reader expects when none is asked for (0 before any). */
    static int lastRoundWithResult(TournamentOverview t, TournamentBook book) {
        for (int r = t.roundsPaired(); r > 0; r--) {
            if (book.round(t.id(), r).orElseThrow().pairings().stream().anyMatch(p -> p.result() != null)) {
                return r;
            }
        }
        return 0;
    }

    /** Each round's boards by player, rounds 1 to {@code after}. */
    private static List<Map<String, PairingView>> boards(TournamentBook book, String id, int after) {
        List<Map<String, PairingView>> rounds = new ArrayList<>();
        for (int r = 1; r <= after; r++) {
            Map<String, PairingView> byPlayer = new HashMap<>();
            for (PairingView p : book.round(id, r).orElseThrow().pairings()) {
                byPlayer.put(p.black(), p);
                byPlayer.put(p.white(), p);
            }
            rounds.add(byPlayer);
        }
        return rounds;
    }

    /** What a criterion's abbreviation stands for, by its family (OpenGotha's names: SOSW, SOSM-1, SODOSW, ...). */
    private static String title(String criterion, Msg msg) {
        String name = criterion.toUpperCase(Locale.ROOT);
        if (name.equals("NBW") || name.equals("NBG")) {
            return msg.critWins();
        }
        if (name.equals("MMS")) {
            return msg.critMcMahon();
        }
        if (name.startsWith("SOSOS")) {
            return msg.critSosos();
        }
        if (name.startsWith("SODOS")) {
            return msg.critSodos();
        }
        if (name.startsWith("SOS")) {
            return msg.critSos();
        }
        if (name.startsWith("CUSS")) {
            return msg.critCuss();
        }
        return criterion;
    }
}
