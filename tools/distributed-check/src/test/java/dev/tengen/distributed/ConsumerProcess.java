package dev.tengen.distributed;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import dev.tengen.distributed.kafka.EventConsumer;
import dev.tengen.distributed.kafka.EventHandler;
import dev.tengen.distributed.mongo.MongoLedger;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A consumer to kill at its worst moment: consumes the topic args[0] with the ledger of consumer args[1] into the
 * boards collection args[3] of the MongoDB database args[2]; once its handler has applied args[4] events, before the
 * ledger has heard of them, it prints "handled" and waits to be killed. Kafka is at args[5] (a child must not ask
 * {@link Servers} to start what the run started). Its Kafka group is args[1] + "-killed": the
 * positions are the ledger's, and a consumer started after the kill need not wait for Kafka to notice the death
 * (session.timeout.ms, 45 s) before it is given the partitions.
 */
public final class ConsumerProcess {

    private ConsumerProcess() {
    }

    public static void main(String[] args) throws InterruptedException {
        int before = Integer.parseInt(args[4]);
        AtomicInteger handled = new AtomicInteger();
        try (MongoClient client = MongoClients.create(Servers.environment(Server.MONGODB).get("MONGODB_URI"))) {
            MongoDatabase database = client.getDatabase(args[2]);
            EventHandler board = EventPathTest.board(database.getCollection(args[3]));
            EventHandler stopping = event -> {
                board.handle(event);
                if (handled.incrementAndGet() == before) {
                    System.out.println("handled " + before);
                    System.out.flush();
                    try {
                        Thread.sleep(120_000);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            };
            try (EventConsumer consumer = new EventConsumer(args[1] + "-killed", args[5], List.of(args[0]),
                    new MongoLedger(database, args[1]), stopping)) {
                while (true) {
                    consumer.poll(Duration.ofMillis(200));
                }
            }
        }
    }
}
