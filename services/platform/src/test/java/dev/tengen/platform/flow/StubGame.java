package dev.tengen.platform.flow;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.game.service.api.StartGame;
import dev.tengen.tournament.Outcome;
import java.time.Instant;
import java.util.List;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * The Game service as the flow sees it through the contract in {@code dev.tengen.game.service.api}: it starts on
 * {@link StartGame} and confirms a result with {@link ResultConfirmed}. A stand-in, so that the flow is tested on its
 * contract alone.
 */
public class StubGame {

    /** Confirms the game's result as the real game does once players and referee agree. */
    public record Confirm(@TargetAggregateIdentifier String gameId, Outcome outcome, String result, Instant at) {
    }

    @AggregateIdentifier
    private String gameId;
    private String tournamentId;
    private int round;
    private int board;
    private String black;
    private String white;

    protected StubGame() {
    }

    @CommandHandler
    public StubGame(StartGame command) {
        apply(new GameStarted(command.gameId(), command.tournamentId(), command.round(), command.board(), command.black(),
                command.white(), command.ruleset(), command.competitionCode(), command.boardSize(), command.handicap(),
                command.komi(), command.by(), command.at()));
    }

    @CommandHandler
    public void handle(Confirm command) {
        apply(new ResultConfirmed(gameId, tournamentId, round, board, black, white, command.outcome(), false,
                command.result(), "counted (Korean 2016 art. 10)", List.of(black, white, "referee-1"), command.at()));
    }

    @EventSourcingHandler
    void on(GameStarted event) {
        gameId = event.gameId();
        tournamentId = event.tournamentId();
        round = event.round();
        board = event.board();
        black = event.black();
        white = event.white();
    }
}
