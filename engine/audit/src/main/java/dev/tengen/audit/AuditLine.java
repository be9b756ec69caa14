package dev.tengen.audit;

import java.util.Map;

/** The members of an audit line that the verifier checks beyond its hash, read with their types. */
record AuditLine(long sequence, String aggregate, Long aggregateSequence, String prev) {

    static AuditLine of(Map<String, Object> members) throws Malformed {
        if (!(members.get(ChainMember.PREV) instanceof String prev)) {
            throw new Malformed("the line has no 'prev' text");
        }
        if (!(members.get(ChainMember.TYPE) instanceof String)) {
            throw new Malformed("the line has no 'type' text");
        }
        Long sequence = integer(members, ChainMember.SEQUENCE);
        if (sequence == null || sequence < 1) {
            throw new Malformed("the line's 'sequence' is not a whole number from 1");
        }
        if (!(members.get(ChainMember.TIME) instanceof String)) {
            throw new Malformed("the line has no 'time' text");
        }
        if (!(members.get(ChainMember.PAYLOAD) instanceof java.util.Map<?, ?>)) {
            throw new Malformed("the line has no 'payload' object");
        }
        if (!members.containsKey(ChainMember.AGGREGATE) || !members.containsKey(ChainMember.AGGREGATE_SEQUENCE)) {
            throw new Malformed("the line has no 'aggregate' or no 'aggregateSequence' (null when there is none)");
        }
        Object aggregate = members.get(ChainMember.AGGREGATE);
        if (aggregate != null && !(aggregate instanceof String)) {
            throw new Malformed("the line's 'aggregate' is neither text nor null");
        }
        Long aggregateSequence = integer(members, ChainMember.AGGREGATE_SEQUENCE);
        if (aggregateSequence == null && members.get(ChainMember.AGGREGATE_SEQUENCE) != null) {
            throw new Malformed("the line's 'aggregateSequence' is neither a whole number nor null");
        }
        return new AuditLine(sequence, (String) aggregate, aggregateSequence, prev);
    }

    private static Long integer(Map<String, Object> members, String name) {
        if (members.get(name) instanceof NumberLiteral n && n.text().matches("-?[0-9]{1,18}")) {
            return Long.parseLong(n.text());
        }
        return null;
    }

    static final class Malformed extends Exception {
        Malformed(String message) {
            super(message, null, false, false);
        }
    }
}
