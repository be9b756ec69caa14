package dev.tengen.distributed.kafka;

/**
 * Applies one event to a read model or a flow. It must leave the same state when given the same event again (the
 * consumer skips events its ledger holds, but a consumer stopped after its handlers ran and before the ledger recorded
 * their batch hands those events over once more): a single-document update guarded by the aggregate's last applied
 * sequence ({@code dev.tengen.distributed.mongo.ReadModelDocuments#applyOnce}), or a write that repeats to the same
 * result. A handler that throws leaves the event unapplied; the consumer reads it again.
 */
@FunctionalInterface
public interface EventHandler {

    void handle(PublishedEvent event);
}
