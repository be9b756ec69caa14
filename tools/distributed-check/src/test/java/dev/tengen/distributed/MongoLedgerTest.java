package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Updates;
import dev.tengen.distributed.kafka.ConsumerLedger;
import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.distributed.mongo.MongoLedger;
import dev.tengen.distributed.mongo.ReadModelDocuments;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;
import org.apache.kafka.common.TopicPartition;
import org.bson.Document;
import org.bson.RawBsonDocument;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A consumer's ledger and the read models' once-only updates in MongoDB (or its stand-in), through the driver. */
@Uses(Server.MONGODB)
class MongoLedgerTest {
    private static final TopicPartition GAMES_1 = new TopicPartition("tengen.game", 1);
    private static ScratchDatabase scratch;
    private static MongoDatabase database;

    @BeforeAll
    static void mongodb() {
        scratch = new ScratchDatabase("ledger-");
        database = scratch.database();
    }

    @AfterAll
    static void dropDatabase() {
        scratch.close();
    }

    @Test
    void anEventAppliedTwiceToADocumentChangesItOnce() {
        MongoCollection<Document> boards = database.getCollection("boards");

        boolean first = ReadModelDocuments.applyOnce(boards, "game-1", move("game-1", 0), Updates.inc("moves", 1));
        boolean again = ReadModelDocuments.applyOnce(boards, "game-1", move("game-1", 0), Updates.inc("moves", 1));
        boolean next = ReadModelDocuments.applyOnce(boards, "game-1", move("game-1", 1), Updates.inc("moves", 1));

        assertTrue(first);
        assertFalse(again);
        assertTrue(next);
        assertEquals(2, boards.find(Filters.eq("_id", "game-1")).first().getInteger("moves"));
    }

    @Test
    void anEarlierEventOfAnAggregateGivenAgainAfterLaterOnesChangesNothing() {
        MongoCollection<Document> boards = database.getCollection("boards-resent");
        for (int sequence = 0; sequence < 3; sequence++) {
            ReadModelDocuments.applyOnce(boards, "game-1", move("game-1", sequence), Updates.push("moves", sequence));
        }

        // a publisher's resend: the batch Kafka had acknowledged comes again after its later events
        boolean resent = ReadModelDocuments.applyOnce(boards, "game-1", move("game-1", 1), Updates.push("moves", 1));

        assertFalse(resent);
        assertEquals(List.of(0, 1, 2), boards.find(Filters.eq("_id", "game-1")).first().getList("moves", Integer.class));
    }

    @Test
    void eventsOfTwoAggregatesFeedingOneDocumentAreGuardedApart() {
        MongoCollection<Document> standings = database.getCollection("standings-two-games");

        boolean firstGame = ReadModelDocuments.applyOnce(standings, "tournament-1", move("game-1", 4), Updates.inc("results", 1));
        boolean secondGame = ReadModelDocuments.applyOnce(standings, "tournament-1", move("game-2", 0), Updates.inc("results", 1));
        boolean firstAgain = ReadModelDocuments.applyOnce(standings, "tournament-1", move("game-1", 4), Updates.inc("results", 1));

        assertTrue(firstGame);
        assertTrue(secondGame, "game-2's first event, after game-1's fifth");
        assertFalse(firstAgain);
        assertEquals(2, standings.find(Filters.eq("_id", "tournament-1")).first().getInteger("results"));
    }

    @Test
    void anAggregateIdWithADotIsOneAggregateNotAPath() {
        MongoCollection<Document> standings = database.getCollection("standings-dotted");

        boolean dotted = ReadModelDocuments.applyOnce(standings, "tournament-1", move("game.7", 3), Updates.inc("results", 1));
        boolean plain = ReadModelDocuments.applyOnce(standings, "tournament-1", move("game", 0), Updates.inc("results", 1));
        boolean dottedAgain = ReadModelDocuments.applyOnce(standings, "tournament-1", move("game.7", 3), Updates.inc("results", 1));

        assertTrue(dotted);
        assertTrue(plain, "'game' is not a part of 'game.7'");
        assertFalse(dottedAgain);
        Document applied = standings.find(Filters.eq("_id", "tournament-1")).first().get(ReadModelDocuments.APPLIED, Document.class);
        assertEquals(2, applied.size(), "one entry per aggregate: " + applied.toJson());
    }

