package dev.tengen.arbitration.service;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import dev.tengen.arbitration.service.api.ArbitrationRefusal;
import dev.tengen.arbitration.service.api.DecideProtest;
import dev.tengen.arbitration.service.api.FileProtest;
import dev.tengen.arbitration.service.api.ProtestDecided;
import dev.tengen.arbitration.service.api.ProtestFiled;
import java.time.Instant;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;

/**
 * A player's protest against a referee's judgment, for the referees to review (Incheon 2013 arbitration art. 1.1). The referees
 * decide once; a rejected protest may then be appealed to the Arbitration Committee ({@link Appeal}).
 */
public class Protest {

    @AggregateIdentifier
    private String protestId;

    private String tournamentId;
    private String gameId;
    private int round;
    private int board;
    private Instant filedAt;
    private boolean decided;

    /** Axon rebuilds the protest from its events into this empty instance. */
    protected Protest() {
    }

    @CommandHandler
    public Protest(FileProtest command) {
        Rules.requireText(command.gameId(), ArbitrationRefusal.GAME_ID_BLANK, "A protest names the game of the judgment.");
        if (command.round() < 1 || command.board() < 1) {
            throw Rules.refuse(ArbitrationRefusal.ROUND_OR_BOARD_INVALID, "Rounds and boards are numbered from 1; round "
                    + command.round() + ", board " + command.board() + " is not a game.");
        }
        Rules.requireText(command.complainant(), ArbitrationRefusal.COMPLAINANT_BLANK, "A protest names the player who makes it.");
        Rules.requireText(command.judgment(), ArbitrationRefusal.JUDGMENT_BLANK,
                "A protest names the referee's judgment it asks to review (Incheon 2013 arbitration art. 1.1).");
        if (command.gameOverAt() != null && !command.at().isBefore(command.gameOverAt())) {
            // Incheon 2013 code art. 4.3 / 004 art. 16.3: a complaint made after the game has finished has no effect. The
            // game is finished once its result is confirmed (art. 4.4); a protest made before, entered later, counts.
            throw Rules.refuse(ArbitrationRefusal.COMPLAINT_AFTER_GAME, "The game " + command.gameId() + " (round "
                    + command.round() + ", board " + command.board() + ") finished when its result was confirmed at "
                    + command.gameOverAt() + "; a complaint made after the game has no effect (Incheon 2013 code art. 4.3,"
                    + " 004 art. 16.3).");
        }
        apply(new ProtestFiled(command.protestId(), command.tournamentId(), command.gameId().strip(), command.round(),
                command.board(), command.complainant().strip(), command.judgment().strip(), command.by(), command.at()));
    }

    @CommandHandler
    public long handle(DecideProtest command) {
        if (decided) {
            throw Rules.refuse(ArbitrationRefusal.PROTEST_ALREADY_DECIDED, "The referees have already decided protest "
                    + protestId + "; if it was rejected, the next step is an appeal to the Arbitration Committee"
                    + " (Incheon 2013 arbitration art. 1.2).");
        }
        Rules.requireText(command.referee(), ArbitrationRefusal.REFEREE_BLANK, "A decision on a protest names the referee.");
        if (command.at().isBefore(filedAt)) {
            throw Rules.refuse(ArbitrationRefusal.DECISION_BEFORE_PROTEST, "The decision is dated " + command.at()
                    + ", before the protest was made at " + filedAt + ".");
        }
        apply(new ProtestDecided(protestId, tournamentId, gameId, round, board, command.decision(),
                command.referee().strip(), command.reasons().strip(), command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @EventSourcingHandler
    void on(ProtestFiled event) {
        protestId = event.protestId();
        tournamentId = event.tournamentId();
        gameId = event.gameId();
        round = event.round();
        board = event.board();
        filedAt = event.at();
    }

    @EventSourcingHandler
    void on(ProtestDecided event) {
        decided = true;
    }
}
