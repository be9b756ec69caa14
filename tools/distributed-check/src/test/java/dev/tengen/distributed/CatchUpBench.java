package dev.tengen.distributed;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import dev.tengen.distributed.kafka.EventConsumer;
import dev.tengen.distributed.kafka.EventRecords;
import dev.tengen.distributed.kafka.ServiceTopic;
import dev.tengen.distributed.kafka.StorePublisher;
import dev.tengen.distributed.mongo.MongoLedger;
import dev.tengen.distributed.store.ServiceEventStore;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;

/**
 * Issue 15's catch-up figure: how fast a read model is rebuilt from Kafka into MongoDB from scratch (events per
 * second), against a baseline timed in the same run, the same records read by a plain Kafka consumer that parses and
 * deserializes each event but writes nothing. Both are timed from the start of their first poll that brings records
 * (joining the consumer group, which Kafka delays by design, is not counted) to their last event. Run by scripts/bench-catch-up (not by the test suite): starts PostgreSQL,
 * Kafka and MongoDB (or its stand-in) through scripts/lib like the checks do, writes a season's game events through
 * the game service's PostgreSQL store, publishes them to tengen.game, then times each run's baseline and rebuild.
 * Arguments: EVENTS (default 200000), RUNS (default 3), counted after one warm-up run that is not.
 */
public final class CatchUpBench {

    private static final Duration LIMIT = Duration.ofMinutes(30);

    private CatchUpBench() {
    }

    public static void main(String[] args) throws Exception {
        int events = args.length > 0 ? Integer.parseInt(args[0]) : 200_000;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        String load = loadAverage();
        for (Server server : List.of(Server.POSTGRESQL, Server.KAFKA, Server.MONGODB)) {
            Servers.begin(server);
        }
        try {
            String mongodbUri = Servers.await(Server.MONGODB).get("MONGODB_URI");
            System.out.println("catch-up: load average at start " + load + "; MongoDB "
                    + (System.getenv("MONGODB_URI") == null ? "stand-in (mongo-java-server, in memory)" : mongodbUri));
            int total = writeAndPublish(CatchUpSeason.games(events));
            List<double[]> figures = new ArrayList<>();
            for (int run = 0; run <= runs; run++) { // run 0 warms the JIT up and is not counted
                String runLoad = loadAverage();
                double baseline = baseline(total);
                double[] rebuild = rebuild(mongodbUri, total);
                if (run > 0) {
                    figures.add(new double[] {baseline, rebuild[0], rebuild[0] / baseline, rebuild[1]});
                }
                System.out.printf("%s (load %s): baseline %.0f events/s, rebuild %.0f events/s, ratio %.3f,"
                        + " bench JVM %.1f us CPU/event%n", run == 0 ? "warm-up, not counted" : "run " + run, runLoad,
                        baseline, rebuild[0], rebuild[0] / baseline, rebuild[1]);
            }
            System.out.println("summary over " + runs + " runs of " + total + " events (min / median / max):");
            summary("baseline, consumer without MongoDB (events/s)", figures, 0, "%.0f");
            summary("rebuild into MongoDB (events/s)", figures, 1, "%.0f");
            summary("rebuild / baseline", figures, 2, "%.3f");
            summary("bench JVM CPU per rebuilt event (us)", figures, 3, "%.1f");
        } finally {
            Servers.stopAll();
        }
    }

    /** Writes {@code games} games to a fresh game store and publishes it all to tengen.game; the events' number. */
    private static int writeAndPublish(int games) {
        String url = ServiceStores.freshSchema("game");
        ServiceEventStore store = ServiceStores.open(url);
        EmbeddedEventStore events = store.eventStore();
        long began = System.nanoTime();
        CatchUpSeason.write(events, games);
        events.shutDown();
        long written = System.nanoTime();
        int published = 0;
        try (StorePublisher publisher = new StorePublisher("catch-up-" + UUID.randomUUID(), store.engine(),
                ServiceStores.dataSource(url, "game"), ServiceTopic.GAME.topic(), ServiceStores.bootstrap(), t -> { })) {
            for (int batch; (batch = publisher.publishBatch()) > 0; ) {
                published += batch;
            }
        }
        System.out.printf("catch-up: %d events (%d games of %d moves) written to the game store in %.1f s,"
                + " published to %s in %.1f s%n", published, games, CatchUpSeason.MOVES, seconds(written - began),
                ServiceTopic.GAME.topic(), seconds(System.nanoTime() - written));
        return published;
    }

