package dev.tengen.load;

import dev.tengen.json.JsonStrings;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A tournament set up through the REST API as its director would: created, configured (19x19, Chinese 2002 rules,
 * Swiss), players registered, rounds paired and published; the platform's round flow starts one game per board.
 */
final class LoadTournament {

    static final String RULE_SET = "chinese-2002";
    static final int BOARD_SIZE = 19;
    private static final String[] RANKS = {"10k", "8k", "6k", "5k", "4k", "3k", "2k", "1k", "1d", "2d", "3d", "4d"};

    private final Api director;
    final String id;
    final List<String> players = new ArrayList<>();

    private LoadTournament(Api director, String id) {
        this.director = director;
        this.id = id;
    }

    static LoadTournament open(Api director, String name, int players, int rounds) throws Exception {
        String created = director.expect(201, "POST", "/api/v1/tournaments", "{\"name\": " + JsonStrings.quote(name) + "}");
        LoadTournament tournament = new LoadTournament(director, (String) PlainJson.object(created).get("tournamentId"));
        director.expect(200, "PUT", tournament.path("/configuration"), "{\"ruleSet\": \"" + RULE_SET
                + "\", \"boardSize\": " + BOARD_SIZE + ", \"rounds\": " + rounds + ", \"pairingSystem\": \"swiss\"}");
        for (int i = 1; i <= players; i++) {
            String registered = director.expect(201, "POST", tournament.path("/players"),
                    String.format("{\"name\": \"Load Player %03d\", \"rank\": \"%s\", \"club\": \"Club %02d\", "
                            + "\"country\": \"KR\"}", i, RANKS[i % RANKS.length], i % 40));
            tournament.players.add((String) PlainJson.object(registered).get("playerId"));
        }
        return tournament;
    }

    /** Pairs and publishes {@code round}; returns its boards once the round flow has started every game. */
    List<Board> pairAndPublish(int round) throws Exception {
        return pairAndPublish(round, director, director);
    }

    /**
     * Pairs and publishes {@code round} as {@code pairer} (a technical delegate or chief referee, where the director
     * is not one); returns its boards once {@code games} (the game service of a distributed deployment, where the
     * games are not the tournament's) shows every one of them.
     */
    List<Board> pairAndPublish(int round, Api pairer, Api games) throws Exception {
        pairer.expect(200, "POST", path("/rounds/" + round + "/pairing"), null);
        pairer.expect(200, "POST", path("/rounds/" + round + "/publish"), null);
        List<Board> boards = new ArrayList<>();
        for (Object game : (List<?>) PlainJson.object(pairer.expectGet(path("/rounds/" + round))).get("games")) {
            Map<?, ?> g = (Map<?, ?>) game;
            boards.add(new Board(round, ((Double) g.get("board")).intValue(), (String) g.get("gameId"),
                    (String) g.get("black"), (String) g.get("white")));
        }
        for (Board board : boards) {
            await("game " + board.gameId() + " started",
                    () -> games.get("/api/v1/games/" + board.gameId()).statusCode() == 200);
        }
        return boards;
    }

    /** Waits until every board of {@code round} shows its result in the tournament. */
    void awaitResults(int round) throws Exception {
        await("every result of round " + round + " recorded", () -> {
            List<?> games = (List<?>) PlainJson.object(director.expectGet(path("/rounds/" + round))).get("games");
            return games.stream().allMatch(game -> ((Map<?, ?>) game).get("result") != null);
        });
    }

    String path(String rest) {
        return "/api/v1/tournaments/" + id + rest;
    }

    interface Check {
        boolean holds() throws Exception;
    }

    static void await(String what, Check check) throws Exception {
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (!check.holds()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("timed out waiting for " + what);
            }
            Thread.sleep(10);
        }
    }
}
