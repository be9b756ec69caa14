package dev.tengen.readmodel;

import dev.tengen.game.service.api.ArrivalRecorded;
import dev.tengen.game.service.api.ByoyomiPeriodUsed;
import dev.tengen.game.service.api.ClockPaused;
import dev.tengen.game.service.api.ClockResumed;
import dev.tengen.game.service.api.ClockStarted;
import dev.tengen.game.service.api.DeadStonesAgreed;
import dev.tengen.game.service.api.DeadStonesMarked;
import dev.tengen.game.service.api.ExpiryJudgedAsPass;
import dev.tengen.game.service.api.GameForfeited;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.GameVoided;
import dev.tengen.game.service.api.IllegalMoveRejected;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.PassCounted;
import dev.tengen.game.service.api.PassPlayed;
import dev.tengen.game.service.api.PenaltyImposed;
import dev.tengen.game.service.api.PenaltyPointsCharged;
import dev.tengen.game.service.api.PlayerResigned;
import dev.tengen.game.service.api.RecountRequested;
import dev.tengen.game.service.api.ResultConfirmationGiven;
import dev.tengen.game.service.api.GameResultCorrected;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.game.service.api.ResultEntered;
import dev.tengen.game.service.api.ResultProposed;
import dev.tengen.game.service.api.TimeExpired;
import dev.tengen.game.service.api.TurnLost;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.tournament.service.api.ResultCorrected;
import dev.tengen.tournament.service.api.ResultRecorded;
import dev.tengen.rules.Color;
import dev.tengen.rules.Move;
import dev.tengen.rules.Point;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;

/**
 * Game records: each game's players, rules, moves and result, the events that touched it ({@link ArchivedGame}),
 * its SGF export ({@link GameSgf}) and its live position replayed by the engine ({@link ArchivedGame#replay}).
 * In memory and rebuilt from the events alone.
 */
@ProcessingGroup(GameArchive.PROCESSING_GROUP)
public class GameArchive {

    public static final String PROCESSING_GROUP = "read-game-archive";

    private final Map<String, String> tournamentNames = new HashMap<>();
    /** Player (name, rank) by tournament id and player id. */
    private final Map<String, Map<String, PlayerRegistered>> players = new HashMap<>();
    private final Map<String, ArchivedGame> games = new HashMap<>();

    // ------------------------------------------------------------------ events

    @EventHandler
    synchronized void on(TournamentCreated event) {
        tournamentNames.put(event.tournamentId(), event.name());
    }

    @EventHandler
    synchronized void on(PlayerRegistered event) {
        players.computeIfAbsent(event.tournamentId(), t -> new HashMap<>()).put(event.playerId(), event);
    }

    @EventHandler
    synchronized void on(GameStarted event) {
        ArchivedGame game = new ArchivedGame(event);
        games.put(event.gameId(), game);
        game.clock.apply(event);
        game.history.add(size -> entry(event.at(), "GameStarted", event.by(), "round " + event.round() + ", board " + event.board()
                + ", " + event.ruleset() + ", handicap " + event.handicap() + ", komi " + event.komi(),
                facts("round", event.round(), "board", event.board(), "ruleset", event.ruleset(), "handicap",
                        event.handicap(), "komi", event.komi())));
    }

    @EventHandler
    synchronized void on(ResultConfirmed event) {
        ArchivedGame game = games.get(event.gameId());
        if (game == null) {
            return;
        }
        game.result = event.result();
        game.reason = event.reason() == null ? "" : event.reason();
        if (game.enteredBy != null) {
            return; // the official's entry just before says who and why
        }
        String reason = game.reason;
        game.history.add(size -> entry(event.at(), "ResultConfirmed", String.join(", ", event.confirmedBy()),
                event.result() + (event.byForfeit() ? " by forfeit" : "") + (reason.isEmpty() ? "" : ": " + reason),
                facts("result", event.result(), "byForfeit", event.byForfeit() ? "true" : null, "reason", reason)));
    }

