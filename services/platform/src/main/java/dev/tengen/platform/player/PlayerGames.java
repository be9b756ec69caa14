package dev.tengen.platform.player;

import dev.tengen.arbitration.service.docket.DocketEntry;
import dev.tengen.arbitration.service.web.Docket;
import dev.tengen.game.service.GameRecord;
import dev.tengen.game.service.web.GameDesk;
import dev.tengen.readmodel.PlayerGamesView;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * A player's games ({@link dev.tengen.readmodel.PlayerGames}) in the embedded platform: the tournament book, each
 * game's record from the game service's store, the arbitration's docket at the server's clock.
 */
@ApplicationScoped
public class PlayerGames implements dev.tengen.readmodel.PlayerGames.Sources {

    private final TournamentBook book;
    private final GameDesk games;
    private final Docket docket;
    private final Clock clock;

    PlayerGames(TournamentBook book, GameDesk games, Docket docket, Clock clock) {
        this.book = book;
        this.games = games;
        this.docket = docket;
        this.clock = clock;
    }

    public PlayerGamesView of(String account, List<String> playerIds) {
        return new dev.tengen.readmodel.PlayerGames(this).of(account, playerIds);
    }

    @Override
    public List<TournamentOverview> tournaments() {
        return book.tournaments();
    }

    @Override
    public Optional<TournamentBook> book(String tournamentId) {
        return Optional.of(book);
    }

    @Override
    public GameRecord game(String gameId) {
        return games.read(gameId);
    }

    @Override
    public List<DocketEntry> matters(String tournamentId) {
        return docket.matters(tournamentId, clock.instant());
    }
}
