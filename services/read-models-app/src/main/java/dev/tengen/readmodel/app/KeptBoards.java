package dev.tengen.readmodel.app;

import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.game.service.GameRecord;
import dev.tengen.readmodel.RefereeBoards;
import dev.tengen.readmodel.RoundView;
import dev.tengen.readmodel.TournamentOverview;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a referee's boards ({@link RefereeBoards}) are made of in the read models application, all from the events it
 * keeps in MongoDB: the tournaments, their rounds and officials as {@link PageBooks} builds them, each game's record
 * folded from its own events as the game service folds them ({@link GameRecord}), and the protests awaiting a decision
 * ({@link FiledProtests}).
 */
@Singleton
public class KeptBoards implements RefereeBoards.Sources {

    private final PageBooks books;
    private final TournamentSources sources;

    KeptBoards(PageBooks books, ReadModelStore store) {
        this.books = books;
        this.sources = store.sources();
    }

    @Override
    public List<TournamentOverview> tournaments() {
        return books.tournaments();
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
        List<PublishedEvent> own = sources.tournamentOfGame(gameId)
                .map(tournamentId -> sources.ofGame(gameId, tournamentId)).orElse(List.of()).stream()
                .filter(e -> gameId.equals(e.aggregateId())).toList();
        List<Object> events = new ArrayList<>();
        sources.replay(own, "game " + gameId, message -> events.add(message.getPayload()));
        return GameRecord.of(events);
    }

    @Override
    public List<String> protestsFiled(String tournamentId) {
        FiledProtests protests = new FiledProtests();
        sources.replay(tournamentId, message -> protests.apply(message.getPayload()));
        return protests.games();
    }
}
