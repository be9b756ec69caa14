package dev.tengen.distributed;

import dev.tengen.distributed.kafka.StorePublisher;
import dev.tengen.distributed.store.ServiceEventStore;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A publisher to kill at its worst moment: publishes the game store at args[0] to the topic args[1] as publisher
 * args[2]; once Kafka has acknowledged its second batch, before that batch's position is stored, it prints
 * "acknowledged" and waits to be killed.
 */
public final class PublisherProcess {

    private PublisherProcess() {
    }

    public static void main(String[] args) throws InterruptedException {
        ServiceEventStore store = ServiceStores.open(args[0]);
        AtomicInteger batches = new AtomicInteger();
        try (StorePublisher publisher = new StorePublisher(args[2], store.engine(),
                ServiceStores.dataSource(args[0], "game"), args[1], args[3], token -> {
                    if (batches.incrementAndGet() == 2) {
                        System.out.println("acknowledged " + token.getIndex());
                        System.out.flush();
                        try {
                            Thread.sleep(120_000);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    }
                })) {
            while (publisher.publishBatch() > 0) {
                // the backlog
            }
        }
    }
}
