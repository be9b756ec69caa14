package dev.tengen.distributed.mongo;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.UpdateOptions;
import com.mongodb.client.model.Updates;
import dev.tengen.distributed.kafka.PublishedEvent;
import org.bson.Document;
import org.bson.conversions.Bson;

/**
 * Read-model documents that remember, per source aggregate, the sequence number of the last event applied to them:
 * an event's change and its sequence go into the document in one update, guarded by "stored sequence < this
 * sequence", which MongoDB applies whole, so a document never holds the change without the sequence nor the sequence
 * without the change, and an event given twice changes it once. This is what makes a handler idempotent without
 * transactions (the stand-in has none).
 *
 * <p>The guard rests on one assumption: each document receives one aggregate's events in their order. It holds
 * because the publisher keys each record by its aggregate's id (one aggregate, one partition, in the store's order;
 * {@code EventRecords}), a partition is read by one consumer at a time, and a consumer hands a partition's records
 * over in their order. What may come again is only what came before: a publisher's resend (the batch Kafka had
 * acknowledged, after later records) or a consumer's re-read after a restart (from its stored position); both carry
 * sequences the document already holds, which the guard refuses. Two members that briefly read one partition at
 * once (a rebalance while a batch is handled) each apply an aggregate's events in order, so each event still changes
 * the document at most once. An event changes one document in one call: a second call with the same event on the
 * same document is refused as a repeat.
 *
 * <p>The document keeps one small entry per source aggregate ({@value #APPLIED}{@code .<aggregate>}), not the id
 * of every event: a tournament's standings fed by hundreds of thousands of moves stays far from MongoDB's 16 MB
 * document limit. An event stored without an aggregate counts as an aggregate of its own (its id, sequence 0), an
 * entry each: such events should be rare in a document's sources.
 */
public final class ReadModelDocuments {

    /** The field of each read-model document mapping each source aggregate to its last applied sequence number. */
    public static final String APPLIED = "appliedSequences";

    private ReadModelDocuments() {
    }

    /**
     * Applies {@code change} for {@code event} to the document {@code documentId} of {@code collection} (made when
     * missing) unless that document already holds {@code event}'s sequence number, or a later one, for its
     * aggregate; whether it was applied now.
     */
    public static boolean applyOnce(MongoCollection<Document> collection, Object documentId, PublishedEvent event,
            Bson change) {
        String sequence = APPLIED + "." + sourceKey(event);
        Bson notYet = Filters.and(Filters.eq("_id", documentId),
                Filters.or(Filters.exists(sequence, false), Filters.lt(sequence, event.sequence())));
        Bson update = Updates.combine(change, Updates.set(sequence, event.sequence()));
        try {
            // it matched the filter and changed the document, or matched nothing and made it (upsert)
            collection.updateOne(notYet, update, new UpdateOptions().upsert(true));
            return true;
        } catch (MongoWriteException e) {
            if (e.getError().getCategory() != ErrorCategory.DUPLICATE_KEY) {
                throw e;
            }
            // The document exists and the filter missed it: the guard refused (already applied), or another event
            // made the document between the filter and the insert. Without the upsert, the filter alone decides.
            return collection.updateOne(notYet, update).getMatchedCount() > 0;
        }
    }

    /**
     * The aggregate's key in {@value #APPLIED}: its type and id ({@code Game/game-7}; ids of two services' aggregates
     * may meet, their types do not), with '%', '.' and '$' escaped as %25, %2E and %24, which a field name cannot
     * hold (a dot would be read as a path).
     */
    static String sourceKey(PublishedEvent event) {
        String source = event.aggregateType() == null ? event.aggregateId()
                : event.aggregateType() + "/" + event.aggregateId();
        return source.replace("%", "%25").replace(".", "%2E").replace("$", "%24");
    }
}
