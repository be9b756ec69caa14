package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Updates;
import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.distributed.mongo.MongoLedger;
import dev.tengen.distributed.mongo.ReadModelDocuments;
import java.util.List;
import java.util.OptionalLong;
import java.util.UUID;
import org.apache.kafka.common.TopicPartition;
import org.bson.Document;
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

        boolean first = ReadModelDocuments.applyOnce(boards, "game-1", "event-1", Updates.inc("moves", 1));
        boolean again = ReadModelDocuments.applyOnce(boards, "game-1", "event-1", Updates.inc("moves", 1));
        boolean next = ReadModelDocuments.applyOnce(boards, "game-1", "event-2", Updates.inc("moves", 1));

        assertTrue(first);
        assertFalse(again);
        assertTrue(next);
        Document board = boards.find(Filters.eq("_id", "game-1")).first();
        assertEquals(2, board.getInteger("moves"));
        assertEquals(List.of("event-1", "event-2"), board.getList(ReadModelDocuments.APPLIED, String.class));
    }

    @Test
    void aLedgerOpenedAgainKnowsTheAppliedEventsAndThePositions() {
        String consumer = "standings-" + UUID.randomUUID();
        new MongoLedger(database, consumer).recordApplied(event("event-7"), GAMES_1, 41);

        MongoLedger reopened = new MongoLedger(database, consumer);

        assertTrue(reopened.applied("event-7"));
        assertFalse(reopened.applied("event-8"));
        assertEquals(OptionalLong.of(42), reopened.position(GAMES_1));
        assertEquals(OptionalLong.empty(), reopened.position(new TopicPartition("tengen.game", 2)));
    }

    @Test
    void anEventRecordedAgainAfterAStopIsOneRecordAndThePositionNeverMovesBack() {
        MongoLedger ledger = new MongoLedger(database, "crosstable-" + UUID.randomUUID());
        ledger.recordApplied(event("event-1"), GAMES_1, 10);
        ledger.recordApplied(event("event-2"), GAMES_1, 11);

        ledger.recordApplied(event("event-1"), GAMES_1, 10); // a run that stopped before its position moved

        assertEquals(OptionalLong.of(12), ledger.position(GAMES_1));
        assertTrue(ledger.applied("event-1"));
    }

    @Test
    void ledgersOfTwoConsumersAreApart() {
        MongoLedger standings = new MongoLedger(database, "standings-" + UUID.randomUUID());
        MongoLedger archive = new MongoLedger(database, "archive-" + UUID.randomUUID());

        standings.recordApplied(event("event-3"), GAMES_1, 5);

        assertFalse(archive.applied("event-3"));
        assertEquals(OptionalLong.empty(), archive.position(GAMES_1));
    }

    private static PublishedEvent event(String id) {
        return new PublishedEvent(id, "Game", "game-1", 0, "MovePlayed", null, "2026-11-26T12:00:00Z", new byte[0], null, 1);
    }
}
