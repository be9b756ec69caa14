package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Updates;
import com.mongodb.event.CommandListener;
import com.mongodb.event.CommandStartedEvent;
import dev.tengen.distributed.kafka.EventConsumer;
import dev.tengen.distributed.kafka.EventHandler;
import dev.tengen.distributed.kafka.EventRecords;
import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.distributed.kafka.PublishingFailed;
import dev.tengen.distributed.kafka.ServiceTopic;
import dev.tengen.distributed.kafka.StorePublisher;
import dev.tengen.distributed.mongo.MongoLedger;
import dev.tengen.distributed.mongo.ReadModelDocuments;
import dev.tengen.distributed.store.ServiceEventStore;
import java.io.BufferedReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.sql.Connection;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.DefaultUnitOfWork;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 15's event path end to end on the real servers: commands' events committed to a service's PostgreSQL store,
 * published from the store to Kafka, consumed into MongoDB read models once each, through restarts and kills.
 */
@Uses({Server.POSTGRESQL, Server.KAFKA, Server.MONGODB})
class EventPathTest {
    private static final Duration LIMIT = Duration.ofSeconds(60);
    private static ScratchDatabase scratch;
    private static MongoDatabase readModels;

    @BeforeAll
    static void readModels() {
        scratch = new ScratchDatabase("event-path-");
        readModels = scratch.database();
    }

    @AfterAll
    static void dropReadModels() {
        scratch.close();
    }

    @Test
    void eventsCommittedToTheStoreComeOutOfTheServicesTopicInOrderKeyedByTheirAggregate() throws Exception {
        String url = ServiceStores.freshSchema("game");
        ServiceEventStore store = ServiceStores.open(url);
        List<String> games = ServiceStores.newGames(8);
        EmbeddedEventStore events = store.eventStore();
        ServiceStores.playRounds(events, games, 0, 25); // boards played at once: their moves interleave in the store
        events.shutDown();

        try (StorePublisher publisher = publisher(store, url, ServiceTopic.GAME.topic())) {
            while (publisher.publishBatch() > 0) {
                // the whole store
            }
        }

        Map<String, List<ConsumerRecord<String, byte[]>>> byGame = read(ServiceTopic.GAME.topic(), games, 8 * 25);
        Set<Integer> partitions = new HashSet<>();
        for (String game : games) {
            List<ConsumerRecord<String, byte[]>> records = byGame.get(game);
            assertEquals(25, records.size(), game);
            for (int move = 0; move < 25; move++) {
                PublishedEvent event = EventRecords.fromRecord(records.get(move));
                assertEquals(move, event.sequence(), game + "'s events in their order");
                assertEquals(game, event.aggregateId());
                assertEquals(new ServiceStores.MovePlayed(game, move), event.message(ServiceStores.SERIALIZER).getPayload());
                assertEquals(records.get(0).partition(), records.get(move).partition(), game + " in one partition");
            }
            partitions.add(records.get(0).partition());
        }
        assertTrue(partitions.size() > 1, "the games are spread over partitions: " + partitions);
    }

