package dev.tengen.game.service.web;

import dev.tengen.service.web.problem.Fields;
import dev.tengen.game.service.DeadStoneCount;
import dev.tengen.game.service.GamePreview;
import dev.tengen.game.service.GameRecord;
import dev.tengen.game.service.api.CheckFlag;
import dev.tengen.game.service.api.JudgeExpiryAsPass;
import dev.tengen.game.service.api.ConfirmResult;
import dev.tengen.game.service.api.CorrectGameResult;
import dev.tengen.game.service.api.EnterResult;
import dev.tengen.game.service.api.DecideInfraction;
import dev.tengen.game.service.api.MarkDeadStones;
import dev.tengen.game.service.api.Pass;
import dev.tengen.game.service.api.PauseClock;
import dev.tengen.game.service.api.PlayMove;
import dev.tengen.game.service.api.RecordArrival;
import dev.tengen.game.service.api.Recorded;
import dev.tengen.game.service.api.RequestRecount;
import dev.tengen.game.service.api.Resign;
import dev.tengen.game.service.api.ResumeClock;
import dev.tengen.game.service.api.StartClock;
import dev.tengen.game.service.api.ReviewPenalty;
import dev.tengen.game.service.api.StartGame;
import dev.tengen.game.service.api.Seats;
import dev.tengen.service.web.security.CurrentActor;
import dev.tengen.service.web.security.Roles;
import dev.tengen.rules.Color;
import io.quarkus.security.ForbiddenException;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.function.BiFunction;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.Configuration;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.axonframework.modelling.command.ConcurrencyException;
import org.axonframework.modelling.command.ConflictingAggregateVersionException;

/**
 * Sends game commands for the REST layer and reads games. A read folds the game's own events from the event
 * store into a {@link GameRecord}, as the aggregate does: a writer's next read sees its write, with no
 * projection to wait for.
 */
@ApplicationScoped
public class GameDesk {

    /** Far above the milliseconds the round flow takes to open the games of a published round. */
    private static final Duration GAME_OPENING = Duration.ofSeconds(5);

    private final CommandGateway commands;
    private final Configuration axon;
    private final CurrentActor current;
    private final Clock clock;

    GameDesk(CommandGateway commands, Configuration axon, CurrentActor current, Clock clock) {
        this.commands = commands;
        this.axon = axon;
        this.current = current;
        this.clock = clock;
    }

    /** The game's record, or empty when no game of that id was started. */
    public java.util.Optional<GameRecord> find(String gameId) {
        return axon.eventStore().lastSequenceNumberFor(gameId).isPresent() ? java.util.Optional.of(read(gameId))
                : java.util.Optional.empty();
    }

    /** A game voided by a correction of its round's pairing; a game not opened yet needs nothing. */
    public void voidGame(dev.tengen.game.service.api.VoidGame command) {
        if (axon.eventStore().lastSequenceNumberFor(command.gameId()).isPresent()) {
            send(command.gameId(), command);
        }
    }

    public GameRecord read(String gameId) {
        return GameRecord.of(history(gameId));
    }

    /**
     * The game's events, oldest first; 404 when there is no such game. The store holds every aggregate's events under
     * its id, so the id of a tournament, a protest or an appeal reads that aggregate's events: not a game (they were
     * folded into one and answered 500).
     */
    private List<Object> history(String gameId) {
        List<Object> events = axon.eventStore().readEvents(gameId).asStream()
                .map(DomainEventMessage::getPayload)
                .map(Object.class::cast)
                .toList();
        if (events.stream().noneMatch(dev.tengen.game.service.api.GameStarted.class::isInstance)) {
            throw GameProblem.notFound(gameId);
        }
        return events;
    }

    // ------------------------------------------------------------------ previews: decided, not recorded

    /** What recording this move would record (the code's rulings on an illegal one), or the command's refusal. */
    public GameReceipt previewMove(String gameId, Requests.NewMove request) {
        Requests.NewMove move = Fields.body(request);
        return preview(gameId, new PlayMove(gameId, null, Fields.required(move.color(), "color"),
                Fields.required(move.point(), "point"), by(), now()));
    }

    public GameReceipt previewPass(String gameId, Requests.ByPlayer request) {
        return preview(gameId, new Pass(gameId, null, Fields.required(Fields.body(request).color(), "color"), by(), now()));
    }

    /** The consequence of a decision as the code rules it; a referee's proposed penalty shows it awaits the Chief Referee. */
    public GameReceipt previewDecision(String gameId, Requests.Decision request) {
        return preview(gameId, decision(gameId, null, request));
    }

    private GameReceipt preview(String gameId, Object command) {
        return GameReceipt.of(gameId, GamePreview.of(history(gameId), command));
    }

