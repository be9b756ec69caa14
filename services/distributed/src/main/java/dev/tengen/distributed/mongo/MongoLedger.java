package dev.tengen.distributed.mongo;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.UpdateOptions;
import com.mongodb.client.model.Updates;
import dev.tengen.distributed.kafka.ConsumerLedger;
import dev.tengen.distributed.kafka.PublishedEvent;
import java.util.OptionalLong;
import org.apache.kafka.common.TopicPartition;
import org.bson.Document;

/**
 * A consumer's ledger in MongoDB, through the official driver: {@code applied.<consumer>} holds one document per
 * applied event, its {@code _id} the event id (so recording an id twice is one document, never two), with where it was
 * read; {@code positions} holds one document per consumer and partition, {@code <consumer>/<topic>/<partition>},
 * whose {@code next} only grows ({@code $max}). Each write is one single-document operation, which MongoDB applies
 * whole; no transaction is needed (the stand-in has none).
 */
public final class MongoLedger implements ConsumerLedger {

    private final String consumer;
    private final MongoCollection<Document> applied;
    private final MongoCollection<Document> positions;

    /** The ledger of the consumer {@code consumer} in {@code database}. */
    public MongoLedger(MongoDatabase database, String consumer) {
        this.consumer = consumer;
        this.applied = database.getCollection("applied." + consumer);
        this.positions = database.getCollection("positions");
    }

    @Override
    public boolean applied(String eventId) {
        return applied.find(Filters.eq("_id", eventId)).limit(1).first() != null;
    }

    @Override
    public void recordApplied(PublishedEvent event, TopicPartition partition, long offset) {
        try {
            applied.insertOne(new Document("_id", event.eventId()).append("aggregateId", event.aggregateId())
                    .append("sequence", event.sequence()).append("topic", partition.topic())
                    .append("partition", partition.partition()).append("offset", offset));
        } catch (MongoWriteException e) {
            if (e.getError().getCategory() != ErrorCategory.DUPLICATE_KEY) {
                throw e;
            }
            // recorded by an earlier run that stopped before moving the position
        }
        advance(partition, offset);
    }

    @Override
    public void recordSkipped(TopicPartition partition, long offset) {
        advance(partition, offset);
    }

    @Override
    public OptionalLong position(TopicPartition partition) {
        Document position = positions.find(Filters.eq("_id", key(partition))).first();
        return position == null ? OptionalLong.empty() : OptionalLong.of(position.get("next", Number.class).longValue());
    }

    private void advance(TopicPartition partition, long offset) {
        positions.updateOne(Filters.eq("_id", key(partition)), Updates.combine(Updates.max("next", offset + 1),
                Updates.set("consumer", consumer), Updates.set("topic", partition.topic()),
                Updates.set("partition", partition.partition())), new UpdateOptions().upsert(true));
    }

    private String key(TopicPartition partition) {
        return consumer + "/" + partition.topic() + "/" + partition.partition();
    }
}
