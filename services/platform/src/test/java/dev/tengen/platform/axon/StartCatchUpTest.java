package dev.tengen.platform.axon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.game.service.api.ConfirmResult;
import dev.tengen.game.service.api.PlayMove;
import dev.tengen.game.service.api.Resign;
import dev.tengen.platform.flow.FlowModule;
import dev.tengen.platform.game.GameModule;
import dev.tengen.platform.query.ReadModelsModule;
import dev.tengen.tournament.service.web.BanRegistry;
import dev.tengen.tournament.service.web.TournamentList;
import dev.tengen.platform.tournament.TournamentModule;
import dev.tengen.tournament.service.web.TournamentPlay;
import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.GameArchive;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.tournament.service.api.ConfigureTournament;
import dev.tengen.tournament.service.api.CreateTournament;
import dev.tengen.tournament.service.api.PairRound;
import dev.tengen.tournament.service.api.PublishRound;
import dev.tengen.tournament.service.api.RegisterPlayer;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import dev.tengen.serialization.EventSerializer;
import org.axonframework.common.jdbc.ConnectionProvider;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.Configuration;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The read models a start catches up ({@link StoreCatchUp}, {@link ReplayAtStart}) are those that followed the same
 * events live: a round-robin round of four players, both games played, resigned and confirmed, then a restart whose
 * catch-up reads the store a few events at a time. Every view is compared: standings, crosstable, round, players'
 * records, game records, live boards, replays, SGF, the audit ledger and the tournament list.
 */
class StartCatchUpTest {

    private static final Instant AT = Instant.parse("2026-05-01T09:00:00Z");
    private static final String T = "t-1";
    private static final List<String> GAMES = List.of("t-1-r1-b1", "t-1-r1-b2");
    /** Columns without I, as a Go board names them. */
    private static final String COLUMNS = "ABCDEFGHJKLMNOPQRST";

    @TempDir
    Path dataDir;

    /** One start's read models. */
    private record Models(TournamentList list, TournamentBook book, GameArchive archive, AuditLedger ledger) {
        static Models empty() {
            return new Models(new TournamentList(), new TournamentBook(), new GameArchive(), new AuditLedger());
        }

        Map<String, Object> views() {
            Map<String, Object> views = new LinkedHashMap<>();
            views.put("list", list.find(T));
            views.put("overview", book.tournament(T));
            views.put("players", book.players(T));
            views.put("round 1", book.round(T, 1));
            views.put("standings", book.standings(T, null));
            views.put("crosstable", book.crosstable(T, null));
            for (int n = 1; n <= 4; n++) {
                views.put("record p" + n, book.record(T, "p" + n));
            }
            for (String game : GAMES) {
                views.put("game " + game, archive.game(game));
                views.put("board " + game, archive.board(game));
                views.put("replay " + game, archive.replay(game));
                views.put("sgf " + game, archive.sgf(game));
            }
            views.put("ledger", ledger.ledger(T));
            return views;
        }
    }

    @Test
    void theReadModelsCaughtUpAtStartEqualThoseThatFollowedTheEventsLive() throws Exception {
        Models live = Models.empty();
        Configuration first = start(live, StoreCatchUp.PAGE);
        Map<String, Object> followed;
        try {
            play(first.commandGateway(), live);
            awaitReady(first);
            followed = live.views();
        } finally {
            first.shutdown();
        }
        assertTrue(((List<?>) followed.get("ledger")).size() > 60, "the ledger holds the whole round");

        Models caughtUp = Models.empty();
        Configuration second = start(caughtUp, 7);
        try {
            awaitReady(second);
            Map<String, Object> rebuilt = caughtUp.views();
            for (String view : followed.keySet()) {
                assertEquals(followed.get(view), rebuilt.get(view), view);
            }
        } finally {
            second.shutdown();
        }
    }

    /**
     * The two processors' first catch-up is one read of the store (as many queries as one read of every event), and
     * each processor gets from it the events, in order, that a read of its own gives: here one takes every event and
     * the other the games' events alone.
     */
    @Test
    void theProcessorsFirstCatchUpReadsTheStoreOnceAndEachGetsWhatItsOwnReadGives() throws Exception {
        Models live = Models.empty();
        Configuration first = start(live, StoreCatchUp.PAGE);
        try {
            play(first.commandGateway(), live);
            awaitReady(first);
        } finally {
            first.shutdown();
        }
        Predicate<Class<?>> everything = type -> true;
        Predicate<Class<?>> games = type -> type.getPackageName().equals("dev.tengen.game.service.api");
        StoreDamage damage = new StoreDamage(dataDir.resolve(SqliteEventStore.FILE_NAME));
        ThreadBoundTransactions transactions = new ThreadBoundTransactions(SqliteEventStore.dataSource(dataDir), damage);
        AtomicInteger queries = new AtomicInteger();
        ConnectionProvider counted = () -> {
            queries.incrementAndGet(); // a connection per query: the head and types, then each page
            return transactions.getConnection();
        };
        try {
            List<Long> everythingAlone = indexes(catchUp(counted, damage, 1), everything);
            int oneReadOfEverything = queries.getAndSet(0);
            List<Long> gamesAlone = indexes(catchUp(counted, damage, 1), games);
            assertTrue(!gamesAlone.isEmpty() && gamesAlone.size() < everythingAlone.size(),
                    "the games' events are some of the events: " + gamesAlone.size() + " of " + everythingAlone.size());
            queries.set(0);

            StoreCatchUp shared = catchUp(counted, damage, 2);
            CompletableFuture<List<Long>> gamesShared = CompletableFuture.supplyAsync(() -> indexes(shared, games));
            List<Long> everythingShared = indexes(shared, everything);
            assertEquals(everythingAlone, everythingShared, "every event, in order");
            assertEquals(gamesAlone, gamesShared.get(20, TimeUnit.SECONDS), "the games' events, in order");
            assertEquals(oneReadOfEverything, queries.get(), "one read for both");
        } finally {
            transactions.close();
        }
    }

