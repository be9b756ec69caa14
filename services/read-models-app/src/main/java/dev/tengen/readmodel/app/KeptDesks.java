package dev.tengen.readmodel.app;

import dev.tengen.arbitration.service.docket.DocketEntry;
import dev.tengen.game.service.GameRecord;
import dev.tengen.readmodel.PlayerGames;
import dev.tengen.readmodel.RefereeBoards;
import dev.tengen.readmodel.RoundView;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a referee's boards ({@link RefereeBoards}) and a player's games ({@link PlayerGames}) are made of in the read
 * models application, all from the events it keeps in MongoDB: the tournaments, their books, rounds and officials as
 * {@link PageBooks} builds them, each game's record folded from its own events as the game service folds them
 * ({@link GameRecord}), and the protests and appeals folded as the arbitration's docket folds them
 * ({@link PageBooks#matters}).
 */
@Singleton
public class KeptDesks implements RefereeBoards.Sources, PlayerGames.Sources {

    private final PageBooks books;
    private final TournamentSources sources;

    KeptDesks(PageBooks books, ReadModelStore store) {
        this.books = books;
        this.sources = store.sources();
    }

    @Override
    public List<TournamentOverview> tournaments() {
        return books.tournaments();
    }

    @Override
    public Optional<TournamentBook> book(String tournamentId) {
        return books.book(tournamentId);
    }

    @Override
    public Optional<RoundView> round(String tournamentId, int round) {
        return books.book(tournamentId).flatMap(book -> book.round(tournamentId, round));
    }

    @Override
    public List<RefereeBoards.Appointee> officials(String tournamentId) {
        return books.officials(tournamentId).stream()
                .map(o -> new RefereeBoards.Appointee(o.personId(), o.role())).toList();
    }

    /** The game's own events (not its tournament's), in their order, folded into its record. */
    @Override
    public GameRecord game(String gameId) {
        List<Object> events = new ArrayList<>();
        sources.replay(sources.ofGameAlone(gameId), "game " + gameId, message -> events.add(message.getPayload()));
        return GameRecord.of(events);
    }

    /** The game of each protest awaiting the referees' decision ({@code protest-filed} on the docket). */
    @Override
    public List<String> protestsFiled(String tournamentId) {
        return matters(tournamentId).stream().filter(m -> m.status().equals("protest-filed"))
                .map(DocketEntry::gameId).toList();
    }

    /** The tournament's docket as its kept protests and appeals fold, built with its pages. */
    @Override
    public List<DocketEntry> matters(String tournamentId) {
        return books.matters(tournamentId, Instant.now());
    }
}
