package dev.tengen.distributed;

import dev.tengen.distributed.store.ServiceEventStore;
import java.util.List;
import org.axonframework.eventsourcing.eventstore.EventStore;

/**
 * A writer to kill: commits commands of two events each to the game store at args[0] for the game args[1], and prints
 * "acknowledged N" once command N (from 0) has committed, as a service answers its caller; until it is killed.
 */
public final class StoreWriterProcess {

    private StoreWriterProcess() {
    }

    public static void main(String[] args) {
        ServiceEventStore store = ServiceStores.open(args[0]);
        EventStore events = store.eventStore();
        String game = args[1];
        for (int command = 0; command < 1_000_000; command++) {
            ServiceStores.commit(events, List.of(ServiceStores.move(game, 2 * command), ServiceStores.move(game, 2 * command + 1)));
            System.out.println("acknowledged " + command);
            System.out.flush();
        }
    }
}
