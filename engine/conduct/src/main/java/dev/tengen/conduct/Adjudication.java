package dev.tengen.conduct;

import dev.tengen.clock.ClockEvent;
import dev.tengen.clock.Suspension;
import dev.tengen.rules.Color;
import dev.tengen.rules.GameResult;
import dev.tengen.rules.Move;
import dev.tengen.rules.Phase;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Violation;
import dev.tengen.rules.scoring.Penalties;
import dev.tengen.rules.scoring.ScoreReport;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

/**
 * One game adjudicated under a competition code: fed the actions at the board in time order, it
 * returns what the code decides for each. State changes only by the rulings it records, so the same
 * actions always give the same rulings. No wall clock is read: every instant comes with an action.
 */
public final class Adjudication {

    private final Setup setup;
    private final CompetitionCode code;
    private final Ruleset rules;
    private final BoardKeeper board;
    private final EnumSet<Color> absent = EnumSet.noneOf(Color.class);
    private final List<Ruling> log = new ArrayList<>();
    private ClockKeeper clock;
    private Ledger ledger = Ledger.EMPTY;
    private Rotation rotation = Rotation.START;
    private Infraction.IllegalPlacement open;
    private Ruling.ResultDeclared result;
    private Color lastMover;
    private int moveNumber;
    private boolean swapped;
    private boolean stoppedForCount;
    private Instant now;

    public Adjudication(Setup setup) {
        this.setup = setup;
        this.code = setup.code();
        this.rules = setup.rules();
        this.board = new BoardKeeper(rules, setup.handicap());
        this.clock = new ClockKeeper(setup.time(), code.timeLimits());
        this.absent.addAll(setup.absentAtStart());
        this.now = setup.scheduledStart();
        if (absent.isEmpty()) {
            record(clock.feed(new ClockEvent.Start(now, ClockKeeper.side(board.game().toMove()))));
        }
    }

    /** Replays actions from the start; the rulings of all of them in order. */
    public static List<Ruling> replay(Setup setup, List<Action> actions) {
        Adjudication adjudication = new Adjudication(setup);
        actions.forEach(adjudication::handle);
        return adjudication.rulings();
    }

    public List<Ruling> rulings() {
        return List.copyOf(log);
    }

    /** The result, once one is declared. */
    public Optional<Ruling.ResultDeclared> result() {
        return Optional.ofNullable(result);
    }

    public Ledger ledger() {
        return ledger;
    }

    /** The game on the board, for display; change it only through actions. */
    public dev.tengen.rules.Game game() {
        return board.game();
    }

    /** Takes one action; the rulings it led to. */
    public List<Ruling> handle(Action action) {
        int from = log.size();
        if (action.at().isBefore(now)) {
            record(List.of(new Ruling.ActionRefused(name(action), "actions come in time order", code.complaints())));
            return List.copyOf(log.subList(from, log.size()));
        }
        now = action.at();
        if (result != null && !mayFollowResult(action)) {
            record(List.of(new Ruling.ActionRefused(name(action), "the game is over", code.complaints())));
            return List.copyOf(log.subList(from, log.size()));
        }
        if (result == null) {
            record(Arrivals.forfeits(code, setup, absent, now));
        }
        if (result == null && clock.running()) {
            record(clock.feed(new ClockEvent.Observation(now)));
        }
        if (result == null || mayFollowResult(action)) {
            record(dispatch(action));
        }
        return List.copyOf(log.subList(from, log.size()));
    }

    private boolean mayFollowResult(Action action) {
        return action instanceof Action.WithdrawResignation || action instanceof Action.ExpiryAppeal
                || action instanceof Action.Claim c && code.sanction(c.infraction().kind()).window() == Sanction.ClaimWindow.EVEN_AFTER_RESULT;
    }