    /** A new consumer group reading the topic from its start: parse and deserialize each event, write nothing. */
    private static double baseline(int total) {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, ServiceStores.bootstrap());
        config.put(ConsumerConfig.GROUP_ID_CONFIG, "catch-up-baseline-" + UUID.randomUUID());
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
        try (KafkaConsumer<String, byte[]> consumer = new KafkaConsumer<>(config, new StringDeserializer(),
                new ByteArrayDeserializer())) {
            consumer.subscribe(List.of(ServiceTopic.GAME.topic()));
            long deadline = System.nanoTime() + LIMIT.toNanos();
            long began = 0;
            int read = 0;
            while (read < total && System.nanoTime() < deadline) {
                long polled = System.nanoTime();
                for (ConsumerRecord<String, byte[]> record : consumer.poll(Duration.ofMillis(200))) {
                    EventRecords.fromRecord(record).message(ServiceStores.SERIALIZER).getPayload();
                    read++;
                }
                began = began == 0 && read > 0 ? polled : began;
            }
            return rate(read, total, System.nanoTime() - began);
        }
    }

    /** Rebuilds the read model in a new database with a new consumer; events per second and this JVM's us per event. */
    private static double[] rebuild(String mongodbUri, int total) {
        try (MongoClient client = MongoClients.create(mongodbUri)) {
            MongoDatabase database = client.getDatabase("catch-up-" + UUID.randomUUID());
            String name = "catch-up-" + UUID.randomUUID();
            CatchUpReadModel readModel = new CatchUpReadModel(database);
            try (EventConsumer consumer = new EventConsumer(name, ServiceStores.bootstrap(),
                    List.of(ServiceTopic.GAME.topic()), new MongoLedger(database, name), readModel)) {
                long deadline = System.nanoTime() + LIMIT.toNanos();
                long cpu = processCpu();
                long began = 0;
                while (consumer.applied() < total && System.nanoTime() < deadline) {
                    long polled = System.nanoTime();
                    long cpuPolled = processCpu();
                    if (consumer.poll(Duration.ofMillis(200)) > 0 && began == 0) {
                        began = polled;
                        cpu = cpuPolled;
                    }
                }
                long elapsed = System.nanoTime() - began;
                double cpuPerEvent = (processCpu() - cpu) / 1000.0 / total;
                long moves = readModel.moves();
                long expected = (long) total / (CatchUpSeason.MOVES + 2) * CatchUpSeason.MOVES;
                if (moves != expected) {
                    throw new IllegalStateException("the rebuilt game records hold " + moves + " moves, not " + expected);
                }
                return new double[] {rate(consumer.applied(), total, elapsed), cpuPerEvent};
            } finally {
                database.drop(); // the stand-in keeps everything in memory
            }
        }
    }

    private static double rate(long done, long total, long nanos) {
        if (done < total) {
            throw new IllegalStateException("only " + done + " of " + total + " events within " + LIMIT);
        }
        return total / seconds(nanos);
    }

    private static void summary(String what, List<double[]> figures, int column, String format) {
        double[] values = figures.stream().mapToDouble(row -> row[column]).sorted().toArray();
        System.out.printf("  %-48s %s / %s / %s%n", what, String.format(format, values[0]),
                String.format(format, values[values.length / 2]), String.format(format, values[values.length - 1]));
    }

    private static long processCpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static String loadAverage() throws IOException {
        return String.join(" ", List.of(Files.readString(Path.of("/proc/loadavg")).split(" ")).subList(0, 3));
    }

    private static double seconds(long nanos) {
        return nanos / 1e9;
    }
}