    /** A catch-up of 7 events a page whose first read is shared by {@code processors}. */
    private static StoreCatchUp catchUp(ConnectionProvider connections, StoreDamage damage, int processors) {
        return new StoreCatchUp(connections, EventSerializer.jackson(), damage, 7,
                new SharedFirstRead(() -> processors, 10_000));
    }

    /** The global indexes of the events a first catch-up applies, in order. */
    private static List<Long> indexes(StoreCatchUp catchUp, Predicate<Class<?>> wanted) {
        List<Long> applied = new ArrayList<>();
        catchUp.replay(0, wanted, page -> page.forEach(e -> {
            assertTrue(wanted.test(e.getPayloadType()), "only what it takes: " + e.getPayloadType());
            applied.add(e.trackingToken().position().orElseThrow());
        }));
        return applied;
    }

    /** Round 1 of a round robin (p1-p4 on board 1, p2-p3 on board 2), twenty moves a game, each resigned and confirmed. */
    private static void play(CommandGateway commands, Models models) throws InterruptedException {
        commands.sendAndWait(new CreateTournament(T, "Seoul Open", "organizer-kim", AT));
        commands.sendAndWait(new ConfigureTournament(T, null, "korean-2016", 19, 3, "round-robin", "td-park", AT));
        for (int n = 1; n <= 4; n++) {
            commands.sendAndWait(new RegisterPlayer(T, null, "p" + n, "Player " + n, n + "d", "", "KR", "td-park", AT));
        }
        commands.sendAndWait(new PairRound(T, null, 1, "td-park", AT));
        commands.sendAndWait(new PublishRound(T, null, 1, "td-park", AT));
        await(() -> GAMES.stream().allMatch(g -> models.archive().game(g).isPresent()));
        for (String game : GAMES) {
            for (int move = 0; move < 20; move++) {
                // black along the fourth line, white along the sixteenth: no stone is ever captured
                boolean black = move % 2 == 0;
                String point = COLUMNS.charAt(move / 2) + (black ? "4" : "16");
                commands.sendAndWait(new PlayMove(game, null, black ? "black" : "white", point, "referee-ahn",
                        AT.plusSeconds(move)));
            }
        }
        commands.sendAndWait(new Resign(GAMES.get(0), null, "white", "referee-ahn", AT.plusSeconds(60)));
        commands.sendAndWait(new Resign(GAMES.get(1), null, "black", "referee-ahn", AT.plusSeconds(60)));
        confirm(commands, GAMES.get(0), "B+R");
        confirm(commands, GAMES.get(1), "W+R");
        // the round flow records both results in the tournament once the games have confirmed them
        await(() -> models.ledger().ledger(T).stream().filter(e -> e.type().equals("ResultRecorded")).count() == 2);
    }

    private static void confirm(CommandGateway commands, String game, String result) {
        List<ConfirmResult> confirmations = new ArrayList<>();
        confirmations.add(new ConfirmResult(game, null, "player", "black", result, "referee-ahn", AT.plusSeconds(61)));
        confirmations.add(new ConfirmResult(game, null, "player", "white", result, "referee-ahn", AT.plusSeconds(62)));
        confirmations.add(new ConfirmResult(game, null, "referee", "Ahn", result, "referee-ahn", AT.plusSeconds(63)));
        confirmations.forEach(commands::sendAndWait);
    }

    private Configuration start(Models models, int catchUpPage) {
        Configuration configuration = PlatformAxon.configure(dataDir, List.of(
                new TournamentModule(models.list(), new TournamentPlay(), new BanRegistry()), new GameModule(),
                new ReadModelsModule(models.book(), models.archive(), models.ledger()),
                new FlowModule(Clock.fixed(AT, ZoneOffset.UTC))), new StoreDamage(dataDir.resolve(SqliteEventStore.FILE_NAME)),
                catchUpPage);
        configuration.start();
        return configuration;
    }

    private static void awaitReady(Configuration configuration) throws InterruptedException {
        ProjectionReadiness readiness = new ProjectionReadiness(configuration);
        await(() -> readiness.call().getStatus() == HealthCheckResponse.Status.UP);
    }

    private static void await(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not reached within 20 s");
            }
            Thread.sleep(20);
        }
    }
}