    @Test
    void anEventWhoseCommitComesAfterALaterOnesIsPublishedWhenItCommits() throws Exception {
        Fresh fresh = Fresh.storeAndTopic();
        EmbeddedEventStore events = fresh.store().eventStore();
        String slowGame = "game-" + UUID.randomUUID();
        String fastGame = "game-" + UUID.randomUUID();
        CountDownLatch written = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        // a command whose event has its global index but whose transaction has not committed yet
        Thread slow = Thread.ofPlatform().start(() -> DefaultUnitOfWork.startAndGet(null).execute(() -> {
            events.publish(ServiceStores.move(slowGame, 0));
            CurrentUnitOfWork.get().onPrepareCommit(unit -> {
                written.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
        }));
        assertTrue(written.await(30, TimeUnit.SECONDS));
        try (StorePublisher publisher = publisher(fresh.store(), fresh.url(), fresh.topic())) {
            ServiceStores.playRounds(events, List.of(fastGame), 0, 1); // a later index, committed first
            assertEquals(1, publisher.publishBatch(), "the committed event");

            release.countDown();
            slow.join(30_000);
            while (publisher.publishBatch() > 0) {
                // the event whose index the publisher passed while it was not committed
            }
        } finally {
            release.countDown();
            events.shutDown();
        }

        Map<String, List<ConsumerRecord<String, byte[]>>> byGame = read(fresh.topic(), List.of(slowGame, fastGame), 2);
        assertEquals(1, byGame.getOrDefault(slowGame, List.of()).size(), "the late commit's event, published once");
        assertEquals(1, byGame.getOrDefault(fastGame, List.of()).size());
    }

    @Test
    void whileKafkaCannotBeReachedThePublisherSaysSoAndKeepsItsPosition() throws Exception {
        String url = ServiceStores.freshSchema("game");
        ServiceEventStore store = ServiceStores.open(url);
        EmbeddedEventStore events = store.eventStore();
        ServiceStores.playRounds(events, ServiceStores.newGames(1), 0, 1); // the command is accepted all the same
        events.shutDown();
        String name = "game-" + UUID.randomUUID();
        String nowhere;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            nowhere = "127.0.0.1:" + socket.getLocalPort(); // closed below: nothing listens there
        }

        try (StorePublisher away = new StorePublisher(name, store.engine(), ServiceStores.dataSource(url, "game"),
                ServiceTopic.GAME.topic(), nowhere, token -> { }, Duration.ofSeconds(2))) {
            PublishingFailed failed = assertThrows(PublishingFailed.class, away::publishBatch);

            assertTrue(failed.getMessage().startsWith("Kafka did not acknowledge the batch of 1 events for tengen.game"
                    + " (position kept at the store's beginning): "), failed.getMessage());
        }
        try (StorePublisher back = new StorePublisher(name, store.engine(), ServiceStores.dataSource(url, "game"),
                ServiceTopic.GAME.topic(), ServiceStores.bootstrap(), token -> { })) {
            assertEquals(1, back.publishBatch(), "the event the failed batch held, sent once Kafka is there");
        }
    }

    @Test
    void aPublisherKilledAfterKafkasAcknowledgementResendsAndTheConsumerAppliesEachEventOnce() throws Exception {
        Fresh fresh = Fresh.storeAndTopic();
        List<String> games = ServiceStores.newGames(20);
        EmbeddedEventStore events = fresh.store().eventStore();
        ServiceStores.playRounds(events, games, 0, 15); // 300 events: more than one batch
        events.shutDown();
        String publisherName = "game-" + UUID.randomUUID();

        // its second batch acknowledged by Kafka, its position not stored yet: killed
        Process first = ServiceStores.child(PublisherProcess.class, fresh.url(), fresh.topic(), publisherName,
                ServiceStores.bootstrap());
        try (BufferedReader output = ServiceStores.output(first)) {
            ServiceStores.awaitLine(first, output, "acknowledged", LIMIT);
        } finally {
            first.destroyForcibly();
            first.waitFor(30, TimeUnit.SECONDS);
        }
        try (StorePublisher second = new StorePublisher(publisherName, fresh.store().engine(),
                ServiceStores.dataSource(fresh.url(), "game"), fresh.topic(), ServiceStores.bootstrap(), token -> { })) {
            while (second.publishBatch() > 0) {
                // the rest, from the position the first one stored
            }
        }

        List<ConsumerRecord<String, byte[]>> records = read(fresh.topic(), games, 300 + 1).values()
                .stream().flatMap(List::stream).toList();
        long distinct = records.stream().map(record -> EventRecords.fromRecord(record).eventId()).distinct().count();
        int resent = records.size() - 300; // the batch whose position the first publisher did not store
        assertEquals(300, distinct, "every event");
        assertTrue(resent > 0 && resent <= StorePublisher.BATCH, resent + " events resent: the batch Kafka had acknowledged");
        MongoCollection<Document> boards = readModels.getCollection("boards-" + UUID.randomUUID());
        String consumerName = "boards-" + UUID.randomUUID();
        try (EventConsumer consumer = new EventConsumer(consumerName, ServiceStores.bootstrap(), List.of(fresh.topic()),
                new MongoLedger(readModels, consumerName), board(boards))) {
            consumeUntil(consumer, records.size());
            assertEquals(300, consumer.applied());
            assertEquals(resent, consumer.skipped(), "the resent events, each skipped");
        }
        assertMovesOnceInOrder(boards, games, 15);
    }

    @Test
    void aConsumerRestartedResumesFromItsPositionAndAppliesNothingTwice() throws Exception {
        Fresh fresh = Fresh.storeAndTopic();
        List<String> games = ServiceStores.newGames(15);
        EmbeddedEventStore events = fresh.store().eventStore();
        MongoCollection<Document> boards = readModels.getCollection("boards-" + UUID.randomUUID());
        String consumerName = "boards-" + UUID.randomUUID();
        try (StorePublisher publisher = publisher(fresh.store(), fresh.url(), fresh.topic())) {
            // published as a service publishes: continuously, from its own thread
            Thread publishing = Thread.ofPlatform().name("publisher").start(() -> publisher.run(Duration.ofMillis(50)));
            try {
                ServiceStores.playRounds(events, games, 0, 10);
                try (EventConsumer first = consumer(consumerName, fresh.topic(), boards)) {
                    consumeUntil(first, 150);
                    assertEquals(150, first.applied());
                }

                ServiceStores.playRounds(events, games, 10, 10); // 150 more, while no consumer runs
                awaitPublished(fresh, 300);
            } finally {
                publishing.interrupt();
                publishing.join(30_000);
            }
        }
        events.shutDown();

        try (EventConsumer second = consumer(consumerName, fresh.topic(), boards)) {
            consumeUntil(second, 150);

            assertEquals(150, second.applied(), "the new events");
            assertEquals(0, second.skipped(), "it read on from its position, not from the first record");
        }
        assertMovesOnceInOrder(boards, games, 20);
    }

    @Test
    void aConsumerKilledAfterItsHandlersRanAndBeforeItsLedgerHeardOfThemAppliesNothingTwice() throws Exception {
        Fresh fresh = Fresh.storeAndTopic();
        List<String> games = ServiceStores.newGames(20);
        publishRounds(fresh, games, 15); // 300 events
        String boardsName = "boards-" + UUID.randomUUID();
        String consumerName = "boards-" + UUID.randomUUID();

        // 100 events applied to the boards, none recorded in the ledger: killed
        Process first = ServiceStores.child(ConsumerProcess.class, fresh.topic(), consumerName, readModels.getName(),
                boardsName, "100", ServiceStores.bootstrap());
        try (BufferedReader output = ServiceStores.output(first)) {
            ServiceStores.awaitLine(first, output, "handled", LIMIT);
        } finally {
            first.destroyForcibly();
            first.waitFor(30, TimeUnit.SECONDS);
        }
        MongoCollection<Document> boards = readModels.getCollection(boardsName);
        try (EventConsumer second = consumer(consumerName, fresh.topic(), boards)) {
            consumeUntil(second, 300);

            assertEquals(300, second.applied(), "every event handed over again: the ledger had none of them");
        }
        assertMovesOnceInOrder(boards, games, 15);
    }

    @Test
    void aConsumerAsksItsLedgerAFewTimesPerPollNotForEachEvent() throws Exception {
        Fresh fresh = Fresh.storeAndTopic();
        publishRounds(fresh, ServiceStores.newGames(20), 15); // 300 events
        // the ledger's commands, counted by the driver: all but the position look-ups when partitions are assigned
        AtomicInteger commands = new AtomicInteger();
        CommandListener counter = new CommandListener() {
            @Override
            public void commandStarted(CommandStartedEvent started) {
                boolean positionLookUp = started.getCommandName().equals("find")
                        && started.getCommand().getString("find").getValue().equals("positions");
                if (started.getDatabaseName().equals(readModels.getName()) && !positionLookUp) {
                    commands.incrementAndGet();
                }
            }
        };
        String consumerName = "boards-" + UUID.randomUUID();
        int polls = 0;
        try (MongoClient counted = MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString(Servers.environment(Server.MONGODB).get("MONGODB_URI")))
                .addCommandListener(counter).build());
             EventConsumer consumer = new EventConsumer(consumerName, ServiceStores.bootstrap(), List.of(fresh.topic()),
                     new MongoLedger(counted.getDatabase(readModels.getName()), consumerName), event -> { })) {
            long deadline = System.nanoTime() + LIMIT.toNanos();
            while (consumer.applied() < 300 && System.nanoTime() < deadline) {
                if (consumer.poll(Duration.ofMillis(200)) > 0) {
                    polls++;
                }
            }
            assertEquals(300, consumer.applied());
        }

