package dev.tengen.platform.tournament;

import dev.tengen.game.service.api.ArrivalRecorded;
import dev.tengen.game.service.api.ClockFace;
import dev.tengen.game.service.web.GameDesk;
import dev.tengen.readmodel.GameArchive;
import dev.tengen.readmodel.GameSummary;
import dev.tengen.tournament.service.web.BoardGames;
import jakarta.inject.Singleton;
import java.util.Optional;

/**
 * The tournament reads its boards' games in this process: a game to void from the game's own events, a game's
 * progress from the game archive the public pages read.
 */
@Singleton
public class BoardGamesInProcess implements BoardGames {

    private final GameDesk games;
    private final GameArchive archive;

    BoardGamesInProcess(GameDesk games, GameArchive archive) {
        this.games = games;
        this.archive = archive;
    }

    @Override
    public Optional<BoardGame> game(String gameId) {
        return games.find(gameId).map(record -> new BoardGame(record.voided().isPresent(),
                record.confirmed().map(done -> new Confirmed(done.result(), done.reason())), record.entries().size(),
                record.proposed().isPresent()));
    }

    @Override
    public Optional<Progress> progress(String gameId) {
        return archive.summary(gameId).map(summary -> new Progress(summary.moves(), summary.lastMoveAt(),
                clock(summary)));
    }

    private static Clock clock(GameSummary summary) {
        ClockFace face = summary.clock();
        return face == null ? null : new Clock(face.startedAt(), face.running(), arrival(face.blackArrival()),
                arrival(face.whiteArrival()));
    }

    private static Arrival arrival(ArrivalRecorded arrival) {
        return arrival == null ? null : new Arrival(arrival.lateness(), arrival.forfeits());
    }
}