    /** The count with these stones dead, in the rule set's own terms, before both players agree on them. */
    public CountView count(String gameId, Requests.Marking request) {
        List<String> points = Fields.required(Fields.body(request).points(), "points");
        GameRecord record = read(gameId);
        return CountView.of(gameId, DeadStoneCount.of(record, points), record.rules().boardSize());
    }

    /** The infractions the game's competition code names, with their sanctions and articles. */
    public InfractionsView infractions(String gameId) {
        return InfractionsView.of(read(gameId).code());
    }

    public GameReceipt start(Requests.NewGame request) {
        Requests.NewGame game = Fields.body(request);
        String gameId = UUID.randomUUID().toString();
        return send(gameId, new StartGame(gameId, Fields.required(game.tournamentId(), "tournamentId"),
                Fields.required(game.round(), "round"), Fields.required(game.board(), "board"),
                Fields.required(game.black(), "black"), Fields.required(game.white(), "white"),
                Fields.required(game.ruleset(), "ruleset"), Fields.required(game.competitionCode(), "competitionCode"),
                Fields.required(game.boardSize(), "boardSize"), game.handicap() == null ? 0 : game.handicap(),
                Fields.required(game.komi(), "komi"), game.timeControl(), by(), now()));
    }

    public GameReceipt play(String gameId, Long expectedVersion, Requests.NewMove request) {
        Requests.NewMove move = Fields.body(request);
        actsFor(gameId, move.color());
        return send(gameId, new PlayMove(gameId, expectedVersion, Fields.required(move.color(), "color"),
                Fields.required(move.point(), "point"), by(), now()));
    }

    public GameReceipt pass(String gameId, Long expectedVersion, Requests.ByPlayer request) {
        return send(gameId, new Pass(gameId, expectedVersion, color(gameId, request), by(), now()));
    }

    public GameReceipt resign(String gameId, Long expectedVersion, Requests.ByPlayer request) {
        return send(gameId, new Resign(gameId, expectedVersion, color(gameId, request), by(), now()));
    }

    public GameReceipt markDeadStones(String gameId, Long expectedVersion, Requests.DeadStones request) {
        Requests.DeadStones marking = Fields.body(request);
        actsFor(gameId, marking.color());
        return send(gameId, new MarkDeadStones(gameId, expectedVersion, Fields.required(marking.color(), "color"),
                Fields.required(marking.points(), "points"), by(), now()));
    }

    public GameReceipt recount(String gameId, Long expectedVersion, Requests.ByPlayer request) {
        return send(gameId, new RequestRecount(gameId, expectedVersion, color(gameId, request), by(), now()));
    }

    public GameReceipt confirm(String gameId, Long expectedVersion, Requests.Confirmation request) {
        Requests.Confirmation confirmation = Fields.body(request);
        confirmsAs(gameId, confirmation);
        return send(gameId, new ConfirmResult(gameId, expectedVersion, Fields.required(confirmation.role(), "role"),
                Fields.required(confirmation.confirmer(), "confirmer"), Fields.required(confirmation.result(), "result"),
                by(), now()));
    }

    public GameReceipt startClock(String gameId, Long expectedVersion, Requests.ClockAction request) {
        return send(gameId, new StartClock(gameId, expectedVersion, by(), when(request)));
    }

    public GameReceipt pauseClock(String gameId, Long expectedVersion, Requests.ClockAction request) {
        return send(gameId, new PauseClock(gameId, expectedVersion, by(), when(request)));
    }

    public GameReceipt resumeClock(String gameId, Long expectedVersion, Requests.ClockAction request) {
        return send(gameId, new ResumeClock(gameId, expectedVersion, by(), when(request)));
    }

    public GameReceipt checkFlag(String gameId, Long expectedVersion, Requests.ClockAction request) {
        return send(gameId, new CheckFlag(gameId, expectedVersion, by(), when(request)));
    }

    public GameReceipt recordArrival(String gameId, Long expectedVersion, Requests.Arrival request) {
        Requests.Arrival arrival = Fields.body(request);
        return send(gameId, new RecordArrival(gameId, expectedVersion, Fields.required(arrival.color(), "color"), by(),
                Fields.recent(arrival.at(), now(), "at")));
    }

    /** Chinese 2002 art. 22.5: on the player's appeal the referee judges the expiry of his last period a pass. */
    public GameReceipt judgeExpiryAsPass(String gameId, Long expectedVersion, Requests.ExpiryAppeal request) {
        Requests.ExpiryAppeal appeal = Fields.body(request);
        return send(gameId, new JudgeExpiryAsPass(gameId, expectedVersion, Fields.required(appeal.color(), "color"), by(),
                when(new Requests.ClockAction(appeal.at()))));
    }

    private Instant when(Requests.ClockAction request) {
        return Fields.recent(request == null ? null : request.at(), now(), "at");
    }

