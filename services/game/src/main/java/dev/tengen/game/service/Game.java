package dev.tengen.game.service;

import dev.tengen.conduct.RefereeChoice;
import dev.tengen.game.service.api.ClockFace;
import dev.tengen.game.service.api.RulingLine;
import dev.tengen.game.service.api.CorrectGameResult;
import dev.tengen.game.service.api.EnterResult;
import dev.tengen.game.service.api.GameResultCorrected;
import dev.tengen.game.service.api.ResultEntered;
import dev.tengen.game.service.api.PenaltyReviewed;
import dev.tengen.game.service.api.RefereeDecided;
import dev.tengen.game.service.api.ReviewPenalty;
import dev.tengen.game.service.api.DecideInfraction;
import dev.tengen.game.service.api.DrawReplayScheduled;
import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import dev.tengen.clock.TimeControl;
import dev.tengen.conduct.CompetitionCode;
import dev.tengen.conduct.CompetitionCodes;
import dev.tengen.conduct.Infraction;
import dev.tengen.conduct.Referee;
import dev.tengen.conduct.Ruling;
import dev.tengen.conduct.Situation;
import dev.tengen.game.service.api.CheckFlag;
import dev.tengen.game.service.api.ClockReading;
import dev.tengen.game.service.api.ConfirmResult;
import dev.tengen.game.service.api.DeadStonesAgreed;
import dev.tengen.game.service.api.DeadStonesMarked;
import dev.tengen.game.service.api.GameForfeited;
import dev.tengen.game.service.api.GameRefusal;
import dev.tengen.game.service.api.GameRefused;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.GameVoided;
import dev.tengen.game.service.api.VoidGame;
import dev.tengen.game.service.api.IllegalMoveRejected;
import dev.tengen.game.service.api.JudgeExpiryAsPass;
import dev.tengen.game.service.api.MarkDeadStones;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.Pass;
import dev.tengen.game.service.api.PassCounted;
import dev.tengen.game.service.api.PassPlayed;
import dev.tengen.game.service.api.PauseClock;
import dev.tengen.game.service.api.RecordArrival;
import dev.tengen.game.service.api.ResumeClock;
import dev.tengen.game.service.api.StartClock;
import dev.tengen.game.service.api.PenaltyImposed;
import dev.tengen.game.service.api.PlayMove;
import dev.tengen.game.service.api.PlayerResigned;
import dev.tengen.game.service.api.RecountRequested;
import dev.tengen.game.service.api.Recorded;
import dev.tengen.game.service.api.RequestRecount;
import dev.tengen.game.service.api.Resign;
import dev.tengen.game.service.api.ResultConfirmationGiven;
import dev.tengen.game.service.api.Seats;
import dev.tengen.game.service.api.Seats.ConfirmerRole;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.game.service.api.ResultProposed;
import dev.tengen.game.service.api.StartGame;
import dev.tengen.game.service.api.TurnLost;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.rules.Color;
import dev.tengen.rules.GameResult;
import dev.tengen.rules.Move;
import dev.tengen.rules.MoveRecord;
import dev.tengen.rules.Phase;
import dev.tengen.rules.Point;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Rulesets;
import dev.tengen.rules.Violation;
import dev.tengen.rules.scoring.FinalPosition;
import dev.tengen.rules.scoring.ScoreReport;
import dev.tengen.rules.scoring.Scorer;
import dev.tengen.tournament.Outcome;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.ConflictingAggregateVersionException;
import org.axonframework.modelling.command.CreationPolicy;

/**
 * One game of one board of one round, event-sourced. It decides with the engine: legality by the rule set
 * ({@code dev.tengen.rules.Game}, replayed from the moves), the consequence of an illegal attempt by the
 * competition code ({@link Referee#decide}), the count by {@link Scorer}. It changes only through its events,
 * all folded by {@link GameRecord}.
 *
 * <p>Command handlers answer what they recorded ({@link Recorded}: the version after, the events); a command
 * that changes nothing is refused with a {@link GameRefused}.
 */
public class Game {

    @AggregateIdentifier
    private String gameId;

    private final GameRecord record = new GameRecord();

    /**
     * A copy that decides without recording ({@link GamePreview}): its events go to its own record only, never to
     * Axon's lifecycle, so a referee sees what a command would cause before it is sent.
     */
    private boolean preview;

    /** Axon rebuilds the game from its events into this empty instance, and starts a new one from it. */
    protected Game() {
    }

