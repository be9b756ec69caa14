package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.client.model.Indexes;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * MongoDB through the official driver, as the read models will use it: the server of MONGODB_URI when it is set,
 * otherwise the stand-in the script starts. A database of its own per run, dropped at the end.
 */
@Uses(Server.MONGODB)
class MongodbTest {
  private static ScratchDatabase scratch;
  private static MongoDatabase database;

  @BeforeAll
  static void mongodb() {
    scratch = new ScratchDatabase("distributed-check-");
    database = scratch.database();
  }

  @AfterAll
  static void dropDatabase() {
    scratch.close();
  }

  @Test
  void aDocumentWrittenIsReadBack() {
    MongoCollection<Document> standings = database.getCollection("standings");
    Document row = new Document("_id", "tournament-1/round-3/player-7").append("points", 2.5).append("rank", 4);

    standings.insertOne(row);

    assertEquals(row, standings.find(Filters.eq("_id", row.get("_id"))).first());
  }

  @Test
  void aUniqueIndexRefusesASecondDocumentWithTheSameKey() { // how a projection recognises a redelivered event
    MongoCollection<Document> applied = database.getCollection("applied_events");
    applied.createIndex(Indexes.ascending("eventId"), new IndexOptions().unique(true));
    applied.insertOne(new Document("eventId", "event-1"));

    MongoWriteException duplicate = assertThrows(MongoWriteException.class,
        () -> applied.insertOne(new Document("eventId", "event-1")));

    assertEquals(ErrorCategory.DUPLICATE_KEY, duplicate.getError().getCategory());
    assertEquals(1, applied.countDocuments());
  }
}
