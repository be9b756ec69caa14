package dev.tengen.platform.referee;

import dev.tengen.arbitration.service.web.Docket;
import dev.tengen.game.service.GameRecord;
import dev.tengen.game.service.web.GameDesk;
import dev.tengen.readmodel.RefereeBoards;
import dev.tengen.readmodel.RoundView;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import dev.tengen.tournament.service.web.TournamentPlay;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * What the referee's boards ({@link RefereeBoards}) are made of in the embedded platform: the tournament book, the
 * tournament service's officials, each game's record from the game service's store, the arbitration's docket.
 */
@ApplicationScoped
public class BoardSources implements RefereeBoards.Sources {

    private final TournamentBook book;
    private final TournamentPlay play;
    private final GameDesk games;
    private final Docket docket;
    private final Clock clock;

    BoardSources(TournamentBook book, TournamentPlay play, GameDesk games, Docket docket, Clock clock) {
        this.book = book;
        this.play = play;
        this.games = games;
        this.docket = docket;
        this.clock = clock;
    }

    @Override
    public List<TournamentOverview> tournaments() {
        return book.tournaments();
    }

    @Override
    public Optional<RoundView> round(String tournamentId, int round) {
        return book.round(tournamentId, round);
    }

    @Override
    public List<RefereeBoards.Appointee> officials(String tournamentId) {
        return play.officials(tournamentId).stream().map(o -> new RefereeBoards.Appointee(o.personId(), o.role()))
                .toList();
    }

    @Override
    public GameRecord game(String gameId) {
        return games.read(gameId);
    }

    @Override
    public List<String> protestsFiled(String tournamentId) {
        return docket.matters(tournamentId, clock.instant()).stream().filter(m -> m.status().equals("protest-filed"))
                .map(m -> m.gameId()).toList();
    }
}
