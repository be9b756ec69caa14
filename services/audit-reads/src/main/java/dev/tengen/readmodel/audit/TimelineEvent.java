package dev.tengen.readmodel.audit;

import dev.tengen.readmodel.LedgerEntry;
import java.time.Instant;

/**
 * One event of the timeline: the ledger's entry ({@link LedgerEntry}, its fields as they are) and, when it records an
 * official's decision, that decision as the decisions' list reads it (its kind, its place, its facts and its English
 * sentence); null for any other event.
 */
public record TimelineEvent(long sequence, String aggregate, Long aggregateSequence, String type, Instant at,
        String by, Object payload, Decision decision) {

    static TimelineEvent of(LedgerEntry entry, Decision decision) {
        return new TimelineEvent(entry.sequence(), entry.aggregate(), entry.aggregateSequence(), entry.type(),
                entry.at(), entry.by(), entry.payload(), decision);
    }
}
