package dev.tengen.readmodel.app;

import dev.tengen.store.LeastRecentlyUsed;
import dev.tengen.arbitration.service.docket.DocketEntry;
import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.game.service.GameRecord;
import dev.tengen.readmodel.PlayerGames;
import dev.tengen.readmodel.RefereeBoards;
import dev.tengen.readmodel.RoundView;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a referee's boards ({@link RefereeBoards}) and a player's games ({@link PlayerGames}) are made of in the read
 * models application, all from the events it keeps in MongoDB: the tournaments, their books, rounds and officials as
 * {@link PageBooks} builds them, each game's record folded from its own events as the game service folds them
 * ({@link GameRecord}; held between requests, read again when their events grow), and the protests and appeals
 * folded as the arbitration's docket folds them ({@link PageBooks#matters}).
 */
@Singleton
public class KeptDesks implements RefereeBoards.Sources, PlayerGames.Sources {

    /** How many games' records are held between desk requests, the least recently read forgotten first. */
    static final int RECORDS_HELD = 4_096;

    /** A game's record as last read, and how many events named the game when it was read. */
    private record Held(long count, GameRecord record) {
    }

    private final PageBooks books;
    private final TournamentSources sources;
    private final Map<String, Held> held = new LeastRecentlyUsed<>(RECORDS_HELD);

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

    /** The game's own events (not its tournament's), in their order, folded into its record (as {@link #games}). */
    @Override
    public GameRecord game(String gameId) {
        return games(List.of(gameId)).get(gameId);
    }

    /** The game of each protest awaiting the referees' decision ({@code protest-filed} on the docket). */
    @Override
    public List<String> protestsFiled(String tournamentId) {
        return matters(tournamentId).stream().filter(m -> m.status().equals("protest-filed"))
                .map(DocketEntry::gameId).toList();
    }

    /**
     * The records of a round's games in play: the events naming each counted in one request, and only the games whose
     * count grew since their record was last read are read again, all in one request. The counts are taken before the
     * read, so a record is never older than its count says; one read with more events is read again next time.
     */
    @Override
    public Map<String, GameRecord> games(List<String> gameIds) {
        Map<String, Long> counts = sources.countsOfGames(gameIds);
        Map<String, GameRecord> records = new HashMap<>();
        List<String> stale = new ArrayList<>();
        synchronized (held) {
            for (String gameId : gameIds) {
                Held known = held.get(gameId);
                if (known != null && known.count() == counts.getOrDefault(gameId, 0L)) {
                    records.put(gameId, known.record());
                } else {
                    stale.add(gameId);
                }
            }
        }
        Map<String, List<PublishedEvent>> read = sources.ofGamesAlone(stale);
        for (String gameId : stale) {
            List<Object> events = new ArrayList<>();
            sources.replay(read.getOrDefault(gameId, List.of()), "game " + gameId,
                    message -> events.add(message.getPayload()));
            GameRecord record = GameRecord.of(events);
            records.put(gameId, record);
            synchronized (held) {
                held.put(gameId, new Held(counts.getOrDefault(gameId, 0L), record));
            }
        }
        return records;
    }

    /** The tournament's docket as its kept protests and appeals fold, built with its pages. */
    @Override
    public List<DocketEntry> matters(String tournamentId) {
        return books.matters(tournamentId, Instant.now());
    }
}
