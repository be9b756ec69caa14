package dev.tengen.platform.pages;

import java.util.List;

/**
 * What a live page follows: the stream it listens to, the event names on which it reloads its content, and for a
 * round's page the round whose events count. A page that follows nothing (a closed tournament, a finished game)
 * is a plain page and does not refresh.
 *
 * @param stream the path of the server-sent event stream
 * @param events the event names that change what the page shows
 * @param round the round a round page shows, or null for every round
 */
record Follow(String stream, List<String> events, Integer round) {

    static Follow tournament(String tournamentId, String... events) {
        return new Follow("/api/v1/tournaments/" + Html.seg(tournamentId) + "/stream", List.of(events), null);
    }

    static Follow round(String tournamentId, int round) {
        return new Follow("/api/v1/tournaments/" + Html.seg(tournamentId) + "/stream",
                List.of("round", "game", "standings"), round);
    }

    static Follow game(String gameId) {
        return new Follow("/api/v1/games/" + Html.seg(gameId) + "/stream", List.of("move", "pass", "result", "game"),
                null);
    }
}
