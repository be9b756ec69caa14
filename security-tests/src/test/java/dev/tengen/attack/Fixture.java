package dev.tengen.attack;

import java.util.List;
import java.util.UUID;

/** What the attacks need in place, set up through the API as the organizer does it. */
final class Fixture {

    static final String PLAYER_PASSWORD = "player-password-2026";

    final Platform platform;
    final Http organizer;

    Fixture(Platform platform) {
        this.platform = platform;
        this.organizer = Http.as(platform, Platform.ORGANIZER, Platform.PASSWORD);
    }

    static Fixture shared() throws Exception {
        return new Fixture(Platform.shared());
    }

    /** A fresh account name, so that attacks never share one. */
    static String unique(String prefix) {
        return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
    }

    /** Creates an account with these roles, playing as these players; returns a client signed in as it. */
    Http account(String user, List<String> roles, List<String> players) {
        organizer.post("/api/v1/accounts", "{\"user\": \"" + user + "\", \"password\": \"" + PLAYER_PASSWORD
                + "\", \"roles\": " + list(roles) + ", \"players\": " + list(players) + "}").expect(201);
        return Http.as(platform, user, PLAYER_PASSWORD);
    }

    /** An account that plays Black in games opened with {@link #game}. */
    Http player(String playerId) {
        return account(unique("player"), List.of("player"), List.of(playerId));
    }

    /** Opens a 9x9 game by hand between {@code black} and {@code white} under Incheon 2013; returns its id. */
    String game(String black, String white, String timeControl) {
        return openGame(black, white, timeControl).expect(201).field("gameId");
    }

    /** The organizer's request opening that game, the time control as given (JSON, or null for none). */
    Answer openGame(String black, String white, String timeControl) {
        return organizer.post("/api/v1/games", "{\"tournamentId\": \"" + unique("t") + "\", \"round\": 1, \"board\": 1, "
                + "\"black\": \"" + black + "\", \"white\": \"" + white + "\", \"ruleset\": \"korean-2016\", "
                + "\"competitionCode\": \"incheon-2013\", \"boardSize\": 9, \"komi\": 6.5"
                + (timeControl == null ? "" : ", \"timeControl\": " + timeControl) + "}");
    }

    /** A tournament created by the organizer; returns its id. */
    String tournament(String name) {
        return organizer.post("/api/v1/tournaments", "{\"name\": \"" + name + "\"}").expect(201).field("tournamentId");
    }

    static String list(List<String> items) {
        return items.stream().map(i -> "\"" + i + "\"").collect(java.util.stream.Collectors.joining(", ", "[", "]"));
    }
}
