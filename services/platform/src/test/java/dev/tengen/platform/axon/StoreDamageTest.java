package dev.tengen.platform.axon;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.service.web.TournamentList;
import dev.tengen.platform.tournament.TournamentModule;
import dev.tengen.tournament.service.api.CreateTournament;
import dev.tengen.tournament.service.api.RegisterPlayer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 12, "Faults": 4 KiB overwritten in the middle of {@code events.db}. The check at start names the damage; a
 * damaged page met while running stops every write, and nothing more is written into the file.
 */
class StoreDamageTest {

    private static final Instant AT = Instant.parse("2026-05-01T09:00:00Z");

    @TempDir
    Path dataDir;

    private Path store() {
        return dataDir.resolve(SqliteEventStore.FILE_NAME);
    }

    /** Eight tournaments of ten players with long club names: some thirty pages, the middle ones holding events. */
    private void writeTournaments() {
        Configuration axon = PlatformAxon.configure(dataDir, new TournamentList());
        axon.start();
        try {
            CommandGateway commands = axon.commandGateway();
            for (int t = 0; t < 8; t++) {
                commands.sendAndWait(new CreateTournament("t-" + t, "Cup " + t, "organizer-kim", AT));
                for (int p = 0; p < 10; p++) {
                    commands.sendAndWait(new RegisterPlayer("t-" + t, null, "p-" + p, "Player " + t + "-" + p, "3k",
                            ("Baduk club of the city " + p + ", ").repeat(40), "KR", "td-park", AT));
                }
            }
        } finally {
            axon.shutdown();
        }
    }

    @Test
    void aSoundStorePassesTheCheckAtStart() throws Exception {
        writeTournaments();
        assertEquals(Optional.empty(), StoreIntegrity.check(store()));
    }

    @Test
    void aMissingStoreIsANewOne() throws Exception {
        assertEquals(Optional.empty(), StoreIntegrity.check(store()));
    }

    @Test
    void fourKibOverwrittenMidFileAreFoundByTheCheckAtStart() throws Exception {
        writeTournaments();
        DamagedStores.damageMidFile(store());
        String finding = StoreIntegrity.check(store()).orElseThrow();
        assertTrue(finding.startsWith("SQLite's quick_check: "), finding);
    }

    @Test
    void aFileThatIsNoDatabaseIsUnusableInOneSentenceNamingIt() throws Exception {
        Files.writeString(store(), "Round 3 pairings, to print\n".repeat(400));
        StoreIntegrity.Unusable unusable = assertThrows(StoreIntegrity.Unusable.class, () -> StoreIntegrity.check(store()));
        assertEquals("The event store " + store().toAbsolutePath() + " is not an SQLite database: put the latest backup"
                + " of events.db in its place, or point tengen.data-dir (TENGEN_DATA_DIR) at the right directory.",
                unusable.getMessage());
    }

    @Test
    void aDamagedPageMetWhileRunningStopsEveryWriteAndTheFileIsNotWrittenAgain() throws Exception {
        writeTournaments();
        DamagedStores.damageMidFile(store());
        byte[] damaged = Files.readAllBytes(store());
        // as if the damage came after the check at start: the replay meets it
        StoreDamage damage = new StoreDamage(store());
        Configuration axon = PlatformAxon.configure(dataDir, List.of(new TournamentModule(new TournamentList())), damage);
        axon.start();
        try {
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (!damage.damaged() && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertTrue(damage.finding().orElse("").contains("SQLITE_CORRUPT"), () -> "found: " + damage.finding());
            assertThrows(RuntimeException.class, () -> axon.commandGateway().sendAndWait(
                    new CreateTournament("t-after", "Cup after the damage", "organizer-kim", AT)));
        } finally {
            axon.shutdown();
        }
        assertArrayEquals(damaged, Files.readAllBytes(store()), "the damaged file was written to");
        assertTrue(!Files.exists(dataDir.resolve(SqliteEventStore.FILE_NAME + "-wal"))
                || Files.size(dataDir.resolve(SqliteEventStore.FILE_NAME + "-wal")) == 0,
                "events were appended to the damaged store's journal");
    }
}
