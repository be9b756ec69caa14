package dev.tengen.platform.flow;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.StartGame;
import dev.tengen.platform.axon.AxonModule;
import dev.tengen.platform.axon.PlatformAxon;
import dev.tengen.tournament.service.web.TournamentList;
import dev.tengen.platform.tournament.TournamentModule;
import dev.tengen.tournament.service.web.TournamentPlay;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.service.api.ConfigureTournament;
import dev.tengen.tournament.service.api.CreateTournament;
import dev.tengen.tournament.service.api.PairRound;
import dev.tengen.tournament.service.api.PublishRound;
import dev.tengen.tournament.service.api.RegisterPlayer;
import dev.tengen.tournament.service.api.ResultRecorded;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.AggregateConfigurer;
import org.axonframework.config.Configuration;
import org.axonframework.common.stream.BlockingStream;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The flow on the real wiring (SQLite store, tracking processors): a published round starts its games, a confirmed
 * result is recorded in the tournament, and a restart, which replays the whole store, starts and records nothing
 * twice. Four players in a single round robin: round 1 is p1-p4 on board 1 and p2-p3 on board 2 (Chinese 2002
 * App. 3.3).
 */
class RoundFlowTest {

    private static final Instant AT = Instant.parse("2026-05-01T09:00:00Z");
    private static final Duration WAIT = Duration.ofSeconds(10);

    @TempDir
    Path dataDir;

    @Test
    void aPublishedRoundStartsItsGamesAndAConfirmedResultIsRecordedOnceAcrossARestart() throws Exception {
        Configuration first = start();
        CommandGateway commands = first.commandGateway();
        commands.sendAndWait(new CreateTournament("t-1", "Seoul Open", "organizer-kim", AT));
        commands.sendAndWait(new ConfigureTournament("t-1", null, "korean-2016", 19, 3, "round-robin", "td-park", AT));
        for (int n = 1; n <= 4; n++) {
            commands.sendAndWait(new RegisterPlayer("t-1", null, "p" + n, "Player " + n, n + "d", "", "KR", "td-park", AT));
        }
        commands.sendAndWait(new PairRound("t-1", null, 1, "td-park", AT));
        commands.sendAndWait(new PublishRound("t-1", null, 1, "td-park", AT));

        List<GameStarted> started = await(first, () -> payloads(first, GameStarted.class), 2);
        assertEquals(List.of(
                new GameStarted("t-1-r1-b1", "t-1", 1, 1, "p1", "p4", "korean-2016", "incheon-2013", 19, 0, 6.5,
                        RoundFlow.BY, AT),
                new GameStarted("t-1-r1-b2", "t-1", 1, 2, "p2", "p3", "korean-2016", "incheon-2013", 19, 0, 6.5,
                        RoundFlow.BY, AT)), started);

        commands.sendAndWait(new StubGame.Confirm("t-1-r1-b2", Outcome.WHITE_WINS, "W+2.5", AT));
        List<ResultRecorded> recorded = await(first, () -> payloads(first, ResultRecorded.class), 1);
        assertEquals(List.of(new ResultRecorded("t-1", 1, 2, "t-1-r1-b2", "p2", "p3", Outcome.WHITE_WINS, false, "W+2.5",
                "counted (Korean 2016 art. 10)", RoundFlow.BY, AT)), recorded);
        first.shutdown();

        Configuration second = start();
        try {
            // The flow has replayed the store once its processor has caught up; give it the time a replay takes.
            Thread.sleep(1500);
            assertEquals(2, payloads(second, GameStarted.class).size(), "no game is started twice");
            assertEquals(1, payloads(second, ResultRecorded.class).size(), "no result is recorded twice");
        } finally {
            second.shutdown();
        }
    }

    @Test
    void aGameStartedBeforeItsRoundIsPublishedIsNotStartedAgainAndTheOtherBoardsGameStarts() throws Exception {
        Configuration configuration = start();
        try {
            CommandGateway commands = configuration.commandGateway();
            commands.sendAndWait(new CreateTournament("t-1", "Seoul Open", "organizer-kim", AT));
            commands.sendAndWait(new ConfigureTournament("t-1", null, "korean-2016", 19, 3, "round-robin", "td-park", AT));
            for (int n = 1; n <= 4; n++) {
                commands.sendAndWait(new RegisterPlayer("t-1", null, "p" + n, "Player " + n, n + "d", "", "KR", "td-park",
                        AT));
            }
            commands.sendAndWait(new PairRound("t-1", null, 1, "td-park", AT));
            // board 2's game opened by hand (as a crash after its start and before the round's other boards would)
            commands.sendAndWait(new StartGame("t-1-r1-b2", "t-1", 1, 2, "p2", "p3", "korean-2016", "incheon-2013", 19, 0,
                    6.5, null, "td-park", AT));
            commands.sendAndWait(new PublishRound("t-1", null, 1, "td-park", AT));

            await(configuration, () -> payloads(configuration, GameStarted.class), 2);
            Thread.sleep(500); // a second start of board 2 would come with board 1's
            assertEquals(List.of("t-1-r1-b2 by td-park", "t-1-r1-b1 by " + RoundFlow.BY),
                    payloads(configuration, GameStarted.class).stream().map(game -> game.gameId() + " by " + game.by())
                            .toList());
        } finally {
            configuration.shutdown();
        }
    }

    private Configuration start() {
        Clock clock = Clock.fixed(AT, ZoneOffset.UTC);
        AxonModule games = configurer -> configurer.configureAggregate(AggregateConfigurer.defaultConfiguration(StubGame.class));
        Configuration configuration = PlatformAxon.configure(dataDir, List.of(
                new TournamentModule(new TournamentList(), new TournamentPlay()), games, new FlowModule(clock)));
        configuration.start();
        return configuration;
    }

    private static <T> List<T> payloads(Configuration configuration, Class<T> type) {
        List<T> found = new ArrayList<>();
        try (BlockingStream<TrackedEventMessage<?>> stream = configuration.eventStore().openStream(null)) {
            while (stream.hasNextAvailable()) {
                Object payload = stream.nextAvailable().getPayload();
                if (type.isInstance(payload)) {
                    found.add(type.cast(payload));
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return found;
    }

    private static <T> List<T> await(Configuration configuration, Supplier<List<T>> read, int count) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        List<T> found = read.get();
        while (found.size() < count && System.nanoTime() < deadline) {
            Thread.sleep(50);
            found = read.get();
        }
        return found;
    }
}
