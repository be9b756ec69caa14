package dev.tengen.readmodel;

import java.time.Instant;

/**
 * One event of a tournament's history, as an auditor reads it.
 *
 * @param sequence 1-based position in the tournament's ledger, in the order the store committed the events
 * @param aggregate the aggregate that recorded it (a tournament or a game id), or null
 * @param aggregateSequence its sequence number within that aggregate, or null
 * @param type the event's name ({@code PlayerRegistered})
 * @param at when it happened (the event's own time, else the store's timestamp)
 * @param by who caused it (the event's {@code by}, or the players and referee who confirmed a result), or empty
 * @param payload the event itself; serialized as JSON by the query API
 */
public record LedgerEntry(
        long sequence, String aggregate, Long aggregateSequence, String type, Instant at, String by, Object payload) {

    /** The name the ledger gives an event of this class: its simple name ({@code PlayerRegistered}). */
    public static String type(Class<?> event) {
        return event.getSimpleName();
    }
}
