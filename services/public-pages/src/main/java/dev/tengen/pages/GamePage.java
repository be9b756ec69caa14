package dev.tengen.pages;

import dev.tengen.game.service.api.ClockFace;
import dev.tengen.game.service.api.ClockReading;
import dev.tengen.readmodel.GameReplay;
import dev.tengen.readmodel.GameView;
import dev.tengen.readmodel.LiveBoard;
import dev.tengen.readmodel.ReplayStep;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;

/**
 * A game's page: who plays whom, where and under which rules, the board with a viewer that steps through the moves
 * (the stones each move placed and removed come from the engine's replay, {@link GameReplay}), the captures, the
 * clocks, the result, and what happened, in sentences about people.
 *
 * @param start the stones before the first move, for the viewer: "B:D4 B:Q16"
 * @param toPlay whose turn it is, while the game goes on; null once it ended
 * @param clock both clocks, or null for a game without one
 * @param note why the replay stopped early, or null
 */
public record GamePage(Player black, Player white, String tournament, String tournamentHref, String round,
        String roundHref, String where, List<EventPage.Fact> facts, boolean finished, String status, String toPlay,
        BoardPicture picture, String start, List<Step> steps, String position, String captures, Viewer viewer,
        Clock clock, List<HistorySentences.Line> history, Times times, String sgfHref, String note) {

    /**
     * In which zone the history's times are given: the venue's, which the page's script replaces by the reader's own
     * zone when it differs.
     *
     * @param note "Times are given in Central European Time."
     * @param pattern the same sentence with {@code {zone}} for the script to fill
     * @param zone the venue's IANA zone id
     */
    public record Times(String note, String pattern, String zone) {
    }

    /**
     * What the viewer's script writes under the board as it steps: before the first move, "Move {n} of {total}" with
     * its placeholders, and the captures before the first move.
     */
    public record Viewer(String atStart, String moveOf, String noCaptures) {
    }

    public record Player(String name, String rank, String href) {
    }

    /**
     * One move for the list and the viewer: its label ("B D4"), and what it placed and removed.
     *
     * @param colour "b" or "w"
     * @param captured the points it removed, space-separated
     * @param prisoners the captures after it, as the page shows them
     */
    public record Step(int number, String colour, String point, String label, String captured, String prisoners) {
    }

    /** Both clocks; {@code state} says why none runs, when none does. */
    public record Clock(Side black, Side white, String state) {

        public List<Side> sides() {
            return List.of(black, white);
        }
    }

    /**
     * One side of the clock.
     *
     * @param main the time that counts now (basic time, or the period's)
     * @param details periods, moves or penalty points left, as words
     * @param runningMillis the milliseconds left on {@code main} as the page was written, when this side's clock
     *     runs (the script counts down from there); else null
     */
    public record Side(String label, String main, String details, Long runningMillis) {
    }

    /** @param now the time the page is written, from which a running clock's time is read */
    static GamePage of(GameView g, LiveBoard board, GameReplay replay, People people, ZoneId zone, Instant now,
            Reader reader) {
        Msg msg = reader.msg;
        GameText text = reader.game;
        Terms terms = new Terms(reader);
        List<EventPage.Fact> facts = new ArrayList<>();
        facts.add(new EventPage.Fact(msg.colRules(), terms.ruleSet(g.ruleset())));
        facts.add(new EventPage.Fact(msg.factKomi(), reader.points(g.komi())));
        if (g.handicap() > 0) {
            facts.add(new EventPage.Fact(msg.colHandicap(), reader.number(g.handicap())));
        }
        String status = g.finished() ? text.resultIs(new ResultWords(reader).of(g.result(), false)) : text.inPlay();
        String toPlay = g.finished() ? null : text.toPlay(terms.colour(board.toMove()));
        StringBuilder start = new StringBuilder();
        replay.black().forEach(p -> start.append("b:").append(p).append(' '));
        replay.white().forEach(p -> start.append("w:").append(p).append(' '));
        List<Step> steps = new ArrayList<>();
        for (ReplayStep s : replay.steps()) {
            boolean black = s.colour().equals("black");
            String point = s.point().equals("pass") ? reader.go.pass() : s.point();
            steps.add(new Step(s.number(), black ? "b" : "w", s.point(),
                    (black ? reader.go.winnerBlack() : reader.go.winnerWhite()) + " " + point,
                    String.join(" ", s.captured()), captures(s.capturedByBlack(), s.capturedByWhite(), reader)));
        }
        String title = board.moves() == 0 ? text.atStart()
                : text.moveOf(reader.number(board.moves()), reader.number(board.moves()));
        String basePath = Paths.tournament(g.tournamentId());
        return new GamePage(player(g, g.black(), g.blackName(), g.blackRank()),
                player(g, g.white(), g.whiteName(), g.whiteRank()), g.tournamentName(), basePath,
                msg.roundN(reader.number(g.round())), Paths.round(g.tournamentId(), g.round()),
                text.roundBoard(reader.number(g.round()), reader.number(g.board())), facts, g.finished(), status, toPlay,
                BoardPicture.of(board.size(), board.rows(), board.lastMove(), title), start.toString().strip(), steps,
                title, captures(board.capturedByBlack(), board.capturedByWhite(), reader),
                new Viewer(text.atStart(), text.moveOf("{n}", "{total}"), captures(0, 0, reader)),
                clock(board.clock(), now, reader), new HistorySentences(reader, people).of(g, zone),
                new Times(text.timesIn(reader.zone(zone)), text.timesIn("{zone}"), zone.getId()),
                Paths.gameApi(g.gameId()) + "/sgf",
                board.note() == null ? replay.note() : board.note());
    }

    private static Player player(GameView g, String id, String name, String rank) {
        return new Player(name, rank, Paths.player(g.tournamentId(), id));
    }

    /** "Black 3 · White 1" in the reader's words. */
    private static String captures(int black, int white, Reader reader) {
        return reader.go.black() + " " + reader.number(black) + " · " + reader.go.white() + " " + reader.number(white);
    }

    private static Clock clock(ClockFace face, Instant now, Reader reader) {
        if (face == null || face.timeControl() == null || face.timeControl().untimed()) {
            return null;
        }
        GameText text = reader.game;
        String state = switch (face.phase()) {
            case "ready" -> text.clockNotStarted();
            case "suspended" -> text.clockPaused();
            case "running" -> null;
            default -> text.clockStopped();
        };
        boolean runs = state == null && !face.paused();
        Duration since = face.readAt() == null ? Duration.ZERO : Duration.between(face.readAt(), now);
        return new Clock(side(reader.go.black(), face.black(), runs && "black".equals(face.running()), since, reader),
                side(reader.go.white(), face.white(), runs && "white".equals(face.running()), since, reader), state);
    }

    /** One side; a running side's time is read {@code since} after the clock's last event. */
    private static Side side(String label, ClockReading reading, boolean running, Duration since, Reader reader) {
        if (reading == null) {
            return new Side(label, "–", "", null);
        }
        GameText text = reader.game;
        boolean overtime = reading.basicTimeLeft() == null || reading.basicTimeLeft().isZero();
        Duration atEvent = !overtime ? reading.basicTimeLeft()
                : reading.periodTimeLeft() == null ? Duration.ZERO : reading.periodTimeLeft();
        Duration main = running ? max(atEvent.minus(since), Duration.ZERO) : atEvent;
        List<String> details = new ArrayList<>();
        if (reading.periodsLeft() != null) {
            details.add(text.periodsLeft(reader.number(reading.periodsLeft())));
        }
        if (overtime && reading.movesLeft() != null) {
            details.add(text.movesLeft(reader.number(reading.movesLeft())));
        }
        if (reading.penaltyPoints() != null && reading.penaltyPoints() > 0) {
            details.add(text.penaltyPoints(reader.number(reading.penaltyPoints())));
        }
        if (reading.expired()) {
            details.add(text.timeExpired());
        }
        return new Side(label, Reader.clockTime(main), String.join(" · ", details), running ? main.toMillis() : null);
    }

    private static Duration max(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }
}
