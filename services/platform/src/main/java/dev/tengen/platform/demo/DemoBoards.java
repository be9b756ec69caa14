package dev.tengen.platform.demo;

import dev.tengen.game.service.GameRecord;
import dev.tengen.game.service.api.ConfirmResult;
import dev.tengen.game.service.api.Pass;
import dev.tengen.game.service.api.PlayMove;
import dev.tengen.game.service.api.ResultProposed;
import dev.tengen.game.service.api.Resign;
import dev.tengen.tournament.service.api.PairedGame;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.Configuration;
import org.axonframework.eventhandling.DomainEventMessage;
import org.jboss.logging.Logger;

/**
 * How the demo plays a board, through the same commands players and referees send: a real record move by move, the
 * loser resigning where the record ends, or a ko fight that the Incheon 2013 code punishes; then both players and the
 * referee confirm the result.
 */
final class DemoBoards {

    /** The referee of the boards: the name appointed, and the person id (the account) that signs what he does. */
    static final String REFEREE = "Han Sang-hoon";
    static final String REFEREE_ID = "demo-referee-han";

    private static final Logger LOG = Logger.getLogger(DemoBoards.class);

    private final CommandGateway commands;
    private final Configuration axon;
    private final Clock clock;
    private final DemoRecords records;

    DemoBoards(CommandGateway commands, Configuration axon, Clock clock, DemoRecords records) {
        this.commands = commands;
        this.axon = axon;
        this.clock = clock;
        this.records = records;
    }

    /** Plays the board's record from move {@code from} up to (not including) move {@code to}, or to its end. */
    void playRecord(int round, PairedGame game, int from, int to) {
        List<String> moves = records.script(round, game.board()).moves();
        for (int i = from; i < Math.min(to, moves.size()); i++) {
            playNumbered(game, i, moves.get(i));
        }
    }

    /** The number of moves of the board's record. */
    int length(int round, PairedGame game) {
        return records.script(round, game.board()).moves().size();
    }

    /** The record's loser resigns where the record ends, and the result is confirmed. */
    void finishRecord(int round, PairedGame game) {
        boolean blackWins = records.script(round, game.board()).blackWins();
        String loser = blackWins ? "white" : "black";
        commands.sendAndWait(new Resign(game.gameId(), null, loser, blackWins ? game.white() : game.black(), now()));
        confirm(game.gameId());
    }

    /** Move {@code index} of the record (0 = Black's first), played by its colour. */
    private void playNumbered(PairedGame game, int index, String move) {
        String colour = index % 2 == 0 ? "black" : "white";
        String player = colour.equals("black") ? game.black() : game.white();
        try {
            if (move.equals("pass")) {
                commands.sendAndWait(new Pass(game.gameId(), null, colour, player, now()));
            } else {
                commands.sendAndWait(new PlayMove(game.gameId(), null, colour, move, player, now()));
            }
        } catch (RuntimeException refused) {
            LOG.debugf("Demo move %s %s in %s refused: %s", colour, move, game.gameId(), refused.getMessage());
        }
    }

    /**
     * A ko at C4/D4. Black retakes at once (a warning, turn lost: Incheon 2013 art. 5.3); with {@code toForfeit}
     * the fight goes on until White retakes once and Black a second time, whose second warning loses the game
     * (art. 5.7); otherwise Black resigns after the warning. The result is left to confirm.
     */
    void koFight(PairedGame game, boolean toForfeit) {
        String[][] opening = {{"black", "B4"}, {"white", "D3"}, {"black", "C3"}, {"white", "D5"}, {"black", "C5"},
            {"white", "E4"}, {"black", "D4"}, {"white", "C4"}, {"black", "D4"}};
        play(game, opening);
        if (toForfeit) {
            play(game, new String[][] {{"white", "Q16"}, {"black", "D4"}, {"white", "C4"}, {"black", "Q4"},
                {"white", "C4"}, {"black", "D4"}});
        }
        if (record(game.gameId()).proposed().isEmpty()) {
            commands.sendAndWait(new Resign(game.gameId(), null, "black", game.black(), now()));
        }
    }

    private void play(PairedGame game, String[][] moves) {
        for (String[] move : moves) {
            try {
                commands.sendAndWait(new PlayMove(game.gameId(), null, move[0], move[1],
                        move[0].equals("black") ? game.black() : game.white(), now()));
            } catch (RuntimeException refused) {
                LOG.debugf("Demo move %s %s in %s refused: %s", move[0], move[1], game.gameId(), refused.getMessage());
            }
        }
    }

    /** Both players and the referee confirm the result proposed; answers how the game ended. */
    String confirm(String gameId) {
        GameRecord record = record(gameId);
        ResultProposed proposed = record.proposed().orElseThrow(
                () -> new IllegalStateException("Demo game " + gameId + " has no result proposed"));
        commands.sendAndWait(new ConfirmResult(gameId, null, "player", "black", proposed.result(),
                record.start().black(), now()));
        commands.sendAndWait(new ConfirmResult(gameId, null, "player", "white", proposed.result(),
                record.start().white(), now()));
        commands.sendAndWait(new ConfirmResult(gameId, null, "referee", REFEREE_ID, proposed.result(), REFEREE_ID,
                now()));
        return proposed.ending();
    }

    GameRecord record(String gameId) {
        return GameRecord.of(axon.eventStore().readEvents(gameId).asStream().map(DomainEventMessage::getPayload)
                .toList());
    }

    private Instant now() {
        return clock.instant();
    }
}