    private List<Ruling> dispatch(Action action) {
        return switch (action) {
            case Action.Arrive a -> arrive(a.player());
            case Action.Place p -> move(Move.play(p.colour(), p.point()), p.partner());
            case Action.Pass p -> move(Move.pass(p.colour()), p.partner());
            case Action.PressClock p -> setup.explicitPresses()
                    ? clock.feed(new ClockEvent.Press(now, ClockKeeper.side(p.colour()))) : List.of();
            case Action.Resign r -> resign(r);
            case Action.WithdrawResignation w -> List.of(new Ruling.ActionRefused("withdraw resignation",
                    "a resignation cannot be taken back", code.pairGo().map(PairGoRule::resignationArticle).orElse(code.resignation())));
            case Action.Claim c -> claim(c.infraction(), c.choice());
            case Action.ClaimIllegalMove c -> claimIllegalMove(c.by());
            case Action.WrongColoursFound w -> claim(new Infraction.WrongColours(moveNumber), Optional.empty());
            case Action.DrawColours d -> ColourDrawing.draw(code, setup, d, absent, log);
            case Action.ExpiryAppeal a -> ExpiryAppeals.decide(code, Optional.ofNullable(result), a, clock, now);
            case Action.BreakStart b -> clock.feed(new ClockEvent.Suspend(now, Suspension.BREAK),
                    "break: the clocks stop", Suspension.BREAK.article());
            case Action.BreakEnd b -> clock.feed(new ClockEvent.Resume(now),
                    "the break ends: the clock restarts whether or not the players are back", "Chinese 2002 art. 22.1");
            case Action.DeadStones d -> Counting.agree(board.game(), d.stones());
            case Action.Resume r -> resume(r.first());
            case Action.AgreeRepetitionDraw a -> Endings.repetitionDraw(code, board.game());
            case Action.Confirm c -> Endings.confirm(code, board, new Penalties(
                    ledger.black().penaltyPoints() + clock.penaltyPoints(Color.BLACK),
                    ledger.white().penaltyPoints() + clock.penaltyPoints(Color.WHITE)));
        };
    }

    private List<Ruling> arrive(Color player) {
        if (!absent.remove(player)) {
            return List.of(new Ruling.ActionRefused("arrive", Verdicts.colour(player) + " is already at the board",
                    code.lateness().article()));
        }
        List<Ruling> rulings = new ArrayList<>(Arrivals.arrival(code, setup, player, Duration.between(setup.scheduledStart(), now)));
        clock.chargeLateness(rulings, player, now, Duration.between(setup.scheduledStart(), now));
        if (absent.isEmpty()) {
            rulings.addAll(clock.feed(new ClockEvent.Start(now, ClockKeeper.side(board.game().toMove()))));
        }
        return rulings;
    }

    private List<Ruling> move(Move move, Optional<String> partner) {
        if (!absent.isEmpty()) {
            return List.of(new Ruling.ActionRefused(name(move), "the game starts when both players are at the board",
                    code.lateness().article()));
        }
        List<Ruling> rulings = new ArrayList<>();
        if (open != null) {
            if (open.move().color() == move.color()) {
                return List.of(new Ruling.ActionRefused(name(move), "the opponent answers or claims the illegal move first",
                        code.sanction(open.kind()).article()));
            }
            // AGA rule 7: moving is tacit acceptance of the opponent's illegal move.
            rulings.add(new Ruling.IllegalMoveStands(open.move(), code.sanction(open.kind()).article()));
            board.force(open.move());
            open = null;
        }
        Optional<Rotation.Seat> seat = Optional.empty();
        if (setup.pairGo()) {
            seat = partner.map(p -> team(move.color()).partnerIndex(p)).filter(i -> i >= 0).map(i -> new Rotation.Seat(move.color(), i));
            if (seat.isEmpty()) {
                rulings.add(new Ruling.ActionRefused(name(move), "name the partner of " + team(move.color()).name() + " who played",
                        code.pairGo().map(PairGoRule::article).orElse(code.unprescribed())));
                return rulings;
            }
        }
        Optional<Violation> violation = board.game().check(move);
        if (violation.isEmpty()) {
            rulings.addAll(accept(move, partner, seat));
        } else if (violation.get().kind() == Violation.Kind.GAME_NOT_IN_PLAY) {
            rulings.add(new Ruling.ActionRefused(name(move), violation.get().message(), violation.get().article()));
        } else {
            rulings.addAll(illegal(new Infraction.IllegalPlacement(move, violation.get())));
        }
        return rulings;
    }

    private List<Ruling> accept(Move move, Optional<String> partner, Optional<Rotation.Seat> seat) {
        board.play(move);
        if (stoppedForCount && board.game().phase() == Phase.PLAYING) {
            // Ing 1991 art. 1: a board play after two passes continues the game, and the clock with it.
            stoppedForCount = false;
            clock.feed(new ClockEvent.Resume(now));
        }
        moveNumber++;
        lastMover = move.color();
        seat.ifPresent(s -> rotation = rotation.after(s));
        List<Ruling> rulings = new ArrayList<>();
        rulings.add(new Ruling.MoveAccepted(moveNumber, move, partner.orElse(""),
                rules.article(move instanceof Move.Pass ? Ruleset.Dimension.PASS : Ruleset.Dimension.BOARD)));
        if (!setup.explicitPresses()) {
            rulings.addAll(press(move.color()));
        }
        board.game().result().ifPresent(r -> rulings.addAll(declare(r, rules.article(Ruleset.Dimension.REPETITION), Optional.empty())));
        if (board.game().phase() != Phase.PLAYING) {
            stopClock();
        }
        return rulings;
    }

