package dev.tengen.platform.axon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tengen.tournament.service.web.TournamentList;
import dev.tengen.tournament.service.api.ConfigureTournament;
import dev.tengen.tournament.service.api.CreateTournament;
import dev.tengen.tournament.service.api.RegisterPlayer;
import java.nio.file.Path;
import java.time.Instant;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.Configuration;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.axonframework.modelling.command.ConflictingAggregateVersionException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the real wiring (not the test fixture) answers to commands the REST layer must map. */
class CommandOutcomesTest {

    private static final Instant AT = Instant.parse("2026-05-01T09:00:00Z");

    @TempDir
    Path dataDir;

    private Configuration axon;
    private CommandGateway commands;

    @BeforeEach
    void start() {
        axon = PlatformAxon.configure(dataDir, new TournamentList());
        axon.start();
        commands = axon.commandGateway();
        commands.sendAndWait(new CreateTournament("t-1", "Seoul Open", "organizer-kim", AT));
    }

    @AfterEach
    void stop() {
        axon.shutdown();
    }

    @Test
    void creationAnswersTheTournamentId() {
        Object answer = commands.sendAndWait(new CreateTournament("t-2", "Busan Cup", "organizer-kim", AT));
        assertEquals("t-2", answer);
    }

    @Test
    void aCommandForAnUnknownTournamentIsNotFound() {
        assertThrows(AggregateNotFoundException.class, () -> commands.sendAndWait(
                new ConfigureTournament("t-404", null, "aga", 19, 5, "swiss", "td-park", AT)));
    }

    @Test
    void theExpectedVersionMatchingTheStoredOneIsAccepted() {
        long version = commands.sendAndWait(new ConfigureTournament("t-1", 0L, "aga", 19, 5, "swiss", "td-park", AT));
        assertEquals(1L, version);
    }

    @Test
    void aStaleExpectedVersionIsAConflictAndStoresNothing() {
        commands.sendAndWait(new ConfigureTournament("t-1", 0L, "aga", 19, 5, "swiss", "td-park", AT));
        assertThrows(ConflictingAggregateVersionException.class, () -> commands.sendAndWait(
                new RegisterPlayer("t-1", 0L, "p-1", "Lee Sedol", "9p", "", "KR", "td-park", AT)));
        long version = commands.sendAndWait(new RegisterPlayer("t-1", null, "p-1", "Lee Sedol", "9p", "", "KR", "td-park", AT));
        assertEquals(2L, version);
    }

    @Test
    void anExpectedVersionFromTheFutureIsAConflict() {
        assertThrows(ConflictingAggregateVersionException.class, () -> commands.sendAndWait(
                new ConfigureTournament("t-1", 7L, "aga", 19, 5, "swiss", "td-park", AT)));
    }
}
