package dev.tengen.distributed;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tengen.distributed.app.ServiceAxon;
import dev.tengen.distributed.store.ServiceEventStore;
import java.util.List;
import java.util.UUID;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.Configuration;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.ConcurrencyException;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The command services' aggregate cache (ServiceAxon.aggregate) over a real PostgreSQL store, with two writers of one
 * store, as while a rolling update runs an old and a new pod: a command decided on a cached aggregate the other writer
 * has moved on is refused as a concurrent change (the API's 409), never stored, and the next command reads the
 * aggregate anew.
 */
@Uses(Server.POSTGRESQL)
class CachedAggregatesTest {

    record Open(@TargetAggregateIdentifier String id) {
    }

    record Count(@TargetAggregateIdentifier String id) {
    }

    record Opened(String id) {
    }

    /** The tally's {@code number}th count: the number is decided from the aggregate's state. */
    record Counted(String id, int number) {
    }

    /** A tally: each Count command counts one more than the tally has counted. */
    static class Tally {
        @AggregateIdentifier
        private String id;
        private int counted;

        Tally() {
        }

        @CommandHandler
        Tally(Open command) {
            apply(new Opened(command.id()));
        }

        @CommandHandler
        int handle(Count command) {
            apply(new Counted(id, counted + 1));
            return counted;
        }

        @EventSourcingHandler
        void on(Opened event) {
            id = event.id();
        }

        @EventSourcingHandler
        void on(Counted event) {
            counted = event.number();
        }
    }

    private ServiceEventStore store;
    private Configuration oldPod;
    private Configuration newPod;

    @BeforeEach
    void twoWritersOfOneStore() {
        String url = ServiceStores.freshSchema("game");
        store = ServiceStores.open(url);
        oldPod = ServiceAxon.configurer(store).configureAggregate(ServiceAxon.aggregate(Tally.class)).buildConfiguration();
        newPod = ServiceAxon.configurer(ServiceStores.open(url)).configureAggregate(ServiceAxon.aggregate(Tally.class))
                .buildConfiguration();
        oldPod.start();
        newPod.start();
    }

    @AfterEach
    void stop() {
        oldPod.shutdown();
        newPod.shutdown();
    }

    @Test
    void aCommandOnAStaleCachedAggregateIsRefusedAsAConcurrentChangeAndTheNextReadsItAnew() {
        String tally = "tally-" + UUID.randomUUID();
        CommandGateway old = oldPod.commandGateway();
        CommandGateway fresh = newPod.commandGateway();
        old.sendAndWait(new Open(tally));
        assertEquals(1, (int) old.sendAndWait(new Count(tally))); // the old pod caches the tally at 1
        assertEquals(2, (int) fresh.sendAndWait(new Count(tally))); // the new pod reads it from the store

        // the old pod's cache says 1: it decides 2 again, which the store holds already
        assertThrows(ConcurrencyException.class, () -> old.sendAndWait(new Count(tally)));
        assertEquals(3, (int) old.sendAndWait(new Count(tally)), "the refused command left its stale tally cached");

        List<Object> stored = store.eventStore().readEvents(tally).asStream().<Object>map(e -> e.getPayload()).toList();
        assertEquals(List.of(new Opened(tally), new Counted(tally, 1), new Counted(tally, 2), new Counted(tally, 3)),
                stored);
    }
}