    /** A game folded from its history that decides as this aggregate does and records nothing. */
    static Game previewOf(List<?> history) {
        Game copy = new Game();
        copy.preview = true;
        history.forEach(copy::on);
        return copy;
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public Recorded handle(StartGame command) {
        if (record.started()) {
            throw refuse(GameRefusal.GAME_ALREADY_STARTED, "Game " + command.gameId() + " has already started (round "
                    + record.start().round() + ", board " + record.start().board() + "); a game starts once.");
        }
        requireText(command.gameId(), "gameId");
        requireText(command.tournamentId(), "tournamentId");
        requireText(command.black(), "black");
        requireText(command.white(), "white");
        if (command.round() < 1 || command.board() < 1) {
            // the same numbering as a protest's (arbitration's round-or-board-invalid); a game opened by hand as round
            // 2,147,483,647, board -5 went into the tournament's games.zip and audit as r2147483647-b-05
            throw refuse(GameRefusal.ROUND_OR_BOARD_INVALID, "Rounds and boards are numbered from 1; round "
                    + command.round() + ", board " + command.board() + " is not a game.");
        }
        if (command.black().strip().equals(command.white().strip())) {
            throw refuse(GameRefusal.SAME_PLAYER_TWICE, "Player " + command.black() + " cannot hold both Black and White.");
        }
        if (command.boardSize() < Ruleset.MIN_BOARD_SIZE || command.boardSize() > Ruleset.MAX_BOARD_SIZE) {
            throw refuse(GameRefusal.BOARD_SIZE_OUT_OF_RANGE, "A board has " + Ruleset.MIN_BOARD_SIZE + " to "
                    + Ruleset.MAX_BOARD_SIZE + " lines; " + command.boardSize() + " is outside that range.");
        }
        Ruleset rules = GameRecord.rules(nonNull(command.ruleset()), command.boardSize(), command.handicap(),
                command.komi())
                .orElseThrow(() -> refuse(GameRefusal.UNKNOWN_RULE_SET, "'" + command.ruleset()
                        + "' is not a rule set Tengen knows; choose one of " + String.join(", ", Rulesets.names()) + "."));
        CompetitionCode code = CompetitionCodes.byName(nonNull(command.competitionCode()))
                .orElseThrow(() -> refuse(GameRefusal.UNKNOWN_COMPETITION_CODE, "'" + command.competitionCode()
                        + "' is not a competition code Tengen knows; choose one of "
                        + String.join(", ", CompetitionCodes.names()) + "."));
        if (!Double.isFinite(command.komi())) {
            throw refuse(GameRefusal.KOMI_INVALID, "Komi is a number of points; " + command.komi() + " is not.");
        }
        if (command.handicap() < 0) {
            throw refuse(GameRefusal.HANDICAP_OUT_OF_RANGE, "A handicap is 0 (even) or a number of stones; "
                    + command.handicap() + " is neither.");
        }
        try {
            GameRecord.initial(rules, command.handicap());
        } catch (IllegalArgumentException e) {
            throw refuse(GameRefusal.HANDICAP_OUT_OF_RANGE, command.handicap() + " handicap stones cannot be placed on a "
                    + command.boardSize() + "x" + command.boardSize() + " board: " + e.getMessage() + " ("
                    + rules.article(Ruleset.Dimension.HANDICAP) + ").");
        }
        TimeControl time = command.timeControl() == null ? null : switch (command.timeControl().judge()) {
            case TimeControl.Judged.Valid valid -> valid.control();
            case TimeControl.Judged.Invalid invalid -> throw refuse(GameRefusal.TIME_CONTROL_INVALID,
                    "Time control, field '" + invalid.fault().field() + "': " + invalid.fault().sentence());
        };
        List<Object> events = new ArrayList<>();
        record(events, new GameStarted(command.gameId(), command.tournamentId().strip(), command.round(), command.board(),
                command.black().strip(), command.white().strip(), rules.name(), code.name(), command.boardSize(),
                command.handicap(), command.komi(), time, command.by(), command.at()));
        return new Recorded(record.version(), events);
    }

    @CommandHandler
    public Recorded handle(PlayMove command) {
        requireVersion(command.expectedVersion());
        requireInPlay();
        Color color = color(command.color());
        Point point = Point.parse(command.point().strip(), record.rules().boardSize())
                .orElseThrow(() -> refuse(GameRefusal.POINT_MALFORMED, record.notAPoint(command.point())));
        Move move = Move.play(color, point);
        return repeated(move).orElseGet(() -> attempt(move, command.by(), command.at()));
    }

    /** The same move or pass as the game's last line, sent again: nothing to record (GameRecord.repeatsLastLine). */
    private Optional<Recorded> repeated(Move move) {
        return record.repeatsLastLine(move) ? Optional.of(new Recorded(version(), List.of())) : Optional.empty();
    }

    @CommandHandler
    public Recorded handle(Pass command) {
        requireVersion(command.expectedVersion());
        requireInPlay();
        Move move = Move.pass(color(command.color()));
        return repeated(move).orElseGet(() -> attempt(move, command.by(), command.at()));
    }

    @CommandHandler
    public Recorded handle(StartClock command) {
        requireVersion(command.expectedVersion());
        requireInPlay();
        return decided(Timekeeper.start(record, command.by(), command.at()), command.by(), command.at());
    }

    @CommandHandler
    public Recorded handle(PauseClock command) {
        requireVersion(command.expectedVersion());
        requireInPlay();
        return decided(Timekeeper.pause(record, command.by(), command.at()), command.by(), command.at());
    }

    @CommandHandler
    public Recorded handle(ResumeClock command) {
        requireVersion(command.expectedVersion());
        requireInPlay();
        return decided(Timekeeper.resume(record, command.by(), command.at()), command.by(), command.at());
    }

    @CommandHandler
    public Recorded handle(CheckFlag command) {
        requireVersion(command.expectedVersion());
        requireInPlay();
        return decided(Timekeeper.checkFlag(record, command.by(), command.at()), command.by(), command.at());
    }

    @CommandHandler
    public Recorded handle(JudgeExpiryAsPass command) {
        requireVersion(command.expectedVersion());
        requireNotFinal();
        requireNoPenaltyPending();
        Color color = color(command.color());
        return decided(Timekeeper.expiryJudgedAsPass(record, color, command.by(), command.at()), command.by(), command.at());
    }

    @CommandHandler
    public Recorded handle(RecordArrival command) {
        requireVersion(command.expectedVersion());
        requireInPlay();
        Color color = color(command.color());
        return decided(Timekeeper.arrival(record, color, command.by(), command.at()), command.by(), command.at());
    }

    @CommandHandler
    public Recorded handle(Resign command) {
        requireVersion(command.expectedVersion());
        requireInPlay();
        Color color = color(command.color());
        String article = record.code().resignation();
        List<Object> events = new ArrayList<>();
        record(events, new PlayerResigned(gameId, tournamentId(), color, article, command.by(), command.at()));
        propose(events, new GameResult(color.opponent(), GameResult.Reason.RESIGNATION, 0,
                colour(color) + " resigns (" + article + ")"), command.by(), command.at());
        return new Recorded(version(), events);
    }

    @CommandHandler
    public Recorded handle(MarkDeadStones command) {
        requireVersion(command.expectedVersion());
        requireInPlay();
        Color color = color(command.color());
        DeadStoneCount counted = DeadStoneCount.of(record, command.points());
        Set<Point> dead = counted.dead();
        List<Object> events = new ArrayList<>();
        List<String> names = record.names(dead);
        record(events, new DeadStonesMarked(gameId, tournamentId(), color, names, command.by(), command.at()));
        if (record.marks(color.opponent()).filter(dead::equals).isPresent()) {
            record(events, new DeadStonesAgreed(gameId, tournamentId(), names, record.rules().article(Ruleset.Dimension.END),
                    command.by(), command.at()));
            propose(events, counted.result(), command.by(), command.at());
        }
        return new Recorded(version(), events);
    }

    @CommandHandler
    public Recorded handle(RequestRecount command) {
        requireVersion(command.expectedVersion());
        requireNotFinal();
        Color color = color(command.color());
        ResultProposed proposed = record.proposed().orElseThrow(() -> refuse(GameRefusal.NO_RESULT_PROPOSED,
                "There is no result to count again: " + (record.game().phase() == Phase.PLAYING
                        ? "the game is in play." : "the dead stones are not agreed yet.")));
        if (record.agreedDead().isEmpty()) {
            throw refuse(GameRefusal.NOTHING_TO_RECOUNT, "The result " + proposed.result() + " was not counted ("
                    + proposed.reason() + "); a recount changes only a count (" + finalArticle() + ").");
        }
        List<Object> events = new ArrayList<>();
        record(events, new RecountRequested(gameId, tournamentId(), color, finalArticle(), command.by(), command.at()));
        return new Recorded(version(), events);
    }

    @CommandHandler
    public Recorded handle(ConfirmResult command) {
        requireVersion(command.expectedVersion());
        requireNotFinal();
        ResultProposed proposed = record.proposed().orElseThrow(() -> refuse(GameRefusal.NO_RESULT_PROPOSED,
                "There is no result to confirm yet: the game has not ended."));
        ConfirmerRole confirmerRole = Seats.confirmerRole(command.role()).orElseThrow(() -> refuse(GameRefusal.ROLE_MALFORMED,
                "A result is confirmed by a 'player' or a 'referee'; '" + command.role() + "' is neither."));
        String role = confirmerRole.recorded();
        String confirmer = switch (confirmerRole) {
            case PLAYER -> record.player(colorOf(command.confirmer(), GameRefusal.CONFIRMER_MALFORMED));
            case REFEREE -> {
                requireText(command.confirmer(), "confirmer");
                yield command.confirmer().strip();
            }
        };
        if (!command.result().strip().equals(proposed.result())) {
            throw refuse(GameRefusal.RESULT_MISMATCH, "The result proposed is " + proposed.result() + " (" + proposed.reason()
                    + "), not " + command.result() + "; a confirmation confirms the result proposed.");
        }
        if (record.confirmedBy(role, confirmer)
                || role.equals(ResultConfirmationGiven.REFEREE) && record.confirmedByRole(role)) {
            throw refuse(GameRefusal.ALREADY_CONFIRMED, (role.equals(ResultConfirmationGiven.REFEREE)
                    ? "A referee" : "Player " + confirmer) + " has already confirmed " + proposed.result() + ".");
        }
        List<Object> events = new ArrayList<>();
        record(events, new ResultConfirmationGiven(gameId, tournamentId(), role, confirmer, proposed.result(),
                command.by(), command.at()));
        boolean players = record.confirmedBy(ResultConfirmationGiven.PLAYER, record.player(Color.BLACK))
                && record.confirmedBy(ResultConfirmationGiven.PLAYER, record.player(Color.WHITE));
        if (players && record.confirmedByRole(ResultConfirmationGiven.REFEREE)) {
            GameStarted s = record.start();
            record(events, new ResultConfirmed(gameId, s.tournamentId(), s.round(), s.board(), s.black(), s.white(), proposed.outcome(),
                    proposed.byForfeit(), proposed.result(), proposed.reason() + "; confirmed by both players and the referee ("
                    + finalArticle() + ")", record.confirmations().stream().map(ResultConfirmationGiven::confirmer).toList(),
                    command.at()));
        }
        return new Recorded(version(), events);
    }

    /**
     * An official's result from the slip ends the game (one result per game and board). The same result again
     * records nothing; a different final result is changed only by a correction ({@link CorrectGameResult}).
     */
    @CommandHandler
    public Recorded handle(EnterResult command) {
        requireVersion(command.expectedVersion());
        Optional<ResultConfirmed> done = record.confirmed();
        if (done.isPresent()) {
            ResultConfirmed finalResult = done.get();
            if (finalResult.outcome() == command.outcome() && finalResult.byForfeit() == command.byForfeit()
                    && finalResult.result().equals(command.result())) {
                return new Recorded(version(), List.of()); // the same slip again: already the game's result
            }
            throw refuse(GameRefusal.RESULT_FINAL, "The game's result " + finalResult.result() + " is final ("
                    + finalResult.reason() + "); a different result is a correction with its reason.");
        }
        Optional<ResultProposed> proposed = record.proposed();
        boolean differs = proposed.filter(p -> !p.result().equals(command.result())
                || p.outcome() != command.outcome()).isPresent();
        if (differs && !command.override()) {
            ResultProposed p = proposed.get();
            throw refuse(GameRefusal.RESULT_CONFLICT, "The game played on the platform ended " + p.result() + " ("
                    + p.reason() + "); the slip says " + command.result() + ". Check the slip; to record "
                    + command.result() + " instead, send it again as an override with the reason.");
        }
        if (command.override() && (command.reason() == null || command.reason().isBlank())) {
            throw new GameRefused(GameRefusal.REASON_REQUIRED, "reason", "An override of the game's own result needs"
                    + " the reason, which the audit keeps.");
        }
        if (!command.override()) {
            requireNoPenaltyPending();
        }
        GameStarted s = record.start();
        String reason = command.reason() == null || command.reason().isBlank()
                ? "result slip entered by " + command.by() : command.reason().strip();
        List<Object> events = new ArrayList<>();
        record(events, new ResultEntered(gameId, s.tournamentId(), s.round(), s.board(), command.outcome(),
                command.byForfeit(), command.result(), reason, differs ? proposed.get().result() : null,
                record.entries().size(), command.by(), command.at()));
        record(events, new ResultConfirmed(gameId, s.tournamentId(), s.round(), s.board(), s.black(), s.white(),
                command.outcome(), command.byForfeit(), command.result(), reason, List.of(command.by()), command.at()));
        return new Recorded(version(), events);
    }

    /** The tournament's correction of the board's result becomes the game's: both show one result. */
    @CommandHandler
    public Recorded handle(CorrectGameResult command) {
        if (record.corrected(command.source())) {
            return new Recorded(version(), List.of()); // applied before: a replayed flow changes nothing
        }
        Optional<ResultConfirmed> done = record.confirmed();
        if (done.filter(d -> d.outcome() == command.outcome() && d.byForfeit() == command.byForfeit()
                && d.result().equals(command.result())).isPresent()) {
            return new Recorded(version(), List.of()); // the game holds that result already
        }
        GameStarted s = record.start();
        String previous = done.map(ResultConfirmed::result)
                .orElse(record.proposed().map(ResultProposed::result).orElse(null));
        List<Object> events = new ArrayList<>();
        record(events, new GameResultCorrected(gameId, s.tournamentId(), s.round(), s.board(), previous,
                command.outcome(), command.byForfeit(), command.result(), command.reason(), command.source(),
                command.by(), command.at()));
        return new Recorded(version(), events);
    }

    /**
     * A correction of the published pairing changed this game's board: the game is void and refuses every command
     * afterwards. Voided again, it records nothing; a final result is not voided (the tournament keeps boards with a
     * result as they are).
     */
    @CommandHandler
    public Recorded handle(VoidGame command) {
        if (record.voided().isPresent()) {
            return new Recorded(version(), List.of()); // voided before: a replayed flow changes nothing
        }
        requireNotFinal();
        GameStarted s = record.start();
        List<Object> events = new ArrayList<>();
        record(events, new GameVoided(gameId, s.tournamentId(), s.round(), s.board(), command.reason().strip(),
                record.entries().size(), command.by(), command.at()));
        return new Recorded(version(), events);
    }

    @EventSourcingHandler
    void on(Object event) {
        if (event instanceof GameStarted started) {
            gameId = started.gameId();
        }
        record.apply(event);
    }

    // ------------------------------------------------------------------ moves

    /** What the clock decided: its events, then the result it ends the game with, if any. */
    private Recorded decided(Timekeeper.Decision decision, String by, Instant at) {
        List<Object> events = new ArrayList<>();
        decision.events().forEach(event -> record(events, event));
        decision.result().ifPresent(result -> propose(events, result, by, at));
        return new Recorded(version(), events);
    }

    /**
     * A move or pass: played when legal, else ruled on by the competition code. One that comes after the mover's
     * flag fell is not played: the time has expired and the game is lost on time.
     */
    private Recorded attempt(Move move, String by, Instant at) {
        Optional<Timekeeper.Decision> expired = Timekeeper.expiry(record, by, at);
        if (expired.isPresent()) {
            return decided(expired.get(), by, at);
        }
        // Tried on a copy: even a legality probe leaves traces in the engine's board, and the game's own engine
        // changes only through events.
        dev.tengen.rules.Game trial = record.trial();
        Optional<Violation> violation = trial.check(move);
        List<Object> events = new ArrayList<>();
        if (violation.isEmpty()) {
            int number = record.nextNumber();
            trial.apply(move);
            MoveRecord played = trial.move(number); // one record, not the whole history's
            Optional<Timekeeper.Press> press = Timekeeper.press(record, move.color(), by, at);
            press.ifPresent(pressed -> pressed.events().forEach(event -> record(events, event)));
            ClockReading reading = press.map(Timekeeper.Press::reading).orElse(null);
            if (move instanceof Move.Play play) {
                record(events, new MovePlayed(gameId, tournamentId(), number, move.color(), record.name(play.point()),
                        record.names(Set.copyOf(played.removed())), by, at, reading));
            } else {
                record(events, new PassPlayed(gameId, tournamentId(), number, move.color(), by, at, reading));
            }
            // Korean 2016 art. 10: a whole-board repetition may end the game on the spot.
            record.game().result().ifPresent(ended -> propose(events, ended, by, at));
            return new Recorded(version(), events);
        }
        Violation broken = violation.get();
        String what = colour(move.color()) + " " + (move instanceof Move.Play p ? record.name(p.point()) : "pass");
        if (broken.kind() == Violation.Kind.GAME_NOT_IN_PLAY) {
            throw refuse(GameRefusal.GAME_NOT_IN_PLAY, what + " is refused: " + broken.message() + " (" + broken.article() + ").");
        }
        Infraction.IllegalPlacement infraction = new Infraction.IllegalPlacement(move, broken);
        List<Ruling> rulings = Referee.decide(record.code(), record.rules(), infraction, Optional.empty(), record.ledger(),
                Situation.IN_PLAY);
        if (rulings.stream().allMatch(r -> r instanceof Ruling.MoveRefused || r instanceof Ruling.ActionRefused)) {
            // The code attaches nothing to the attempt: the move is refused and the player plays again.
            throw refuse(GameRefusal.ILLEGAL_MOVE, what + " is illegal: " + broken.message() + " (" + broken.article()
                    + "); the player plays again.");
        }
        String sanctionArticle = record.code().sanction(infraction.kind()).article();
        record(events, new IllegalMoveRejected(gameId, tournamentId(), move.color(),
                move instanceof Move.Play p ? record.name(p.point()) : "pass", GameRecord.kebab(broken.kind()),
                GameRecord.kebab(infraction.kind()), broken.message(), broken.article(), sanctionArticle, by, at));
        for (Ruling ruling : rulings) {
            switch (ruling) {
                case Ruling.MoveRefused refused -> { }
                case Ruling.WarningIssued w -> record(events,
                        new WarningIssued(gameId, tournamentId(), w.player(), w.count(), w.reason(), w.article(), by, at));
                case Ruling.PenaltyPoints p -> record(events,
                        new PenaltyImposed(gameId, tournamentId(), p.player(), p.points(), p.reason(), p.article(), by, at));
                case Ruling.TurnLost t -> record(events,
                        new TurnLost(gameId, tournamentId(), record.nextNumber(), t.player(), t.article(), by, at));
                case Ruling.PassCounted p -> record(events, new PassCounted(gameId, tournamentId(),
                        record.nextNumber() - (p.movesTakenBack() == 2 && record.game().moveCount() > 0 ? 1 : 0),
                        p.player(), p.movesTakenBack(), p.article(), by, at));
                case Ruling.ResultDeclared declared -> {
                    GameResult result = declared.result();
                    if (result.reason() == GameResult.Reason.FORFEIT && result.winner() != null) {
                        record(events, new GameForfeited(gameId, tournamentId(), result.winner().opponent(), result.detail(),
                                declared.article(), by, at));
                    }
                    propose(events, result, by, at);
                }
                default -> throw new IllegalStateException("The competition code ruled " + ruling
                        + " on an illegal move; the game service does not record that ruling yet.");
            }
        }
        return new Recorded(version(), events);
    }

    // ------------------------------------------------------------------ referee decisions

    /** The article by which the Chief Referee concurs with or overrules a referee's proposed penalty. */
    static final String CHIEF_REFEREE_REVIEW = "Incheon 2013 duties art. 2.5";

    @CommandHandler
    public Recorded handle(DecideInfraction command) {
        requireVersion(command.expectedVersion());
        requireNoPenaltyPending();
        Infraction.Kind kind = Infractions.kind(command.infraction());
        Optional<Color> offender = command.offender() == null || command.offender().isBlank()
                ? Optional.empty() : Optional.of(Seats.color(command.offender()).orElseThrow(() -> new GameRefused(
                        GameRefusal.COLOR_MALFORMED, "offender", "The offender is 'black' or 'white'; '"
                        + command.offender() + "' is neither.")));
        Optional<RefereeChoice> choice = Infractions.choice(command.choice());
        Infraction infraction = Infractions.of(kind, offender, command, record.game().moveCount());
        Situation situation = Infractions.situation(record, offender, kind);
        List<Ruling> rulings = Referee.decide(record.code(), record.rules(), infraction, choice, record.ledger(), situation);
        for (Ruling ruling : rulings) {
            if (ruling instanceof Ruling.ActionRefused refused) {
                throw refuse(situation.gameOver() ? GameRefusal.COMPLAINT_AFTER_GAME : GameRefusal.CLAIM_REFUSED,
                        "The claim of " + refused.action() + " is refused: " + refused.reason() + " (" + refused.article()
                                + ").");
            }
        }
        List<RulingLine> lines = rulings.stream().map(Infractions::line).toList();
        boolean awaits = !command.chiefReferee() && rulings.stream().anyMatch(Ruling::reviewedByChiefReferee);
        String decisionId = "d" + (record.decisions().size() + 1);
        List<Object> events = new ArrayList<>();
        record(events, new RefereeDecided(gameId, tournamentId(), decisionId, GameRecord.kebab(kind), offender.orElse(null),
                choice.map(GameRecord::kebab).orElse(null), command.note(), lines, awaits, command.by(), command.at()));
        for (RulingLine line : lines) {
            takeEffect(events, line, command.by(), command.at());
        }
        if (!awaits) {
            penalties(events, lines, command.by(), command.at());
        }
        return new Recorded(version(), events);
    }

    @CommandHandler
    public Recorded handle(ReviewPenalty command) {
        requireVersion(command.expectedVersion());
        String id = command.decisionId() == null ? "" : command.decisionId().strip();
        RefereeDecided decision = record.decisions().stream().filter(d -> d.decisionId().equals(id)).findFirst()
                .orElseThrow(() -> refuse(GameRefusal.DECISION_UNKNOWN, "Game " + gameId + " has no referee's decision '"
                        + command.decisionId() + "'; its decisions are " + record.decisions().stream()
                                .map(RefereeDecided::decisionId).toList() + "."));
        if (!record.pending(id)) {
            throw refuse(GameRefusal.DECISION_NOT_PENDING, "Decision " + id + " (" + decision.infraction() + ") does not "
                    + "await the Chief Referee: " + (decision.awaitsChiefReferee() ? "it has been reviewed already."
                            : "it carried no penalty to review, or the Chief Referee made it."));
        }
        if (!command.concur() && (command.reason() == null || command.reason().isBlank())) {
            throw refuse(GameRefusal.REASON_REQUIRED, "Overruling a referee's penalty needs the reason, in words.");
        }
        List<Object> events = new ArrayList<>();
        record(events, new PenaltyReviewed(gameId, tournamentId(), id, command.concur(),
                command.reason() == null ? null : command.reason().strip(), CHIEF_REFEREE_REVIEW, command.by(), command.at()));
        if (command.concur()) {
            penalties(events, decision.rulings(), command.by(), command.at());
        }
        return new Recorded(version(), events);
    }

    /**
     * A line that takes effect with the decision: what the game keeps count of gets its own event (a warning, a lost
     * turn; never a penalty, which {@link #penalties} applies).
     */
    private void takeEffect(List<Object> events, RulingLine line, String by, Instant at) {
        switch (line.kind()) {
            case RulingLine.WARNING -> record(events, new WarningIssued(gameId, tournamentId(), line.player(),
                    (int) line.points(), line.description(), line.article(), by, at));
            case RulingLine.TURN_LOST -> record(events,
                    new TurnLost(gameId, tournamentId(), record.nextNumber(), line.player(), line.article(), by, at));
            default -> { } // recorded in the decision: a correction of the board, a replay, the colours
        }
    }

    /**
     * The penalty lines take effect. A bar concerns future events: it stays recorded in the decision, from which the
     * sanctions registry takes it.
     */
    private void penalties(List<Object> events, List<RulingLine> lines, String by, Instant at) {
        for (RulingLine line : lines) {
            switch (line.kind()) {
                case RulingLine.PENALTY_POINTS -> record(events, new PenaltyImposed(gameId, tournamentId(), line.player(),
                        line.points(), line.description(), line.article(), by, at));
                case RulingLine.RESULT -> {
                    if (record.confirmed().isPresent()) {
                        continue;
                    }
                    GameResult result = Infractions.result(line);
                    if (result.reason() == GameResult.Reason.FORFEIT && result.winner() != null) {
                        record(events, new GameForfeited(gameId, tournamentId(), result.winner().opponent(), result.detail(),
                                line.article(), by, at));
                    }
                    propose(events, result, by, at);
                }
                case RulingLine.RESULTS_CANCELLED -> {
                    // Incheon 2013 code art. 6.1, Chinese 2002 art. 23.1: the offender's result is cancelled: the game
                    // counts as lost by the offender, or by both. Once confirmed, the tournament corrects it
                    // (SanctionFlow); before, the game proposes the new result for confirmation.
                    if (record.confirmed().isEmpty()) {
                        propose(events, Infractions.cancelled(line), by, at);
                    }
                }
                default -> { }
            }
        }
    }

    private void requireNoPenaltyPending() {
        record.decisions().stream().filter(d -> record.pending(d.decisionId())).findFirst().ifPresent(d -> {
            throw refuse(GameRefusal.AWAITING_CHIEF_REFEREE, "Decision " + d.decisionId() + " (" + d.infraction()
                    + ") proposes a penalty that awaits the Chief Referee (" + CHIEF_REFEREE_REVIEW
                    + "); play resumes once it is concurred with or overruled.");
        });
    }

    // ------------------------------------------------------------------ results

    private void propose(List<Object> events, GameResult result, String by, Instant at) {
        boolean byForfeit = result.reason() == GameResult.Reason.FORFEIT && record.entries().isEmpty();
        record(events, new ResultProposed(gameId, tournamentId(), result.sgf(), result.winner(), outcome(result),
                GameRecord.kebab(result.reason()), result.detail(), byForfeit, by, at));
        CompetitionCode.DrawnGame drawn = record.code().drawnGame();
        if (outcome(result) == Outcome.DRAW && drawn.replayInRemainingTime()) {
            GameStarted s = record.start();
            Optional<ClockFace> face = record.clockFace();
            record(events, new DrawReplayScheduled(gameId, s.tournamentId(), s.round(), s.board(), s.black(), s.white(),
                    face.map(ClockFace::black).orElse(null), face.map(ClockFace::white).orElse(null), drawn.article(),
                    by, at));
        }
    }

    /** The engine's result as pairing and placement see it. */
    static Outcome outcome(GameResult result) {
        return switch (result.reason()) {
            case DRAW, REPETITION_DRAW -> Outcome.DRAW;
            case BOTH_LOSE -> Outcome.BOTH_LOSE;
            case NO_RESULT -> Outcome.NO_RESULT;
            case SCORE, RESIGNATION, TIME, FORFEIT -> result.winner() == null ? Outcome.DRAW
                    : result.winner() == Color.BLACK ? Outcome.BLACK_WINS : Outcome.WHITE_WINS;
        };
    }

    /** The article that makes a confirmed result final and allows a recount before it. */
    private String finalArticle() {
        return switch (record.code().name()) {
            case "incheon-2013" -> "Incheon 2013 code art. 4.4";
            case "chinese-2002" -> "Chinese 2002 art. 16.4";
            default -> "Incheon 2013 code art. 4.4; Chinese 2002 art. 16.4";
        };
    }

    // ------------------------------------------------------------------ guards

    /**
     * If-Match before anything else. Axon checks a stale version only after the handler ran (its default conflict
     * resolver), so a refusal would hide the conflict; a writer who read an older game gets the conflict first.
     */
    private void requireVersion(Long expected) {
        if (expected != null && expected != record.version()) {
            throw new ConflictingAggregateVersionException(gameId, expected, record.version());
        }
        requireNotVoided();
    }

    /** A void game takes nothing more: every command but the start and a correction passes {@link #requireVersion}. */
    private void requireNotVoided() {
        record.voided().ifPresent(voided -> {
            throw refuse(GameRefusal.GAME_VOIDED, "Game " + gameId + " is void: a correction of round " + voided.round()
                    + "'s pairing changed board " + voided.board() + " (" + voided.reason() + "); the board's new game"
                    + " is another game.");
        });
    }

    private void requireNotFinal() {
        record.confirmed().ifPresent(confirmed -> {
            throw refuse(GameRefusal.RESULT_FINAL, "The result " + confirmed.result() + " is final (" + confirmed.reason()
                    + "); only an arbitration ruling or the Technical Delegate's correction changes it.");
        });
    }

    private void requireInPlay() {
        requireNotFinal();
        requireNoPenaltyPending();
        record.proposed().ifPresent(proposed -> {
            throw refuse(GameRefusal.GAME_OVER, "The game is over: " + proposed.result() + " (" + proposed.reason()
                    + ") awaits confirmation" + (record.agreedDead().isPresent() ? "; a player may request a recount first." : "."));
        });
    }

    private Color color(String text) {
        return colorOf(text, GameRefusal.COLOR_MALFORMED);
    }

    private static Color colorOf(String text, GameRefusal refusal) {
        return Seats.color(text).orElseThrow(() -> refuse(refusal, "A player is 'black' or 'white'; '" + text + "' is neither."));
    }

    private static void requireText(String text, String field) {
        if (text == null || text.isBlank()) {
            throw new GameRefused(GameRefusal.FIELD_BLANK, field, "The field '" + field + "' cannot be blank.");
        }
    }

    private static String nonNull(String text) {
        return text == null ? "" : text.strip();
    }

    private void record(List<Object> events, Object event) {
        events.add(event);
        if (preview) {
            on(event);
        } else {
            apply(event);
        }
    }

    private String tournamentId() {
        return record.start().tournamentId();
    }

    private long version() {
        return record.version();
    }

    private static String colour(Color color) {
        return color == Color.BLACK ? "Black" : "White";
    }

    /** The engine's reasons start in lower case, to be embedded; a refusal is read on its own. */
    static String sentence(String reason) {
        return Character.toUpperCase(reason.charAt(0)) + reason.substring(1);
    }

    private static GameRefused refuse(GameRefusal refusal, String sentence) {
        return new GameRefused(refusal, sentence);
    }
}
