package dev.tengen.distributed.kafka;

/**
 * Applies one event to a read model or a flow. It must leave the same state when given the same event again (the
 * consumer skips events its ledger holds, but a consumer stopped between the handler's write and the ledger's record
 * hands the event over once more): a single-document update guarded by the event id
 * ({@code dev.tengen.distributed.mongo.ReadModelDocuments#applyOnce}), or a write that repeats to the same result.
 * A handler that throws leaves the event unapplied; the consumer reads it again.
 */
@FunctionalInterface
public interface EventHandler {

    void handle(PublishedEvent event);
}
