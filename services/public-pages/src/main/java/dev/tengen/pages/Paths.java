package dev.tengen.pages;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/** The public pages' addresses, ids encoded as path segments (templates escape them again for HTML). */
final class Paths {

    private Paths() {
    }

    static String tournament(String id) {
        return "/t/" + segment(id);
    }

    static String standings(String id, int afterRound) {
        return tournament(id) + "/standings?after=" + afterRound;
    }

    static String round(String id, int round) {
        return tournament(id) + "/round/" + round;
    }

    static String player(String tournamentId, String playerId) {
        return tournament(tournamentId) + "/player/" + segment(playerId);
    }

    static String rulings(String id) {
        return tournament(id) + "/rulings";
    }

    static String game(String gameId) {
        return "/g/" + segment(gameId);
    }

    static String tournamentStream(String id) {
        return "/api/v1/tournaments/" + segment(id) + "/stream";
    }

    static String gameApi(String gameId) {
        return "/api/v1/games/" + segment(gameId);
    }

    static String segment(String id) {
        return URLEncoder.encode(id, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
