package dev.tengen.platform.axon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.service.web.ConfigurationView;
import dev.tengen.tournament.service.web.PlayerView;
import dev.tengen.tournament.service.web.TournamentList;
import dev.tengen.tournament.service.web.TournamentView;
import dev.tengen.tournament.service.api.ConfigureTournament;
import dev.tengen.tournament.service.api.CreateTournament;
import dev.tengen.tournament.service.api.RegisterPlayer;
import dev.tengen.tournament.service.api.TournamentRefused;
import dev.tengen.tournament.service.api.WithdrawPlayer;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The SQLite file is the store of record: a second start on the same file sees everything the first wrote. */
class EventStoreRestartTest {

    private static final Instant AT = Instant.parse("2026-05-01T09:00:00Z");
    private static final Duration WAIT = Duration.ofSeconds(10);

    @TempDir
    Path dataDir;

    @Test
    void theTournamentListIsRebuiltFromTheEventStoreAtStart() throws InterruptedException {
        TournamentList live = new TournamentList();
        Configuration first = start(live);
        CommandGateway commands = first.commandGateway();
        commands.sendAndWait(new CreateTournament("t-1", "Seoul Open", "organizer-kim", AT));
        commands.sendAndWait(new ConfigureTournament("t-1", null, "korean-2016", 19, 5, "mcmahon", "td-park", AT));
        commands.sendAndWait(new RegisterPlayer("t-1", null, "p-1", "Lee Sedol", "9p", "Hanguk Kiwon", "KR", "td-park", AT));
        commands.sendAndWait(new RegisterPlayer("t-1", null, "p-2", "Cho Hunhyun", "9p", "Hanguk Kiwon", "KR", "td-park", AT));
        long last = commands.sendAndWait(new WithdrawPlayer("t-1", null, "p-2", "ill", "td-park", AT));
        assertTrue(live.awaitVersion("t-1", last, WAIT));
        TournamentView shownBeforeRestart = live.find("t-1").orElseThrow();
        first.shutdown();

        TournamentList rebuilt = new TournamentList();
        Configuration second = start(rebuilt);
        try {
            assertTrue(rebuilt.awaitVersion("t-1", 4, WAIT));
            TournamentView expected = new TournamentView("t-1", "Seoul Open", 4, "organizer-kim", AT,
                    new ConfigurationView("korean-2016", 19, 5, "mcmahon", "td-park", AT,
                            new dev.tengen.clock.TimeControl("untimed", null, null, null, null, null, null)),
                    List.of(new PlayerView("p-1", "Lee Sedol", "9p", "Hanguk Kiwon", "KR", false, AT, null, null),
                            new PlayerView("p-2", "Cho Hunhyun", "9p", "Hanguk Kiwon", "KR", true, AT, AT, "ill")));
            assertEquals(expected, rebuilt.find("t-1").orElseThrow());
            assertEquals(shownBeforeRestart, rebuilt.find("t-1").orElseThrow());
        } finally {
            second.shutdown();
        }
    }

    @Test
    void aTournamentDecidesFromItsStoredHistoryAfterARestart() {
        Configuration first = start(new TournamentList());
        first.commandGateway().sendAndWait(new CreateTournament("t-1", "Seoul Open", "organizer-kim", AT));
        first.commandGateway().sendAndWait(
                new RegisterPlayer("t-1", null, "p-1", "Lee Sedol", "9p", "Hanguk Kiwon", "KR", "td-park", AT));
        first.shutdown();

        Configuration second = start(new TournamentList());
        try {
            CommandGateway commands = second.commandGateway();
            TournamentRefused refused = assertThrows(TournamentRefused.class, () -> commands.sendAndWait(
                    new RegisterPlayer("t-1", null, "p-2", "Lee Sedol", "9p", "Hanguk Kiwon", "KR", "td-park", AT)));
            assertEquals("player-already-registered", refused.code());
            long version = commands.sendAndWait(new WithdrawPlayer("t-1", null, "p-1", "", "td-park", AT));
            assertEquals(2L, version);
        } finally {
            second.shutdown();
        }
    }

    private Configuration start(TournamentList tournamentList) {
        Configuration configuration = PlatformAxon.configure(dataDir, tournamentList);
        configuration.start();
        return configuration;
    }
}
