package dev.tengen.game.service;

import dev.tengen.clock.GameClock;
import dev.tengen.conduct.CompetitionCode;
import dev.tengen.conduct.CompetitionCodes;
import dev.tengen.conduct.Infraction;
import dev.tengen.conduct.Ledger;
import dev.tengen.conduct.Ruling;
import dev.tengen.game.service.api.ArrivalRecorded;
import dev.tengen.game.service.api.ClockFace;
import dev.tengen.game.service.api.ClockRecord;
import dev.tengen.game.service.api.DeadStonesAgreed;
import dev.tengen.game.service.api.DeadStonesMarked;
import dev.tengen.game.service.api.DrawReplayScheduled;
import dev.tengen.game.service.api.ExpiryJudgedAsPass;
import dev.tengen.game.service.api.GameForfeited;
import dev.tengen.game.service.api.GameResultCorrected;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.GameVoided;
import dev.tengen.game.service.api.IllegalMoveRejected;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.PassCounted;
import dev.tengen.game.service.api.PassPlayed;
import dev.tengen.game.service.api.PenaltyImposed;
import dev.tengen.game.service.api.PenaltyReviewed;
import dev.tengen.game.service.api.PlayerResigned;
import dev.tengen.game.service.api.RecountRequested;
import dev.tengen.game.service.api.RefereeDecided;
import dev.tengen.game.service.api.ResultConfirmationGiven;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.game.service.api.ResultEntered;
import dev.tengen.game.service.api.ResultProposed;
import dev.tengen.game.service.api.TurnLost;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.rules.Color;
import dev.tengen.rules.Game;
import dev.tengen.rules.GameResult;
import dev.tengen.rules.Move;
import dev.tengen.rules.Point;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Rulesets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A game as its events tell it: the engine's game rebuilt by replaying the moves (passes and lost turns as
 * passes), the referee's ledger of warnings and offences, the dead-stone markings, the proposed result and its
 * confirmations, the game clock and the arrivals ({@link ClockRecord}). The aggregate decides from it; the read side folds the same events into it. It changes only
 * through {@link #apply(Object)}. It lives with the game's events (tengen-game-api, no beans) so that the read models
 * application folds a game's kept events into it as the game service does.
 */
public final class GameRecord {

    /**
     * One line of the game record as shown: a stone, a pass, a lost turn, a pass counted for an illegal move, or the
     * expiry of the last period judged a pass ({@code kind} play, pass, turn-lost, pass-counted, expiry-pass), and when
     * it was recorded (the arbitration committee finds the moment a protest was made in the record).
     */
    public record Entry(int number, Color color, String kind, String point, List<String> captured, Instant at) {}

    /**
     * An illegal attempt the competition code ruled on, how many lines of the game record preceded it, and what the
     * code made of it: the events the same ruling recorded right after the attempt (a {@link WarningIssued}, a
     * {@link TurnLost}, a {@link PenaltyImposed}, a {@link PassCounted}, a {@link GameForfeited}, a
     * {@link ResultProposed}), which is what a protest against it contests.
     */
    public record Attempt(int afterEntries, IllegalMoveRejected rejected, List<Object> consequences) {

        Attempt followedBy(Object consequence) {
            List<Object> all = new ArrayList<>(consequences);
            all.add(consequence);
            return new Attempt(afterEntries, rejected, List.copyOf(all));
        }

        /** The consequences in English, a sentence each: "warning 1 to White (Incheon 2013 code art. 5.3)". */
        public List<String> consequenceSentences() {
            return consequences.stream().map(Attempt::sentence).toList();
        }

        private static String sentence(Object consequence) {
            return switch (consequence) {
                case WarningIssued e -> "warning " + e.count() + " to " + colour(e.color()) + " (" + e.article() + ")";
                case PenaltyImposed e -> GameResult.formatPoints(e.points()) + " penalty points to " + colour(e.color())
                        + " (" + e.article() + ")";
                case TurnLost e -> colour(e.color()) + " loses the turn (" + e.article() + ")";
                case PassCounted e -> "counted as " + colour(e.color()) + "'s pass" + (e.movesTakenBack() > 0
                        ? ", " + e.movesTakenBack() + " moves taken back" : "") + " (" + e.article() + ")";
                case GameForfeited e -> e.reason().contains(e.article()) ? e.reason() // "White loses: 2 warnings (art.)"
                        : colour(e.loser()) + " forfeits the game: " + e.reason() + " (" + e.article() + ")";
                case ResultProposed e -> "result proposed: " + e.result();
                default -> consequence.getClass().getSimpleName();
            };
        }
    }

    private GameStarted start;
    private Ruleset rules;
    private CompetitionCode code;
    private final List<Move> moves = new ArrayList<>();
    private final List<Entry> entries = new ArrayList<>();
    private final List<Attempt> attempts = new ArrayList<>();
    /** Whether the events being applied are still the rulings on the last illegal attempt. */
    private boolean attemptOpen;
    private Game game;
    private Ledger ledger = Ledger.EMPTY;
    private final Map<Color, Set<Point>> marks = new EnumMap<>(Color.class);
    private Set<Point> agreedDead;
    private ResultProposed proposed;
    private final Map<String, ResultConfirmationGiven> confirmations = new LinkedHashMap<>();
    private ResultConfirmed confirmed;
    private ResultEntered entered;
    private final Map<String, GameResultCorrected> corrections = new LinkedHashMap<>();
    private DrawReplayScheduled replay;
    private GameVoided voided;
    private final ClockRecord clock = new ClockRecord();
    private final List<RefereeDecided> decisions = new ArrayList<>();
    private final Map<String, PenaltyReviewed> reviews = new LinkedHashMap<>();
    private long version = -1;

    /** The record of a game from all its events, oldest first. */
    public static GameRecord of(List<?> events) {
        GameRecord record = new GameRecord();
        events.forEach(record::apply);
        return record;
    }

    /**
     * The rule set of a start, board size and komi applied (a komi other than the rule set's own is cited as the
     * tournament's); empty when the name is unknown.
     */
    public static Optional<Ruleset> rules(String name, int boardSize, int handicap, double komi) {
        return Rulesets.byName(name).map(base -> base.withBoardSize(boardSize).withTournamentKomi(komi, handicap));
    }

    /** The engine's game at its start: empty board or handicap stones. */
    public static Game initial(Ruleset rules, int handicap) {
        return Game.start(rules, handicap);
    }

    public void apply(Object event) {
        version++;
        clock.apply(event);
        followAttempt(event);
        switch (event) {
            case GameStarted e -> {
                start = e;
                rules = rules(e.ruleset(), e.boardSize(), e.handicap(), e.komi()).orElseThrow();
                code = CompetitionCodes.byName(e.competitionCode()).orElseThrow();
                game = initial(rules, e.handicap());
            }
            case MovePlayed e -> {
                Move move = Move.play(e.color(), point(e.point()));
                moves.add(move);
                game.apply(move);
                entries.add(new Entry(e.number(), e.color(), "play", e.point(), e.captured(), e.at()));
            }
            case PassPlayed e -> pass(e.number(), Move.pass(e.color()), "pass", e.at());
            case TurnLost e -> pass(e.number(), Move.turnLost(e.color()), "turn-lost", e.at());
            case PassCounted e -> {
                if (e.movesTakenBack() == 2 && !moves.isEmpty()) {
                    moves.removeLast();
                    game = replayed();
                }
                pass(e.number(), Move.pass(e.color()), "pass-counted", e.at());
            }
            case IllegalMoveRejected e -> {
                ledger = ledger.withOffence(e.color(), infraction(e.infraction()));
                attempts.add(new Attempt(entries.size(), e, List.of()));
                attemptOpen = true;
            }
            case WarningIssued e -> ledger = ledger.apply(new Ruling.WarningIssued(e.color(), e.count(), e.reason(), e.article()));
            case PenaltyImposed e -> ledger = ledger.apply(new Ruling.PenaltyPoints(e.color(), e.points(), e.reason(), e.article()));
            case PlayerResigned e -> game.resign(e.color());
            case DeadStonesMarked e -> marks.put(e.color(), points(e.points()));
            case DeadStonesAgreed e -> {
                agreedDead = points(e.points());
                game.agreeDeadStones(agreedDead);
            }
            case ResultProposed e -> {
                proposed = e;
                replay = null; // a later proposal replaces a drawn one; its own replay, if any, follows it
                confirmations.clear(); // a new proposal (a cancelled result) is confirmed anew
            }
            case ExpiryJudgedAsPass e -> {
                // Chinese 2002 art. 22.5: the loss on time is set aside and the lack of a move is the player's pass.
                proposed = null;
                confirmations.clear();
                pass(e.number(), Move.pass(e.color()), "expiry-pass", e.at());
            }
            case DrawReplayScheduled e -> replay = e;
            case RecountRequested e -> {
                proposed = null;
                replay = null;
                confirmations.clear();
                marks.clear();
                agreedDead = null;
                game = replayed();
            }
            case ResultConfirmationGiven e -> confirmations.put(e.role() + ":" + e.confirmer(), e);
            case ResultConfirmed e -> confirmed = e;
            case ResultEntered e -> entered = e;
            case GameResultCorrected e -> {
                corrections.put(e.source(), e);
                confirmed = new ResultConfirmed(e.gameId(), e.tournamentId(), e.round(), e.board(), start.black(),
                        start.white(), e.outcome(), e.byForfeit(), e.result(), e.reason(),
                        confirmed == null ? List.of(e.by()) : confirmed.confirmedBy(), e.at());
            }
            case RefereeDecided e -> {
                decisions.add(e);
                if (e.offender() != null) {
                    ledger = ledger.withOffence(e.offender(), infraction(e.infraction()));
                }
            }
            case PenaltyReviewed e -> reviews.put(e.decisionId(), e);
            case GameVoided e -> voided = e;
            default -> { }
        }
    }

    private void pass(int number, Move.Pass pass, String kind, Instant at) {
        moves.add(pass);
        game.pass(pass);
        entries.add(new Entry(number, pass.color(), kind, null, List.of(), at));
    }

    /**
     * The engine's game as the moves leave it, for trying a move without touching the record: a copy of the record's
     * own game, which costs a copy of its board and history where a replay costs every move again (the closed-loop
     * profile of docs/BENCHMARKS.md, "The move's path"). A resignation or agreed dead stones change that game beyond
     * its moves; then the moves are replayed instead.
     */
    public Game trial() {
        return game.result().isEmpty() && agreedDead == null ? game.copy() : replayed();
    }

    /** A fresh engine game with the moves replayed: for trying a move or a marking without touching the record. */
    public Game replayed() {
        Game replay = initial(rules, start.handicap());
        for (Move m : moves) {
            switch (m) {
                case Move.Play play -> replay.apply(play);
                case Move.Pass pass -> replay.pass(pass);
            }
        }
        return replay;
    }

    // ------------------------------------------------------------------ reading

    public boolean started() {
        return start != null;
    }

    public GameStarted start() {
        return start;
    }

    public Ruleset rules() {
        return rules;
    }

    public CompetitionCode code() {
        return code;
    }

    /** The engine's game as it stands; read only: change it through events. */
    public Game game() {
        return game;
    }

    public Ledger ledger() {
        return ledger;
    }

    /**
     * Adds the event to the last attempt's consequences when it is one of the rulings the game service records right
     * after an {@link IllegalMoveRejected} (Game.attempt); any other event closes the attempt.
     */
    private void followAttempt(Object event) {
        if (!attemptOpen) {
            return;
        }
        if (RULINGS_ON_AN_ATTEMPT.contains(event.getClass())) {
            attempts.set(attempts.size() - 1, attempts.getLast().followedBy(event));
        } else {
            attemptOpen = false;
        }
    }

    /** The events Game.attempt may record after an {@link IllegalMoveRejected}, as the code's ruling on it. */
    private static final Set<Class<?>> RULINGS_ON_AN_ATTEMPT = Set.of(WarningIssued.class, PenaltyImposed.class,
            TurnLost.class, PassCounted.class, GameForfeited.class, ResultProposed.class);

    private static String colour(Color color) {
        return color == Color.BLACK ? "Black" : "White";
    }

    public List<Entry> entries() {
        return List.copyOf(entries);
    }

    /**
     * Whether {@code move} is the game's last line again: the same colour's stone on the same point, or the same
     * colour's pass, with no attempt ruled on since. Over the board that cannot be a second move (the stone stands
     * on the point; a player does not pass twice with the opponent's turn between), so it is the same request sent
     * again, by a device that lost the answer or a referee who pressed twice: judging it "two moves in a row" would
     * lose the game under Incheon 2013 code art. 5.1.1 for a network's fault.
     */
    public boolean repeatsLastLine(Move move) {
        if (entries.isEmpty() || (!attempts.isEmpty() && attempts.getLast().afterEntries() == entries.size())) {
            return false;
        }
        Entry last = entries.getLast();
        return last.color() == move.color() && switch (move) {
            case Move.Play play -> last.kind().equals("play") && last.point().equals(name(play.point()));
            case Move.Pass pass -> !pass.turnLost() && last.kind().equals("pass");
        };
    }

    /** The illegal attempts the code ruled on, in order. */
    public List<Attempt> attempts() {
        return List.copyOf(attempts);
    }

    /** The number the next move, pass or lost turn takes in the game record. */
    public int nextNumber() {
        return game.moveCount() + 1;
    }

    public Optional<Set<Point>> marks(Color color) {
        return Optional.ofNullable(marks.get(color));
    }

    public Optional<Set<Point>> agreedDead() {
        return Optional.ofNullable(agreedDead);
    }

    public Optional<ResultProposed> proposed() {
        return Optional.ofNullable(proposed);
    }

    public List<ResultConfirmationGiven> confirmations() {
        return List.copyOf(confirmations.values());
    }

    public boolean confirmedBy(String role, String confirmer) {
        return confirmations.containsKey(role + ":" + confirmer);
    }

    public boolean confirmedByRole(String role) {
        return confirmations.values().stream().anyMatch(c -> c.role().equals(role));
    }

    /** The game clock as the last event left it; empty for a game without a clock. */
    public Optional<GameClock> clock() {
        return clock.clock();
    }

    /** Both clocks as a board shows them; empty for a game without a clock. */
    public Optional<ClockFace> clockFace() {
        return clock.face();
    }

    /** The arrival recorded for a late player. */
    public Optional<ArrivalRecorded> arrival(Color color) {
        return clock.arrival(color);
    }

    /** The replay of a drawn game the code calls for, once scheduled (Incheon 2013 code art. 2.2.3). */
    public Optional<DrawReplayScheduled> replay() {
        return Optional.ofNullable(replay);
    }

    /** The referees' decisions on reported infractions, in order. */
    public List<RefereeDecided> decisions() {
        return List.copyOf(decisions);
    }

    /** Whether a decision's penalty still awaits the Chief Referee. */
    public boolean pending(String decisionId) {
        return !reviews.containsKey(decisionId) && decisions.stream()
                .anyMatch(d -> d.decisionId().equals(decisionId) && d.awaitsChiefReferee());
    }

    /** The Chief Referee's review of a decision, once made. */
    public Optional<PenaltyReviewed> review(String decisionId) {
        return Optional.ofNullable(reviews.get(decisionId));
    }

    /** The final result: confirmed at the board, entered by an official, or as the tournament last corrected it. */
    public Optional<ResultConfirmed> confirmed() {
        return Optional.ofNullable(confirmed);
    }

    /** The official's entry from the result slip that ended the game, if it ended so. */
    public Optional<ResultEntered> entered() {
        return Optional.ofNullable(entered);
    }

    /** The tournament's corrections the game took, in order. */
    public List<GameResultCorrected> corrections() {
        return List.copyOf(corrections.values());
    }

    /** Whether the correction decided by {@code source} was taken. */
    public boolean corrected(String source) {
        return corrections.containsKey(source);
    }

    /** The version of the game: the sequence number of its last event, -1 before any. */
    public long version() {
        return version;
    }

    /** The player id holding a colour. */
    public String player(Color color) {
        return color == Color.BLACK ? start.black() : start.white();
    }

    /** Set once a correction of the round's pairing voided the game. */
    public Optional<GameVoided> voided() {
        return Optional.ofNullable(voided);
    }

    /** Where the game stands: playing, counting (play stopped), result-proposed, final, or void. */
    public String status() {
        if (voided != null) {
            return "void";
        }
        if (confirmed != null) {
            return "final";
        }
        if (proposed != null) {
            return "result-proposed";
        }
        return switch (game.phase()) {
            case PLAYING -> "playing";
            case COUNTING, ENDED -> "counting";
        };
    }

    /** The sentence for a text that names no point of this board. */
    public String notAPoint(String text) {
        int size = rules.boardSize();
        return (text == null || text.isBlank() ? "An empty text" : text.strip()) + " is not a point of a " + size + "x" + size
                + " board; points are written A1 to " + new Point(size - 1, 0).name(size)
                + ", a Latin letter without I and a row in the digits 0 to 9.";
    }

    public Point point(String name) {
        return Point.parse(name, rules.boardSize()).orElseThrow();
    }

    public String name(Point point) {
        return point.name(rules.boardSize());
    }

    public List<String> names(Set<Point> points) {
        return points.stream().map(this::name).sorted().toList();
    }

    private Set<Point> points(List<String> names) {
        return names.stream().map(this::point).collect(Collectors.toUnmodifiableSet());
    }

    /** An infraction's kind from its name in the events ({@code illegal-ko}). */
    public static Infraction.Kind infraction(String kebab) {
        return Infraction.Kind.valueOf(kebab.toUpperCase(java.util.Locale.ROOT).replace('-', '_'));
    }

    /** A kind's name as the events write it ({@code ILLEGAL_KO} as {@code illegal-ko}). */
    public static String kebab(Enum<?> value) {
        return value.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