    /** A referee's decision; the Chief Referee's own decision needs no review (Incheon 2013 duties art. 2.5, 2.7). */
    public GameReceipt decide(String gameId, Long expectedVersion, Requests.Decision request) {
        return send(gameId, decision(gameId, expectedVersion, request));
    }

    private DecideInfraction decision(String gameId, Long expectedVersion, Requests.Decision request) {
        Requests.Decision decision = Fields.body(request);
        return new DecideInfraction(gameId, expectedVersion, Fields.required(decision.infraction(), "infraction"),
                decision.offender(), Boolean.TRUE.equals(decision.intentional()), decision.recreatable(),
                Boolean.TRUE.equals(decision.grave()), decision.choice(), decision.note(), current.has(Roles.CHIEF_REFEREE),
                by(), now());
    }

    public GameReceipt review(String gameId, String decisionId, Long expectedVersion, Requests.PenaltyReview request) {
        Requests.PenaltyReview review = Fields.body(request);
        return send(gameId, new ReviewPenalty(gameId, expectedVersion, decisionId, Fields.required(review.concur(), "concur"),
                review.reason(), by(), now()));
    }

    /**
     * An official's result for the game, from the tournament's board: it ends the game. A game a just-published
     * round has not opened yet (the round flow opens it a moment later) is waited for.
     */
    public GameReceipt enterResult(EnterResult command) {
        awaitStarted(command.gameId());
        return send(command.gameId(), command);
    }

    /** The tournament's correction of a board's result, taken by its game. */
    public GameReceipt correctResult(CorrectGameResult command) {
        awaitStarted(command.gameId());
        return send(command.gameId(), command);
    }

    /** Waits, a few seconds at most, for the round flow to open a game of a round just published. */
    private void awaitStarted(String gameId) {
        awaitOpened(List.of(gameId));
    }

    /**
     * Waits, a few seconds in all, for the round flow to open these games of a round just published, so that whoever
     * published the round can act on its games at once (the round flow opens them a moment after the publication).
     */
    public void awaitOpened(java.util.Collection<String> gameIds) {
        long deadline = System.nanoTime() + GAME_OPENING.toNanos();
        while (gameIds.stream().anyMatch(id -> axon.eventStore().lastSequenceNumberFor(id).isEmpty())
                && System.nanoTime() < deadline) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private String color(String gameId, Requests.ByPlayer request) {
        String color = Fields.required(Fields.body(request).color(), "color");
        actsFor(gameId, color);
        return color;
    }

    /**
     * A referee acts for either player; a player only for the colour they hold in this game, so a player cannot
     * resign, pass or play for the opponent, nor touch another board (ARCHITECTURE.md: players act on their own
     * games only). A malformed colour is left to the game, which refuses it with its own reason.
     */
    private void actsFor(String gameId, String colorText) {
        if (current.has(Roles.REFEREE) || current.has(Roles.CHIEF_REFEREE) || colorText == null) {
            return;
        }
        Color color = Seats.color(colorText).orElse(null);
        if (color == null) {
            return;
        }
        GameRecord record = read(gameId);
        if (!current.players().contains(record.player(color))) {
            throw new ForbiddenException("Account " + current.actor().name() + " does not hold " + colorText.strip()
                    + " in game " + gameId + " (round " + record.start().round() + ", board " + record.start().board()
                    + "); a player acts only on their own games.");
        }
    }

    /** The role is read as the game reads it ({@link Seats}): a role the game takes, the desk checks. */
    private void confirmsAs(String gameId, Requests.Confirmation confirmation) {
        switch (Seats.confirmerRole(confirmation.role()).orElse(null)) {
            case REFEREE -> {
                if (!(current.has(Roles.REFEREE) || current.has(Roles.CHIEF_REFEREE))) {
                    throw new ForbiddenException("Only a referee confirms a result as the attending referee.");
                }
            }
            case PLAYER -> actsFor(gameId, confirmation.confirmer());
            case null -> { } // the game refuses it (role-malformed)
        }
    }

    private GameReceipt send(String gameId, Object command) {
        try {
            Recorded recorded = commands.sendAndWait(command);
            return GameReceipt.of(gameId, recorded);
        } catch (AggregateNotFoundException e) {
            throw GameProblem.notFound(gameId);
        } catch (org.axonframework.eventsourcing.IncompatibleAggregateException e) {
            // the id of another aggregate (a tournament's, a protest's): its events are no game's
            throw GameProblem.notFound(gameId);
        } catch (ConflictingAggregateVersionException e) {
            throw GameProblem.versionConflict("Game " + gameId + " is at version " + e.getActualVersion()
                    + ", not at version " + e.getExpectedVersion() + " as If-Match said; read it again and decide again.");
        } catch (ConcurrencyException e) {
            throw GameProblem.concurrentChange(gameId);
        }
    }

    private String by() {
        return current.actor().name();
    }

    private Instant now() {
        return clock.instant();
    }
}
