package dev.tengen.distributed.kafka;

/**
 * Applies one event to a read model or a flow. It must leave the same state when given the same event again (the
 * consumer skips events its ledger holds, but a consumer stopped after its handlers ran and before the ledger recorded
 * their batch hands those events over once more): a single-document update guarded by the aggregate's last applied
 * sequence ({@code dev.tengen.distributed.mongo.ReadModelDocuments#applyOnce}), or a write that repeats to the same
 * result. A handler that throws leaves the event unapplied; the consumer reads it again.
 *
 * <p>A handler may hold its writes back and make them in one request per poll: {@link #handled()} is called after
 * the poll's events (or those before a failing one) and before the consumer's ledger records them as applied; when
 * it throws, the ledger records none of them and the consumer reads them all again.
 */
@FunctionalInterface
public interface EventHandler {

    void handle(PublishedEvent event);

    /** The events handled since the last call are to be made durable now (nothing to do for a handler that writes at once). */
    default void handled() {
    }
}
