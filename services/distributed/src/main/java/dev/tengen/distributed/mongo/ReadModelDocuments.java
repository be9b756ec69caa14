package dev.tengen.distributed.mongo;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.UpdateOptions;
import com.mongodb.client.model.Updates;
import com.mongodb.client.result.UpdateResult;
import org.bson.Document;
import org.bson.conversions.Bson;

/**
 * Read-model documents that remember which events changed them: an event's change and its id go into the document
 * in one update, which MongoDB applies whole, so a document can never hold the change without the id nor the id
 * without the change, and an event given twice changes it once. This is what makes a handler idempotent without
 * transactions (the stand-in has none).
 */
public final class ReadModelDocuments {

    /** The field of each read-model document listing the ids of the events applied to it. */
    public static final String APPLIED = "appliedEvents";

    private ReadModelDocuments() {
    }

    /**
     * Applies {@code change} to the document {@code documentId} of {@code collection} (made when missing) unless the
     * event {@code eventId} was already applied to it; whether it was applied now.
     */
    public static boolean applyOnce(MongoCollection<Document> collection, Object documentId, String eventId,
            Bson change) {
        try {
            UpdateResult result = collection.updateOne(
                    Filters.and(Filters.eq("_id", documentId), Filters.ne(APPLIED, eventId)),
                    Updates.combine(change, Updates.addToSet(APPLIED, eventId)), new UpdateOptions().upsert(true));
            return result.getModifiedCount() > 0 || result.getUpsertedId() != null;
        } catch (MongoWriteException e) {
            // the document exists and lists the event: the filter missed it, and the upsert met its _id
            if (e.getError().getCategory() == ErrorCategory.DUPLICATE_KEY) {
                return false;
            }
            throw e;
        }
    }
}