    /** An official recorded the result from the slip; the game ended with it. */
    @EventHandler
    synchronized void on(ResultEntered event) {
        Optional.ofNullable(games.get(event.gameId())).ifPresent(g -> g.enteredBy = event.by());
        touched(event.gameId(), size -> entry(event.at(), "ResultEntered", event.by(), event.result()
                + (event.byForfeit() ? " by forfeit" : "") + " from the result slip: " + event.reason()
                + (event.setAside() == null ? "" : " (the game's own result " + event.setAside() + " set aside)"),
                facts("result", event.result(), "byForfeit", event.byForfeit() ? "true" : null, "reason", event.reason(),
                        "setAside", event.setAside())));
    }

    /** The game took the tournament's correction; its line is the tournament's {@link ResultCorrected}. */
    @EventHandler
    synchronized void on(GameResultCorrected event) {
        Optional.ofNullable(games.get(event.gameId())).ifPresent(g -> {
            g.result = event.result();
            g.reason = event.reason();
        });
    }

    /** A correction of the round's pairing voided the game: its record ends as void (SGF's RE[Void]). */
    @EventHandler
    synchronized void on(GameVoided event) {
        Optional.ofNullable(games.get(event.gameId())).ifPresent(g -> {
            g.result = "Void";
            g.reason = "voided by a correction of the pairing: " + event.reason();
        });
        touched(event.gameId(), size -> entry(event.at(), "GameVoided", event.by(), "void after " + event.movesPlayed()
                + " moves: the pairing of round " + event.round() + " was corrected (" + event.reason() + ")",
                facts("moves", event.movesPlayed(), "round", event.round(), "reason", event.reason())));
    }

    @EventHandler
    synchronized void on(MovePlayed event) {
        ArchivedGame game = games.get(event.gameId());
        if (game == null) {
            return;
        }
        game.clock.apply(event);
        Optional<Point> point = Point.parse(event.point(), game.started.boardSize());
        if (point.isPresent()) {
            played(event.gameId(), event.color(), point.get(), event.at(), event.by());
        } else {
            touched(event.gameId(), size -> entry(event.at(), "MovePlayed", event.by(), "unreadable point " + event.point(),
                    facts("colour", colour(event.color()), "point", event.point(), "unreadable", "true")));
        }
    }

    @EventHandler
    synchronized void on(PassPlayed event) {
        clock(event.gameId(), event);
        passed(event.gameId(), event.color(), event.at(), event.by());
    }

    /** A lost turn is the player's pass in the record, one that makes no set of passes ({@code Game.loseTurn}). */
    @EventHandler
    synchronized void on(TurnLost event) {
        clock(event.gameId(), event);
        Optional.ofNullable(games.get(event.gameId())).ifPresent(g -> g.moves.add(new ArchivedGame.TimedMove(Move.turnLost(event.color()), event.at(), event.by())));
        touched(event.gameId(), size -> entry(event.at(), "TurnLost", event.by(), colour(event.color()) + " loses the turn"
                + article(event.article()), facts("colour", colour(event.color()), "article", event.article())));
    }

    /**
     * AGA rule 7: the illegal move counts as a pass; with {@code movesTakenBack} 2 the player's previous stone is
     * taken back too.
     */
    @EventHandler
    synchronized void on(PassCounted event) {
        clock(event.gameId(), event);
        Optional.ofNullable(games.get(event.gameId())).ifPresent(g -> {
            for (int k = 1; k < event.movesTakenBack(); k++) {
                for (int i = g.moves.size() - 1; i >= 0; i--) {
                    if (g.moves.get(i).move().color() == event.color()) {
                        g.moves.remove(i);
                        break;
                    }
                }
            }
            g.moves.add(new ArchivedGame.TimedMove(Move.pass(event.color()), event.at(), event.by()));
        });
        touched(event.gameId(), size -> entry(event.at(), "PassCounted", event.by(), colour(event.color()) + "'s illegal move counts as a pass, "
                + event.movesTakenBack() + " taken back" + article(event.article()), facts("colour",
                        colour(event.color()), "count", event.movesTakenBack(), "article", event.article())));
    }

    @EventHandler
    synchronized void on(IllegalMoveRejected event) {
        touched(event.gameId(), size -> entry(event.at(), "IllegalMoveRejected", event.by(), colour(event.color()) + " at " + event.point()
                + ": " + event.reason() + article(event.article()), facts("colour", colour(event.color()), "point",
                        event.point(), "reason", event.reason(), "article", event.article(), "infraction",
                        event.infraction())));
    }

