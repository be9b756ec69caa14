package dev.tengen.readmodel;

import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.PlayerWithdrawn;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.time.Instant;
import java.util.List;

/** Hand-written events for the projection tests; times are fixed, one minute apart. */
final class Events {

    static final String T = "t-1";
    static final Instant START = Instant.parse("2026-11-22T09:00:00Z");

    private Events() {
    }

    static Instant minute(int n) {
        return START.plusSeconds(60L * n);
    }

    static TournamentCreated created(String id, String name, int minute) {
        return new TournamentCreated(id, name, "organizer", minute(minute));
    }

    static TournamentConfigured configured(String ruleSet, String pairingSystem) {
        return new TournamentConfigured(T, ruleSet, 19, 5, pairingSystem, "organizer", minute(1));
    }

    static PlayerRegistered player(String id, String name, String rank) {
        return new PlayerRegistered(T, id, name, rank, "Seoul Baduk", "KR", "organizer", minute(2));
    }

    static PlayerWithdrawn withdrawn(String id, String reason) {
        return new PlayerWithdrawn(T, id, reason, "td", minute(3));
    }

    static GameStarted started(String gameId, int round, int board, String black, String white) {
        return new GameStarted(gameId, T, round, board, black, white, "korean-2016", "korean-2013", 19, 0, 6.5, "td",
                minute(10 * round + board));
    }

    static ResultConfirmed confirmed(GameStarted game, Outcome outcome, String result) {
        return new ResultConfirmed(game.gameId(), T, game.round(), game.board(), game.black(), game.white(), outcome,
                false, result, "resignation", List.of(game.black(), game.white(), "referee"), game.at().plusSeconds(30));
    }
}
