package dev.tengen.audit;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One event of a tournament's history as the audit trail records it.
 *
 * @param sequence its 1-based place in the tournament's chain, in the order the event store committed them
 * @param type the event's name ({@code PlayerRegistered})
 * @param aggregate the tournament, game, protest or appeal that recorded it, or null
 * @param aggregateSequence its sequence number within that aggregate, or null
 * @param time when it happened, ISO-8601 in UTC ({@code 2026-05-02T09:30:00Z}); hashed as the text it is
 * @param payload the event's fields as JSON values ({@link CanonicalJson#parse})
 */
public record AuditEvent(long sequence, String type, String aggregate, Long aggregateSequence, String time,
        Object payload) {

    public AuditEvent {
        Objects.requireNonNull(type);
        Objects.requireNonNull(time);
    }

    /** The event with its payload given as JSON text, as a serializer writes it. */
    public static AuditEvent of(long sequence, String type, String aggregate, Long aggregateSequence, String time,
            String payloadJson) throws CanonicalJson.NotJson {
        return new AuditEvent(sequence, type, aggregate, aggregateSequence, time, CanonicalJson.parse(payloadJson));
    }

    /** The members of its line, without {@code prev} and {@code hash}. */
    Map<String, Object> members() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(ChainMember.SEQUENCE, new NumberLiteral(Long.toString(sequence)));
        m.put(ChainMember.TYPE, type);
        m.put(ChainMember.AGGREGATE, aggregate);
        m.put(ChainMember.AGGREGATE_SEQUENCE, aggregateSequence == null ? null : new NumberLiteral(aggregateSequence.toString()));
        m.put(ChainMember.TIME, time);
        m.put(ChainMember.PAYLOAD, payload);
        return m;
    }
}
