package dev.tengen.load;

import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * One board played through the API as its referee records it: every move a POST (201 expected: a stone that
 * stands), then the loser resigns and both players and the referee confirm the result, which makes it final.
 */
final class BoardPlay {

    private BoardPlay() {
    }

    /**
     * Plays {@code moves} in order while {@code go} holds; each move's due time and latency go to {@code latencies}.
     * Returns how many moves were played. With a {@code pace} the moves are sent at its times (an open loop):
     * a move's latency counts from the time it was due, so a move held back by a slow answer to the one before
     * counts its wait too (no coordinated omission). Without one each move goes as soon as the last is answered.
     */
    static int play(Api referee, Board board, List<String> moves, MoveTimes latencies, BooleanSupplier go, Pace pace)
            throws Exception {
        String path = "/api/v1/games/" + board.gameId() + "/moves";
        int played = 0;
        for (String point : moves) {
            if (!go.getAsBoolean()) {
                break;
            }
            String body = "{\"color\": \"" + (played % 2 == 0 ? "black" : "white") + "\", \"point\": \"" + point + "\"}";
            long due = pace == null ? System.nanoTime() : pace.waitForMove(played);
            referee.expect(201, "POST", path, body);
            latencies.answered(due, System.nanoTime() - due);
            played++;
        }
        return played;
    }

    /** Where a board tells each answered move: when it was due (nanoTime) and how long its answer took from then. */
    interface MoveTimes {
        void answered(long due, long latency);
    }

    /** When one board's moves are due: the {@code n}th at {@code first + n * interval} (nanoTime). */
    record Pace(long first, long interval) {

        /** Sleeps until move {@code n} is due (not at all when it is late); returns when it was due. */
        long waitForMove(int n) throws InterruptedException {
            long due = first + n * interval;
            long wait = due - System.nanoTime();
            if (wait > 0) {
                Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
            }
            return due;
        }
    }

    /** {@code loser} resigns; the two players and the referee confirm. Returns the result, e.g. {@code B+R}. */
    static String resignAndConfirm(Api referee, Board board, String loser) throws Exception {
        String game = "/api/v1/games/" + board.gameId();
        referee.expect(200, "POST", game + "/resignation", "{\"color\": \"" + loser + "\"}");
        String result = loser.equals("white") ? "B+R" : "W+R";
        for (String[] who : new String[][] {{"player", "black"}, {"player", "white"}, {"referee", Officials.REFEREE}}) {
            referee.expect(200, "POST", game + "/confirmations", "{\"role\": \"" + who[0] + "\", \"confirmer\": \""
                    + who[1] + "\", \"result\": \"" + result + "\"}");
        }
        return result;
    }
}
