package dev.tengen.distributed.mongo;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.BulkWriteOptions;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.UpdateOneModel;
import com.mongodb.client.model.UpdateOptions;
import com.mongodb.client.model.Updates;
import dev.tengen.distributed.kafka.ConsumerLedger;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import org.apache.kafka.common.TopicPartition;
import org.bson.Document;

/**
 * A consumer's ledger in MongoDB, through the official driver: {@code applied.<consumer>} holds one document per
 * applied event, its {@code _id} the event id (so recording an id twice is one document, never two), with where it was
 * first read; {@code positions} holds one document per consumer and partition, {@code <consumer>/<topic>/<partition>},
 * whose {@code next} only grows ({@code $max}). A poll costs three commands whatever its size: one query for its ids
 * ({@code $in}), one bulk write of the applied ids, one of the positions. Each document's write is applied whole; no
 * transaction is needed (the stand-in has none).
 */
public final class MongoLedger implements ConsumerLedger {

    private static final UpdateOptions UPSERT = new UpdateOptions().upsert(true);
    // each write stands alone: one that fails does not stop the others
    private static final BulkWriteOptions UNORDERED = new BulkWriteOptions().ordered(false);

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
    public Set<String> appliedAmong(Collection<String> eventIds) {
        Set<String> found = new HashSet<>();
        if (eventIds.isEmpty()) {
            return found;
        }
        for (Document document : applied.find(Filters.in("_id", Set.copyOf(eventIds)))
                .projection(Projections.include("_id"))) {
            found.add(document.getString("_id"));
        }
        return found;
    }

    @Override
    public void record(List<Applied> events, Map<TopicPartition, Long> next) {
        if (!events.isEmpty()) {
            // an upsert setting fields only on insert: an id recorded by an earlier run is left as it was
            applied.bulkWrite(events.stream().map(event -> new UpdateOneModel<Document>(
                    Filters.eq("_id", event.event().eventId()), Updates.combine(
                            Updates.setOnInsert("aggregateId", event.event().aggregateId()),
                            Updates.setOnInsert("sequence", event.event().sequence()),
                            Updates.setOnInsert("topic", event.partition().topic()),
                            Updates.setOnInsert("partition", event.partition().partition()),
                            Updates.setOnInsert("offset", event.offset())), UPSERT)).toList(), UNORDERED);
        }
        if (!next.isEmpty()) {
            positions.bulkWrite(next.entrySet().stream().map(position -> new UpdateOneModel<Document>(
                    Filters.eq("_id", key(position.getKey())), Updates.combine(
                            Updates.max("next", position.getValue()), Updates.set("consumer", consumer),
                            Updates.set("topic", position.getKey().topic()),
                            Updates.set("partition", position.getKey().partition())), UPSERT)).toList(), UNORDERED);
        }
    }

    @Override
    public OptionalLong position(TopicPartition partition) {
        Document position = positions.find(Filters.eq("_id", key(partition))).first();
        return position == null ? OptionalLong.empty() : OptionalLong.of(position.get("next", Number.class).longValue());
    }

    private String key(TopicPartition partition) {
        return consumer + "/" + partition.topic() + "/" + partition.partition();
    }
}
