package dev.tengen.distributed;

import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.rules.Color;
import dev.tengen.tournament.Outcome;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;

/**
 * The catch-up benchmark's events: a season of games as the game service stores them, its own event records (game
 * started, moves, result confirmed), {@value #BOARDS} boards playing at once so that games' events interleave in the
 * store as they do in a round. Each game has {@value #MOVES} moves (a full professional game's length); the points are
 * spread over the 19x19 board by a fixed walk, not checked against the rules (the benchmark times the event path and
 * the read model, not the engine).
 */
final class CatchUpSeason {

    /** Moves per game: about a full game; each game is {@code MOVES + 2} events. */
    static final int MOVES = 248;
    /** Boards playing at once: one commit holds one event of each. */
    static final int BOARDS = 100;
    static final int TOURNAMENTS = 8;
    private static final String COLUMNS = "ABCDEFGHJKLMNOPQRST"; // no I, as Go boards are lettered

    private CatchUpSeason() {
    }

    /** The number of games that make about {@code events} events. */
    static int games(int events) {
        return Math.max(1, Math.round(events / (float) (MOVES + 2)));
    }

    /** Writes {@code games} games to {@code store}, {@link #BOARDS} at a time, one commit per move of every board. */
    static void write(EventStore store, int games) {
        Instant start = Instant.parse("2026-11-26T09:00:00Z");
        for (int first = 0; first < games; first += BOARDS) {
            int boards = Math.min(BOARDS, games - first);
            for (int sequence = 0; sequence < MOVES + 2; sequence++) {
                List<DomainEventMessage<?>> tick = new ArrayList<>(boards);
                for (int game = first; game < first + boards; game++) {
                    tick.add(new GenericDomainEventMessage<>("Game", gameId(game), sequence,
                            event(game, sequence, start.plusSeconds(30L * sequence))));
                }
                ServiceStores.commit(store, tick);
            }
        }
    }

    static String gameId(int game) {
        return "season-g" + game;
    }

    static String tournamentId(int game) {
        return "season-t" + game % TOURNAMENTS;
    }

    private static Object event(int game, int sequence, Instant at) {
        String black = "player-" + (2 * game);
        String white = "player-" + (2 * game + 1);
        int round = game / BOARDS / TOURNAMENTS + 1;
        int board = game % BOARDS + 1;
        if (sequence == 0) {
            return new GameStarted(gameId(game), tournamentId(game), round, board, black, white, "korean-2016",
                    "incheon-2013", 19, 0, 6.5, "referee-1", at);
        }
        if (sequence <= MOVES) {
            Color color = sequence % 2 == 1 ? Color.BLACK : Color.WHITE;
            return new MovePlayed(gameId(game), tournamentId(game), sequence, color, point(game, sequence), List.of(),
                    color == Color.BLACK ? black : white, at);
        }
        Outcome outcome = game % 2 == 0 ? Outcome.BLACK_WINS : Outcome.WHITE_WINS;
        return new ResultConfirmed(gameId(game), tournamentId(game), round, board, black, white, outcome, false,
                outcome == Outcome.BLACK_WINS ? "B+R" : "W+3.5", "resignation", List.of(black, white), at);
    }

    /** A point of the board: a walk with a step prime to 361 visits every point once in 361 moves. */
    private static String point(int game, int move) {
        int index = (game * 37 + move * 97) % 361;
        return COLUMNS.charAt(index % 19) + Integer.toString(index / 19 + 1);
    }
}