    @EventHandler
    synchronized void on(WarningIssued event) {
        touched(event.gameId(), size -> entry(event.at(), "WarningIssued", event.by(), colour(event.color()) + " warned (" + event.count()
                + " in this game): " + event.reason() + article(event.article()), facts("colour", colour(event.color()),
                        "count", event.count(), "reason", event.reason(), "article", event.article())));
    }

    @EventHandler
    synchronized void on(PenaltyImposed event) {
        touched(event.gameId(), size -> entry(event.at(), "PenaltyImposed", event.by(), colour(event.color()) + " loses " + event.points()
                + " points: " + event.reason() + article(event.article()), facts("colour", colour(event.color()),
                        "points", points(event.points()), "reason", event.reason(), "article", event.article())));
    }

    @EventHandler
    synchronized void on(GameForfeited event) {
        touched(event.gameId(), size -> entry(event.at(), "GameForfeited", event.by(), colour(event.loser()) + " forfeits: "
                + event.reason() + article(event.article()), facts("colour", colour(event.loser()), "reason",
                        event.reason(), "article", event.article())));
    }

    @EventHandler
    synchronized void on(PlayerResigned event) {
        touched(event.gameId(), size -> entry(event.at(), "PlayerResigned", event.by(), colour(event.color()) + " resigns",
                facts("colour", colour(event.color()))));
    }

    @EventHandler
    synchronized void on(DeadStonesMarked event) {
        touched(event.gameId(), size -> entry(event.at(), "DeadStonesMarked", event.by(), colour(event.color()) + " marks dead "
                + String.join(" ", event.points()), facts("colour", colour(event.color()), "stones",
                        String.join(" ", event.points()))));
    }

    @EventHandler
    synchronized void on(DeadStonesAgreed event) {
        touched(event.gameId(), size -> entry(event.at(), "DeadStonesAgreed", event.by(), "dead " + String.join(" ", event.points())
                + article(event.article()), facts("stones", String.join(" ", event.points()), "article", event.article())));
    }

    @EventHandler
    synchronized void on(RecountRequested event) {
        touched(event.gameId(), size -> entry(event.at(), "RecountRequested", event.by(), colour(event.color()) + " asks for a recount"
                + article(event.article()), facts("colour", colour(event.color()), "article", event.article())));
    }

    @EventHandler
    synchronized void on(ResultProposed event) {
        clock(event.gameId(), event);
        touched(event.gameId(), size -> entry(event.at(), "ResultProposed", event.by(), event.result() + " (" + event.ending() + ")"
                + (event.reason() == null || event.reason().isEmpty() ? "" : ": " + event.reason()),
                facts("result", event.result(), "ending", event.ending(), "reason", event.reason())));
    }

    @EventHandler
    synchronized void on(ResultConfirmationGiven event) {
        touched(event.gameId(), size -> entry(event.at(), "ResultConfirmationGiven", event.by(), event.role() + " " + event.confirmer()
                + " confirms " + event.result(), facts("role", event.role(), "confirmer", event.confirmer(), "result",
                        event.result())));
    }

    /** The tournament's record of the result; it is the game's result when no confirmation came through the game. */
    @EventHandler
    synchronized void on(ResultRecorded event) {
        Optional.ofNullable(games.get(event.gameId())).ifPresent(g -> {
            g.result = event.result();
            g.reason = event.reason() == null ? "" : event.reason();
        });
        touched(event.gameId(), size -> entry(event.at(), "ResultRecorded", event.by(), event.result()
                + (event.byForfeit() ? " by forfeit" : ""), facts("result", event.result(), "byForfeit",
                        event.byForfeit() ? "true" : null, "reason", event.reason())));
    }

    /** A ruling or a misconduct decision replaced the result; the record keeps the decision with the game. */
    @EventHandler
    synchronized void on(ResultCorrected event) {
        Optional.ofNullable(games.get(event.gameId())).ifPresent(g -> {
            g.result = event.result();
            g.reason = event.reason();
        });
        touched(event.gameId(), size -> entry(event.at(), "ResultCorrected", event.by(), (event.previousResult() == null ? "none"
                : event.previousResult()) + " changed to " + event.result() + ": " + event.reason() + " (" + event.source()
                + ")", facts("previous", event.previousResult(), "result", event.result(), "reason", event.reason(),
                        "source", event.source())));
    }

    private static String colour(Color color) {
        return color == null ? "?" : color.name().toLowerCase();
    }