    private List<Ruling> illegal(Infraction.IllegalPlacement infraction) {
        Sanction sanction = code.sanction(infraction.kind());
        if (sanction.correction() == Sanction.Correction.TAKEN_BACK_AS_PASS) {
            // AGA rule 7: the illegal move stays until the opponent notes it or moves.
            open = infraction;
            List<Ruling> rulings = new ArrayList<>();
            rulings.add(new Ruling.IllegalMoveOpen(infraction.move(), infraction.violation(), sanction.article()));
            if (board.game().toMove() == infraction.move().color() && !setup.explicitPresses()) {
                rulings.addAll(press(infraction.move().color()));
            }
            return rulings;
        }
        return decided(infraction, Optional.empty(), situation(infraction.offender()));
    }

    private List<Ruling> claimIllegalMove(Color by) {
        if (open == null || open.move().color() == by) {
            return List.of(new Ruling.ActionRefused("illegal move", "no illegal move of the opponent is open to a claim",
                    code.sanction(Infraction.Kind.KO_RETAKEN).article()));
        }
        Infraction.IllegalPlacement claimed = open;
        open = null;
        // The claimant has not moved since the illegal move: the claim is in time (AGA rule 7).
        return decided(claimed, Optional.empty(), new Situation(false, false, !rotation.lastKept(), rotation.precedingKept()));
    }

    private List<Ruling> claim(Infraction infraction, Optional<RefereeChoice> choice) {
        if (infraction instanceof Infraction.RotationError error && setup.pairGo()
                && rotation.last().map(s -> s.side() != error.side()).orElse(true)) {
            return List.of(new Ruling.ActionRefused("rotation error", "the move just played was not "
                    + Verdicts.colour(error.side()) + "'s", code.sanction(infraction.kind()).article()));
        }
        List<Ruling> rulings = decided(infraction, choice, situation(infraction.offender()));
        for (Ruling r : rulings) {
            // Chinese 2002 art. 17.5 (2): stones declared valid must make a position the rules can hold.
            Optional<String> wrong = r instanceof Ruling.StonesDeclaredValid valid
                    ? board.movedStonesRefusal(valid.stones()) : Optional.empty();
            if (wrong.isPresent()) {
                return List.of(new Ruling.ActionRefused("moved stones", wrong.get() + ": they cannot stand so", r.article()));
            }
        }
        return rulings;
    }

    private Situation situation(Optional<Color> offender) {
        boolean moved = offender.map(o -> lastMover != null && lastMover != o).orElse(false);
        return new Situation(result != null, moved, !rotation.lastKept(), rotation.precedingKept());
    }

    /** The referee's decision; its effects follow when it is recorded. */
    private List<Ruling> decided(Infraction infraction, Optional<RefereeChoice> choice, Situation situation) {
        List<Ruling> rulings = Referee.decide(code, rules, infraction, choice, ledger, situation);
        boolean upheld = rulings.stream().noneMatch(r -> r instanceof Ruling.ActionRefused);
        if (upheld && infraction.offender().isPresent()) {
            ledger = ledger.withOffence(infraction.offender().get(), infraction.kind());
        }
        if (upheld && infraction instanceof Infraction.RotationError) {
            // Incheon 2013 code art. 2.3.6 (6): the claimed move counts as the right partner's.
            rotation = new Rotation(rotation.last(), true, rotation.precedingKept());
        }
        return rulings;
    }

    /** Records rulings; each changes the game as it says, and may lead to more. */
    private void record(List<Ruling> rulings) {
        for (Ruling r : rulings) {
            log.add(r);
            ledger = ledger.apply(r);
            List<Ruling> more = effect(r);
            if (!more.isEmpty()) {
                record(more);
            }
        }
    }

