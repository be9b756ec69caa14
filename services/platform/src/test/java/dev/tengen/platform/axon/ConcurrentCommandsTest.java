package dev.tengen.platform.axon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.service.web.TournamentList;
import dev.tengen.tournament.service.api.CreateTournament;
import dev.tengen.tournament.service.api.RegisterPlayer;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Commands from many request threads at once all land: on one tournament Axon's aggregate lock queues them,
 * across tournaments SQLite's write lock does (taken at BEGIN IMMEDIATE, so no transaction has to upgrade
 * a stale read to a write and fail with SQLITE_BUSY_SNAPSHOT).
 */
class ConcurrentCommandsTest {

    private static final Instant AT = Instant.parse("2026-05-01T09:00:00Z");
    private static final int THREADS = 6;
    private static final int PLAYERS_PER_THREAD = 10;

    @TempDir
    Path dataDir;

    @Test
    void registrationsFromSixThreadsIntoTwoTournamentsAllLand() throws Exception {
        TournamentList list = new TournamentList();
        Configuration axon = PlatformAxon.configure(dataDir, list);
        axon.start();
        ExecutorService threads = Executors.newFixedThreadPool(THREADS);
        try {
            CommandGateway commands = axon.commandGateway();
            commands.sendAndWait(new CreateTournament("east", "East Cup", "organizer-kim", AT));
            commands.sendAndWait(new CreateTournament("west", "West Cup", "organizer-kim", AT));
            List<Future<?>> done = new ArrayList<>();
            for (int thread = 0; thread < THREADS; thread++) {
                String tournament = thread % 2 == 0 ? "east" : "west";
                String club = "club-" + thread;
                done.add(threads.submit(() -> {
                    for (int player = 0; player < PLAYERS_PER_THREAD; player++) {
                        commands.sendAndWait(new RegisterPlayer(tournament, null, club + "-" + player, "Player " + player,
                                "1d", club, "KR", "td-park", AT));
                    }
                }));
            }
            for (Future<?> future : done) {
                future.get();
            }
            int perTournament = THREADS / 2 * PLAYERS_PER_THREAD;
            assertTrue(list.awaitVersion("east", perTournament, Duration.ofSeconds(10)));
            assertTrue(list.awaitVersion("west", perTournament, Duration.ofSeconds(10)));
            assertEquals(perTournament, list.find("east").orElseThrow().players().size());
            assertEquals(perTournament, list.find("west").orElseThrow().players().size());
        } finally {
            threads.shutdownNow();
            axon.shutdown();
        }
    }
}