    private static String article(String article) {
        return article == null || article.isEmpty() ? "" : " (" + article + ")";
    }

    /** A stone played; {@code point} x from the left, y from the top, from 0. */
    @EventHandler
    synchronized void on(ClockStarted event) {
        clock(event.gameId(), event);
        touched(event.gameId(), size -> entry(event.at(), "ClockStarted", event.by(), colour(event.toMove()) + "'s clock runs",
                facts("colour", colour(event.toMove()))));
    }

    @EventHandler
    synchronized void on(ClockPaused event) {
        clock(event.gameId(), event);
        touched(event.gameId(), size -> entry(event.at(), "ClockPaused", event.by(), "break" + article(event.article()),
                facts("article", event.article())));
    }

    @EventHandler
    synchronized void on(ClockResumed event) {
        clock(event.gameId(), event);
        touched(event.gameId(), size -> entry(event.at(), "ClockResumed", event.by(), "break over" + article(event.article()),
                facts("article", event.article())));
    }

    @EventHandler
    synchronized void on(ArrivalRecorded event) {
        clock(event.gameId(), event);
        touched(event.gameId(), size -> entry(event.at(), "ArrivalRecorded", event.by(), event.reason(), facts("colour",
                colour(event.color()), "reason", event.reason(), "article", event.article(), "forfeits",
                event.forfeits() ? "true" : null)));
    }

    @EventHandler
    synchronized void on(ByoyomiPeriodUsed event) {
        touched(event.gameId(), size -> entry(event.at(), "ByoyomiPeriodUsed", "clock", colour(event.color()) + " has "
                + event.periodsLeft() + " period(s) left" + article(event.article()), facts("colour",
                        colour(event.color()), "count", event.periodsLeft(), "article", event.article())));
    }

    @EventHandler
    synchronized void on(PenaltyPointsCharged event) {
        touched(event.gameId(), size -> entry(event.at(), "PenaltyPointsCharged", "clock", colour(event.color()) + " has "
                + event.totalPoints() + " time penalty points" + article(event.article()), facts("colour",
                        colour(event.color()), "points", event.totalPoints(), "article", event.article())));
    }

    @EventHandler
    synchronized void on(TimeExpired event) {
        clock(event.gameId(), event);
        touched(event.gameId(), size -> entry(event.at(), "TimeExpired", event.by(), colour(event.color()) + "'s time ran out"
                + article(event.article()), facts("colour", colour(event.color()), "article", event.article())));
    }

    /** Chinese 2002 art. 22.5: the expiry of the last period judged a pass is the player's pass in the record. */
    @EventHandler
    synchronized void on(ExpiryJudgedAsPass event) {
        clock(event.gameId(), event);
        Optional.ofNullable(games.get(event.gameId())).ifPresent(g -> g.moves.add(new ArchivedGame.TimedMove(Move.pass(event.color()), event.at(), event.by())));
        touched(event.gameId(), size -> entry(event.at(), "ExpiryJudgedAsPass", event.by(), colour(event.color())
                + "'s expiry is judged a pass on appeal; play goes on" + article(event.article()),
                facts("colour", colour(event.color()), "article", event.article())));
    }

    /** The game's clock takes the event, as the game's own record did. */
    private void clock(String gameId, Object event) {
        Optional.ofNullable(games.get(gameId)).ifPresent(game -> game.clock.apply(event));
    }

    private void played(String gameId, Color colour, Point point, Instant at, String by) {
        Optional.ofNullable(games.get(gameId)).ifPresent(g -> {
            ArchivedGame.TimedMove move = new ArchivedGame.TimedMove(ArchivedGame.shared(Move.play(colour, point)), at, by);
            g.moves.add(move);
            g.history.add(move);
        });
    }

    private void passed(String gameId, Color colour, Instant at, String by) {
        Optional.ofNullable(games.get(gameId)).ifPresent(g -> {
            ArchivedGame.TimedMove move = new ArchivedGame.TimedMove(ArchivedGame.shared(Move.pass(colour)), at, by);
            g.moves.add(move);
            g.history.add(move);
        });
    }

    /** Any other event about the game (a warning, a clock correction, a ruling), as one entry of its history. */
    private void touched(String gameId, ArchivedGame.Line line) {
        Optional.ofNullable(games.get(gameId)).ifPresent(g -> g.history.add(line));
    }

