package dev.tengen.platform.pages;

import dev.tengen.readmodel.CrosstableRow;
import dev.tengen.readmodel.CrosstableView;
import dev.tengen.readmodel.PairingView;
import dev.tengen.readmodel.PlayerView;
import dev.tengen.readmodel.StandingRow;
import dev.tengen.readmodel.StandingsView;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

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
 */
public record StandingsPage(String heading, int after, Link previous, Link next, List<Link> afterRounds,
        List<Header> rounds, List<Header> criteria, boolean wins, List<Line> lines, String placedBy, String note) {

    public record Link(String label, String href, boolean current) {
    }

    /** A column's short heading and its meaning. */
    public record Header(String abbr, String title) {
    }

    public record Line(String place, String name, String href, boolean withdrawn, String rank, String country,
            String club, String wins, List<ResultCell> cells, List<String> values) {
    }

    static StandingsPage of(TournamentOverview t, int after, TournamentBook book, Reader reader) {
        Msg msg = reader.msg;
        StandingsView standings = book.standings(t.id(), after).orElseThrow();
        CrosstableView table = book.crosstable(t.id(), after).orElseThrow();
        Map<String, CrosstableRow> cellsOf = new HashMap<>();
        table.rows().forEach(r -> cellsOf.put(r.playerId(), r));
        Map<String, PlayerView> players = new HashMap<>();
        book.players(t.id()).orElse(List.of()).forEach(p -> players.put(p.id(), p));
        List<Map<String, PairingView>> boards = boards(book, t.id(), after);
        boolean wins = !standings.criteria().contains("NBW");
        List<Line> lines = new ArrayList<>();
        for (StandingRow row : standings.rows()) {
            CrosstableRow crossed = cellsOf.get(row.playerId());
            List<ResultCell> cells = new ArrayList<>();
            for (int r = 0; r < after; r++) {
                String cell = crossed == null || r >= crossed.cells().size() ? "0" : crossed.cells().get(r);
                cells.add(ResultCell.of(cell, boards.get(r).get(row.playerId())));
            }
            PlayerView player = players.get(row.playerId());
            long won = cells.stream().filter(c -> c.outcome().equals("win")).count();
            lines.add(new Line(reader.number(row.place()) + (row.shared() ? "=" : ""), row.name(),
                    Paths.player(t.id(), row.playerId()), row.withdrawn(), row.rank(),
                    player == null ? "" : reader.country(player.country()), row.club(),
                    wins ? reader.number(won) : null, cells, row.values().stream().map(reader::number).toList()));
        }
        List<Header> rounds = new ArrayList<>();
        for (int r = 1; r <= after; r++) {
            rounds.add(new Header(msg.roundShort(reader.number(r)), msg.roundN(reader.number(r))));
        }
        List<Header> criteria = standings.criteria().stream().map(c -> new Header(c, title(c, msg))).toList();
        List<Link> afterRounds = new ArrayList<>();
        for (int r = 1; r <= t.roundsPaired(); r++) {
            afterRounds.add(new Link(reader.number(r), Paths.standings(t.id(), r), r == after));
        }
        Link previous = after > 1 ? new Link(msg.previousRound(), Paths.standings(t.id(), after - 1), false) : null;
        Link next = after < t.roundsPaired() ? new Link(msg.nextRound(), Paths.standings(t.id(), after + 1), false) : null;
        String heading = after == 0 ? msg.standings() : msg.standingsAfter(reader.number(after));
        String placedBy = standings.criteria().isEmpty() ? "" : msg.placedBy(String.join(", ", standings.criteria()));
        String note = standings.note() != null ? standings.note()
                : standings.rows().isEmpty() ? msg.standingsEmpty() : null;
        return new StandingsPage(heading, after, previous, next, afterRounds, rounds, criteria, wins, lines, placedBy,
                note);
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