    @Test
    void aDocumentStaysTheSameSizeHoweverManyEventsWereAppliedToIt() {
        MongoCollection<Document> standings = database.getCollection("standings");
        ReadModelDocuments.applyOnce(standings, "tournament-1", move("game-1", 0), Updates.inc("moves", 1));
        ReadModelDocuments.applyOnce(standings, "tournament-1", move("game-1", 1), Updates.inc("moves", 1));
        int afterTwo = size(standings, "tournament-1");

        for (int sequence = 2; sequence < 200; sequence++) {
            ReadModelDocuments.applyOnce(standings, "tournament-1", move("game-1", sequence), Updates.inc("moves", 1));
        }

        assertEquals(200, standings.find(Filters.eq("_id", "tournament-1")).first().getInteger("moves"));
        assertEquals(afterTwo, size(standings, "tournament-1"), "bytes after 2 events and after 200");
    }

    @Test
    void aLedgerOpenedAgainKnowsTheAppliedEventsAndThePositions() {
        String consumer = "standings-" + UUID.randomUUID();
        new MongoLedger(database, consumer).record(List.of(applied("event-7", 41)), Map.of(GAMES_1, 42L));

        MongoLedger reopened = new MongoLedger(database, consumer);

        assertEquals(Set.of("event-7"), reopened.appliedAmong(List.of("event-7", "event-8")));
        assertEquals(OptionalLong.of(42), reopened.position(GAMES_1));
        assertEquals(OptionalLong.empty(), reopened.position(new TopicPartition("tengen.game", 2)));
    }

    @Test
    void anEventRecordedAgainAfterAStopIsOneRecordAndThePositionNeverMovesBack() {
        String consumer = "crosstable-" + UUID.randomUUID();
        MongoLedger ledger = new MongoLedger(database, consumer);
        ledger.record(List.of(applied("event-1", 10), applied("event-2", 11)), Map.of(GAMES_1, 12L));

        // a run that stopped before its position moved records its batch again
        ledger.record(List.of(applied("event-1", 10)), Map.of(GAMES_1, 11L));

        assertEquals(OptionalLong.of(12), ledger.position(GAMES_1));
        assertEquals(Set.of("event-1", "event-2"), ledger.appliedAmong(List.of("event-1", "event-2")));
        assertEquals(2, database.getCollection("applied." + consumer).countDocuments());
    }

    @Test
    void ledgersOfTwoConsumersAreApart() {
        MongoLedger standings = new MongoLedger(database, "standings-" + UUID.randomUUID());
        MongoLedger archive = new MongoLedger(database, "archive-" + UUID.randomUUID());

        standings.record(List.of(applied("event-3", 5)), Map.of(GAMES_1, 6L));

        assertEquals(Set.of(), archive.appliedAmong(List.of("event-3")));
        assertEquals(OptionalLong.empty(), archive.position(GAMES_1));
    }

    /** The document's size in BSON bytes, as MongoDB counts it against its 16 MB limit. */
    private static int size(MongoCollection<Document> collection, String id) {
        return collection.withDocumentClass(RawBsonDocument.class).find(Filters.eq("_id", id)).first().getByteBuffer()
                .remaining();
    }

    /** Event number {@code sequence} of the game {@code game}, its id made up for the test. */
    private static PublishedEvent move(String game, long sequence) {
        return new PublishedEvent(game + "/" + sequence, "Game", game, sequence, "MovePlayed", null,
                "2026-11-26T12:00:00Z", new byte[0], null, 1);
    }

    /** The event {@code id} as applied at {@code offset} of partition 1. */
    private static ConsumerLedger.Applied applied(String id, long offset) {
        return new ConsumerLedger.Applied(new PublishedEvent(id, "Game", "game-1", 0, "MovePlayed", null,
                "2026-11-26T12:00:00Z", new byte[0], null, 1), GAMES_1, offset);
    }
}
