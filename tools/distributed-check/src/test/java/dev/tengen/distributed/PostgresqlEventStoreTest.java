package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.distributed.store.ServiceEventStore;
import dev.tengen.distributed.store.StoreUnavailable;
import java.io.BufferedReader;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.DefaultUnitOfWork;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A service's event store in its PostgreSQL database (tengen-distributed's store), against the real server. */
@Uses(Server.POSTGRESQL)
class PostgresqlEventStoreTest {
    private static String url;

    @BeforeAll
    static void schema() {
        url = ServiceStores.freshSchema("game");
    }

    @Test
    void theEventsOfCommittedCommandsAreReadBackInTheirOrder() {
        String game = "game-" + UUID.randomUUID();
        EmbeddedEventStore events = ServiceStores.open(url).eventStore();
        for (int command = 0; command < 3; command++) {
            ServiceStores.commit(events, List.of(ServiceStores.move(game, 2 * command), ServiceStores.move(game, 2 * command + 1)));
        }

        List<? extends DomainEventMessage<?>> read = events.readEvents(game).asStream().toList();

        assertEquals(List.of(0L, 1L, 2L, 3L, 4L, 5L), read.stream().map(DomainEventMessage::getSequenceNumber).toList());
        assertEquals(new ServiceStores.MovePlayed(game, 4), read.get(4).getPayload());
        events.shutDown();
    }

    @Test
    void theAggregatesThatExistAreThoseWithACommittedEvent() {
        List<String> games = ServiceStores.newGames(3);
        ServiceEventStore store = ServiceStores.open(url);
        EmbeddedEventStore events = store.eventStore();
        ServiceStores.commit(events, List.of(ServiceStores.move(games.get(0), 0), ServiceStores.move(games.get(2), 0)));

        assertEquals(java.util.Set.of(games.get(0), games.get(2)), store.engine().existing(games));
        assertEquals(java.util.Set.of(), store.engine().existing(List.of()));
        events.shutDown();
    }

    @Test
    void afterItsWriterIsKilledTheStoreHoldsTheAcknowledgedCommandsWhole() throws Exception {
        String game = "game-" + UUID.randomUUID();
        Process writer = ServiceStores.child(StoreWriterProcess.class, url, game);
        int acknowledged;
        try (BufferedReader output = ServiceStores.output(writer)) {
            ServiceStores.awaitLine(writer, output, "acknowledged 20", Duration.ofSeconds(60));
            writer.toHandle().destroyForcibly(); // SIGKILL amid its commands (Process.destroy would close its output)
            writer.waitFor(30, TimeUnit.SECONDS);
            acknowledged = 21;
            String line;
            while ((line = output.readLine()) != null) { // what it printed before it died
                if (line.startsWith("acknowledged ")) {
                    acknowledged = Integer.parseInt(line.substring("acknowledged ".length())) + 1;
                }
            }
        }

        EmbeddedEventStore events = ServiceStores.open(url).eventStore();
        long stored = events.readEvents(game).asStream().count();
        events.shutDown();

        // every acknowledged command's two events; at most one command more, whose commit the kill overtook
        assertTrue(stored == 2L * acknowledged || stored == 2L * (acknowledged + 1),
                stored + " events stored, " + acknowledged + " commands acknowledged");
    }

    @Test
    void aCommandWhoseConnectionDropsBeforeItsCommitLeavesNothing() {
        String game = "game-" + UUID.randomUUID();
        EmbeddedEventStore events = ServiceStores.open(url).eventStore();
        ServiceStores.playRounds(events, List.of(game), 0, 2);

        RuntimeException failure = assertThrows(RuntimeException.class, () -> DefaultUnitOfWork.startAndGet(null).execute(() -> {
            events.publish(ServiceStores.move(game, 2), ServiceStores.move(game, 3));
            // after the events were written in the command's transaction, before it commits: its connection drops
            CurrentUnitOfWork.get().onPrepareCommit(unit -> dropOtherConnections());
        }));

        assertTrue(StoreUnavailable.isUnreachable(failure), "a failure a service answers 503 for: " + failure);
        assertEquals(2, events.readEvents(game).asStream().count(), "the two acknowledged moves only");
        events.shutDown();
    }

    @Test
    void whilePostgresqlIsDownTheStoreSaysItCannotBeReachedAndWorksWhenItIsBack() {
        String game = "game-" + UUID.randomUUID();
        EmbeddedEventStore events = ServiceStores.open(url).eventStore();
        Servers.command(Server.POSTGRESQL, "stop");
        StoreUnavailable refused;
        StoreUnavailable refusedAtOpen;
        try {
            refused = assertThrows(StoreUnavailable.class, () -> ServiceStores.playRounds(events, List.of(game), 0, 1));
            refusedAtOpen = assertThrows(StoreUnavailable.class, () -> ServiceStores.open(url));
        } finally {
            Servers.command(Server.POSTGRESQL, "start");
        }

        assertTrue(refused.getMessage().startsWith("the event store game cannot be reached ("), refused.getMessage());
        assertTrue(refused.getMessage().endsWith("); nothing was written, try again"), refused.getMessage());
        assertTrue(refusedAtOpen.getMessage().startsWith("the event store game cannot be reached"), refusedAtOpen.getMessage());
        ServiceStores.playRounds(events, List.of(game), 0, 1);
        assertEquals(1, events.readEvents(game).asStream().count());
        events.shutDown();
    }

    /** Ends every other session of this role on the game database, as a network failure or a restart would. */
    private static void dropOtherConnections() {
        try (Connection connection = ServiceStores.dataSource(url, "game").getConnection();
             Statement kill = connection.createStatement()) {
            kill.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database()"
                    + " AND pid <> pg_backend_pid() AND usename = current_user");
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
