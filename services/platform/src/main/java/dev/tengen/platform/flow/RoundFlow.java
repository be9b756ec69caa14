package dev.tengen.platform.flow;

import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.game.service.api.StartGame;
import dev.tengen.game.service.flow.RoundGames;
import dev.tengen.tournament.service.api.PairingCorrected;
import dev.tengen.tournament.service.RecordedBoards;
import dev.tengen.tournament.service.api.RecordResult;
import dev.tengen.tournament.service.api.ResultCorrected;
import dev.tengen.tournament.service.api.ResultRecorded;
import dev.tengen.tournament.service.api.RoundPublished;
import dev.tengen.platform.axon.StoredStreams;
import java.time.Clock;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.jboss.logging.Logger;

/**
 * The process manager between tournament and games: a published round starts one game per board, a confirmed
 * game result is recorded in its tournament, and a result the tournament corrects is corrected in its game. Which
 * games to start, void or correct is {@link RoundGames}'s decision.
 *
 * <p><b>Tracking, replayed at each start, idempotent by looking before acting.</b> It runs in the flows' tracking
 * processor (it reacts only to committed events, as the projections do) with its token in memory, so at every start
 * it reads the store from the first event. It never repeats work: before sending {@link StartGame} it asks the
 * event store whether the games' streams exist (one question per round), and before sending {@link RecordResult}
 * whether the tournament has recorded that board's result (read once per tournament from the results in its stream,
 * then kept up to date from the {@link ResultRecorded} events it sees). A replay therefore sends nothing for work done, and does what a crash
 * left undone (an event committed, its command never sent). As a second line the tournament answers the same result
 * twice without a new event. In the distributed deployment the game application takes the games' side, following
 * the tournament's events on Kafka with the same {@link RoundGames}.
 */
@ProcessingGroup(RoundFlow.PROCESSING_GROUP)
public class RoundFlow {

    public static final String PROCESSING_GROUP = "round-flow";

    /** Who the commands are sent by, in the events they cause. */
    public static final String BY = "platform:round-flow";

    private static final Logger LOG = Logger.getLogger(RoundFlow.class);

    private final Supplier<CommandGateway> commands;
    private final Supplier<StoredStreams> streams;
    private final Clock clock;
    private final RoundGames games;

    /** Boards with a recorded result, per tournament read so far. */
    private final Map<String, RecordedBoards> recorded = new HashMap<>();

    /**
     * Suppliers, because the flow is registered in the configuration that makes the gateway and the store.
     */
    public RoundFlow(Supplier<CommandGateway> commands, Supplier<StoredStreams> streams, Clock clock) {
        this.commands = commands;
        this.streams = streams;
        this.clock = clock;
        this.games = new RoundGames(ids -> streams.get().existing(ids), BY);
    }

    @EventHandler
    void on(RoundPublished round) {
        games.published(round, clock.instant()).forEach(this::send);
    }

    /**
     * A corrected pairing: the games of the boards changed are void (the desk voided them already; a game the flow
     * opened since, or a correction cut short, is voided here, once) and the new boards' games start.
     */
    @EventHandler
    void on(PairingCorrected correction) {
        games.corrected(correction, clock.instant()).forEach(this::send);
    }

    @EventHandler
    void on(ResultConfirmed result) {
        recordedIn(result.tournamentId()).toRecord(result, BY, clock.instant()).ifPresent(this::send);
    }

    @EventHandler
    void on(ResultRecorded result) {
        recordedIn(result.tournamentId()).apply(result);
    }

    /**
     * A corrected result (a ruling, a misconduct decision, the Technical Delegate's correction) becomes the game's
     * too, so that the game and its board show one result. The game takes each source once, so a replay changes
     * nothing.
     */
    @EventHandler
    void on(ResultCorrected result) {
        recordedIn(result.tournamentId()).apply(result);
        games.resultCorrected(result, clock.instant()).ifPresent(this::send);
    }

    @ResetHandler
    void forget() {
        recorded.clear();
    }

    private RecordedBoards recordedIn(String tournamentId) {
        return recorded.computeIfAbsent(tournamentId,
                id -> RecordedBoards.of(streams.get().events(id, RecordedBoards.EVENTS)));
    }

    /** A refused or failed command is logged and the flow goes on: one board must not stop the others. */
    private void send(Object command) {
        try {
            commands.get().sendAndWait(command);
        } catch (RuntimeException failed) {
            LOG.warnf("%s was not carried out: %s", command, failed.getMessage());
        }
    }
}
