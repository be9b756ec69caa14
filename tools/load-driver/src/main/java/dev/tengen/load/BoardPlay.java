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
     * Plays {@code moves} in order while {@code go} holds; each move's round trip goes to {@code latencies}.
     * Returns how many moves were played.
     */
    static int play(Api referee, Board board, List<String> moves, Latencies latencies, BooleanSupplier go)
            throws Exception {
        String path = "/api/v1/games/" + board.gameId() + "/moves";
        int played = 0;
        for (String point : moves) {
            if (!go.getAsBoolean()) {
                break;
            }
            String body = "{\"color\": \"" + (played % 2 == 0 ? "black" : "white") + "\", \"point\": \"" + point + "\"}";
            long sent = System.nanoTime();
            referee.expect(201, "POST", path, body);
            latencies.add(System.nanoTime() - sent);
            played++;
        }
        return played;
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