    private List<Ruling> effect(Ruling ruling) {
        return switch (ruling) {
            case Ruling.TurnLost t -> {
                board.passFor(Move.turnLost(t.player()));
                yield press(t.player());
            }
            case Ruling.PassCounted p -> {
                if (p.movesTakenBack() == 2) {
                    board.takeBackLast();
                }
                board.passFor(Move.pass(p.player()));
                yield List.of();
            }
            case Ruling.ResultDeclared declared -> {
                result = declared;
                stopClock();
                yield List.of();
            }
            case Ruling.StonesDeclaredValid valid -> {
                board.moveStones(valid.stones());
                yield List.of();
            }
            case Ruling.ColoursDrawn drawn -> {
                swapped ^= drawn.swapsListedColours();
                yield List.of();
            }
            case Ruling.ExpiryJudgedAsPass p -> {
                // Chinese 2002 art. 22.5: judged a pass, the game is allowed to continue.
                result = null;
                board.passFor(Move.pass(p.player()));
                moveNumber++;
                lastMover = p.player();
                if (board.game().phase() != Phase.PLAYING) {
                    stopClock();
                }
                yield List.of();
            }
            case Ruling.Replay r -> restart(!r.withinRemainingTime(), false);
            case Ruling.ColoursRuling c when c.corrected() -> restart(true, true);
            case Ruling.ClockRuling c when c.what().equals(ClockKeeper.TIME_EXPIRED) && result == null -> {
                Color late = c.player();
                yield List.of(Verdicts.declare(code, Verdicts.lossOnTime(late,
                        Verdicts.colour(late) + "'s time expired (" + c.article() + ")"), c.article(), Optional.empty()));
            }
            default -> List.of();
        };
    }

    private List<Ruling> restart(boolean freshClock, boolean swapColours) {
        board.restart();
        ledger = swapColours ? new Ledger(ledger.white(), ledger.black()) : Ledger.EMPTY;
        rotation = Rotation.START;
        lastMover = null;
        moveNumber = 0;
        open = null;
        result = null;
        if (swapColours) {
            // Chinese 2002 art. 17.1: corrected colours start the game again with the right ones.
            swapped = !swapped;
        }
        if (!freshClock && stoppedForCount) {
            // Incheon 2013 code art. 2.2.3: the replay is played within the time that remains.
            stoppedForCount = false;
            clock.feed(new ClockEvent.Resume(now));
        }
        if (freshClock) {
            stoppedForCount = false;
            clock = new ClockKeeper(setup.time(), code.timeLimits());
            return clock.feed(new ClockEvent.Start(now, ClockKeeper.side(board.game().toMove())));
        }
        return List.of();
    }

    private Team team(Color colour) {
        return setup.team(swapped ? colour.opponent() : colour);
    }

    /** Play has stopped (for the count, or for good): no one is thinking, so the clock stands. */
    private void stopClock() {
        if (clock.running()) {
            stoppedForCount = true;
            clock.feed(new ClockEvent.Suspend(now, Suspension.BREAK));
        }
    }

    private List<Ruling> resume(Color first) {
        List<Ruling> rulings = Counting.resume(board.game(), first);
        if (stoppedForCount && board.game().phase() == Phase.PLAYING) {
            stoppedForCount = false;
            clock.feed(new ClockEvent.Resume(now));
        }
        return rulings;
    }

    private List<Ruling> resign(Action.Resign r) {
        if (setup.pairGo() && !PairGo.mayResign(rotation, r.colour(), r.partner().map(p -> team(r.colour()).partnerIndex(p)).orElse(-1))) {
            return List.of(new Ruling.ActionRefused("resign", "only the player to move may resign",
                    code.pairGo().get().resignationArticle()));
        }
        GameResult resigned = new GameResult(r.colour().opponent(), GameResult.Reason.RESIGNATION, 0,
                Verdicts.colour(r.colour()) + " resigns");
        return declare(resigned, code.resignation(), Optional.empty());
    }

    private List<Ruling> declare(GameResult gameResult, String article, Optional<ScoreReport> report) {
        return Endings.declare(code, gameResult, article, report);
    }

    private List<Ruling> press(Color colour) {
        return clock.running() ? clock.feed(new ClockEvent.Press(now, ClockKeeper.side(colour))).stream()
                .filter(r -> !(r instanceof Ruling.ActionRefused)).toList() : List.of();
    }

    private static String name(Action action) {
        return action.getClass().getSimpleName();
    }

    private String name(Move move) {
        return Verdicts.colour(move.color()) + " " + (move instanceof Move.Play p ? p.point().name(rules.boardSize()) : "pass");
    }
}