    /** An entry whose facts are only its English text (the page shows that text as it is). */
    private static HistoryEntry entry(Instant at, String type, String by, String what) {
        return entry(at, type, by, what, Map.of());
    }

    @ResetHandler
    synchronized void forgetEverything() {
        tournamentNames.clear();
        players.clear();
        games.clear();
    }

    private static HistoryEntry entry(Instant at, String type, String by, String what, Map<String, String> facts) {
        return new HistoryEntry(at, type, by, what, facts);
    }

    private static Map<String, String> facts(Object... pairs) {
        return HistoryEntry.facts(pairs);
    }

    /** Points as a referee says them: whole numbers without decimals. */
    private static String points(double points) {
        return points == Math.rint(points) ? Long.toString((long) points) : Double.toString(points);
    }

    // ------------------------------------------------------------------ queries

    public synchronized Optional<GameView> game(String gameId) {
        return Optional.ofNullable(games.get(gameId)).map(this::view);
    }

    /** The games of a tournament, by round and board. */
    public synchronized List<GameView> games(String tournamentId) {
        return games.values().stream()
                .filter(g -> g.started.tournamentId().equals(tournamentId))
                .sorted(java.util.Comparator.comparingInt((ArchivedGame g) -> g.started.round()).thenComparingInt(g -> g.started.board()))
                .map(this::view)
                .toList();
    }

    /** Where a game stands, cheaply: moves so far, the last one's time, the clock and the result (null while none). */
    public synchronized Optional<GameSummary> summary(String gameId) {
        return Optional.ofNullable(games.get(gameId)).map(g -> new GameSummary(g.started.gameId(), g.moves.size(),
                g.moves.isEmpty() ? null : g.moves.getLast().at(), g.clock.face().orElse(null), g.result));
    }

    /** The position after the recorded moves, replayed by the engine under the game's rule set. */
    public synchronized Optional<LiveBoard> board(String gameId) {
        return Optional.ofNullable(games.get(gameId)).map(ArchivedGame::replay);
    }

    /** The game move by move (the stones each move placed and removed), replayed by the engine. */
    public synchronized Optional<GameReplay> replay(String gameId) {
        return Optional.ofNullable(games.get(gameId)).map(ArchivedGame::steps);
    }

    /** The game as an SGF FF[4] record with its result and, as the root comment, the events that touched it. */
    public synchronized Optional<String> sgf(String gameId) {
        return Optional.ofNullable(games.get(gameId)).map(g -> GameSgf.of(view(g), g));
    }

    /** The ids of the games without a result, in every tournament: one look at each game. */
    public synchronized List<String> unfinishedGameIds() {
        return games.values().stream().filter(g -> g.result == null).map(g -> g.started.gameId()).toList();
    }

    private GameView view(ArchivedGame g) {
        GameStarted s = g.started;
        List<HistoryEntry> history = g.entries();
        List<MoveLine> moves = new ArrayList<>();
        for (int i = 0; i < g.moves.size(); i++) {
            ArchivedGame.TimedMove m = g.moves.get(i);
            moves.add(new MoveLine(i + 1, m.move().color().name().toLowerCase(),
                    m.move() instanceof Move.Play play ? play.point().name(s.boardSize()) : "pass", m.at()));
        }
        Optional<PlayerRegistered> black = player(s.tournamentId(), s.black());
        Optional<PlayerRegistered> white = player(s.tournamentId(), s.white());
        return new GameView(s.gameId(), s.tournamentId(), tournamentNames.getOrDefault(s.tournamentId(), s.tournamentId()),
                s.round(), s.board(), s.black(), black.map(PlayerRegistered::name).orElse(s.black()),
                black.map(PlayerRegistered::rank).orElse(""), s.white(), white.map(PlayerRegistered::name).orElse(s.white()),
                white.map(PlayerRegistered::rank).orElse(""), s.ruleset(), s.competitionCode(), s.boardSize(),
                s.handicap(), s.komi(), s.at(), moves, g.result, g.reason,
                history.stream().map(HistoryEntry::line).toList(), history);
    }

    private Optional<PlayerRegistered> player(String tournamentId, String playerId) {
        return Optional.ofNullable(players.getOrDefault(tournamentId, Map.of()).get(playerId));
    }

}