        assertTrue(commands.get() <= 3 * polls, commands.get() + " ledger commands for 300 events in " + polls
                + " polls: at most one look-up, one record of the ids and one of the positions per poll");
    }

    /** Plays {@code rounds} rounds of {@code games} into {@code fresh}'s store and publishes the whole store. */
    private static void publishRounds(Fresh fresh, List<String> games, int rounds) {
        EmbeddedEventStore events = fresh.store().eventStore();
        ServiceStores.playRounds(events, games, 0, rounds);
        events.shutDown();
        try (StorePublisher publisher = publisher(fresh.store(), fresh.url(), fresh.topic())) {
            while (publisher.publishBatch() > 0) {
                // the whole store
            }
        }
    }

    /** Waits until {@code fresh}'s publishers have stored a position at {@code count} events or more. */
    private static void awaitPublished(Fresh fresh, long count) throws Exception {
        long deadline = System.nanoTime() + LIMIT.toNanos();
        while (System.nanoTime() < deadline) {
            try (Connection connection = ServiceStores.dataSource(fresh.url(), "game").getConnection();
                 ResultSet row = connection.createStatement().executeQuery(
                         "SELECT max(last_index) FROM kafka_publisher_position")) {
                if (row.next() && row.getLong(1) >= count) { // a fresh schema: global indexes from 1, no gaps
                    return;
                }
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the publisher did not reach " + count + " events in " + LIMIT);
    }

    /** A game store in a schema of its own, and a topic of its own with 3 partitions. */
    private record Fresh(String url, String topic, ServiceEventStore store) {
        static Fresh storeAndTopic() {
            String url = ServiceStores.freshSchema("game");
            return new Fresh(url, ServiceStores.freshTopic(3), ServiceStores.open(url));
        }
    }

    private static StorePublisher publisher(ServiceEventStore store, String url, String topic) {
        return new StorePublisher("game-" + UUID.randomUUID(), store.engine(), ServiceStores.dataSource(url, "game"), topic,
                ServiceStores.bootstrap(), token -> { });
    }

    private static EventConsumer consumer(String name, String topic, MongoCollection<Document> boards) {
        return new EventConsumer(name, ServiceStores.bootstrap(), List.of(topic), new MongoLedger(readModels, name),
                board(boards));
    }

    /** A read model of boards: each game's moves in the order applied, each move's event recorded in the document. */
    static EventHandler board(MongoCollection<Document> boards) {
        return event -> {
            ServiceStores.MovePlayed move = (ServiceStores.MovePlayed) event.message(ServiceStores.SERIALIZER).getPayload();
            ReadModelDocuments.applyOnce(boards, move.gameId(), event, Updates.push("moves", move.move()));
        };
    }

    /** Each of {@code games}' boards holds moves 0 to {@code moves - 1}, each once, in order. */
    private static void assertMovesOnceInOrder(MongoCollection<Document> boards, List<String> games, int moves) {
        for (String game : games) {
            assertEquals(IntStream.range(0, moves).boxed().toList(), moves(boards, game), game + "'s moves, each once, in order");
        }
    }

    private static List<Integer> moves(MongoCollection<Document> boards, String game) {
        Document board = boards.find(Filters.eq("_id", game)).first();
        return board == null ? List.of() : board.getList("moves", Integer.class);
    }

    /** Polls until {@code records} records were handled (applied or skipped), and a moment more for any extra. */
    private static void consumeUntil(EventConsumer consumer, int records) {
        long deadline = System.nanoTime() + LIMIT.toNanos();
        while (consumer.applied() + consumer.skipped() < records && System.nanoTime() < deadline) {
            consumer.poll(Duration.ofMillis(200));
        }
        consumer.poll(Duration.ofMillis(500));
    }

    /**
     * The records of {@code topic} keyed by one of {@code games}, by game, read by a new group: at least {@code count},
     * and then until a poll brings none more (a record sent twice, or one too many, would show there).
     */
    private static Map<String, List<ConsumerRecord<String, byte[]>>> read(String topic, List<String> games, int count) {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, ServiceStores.bootstrap());
        config.put(ConsumerConfig.GROUP_ID_CONFIG, "event-path-" + UUID.randomUUID());
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        Map<String, List<ConsumerRecord<String, byte[]>>> byGame = new HashMap<>();
        int seen = 0;
        try (KafkaConsumer<String, byte[]> consumer = new KafkaConsumer<>(config, new StringDeserializer(),
                new ByteArrayDeserializer())) {
            consumer.subscribe(List.of(topic));
            long deadline = System.nanoTime() + LIMIT.toNanos();
            boolean more = true;
            while ((seen < count || more) && System.nanoTime() < deadline) {
                int before = seen;
                for (ConsumerRecord<String, byte[]> record : consumer.poll(Duration.ofMillis(seen < count ? 200 : 500))) {
                    if (games.contains(record.key())) {
                        byGame.computeIfAbsent(record.key(), key -> new ArrayList<>()).add(record);
                        seen++;
                    }
                }
                more = seen > before;
            }
        }
        return byGame;
    }
}
