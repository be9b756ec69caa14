package dev.tengen.pages;

import dev.tengen.readmodel.PairingView;
import dev.tengen.readmodel.PlayerView;
import dev.tengen.readmodel.RoundView;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A round's pairings and results, board by board: both players with their ranks, the handicap and the komi (the
 * compensation White receives), the result and the game; then the players without a board and why.
 *
 * @param playing whether a board still has no result (the page then follows the round's changes)
 */
public record RoundPage(String heading, boolean published, List<Board> boards, List<Bye> byes,
        StandingsPage.Link previous, StandingsPage.Link next, boolean playing) {

    public record Side(String name, String href, String rank) {
    }

    /**
     * @param terms handicap and komi in a line, for the phone's narrow table: "Komi 6.5", "Handicap 2 · Komi 0.5"
     */
    public record Board(String number, Side black, Side white, String handicap, String komi, String terms,
            String result, boolean decided, String gameHref) {
    }

    public record Bye(String name, String href, String why) {
    }

    static RoundPage of(TournamentOverview t, int n, TournamentBook book, Reader reader) {
        Msg msg = reader.msg;
        RoundView view = book.round(t.id(), n).orElseThrow();
        Map<String, String> ranks = new HashMap<>();
        book.players(t.id()).orElse(List.of()).forEach((PlayerView p) -> ranks.put(p.id(), p.rank()));
        ResultWords results = new ResultWords(reader);
        Terms terms = new Terms(reader);
        List<Board> boards = view.pairings().stream().map(p -> new Board(reader.number(p.board()),
                side(t.id(), p.black(), p.blackName(), ranks), side(t.id(), p.white(), p.whiteName(), ranks),
                p.handicap() > 0 ? reader.number(p.handicap()) : "–", reader.points(p.komi()),
                (p.handicap() > 0 ? msg.colHandicap() + " " + reader.number(p.handicap()) + " · " : "")
                        + msg.colKomi() + " " + reader.points(p.komi()),
                result(p, results, reader), p.result() != null,
                p.gameId() == null ? null : Paths.game(p.gameId()))).toList();
        List<Bye> byes = view.byes().stream().map(b -> new Bye(b.name(), Paths.player(t.id(), b.playerId()),
                terms.bye(b.kind()) + (b.reason().isEmpty() ? "" : ": " + b.reason()))).toList();
        StandingsPage.Link previous = n > 1 ? new StandingsPage.Link(msg.roundN(reader.number(n - 1)),
                Paths.round(t.id(), n - 1), false) : null;
        StandingsPage.Link next = n < t.roundsPaired() ? new StandingsPage.Link(msg.roundN(reader.number(n + 1)),
                Paths.round(t.id(), n + 1), false) : null;
        boolean playing = !view.published() || view.pairings().stream().anyMatch(p -> p.result() == null);
        return new RoundPage(msg.pairingsTitle(reader.number(n)), view.published(), boards, byes, previous, next,
                playing);
    }

    private static Side side(String tournamentId, String playerId, String name, Map<String, String> ranks) {
        return new Side(name, Paths.player(tournamentId, playerId), ranks.getOrDefault(playerId, ""));
    }

    private static String result(PairingView p, ResultWords results, Reader reader) {
        if (p.result() != null) {
            return results.of(p.result(), p.byForfeit());
        }
        return p.gameId() == null ? reader.msg.notStarted() : reader.go.resultPending();
    }
}
