package dev.tengen.rules;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A game under one rule set: whose turn it is, which plays are legal, prisoners and pass stones,
 * repetition, and the passes that end play. Mutable; one instance per game.
 *
 * <p>Hot path ({@link #legality(int, Color)}, {@link #play(int, Color)}) works on board indices and
 * records history in primitive arrays, so a random playout allocates nothing per move.
 */
public final class Game {

    private final Ruleset rules;
    private final Board board;
    private final PlayProbe reading;
    private final int handicapStones;
    // The player to move by ordinal: a play then stores an int, where storing a reference would also
    // pay the collector's write barrier on every move.
    private int toMove;
    private static final Color[] COLORS = Color.values();
    private Phase phase = Phase.PLAYING;
    private int consecutivePasses;
    private boolean disputed;
    private int mandatoryWhitePasses;
    private int koPoint = -1;
    private final int[] prisoners = new int[2];
    private final PositionHistory history;
    private final KoRule ko;
    private final boolean suicideForbidden;

    private final MoveLog log;

    private Repetition repetition;
    private GameResult result;
    private Set<Point> deadStones = Set.of();

    private Game(Ruleset rules, Board board, Color toMove, int handicapStones) {
        this.rules = rules;
        this.board = board;
        this.reading = board.reading();
        this.toMove = toMove.ordinal();
        this.handicapStones = handicapStones;
        this.ko = rules.ko();
        this.suicideForbidden = rules.suicide() == SuicideRule.FORBIDDEN;
        // Situations are read only by situational superko and by the repetition check of the simple ko rule.
        this.history = new PositionHistory(board.size() * board.size(), ko != KoRule.POSITIONAL_SUPERKO);
        history.add(board.hash(), board.stoneCount(), PositionHistory.situation(board.hash(), toMove()));
        this.log = new MoveLog(board.hash(), toMove);
    }

    private Game(Game other) {
        rules = other.rules;
        board = other.board.copy();
        reading = board.reading();
        handicapStones = other.handicapStones;
        toMove = other.toMove;
        phase = other.phase;
        consecutivePasses = other.consecutivePasses;
        disputed = other.disputed;
        mandatoryWhitePasses = other.mandatoryWhitePasses;
        koPoint = other.koPoint;
        prisoners[0] = other.prisoners[0];
        prisoners[1] = other.prisoners[1];
        history = other.history.copy();
        ko = other.ko;
        suicideForbidden = other.suicideForbidden;
        log = other.log.copy();
        repetition = other.repetition;
        result = other.result;
        deadStones = other.deadStones;
    }

    /**
     * The game as it stands, to be tried on apart from this one: a move, a probe or a marking on the copy leaves this
     * game as it was. It costs a copy of the board and of the history's arrays, where replaying the moves on a new
     * game costs every move again.
     */
    public Game copy() {
        return new Game(this);
    }

    /** An even game: empty board, Black to play. */
    public static Game start(Ruleset rules) {
        return new Game(rules, new Board(rules.boardSize()), Color.BLACK, 0);
    }

    /**
     * A handicap game of {@code handicapStones} stones, as a pairing gives it. Fixed stones go on the star points and
     * White moves first (AGA rule 2). Under Ing's handicap plays there are no stones but the same handicap played as
     * moves: Black makes N board plays and White's N-1 pass plays between them are mandatory, Ing's handicap of N-1
     * plays (Ing 1991 art. 6: "the size of the handicap is one less than the number (N) of initial board plays by
     * Black"; handicap plays replace "the traditional handicap stones", Black still having N moves before White's
     * first: two stones are the one-play handicap the table of Preface (5) gives for two plays of difference).
     */
    public static Game start(Ruleset rules, int handicapStones) {
        if (handicapStones < 2) {
            return start(rules);
        }
        if (rules.handicap() == HandicapMethod.ING_HANDICAP_PLAYS) {
            Game game = new Game(rules, new Board(rules.boardSize()), Color.BLACK, handicapStones);
            game.mandatoryWhitePasses = handicapStones - 1;
            return game;
        }
        return withHandicapStones(rules, Handicap.starPoints(rules.boardSize(), handicapStones));
    }

    /** Handicap stones placed freely by Black (or on given points); White moves first. */
    public static Game withHandicapStones(Ruleset rules, Collection<Point> stones) {
        Board board = new Board(rules.boardSize());
        for (Point p : stones) {
            if (!p.isOn(rules.boardSize()) || !board.isEmpty(p)) {
                throw new IllegalArgumentException("handicap stone at " + p + " is off the board or doubled");
            }
            board.place(board.index(p), Board.BLACK);
        }
        return new Game(rules, board, stones.size() >= 2 ? Color.WHITE : Color.BLACK, stones.size());
    }

    /** A game from setup stones (an SGF's AB/AW), with the given player to move. */
    public static Game withSetup(Ruleset rules, Collection<Point> black, Collection<Point> white, Color toMove) {
        Board board = new Board(rules.boardSize());
        for (Point p : black) {
            board.place(board.index(p), Board.BLACK);
        }
        for (Point p : white) {
            board.place(board.index(p), Board.WHITE);
        }
        return new Game(rules, board, toMove, black.size() >= 2 && white.isEmpty() ? black.size() : 0);
    }

    // ------------------------------------------------------------------ queries

    public Ruleset rules() {
        return rules;
    }

    /** A copy of the board: the game's own board changes only through moves. */
    public Board position() {
        return board.copy();
    }

    /** The live board, read only: for playouts and displays that must not pay for a copy. */
    public BoardView view() {
        return board;
    }

    /** The live board for the ko rules of this package. */
    Board board() {
        return board;
    }

    public Color toMove() {
        return COLORS[toMove];
    }

    public Phase phase() {
        return phase;
    }

    public int handicapStones() {
        return handicapStones;
    }

    public int moveCount() {
        return log.count();
    }

    public int consecutivePasses() {
        return consecutivePasses;
    }

    /** Stones held by {@code color}: its captures plus pass stones received (AGA rule 6). */
    public int prisoners(Color color) {
        return prisoners[color.ordinal()];
    }

    public Optional<Repetition> repetition() {
        return Optional.ofNullable(repetition);
    }

    public Optional<GameResult> result() {
        return Optional.ofNullable(result);
    }

    public Set<Point> deadStones() {
        return deadStones;
    }

    /** Whether play was resumed after a dispute over dead stones (AGA rule 9; Chinese 2002 art. 21.4). */
    public boolean isDisputed() {
        return disputed;
    }

    /** The ko point the player to move may not take at once, under the simple ko rule; -1 when none. */
    public int koPoint() {
        return koPoint;
    }

    public List<MoveRecord> history() {
        List<MoveRecord> records = new ArrayList<>(log.count());
        for (int i = 0; i < log.count(); i++) {
            records.add(log.record(i, board));
        }
        return records;
    }

    /** Move {@code number} of the record (1-based, as {@link MoveRecord#number()}): {@code history().get(number - 1)}. */
    public MoveRecord move(int number) {
        Objects.checkIndex(number - 1, log.count());
        return log.record(number - 1, board);
    }

    public MoveRecord lastMove() {
        return log.count() == 0 ? null : log.record(log.count() - 1, board);
    }

    /** Board point of move {@code i} (0-based), -1 for a pass. For ko rules that read the history. */
    int movePointAt(int i) {
        return log.point(i);
    }

    byte moveColorAt(int i) {
        return log.color(i);
    }

    /** Stones removed by move {@code i} (0-based), as board indices. */
    int[] removedBy(int i) {
        return log.removed(i);
    }

    /** Board hash after move {@code i} (0-based); {@code positionHashAfter(-1)} is the start. */
    long positionHashAfter(int i) {
        return log.positionAfter(i);
    }

    /** Whether the position with hash {@code hash} and {@code stones} stones has occurred in this game. */
    boolean hasPositionOccurred(long hash, int stones) {
        return history.hasPosition(hash, stones);
    }

    // ------------------------------------------------------------------ legality

    /** Why {@code color} may not play at {@code point} now, or empty when the play is legal. */
    public Optional<Violation> check(Move move) {
        if (phase == Phase.ENDED || (phase == Phase.COUNTING && rules.end() != GameEndRule.FOUR_PASSES && move instanceof Move.Play)) {
            return Optional.of(new Violation(Violation.Kind.GAME_NOT_IN_PLAY, rules.article(Ruleset.Dimension.END),
                    phase == Phase.ENDED ? "the game is over" : "play has stopped after two passes; resume it to play on"));
        }
        if (move.color() != toMove()) {
            return Optional.of(new Violation(Violation.Kind.NOT_YOUR_TURN, rules.article(Ruleset.Dimension.END),
                    "it is " + toMove().name().toLowerCase() + "'s turn"));
        }
        if (move instanceof Move.Play play) {
            if (!play.point().isOn(board.size())) {
                return Optional.of(new Violation(Violation.Kind.OFF_BOARD, rules.article(Ruleset.Dimension.BOARD),
                        "the point is off the " + board.size() + "x" + board.size() + " board"));
            }
            return legality(board.index(play.point()), move.color());
        }
        return Optional.empty();
    }

    /** Legality of a board play by the player to move at board index {@code p}: hot path, allocates only on refusal. */
    public Optional<Violation> legality(int p, Color color) {
        int code = illegalCode(p, Board.stoneOf(color));
        return code == 0 ? Optional.empty() : Optional.of(violation(code, p, color));
    }

    /** True when {@code color} may play at index {@code p}; the benchmark's inner loop. */
    public boolean isLegal(int p, Color color) {
        return illegalCode(p, Board.stoneOf(color)) == 0;
    }

    private static final int OCCUPIED = 1, SUICIDE = 2, KO = 3, SUPERKO = 4, ING = 5;

    private int illegalCode(int p, byte stone) {
        if (board.at(p) != Board.EMPTY) {
            return OCCUPIED;
        }
        boolean breathes = reading.probe(p, stone);
        // Ing 1991 art. 1: self-removal of a single stone is prohibited, of a group it is not.
        if (!breathes && (suicideForbidden || reading.suicideSize(p, stone) == 1)) {
            return SUICIDE;
        }
        if (ko == KoRule.POSITIONAL_SUPERKO) {
            boolean recurs = breathes
                    ? history.hasPosition(reading.probedHash(), board.stoneCount() + 1 - reading.probedCaptures())
                    : history.hasPosition(reading.hashAfter(p, stone), reading.stonesAfter(p, stone));
            return recurs ? (p == koPoint ? KO : SUPERKO) : 0;
        }
        return switch (ko) {
            case SIMPLE -> p == koPoint ? KO : 0;
            case SITUATIONAL_SUPERKO ->
                history.hasSituation(PositionHistory.situation(hashAfter(p, stone, breathes), Board.toColor(stone).opponent()))
                        ? (p == koPoint ? KO : SUPERKO) : 0;
            case ING_SST -> IngKo.forbids(this, p, stone) ? ING : 0;
            case POSITIONAL_SUPERKO -> throw new AssertionError("answered above");
        };
    }

    private long hashAfter(int p, byte stone, boolean probed) {
        return probed ? reading.probedHash() : reading.hashAfter(p, stone);
    }

    private Violation violation(int code, int p, Color color) {
        String at = board.point(p).name(board.size());
        return switch (code) {
            case OCCUPIED -> new Violation(Violation.Kind.OCCUPIED, rules.article(Ruleset.Dimension.BOARD),
                    at + " is already occupied");
            case SUICIDE -> new Violation(Violation.Kind.SUICIDE, rules.article(Ruleset.Dimension.SUICIDE),
                    at + " is a forbidden intersection for " + color.name().toLowerCase()
                            + ": the stone would have no liberty and captures nothing");
            case KO -> new Violation(Violation.Kind.KO, rules.article(Ruleset.Dimension.KO),
                    at + " retakes the ko at once; a move elsewhere must come first");
            case SUPERKO -> new Violation(Violation.Kind.SUPERKO, rules.article(Ruleset.Dimension.KO),
                    at + " would recreate an earlier whole-board position"
                            + (rules.ko() == KoRule.SITUATIONAL_SUPERKO ? " with the same player to move" : ""));
            default -> IngKo.explain(this, p, Board.stoneOf(color));
        };
    }

    // ------------------------------------------------------------------ moves

    /** Plays or passes, or refuses with the rule broken; a refused move changes nothing. */
    public Optional<Violation> apply(Move move) {
        Optional<Violation> violation = check(move);
        if (violation.isPresent()) {
            return violation;
        }
        switch (move) {
            case Move.Play play -> play(board.index(play.point()), play.color());
            case Move.Pass pass -> pass(pass);
        }
        return Optional.empty();
    }

    /** Plays a legal stone at index {@code p}; the caller has checked legality. */
    public void play(int p, Color color) {
        byte stone = Board.stoneOf(color);
        if (phase == Phase.COUNTING) {
            // Ing 1991 art. 1: after two pass plays play is only paused; a board play continues it.
            phase = Phase.PLAYING;
        }
        int captured = board.play(p, stone);
        int removed = board.removedCount();
        if (captured > 0) {
            prisoners[color.ordinal()] += captured;
        } else if (removed > 0) {
            prisoners[color.opponent().ordinal()] += removed; // self-removal: the opponent gains them
        }
        koPoint = captured == 1 ? simpleKoPoint(p) : -1;
        consecutivePasses = 0;
        toMove = 1 - color.ordinal();
        log.appendPlay(p, stone, captured == 0 && removed > 0, board);
        long position = board.hash();
        if (history.tracksSituations()) {
            long situation = PositionHistory.situation(position, toMove());
            boolean recurred = history.hasSituation(situation);
            history.add(position, board.stoneCount(), situation);
            if (recurred && ko == KoRule.SIMPLE) {
                onRepetition(situation);
            }
        } else {
            history.add(position, board.stoneCount());
        }
        if (mandatoryWhitePasses > 0 && color == Color.BLACK && phase == Phase.PLAYING) {
            mandatoryWhitePasses--;
            automaticPass(Color.WHITE, "mandatory pass play in a handicap game (" + rules.article(Ruleset.Dimension.HANDICAP) + ")");
            consecutivePasses = 0;
        }
    }

    /** The ko point after a play at {@code p} that captured one stone, or -1. */
    private int simpleKoPoint(int p) {
        if (board.chainSize(p) != 1 || reading.emptyNeighbours(p) != 1) {
            return -1;
        }
        return board.removedAt(0);
    }

    /** Passes for {@code color}. Passing is always legal while the game is in play (AGA rule 6). */
    public void pass(Color color) {
        if (mandatoryWhitePasses > 0) {
            // Ing 1991 Preface (3): White's mandatory passes come "at the beginning of a handicap-play game",
            // one after each of Black's initial board plays; a pass by Black ends those plays.
            mandatoryWhitePasses = 0;
        }
        passMove(color, "");
        if (rules.end() == GameEndRule.TWO_PASSES_WHITE_LAST && consecutivePasses == 2 && color == Color.BLACK
                && phase != Phase.PLAYING) {
            // AGA rule 10: White makes the last move, an extra pass if needed, so both gave equal stones.
            automaticPass(Color.WHITE, "White passes last (" + rules.article(Ruleset.Dimension.END) + ")");
        }
    }

    /** Records {@code pass} whoever is to move: a pass the player chose, or a turn lost by a ruling ({@link #loseTurn}). */
    public void pass(Move.Pass pass) {
        if (pass.turnLost()) {
            loseTurn(pass.color());
        } else {
            pass(pass.color());
        }
    }

    /**
     * {@code color}'s turn lost by a ruling (Chinese 2002 art. 18.3 and 19; Incheon 2013 code art. 5.3): the record
     * shows a pass, but not one the player chose, and it makes no set of passes with the opponent's. A player "may
     * pass to give up the turn" (Chinese 2002 art. 2.5), the game goes on "until both parties agree that it is
     * finished" (art. 7.1, 21.1: the one who passed first plays again if the other plays on), and a set of passes is a
     * player choosing to skip a move and the opponent answering likewise (Korean 2013 art. 11.1). So the passes in a
     * row are counted again from the next one: the opponent's pass after a lost turn does not end the game, and the
     * player whose turn was lost moves next.
     */
    public void loseTurn(Color color) {
        passMove(color, "turn lost by a ruling");
        consecutivePasses = 0;
    }

    private void automaticPass(Color color, String note) {
        int passesBefore = consecutivePasses;
        passMove(color, note);
        consecutivePasses = rules.end() == GameEndRule.TWO_PASSES_WHITE_LAST ? passesBefore : consecutivePasses;
    }

    private void passMove(Color color, String note) {
        if (rules.pass() == PassRule.PASS_STONE) {
            prisoners[color.opponent().ordinal()]++;
        }
        koPoint = -1;
        consecutivePasses++;
        toMove = 1 - color.ordinal();
        log.appendPass(Board.stoneOf(color), note, board);
        history.addSituation(PositionHistory.situation(board.hash(), toMove()));
        if (!note.isEmpty()) {
            return;
        }
        switch (rules.end()) {
            case FOUR_PASSES -> {
                if (consecutivePasses >= 4) {
                    phase = Phase.ENDED;
                } else if (consecutivePasses == 2) {
                    phase = Phase.COUNTING;
                }
            }
            case TWO_PASSES, TWO_PASSES_WHITE_LAST -> {
                if (consecutivePasses >= 2) {
                    if (disputed && rules.end() == GameEndRule.TWO_PASSES_WHITE_LAST) {
                        // AGA rule 9: after a dispute, two more passes end the game with every stone alive.
                        phase = Phase.ENDED;
                        deadStones = Set.of();
                    } else {
                        phase = Phase.COUNTING;
                    }
                }
            }
        }
    }

    /**
     * A referee's correction outside play: the stone on each key goes to its value (Incheon 2013 code
     * art. 5.1.6 (2), Chinese 2002 art. 17.5 (2): moved stones declared valid). Nothing is recorded as a
     * move and the turn stays; the new position joins the position history, and the simple ko point is
     * lifted since no stone was just captured. Refused with an {@link IllegalArgumentException}, the game
     * unchanged, when a key holds no stone, a stone would go off the board, onto an occupied point or
     * onto a point another stone also goes to, or a chain would be left without a liberty.
     */
    public void moveStones(Map<Point, Point> moved) {
        Board trial = board.copy();
        relocate(trial, moved);
        relocate(board, moved);
        koPoint = -1;
        history.add(board.hash(), board.stoneCount(), PositionHistory.situation(board.hash(), toMove()));
    }

    private static void relocate(Board b, Map<Point, Point> moved) {
        int size = b.size();
        Set<Point> targets = new HashSet<>();
        for (Map.Entry<Point, Point> m : moved.entrySet()) {
            if (!m.getKey().isOn(size) || b.isEmpty(m.getKey())) {
                throw new IllegalArgumentException("no stone stands at " + named(m.getKey(), size) + " to be moved");
            }
            if (!m.getValue().isOn(size)) {
                throw new IllegalArgumentException(named(m.getValue(), size) + " is off the " + size + "x" + size + " board");
            }
            if (!targets.add(m.getValue())) {
                throw new IllegalArgumentException("two stones cannot both go to " + named(m.getValue(), size));
            }
        }
        Map<Point, Byte> stones = new LinkedHashMap<>();
        moved.forEach((from, to) -> stones.put(to, b.at(b.index(from))));
        moved.keySet().forEach(from -> b.removeStone(b.index(from)));
        for (Map.Entry<Point, Byte> s : stones.entrySet()) {
            if (!b.isEmpty(s.getKey())) {
                throw new IllegalArgumentException(named(s.getKey(), size) + " is already occupied");
            }
            b.place(b.index(s.getKey()), s.getValue());
        }
        for (Point to : targets) {
            int p = b.index(to);
            for (int d = -1; d < 4; d++) {
                int n = d < 0 ? p : b.neighbour(p, d);
                if (b.at(n) != Board.EMPTY && b.at(n) != Board.EDGE && b.liberties(n) == 0) {
                    throw new IllegalArgumentException("the stones at " + b.point(n).name(size) + " would have no liberty");
                }
            }
        }
    }

    private static String named(Point p, int size) {
        return p.isOn(size) ? p.name(size) : "(" + p.x() + ", " + p.y() + ")";
    }

    // ------------------------------------------------------------------ repetition and endings

    private void onRepetition(long situation) {
        int first = log.firstOccurrence(situation);
        int now = log.count();
        List<MoveRecord> cycle = history().subList(first, now);
        repetition = new Repetition(first, now, cycle.stream().map(MoveRecord::move).toList(),
                RepetitionClassifier.classify(cycle, board));
        switch (rules.repetition()) {
            case DRAW -> end(new GameResult(null, GameResult.Reason.REPETITION_DRAW, 0,
                    "whole-board repetition (" + repetition.kind().name().toLowerCase().replace('_', ' ') + "): draw, "
                            + rules.article(Ruleset.Dimension.REPETITION)));
            case NO_RESULT -> end(new GameResult(null, GameResult.Reason.NO_RESULT, 0,
                    "whole-board repetition: no result, " + rules.article(Ruleset.Dimension.REPETITION)));
            case DRAW_BY_AGREEMENT, FORBIDDEN -> { }
        }
    }

    /**
     * Ends the game as a draw after a repetition when the players agree, or when the only player able
     * to repeat takes the option (Korean 2013 art. 10).
     */
    public void agreeRepetitionDraw() {
        if (repetition == null) {
            throw new IllegalStateException("no whole-board repetition has occurred");
        }
        end(new GameResult(null, GameResult.Reason.REPETITION_DRAW, 0,
                "whole-board repetition, draw by agreement, " + rules.article(Ruleset.Dimension.REPETITION)));
    }

    /**
     * The players disagree on dead stones: play resumes with {@code first} to move. Under AGA rule 9 that
     * is the opponent of the last passer; under Chinese 2002 art. 21.4 the player who thinks the stones
     * are dead.
     */
    public void resume(Color first) {
        if (phase != Phase.COUNTING) {
            throw new IllegalStateException("play resumes only after two passes");
        }
        phase = Phase.PLAYING;
        consecutivePasses = 0;
        disputed = true;
        toMove = first.ordinal();
    }

    /**
     * AGA rule 9: play resumes with the opponent of the last player to pass. White's extra pass (AGA
     * rule 10) is a pass, with its stone handed over: after it Black resumes, so that both sides still
     * play or pass as many stones.
     */
    public Color resumingPlayer() {
        for (int i = log.count() - 1; i >= 0; i--) {
            if (log.point(i) < 0) {
                return Board.toColor(log.color(i)).opponent();
            }
        }
        return toMove();
    }

    /** The players agreed which stones are dead: play is over and the game can be scored. */
    public void agreeDeadStones(Set<Point> dead) {
        if (phase == Phase.PLAYING) {
            throw new IllegalStateException("dead stones are agreed after the passes that stop play");
        }
        for (Point p : dead) {
            if (!p.isOn(board.size()) || board.isEmpty(p)) {
                throw new IllegalArgumentException("no stone stands at " + p.name(board.size()) + " to be dead");
            }
        }
        deadStones = Set.copyOf(dead);
        if (rules.end() != GameEndRule.FOUR_PASSES) {
            phase = Phase.ENDED;
        }
    }

    public void resign(Color color) {
        end(GameResult.resignation(color.opponent()));
    }

    /** Ends the game with a result decided outside the board: time, forfeit, a referee's ruling. */
    public void end(GameResult result) {
        this.result = result;
        this.phase = Phase.ENDED;
    }
}
