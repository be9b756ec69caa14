package dev.tengen.audit;

/** The member names of an audit line (docs/PLATFORM.md, "Audit"). */
final class ChainMember {

    static final String SEQUENCE = "sequence";
    static final String TYPE = "type";
    static final String AGGREGATE = "aggregate";
    static final String AGGREGATE_SEQUENCE = "aggregateSequence";
    static final String TIME = "time";
    static final String PAYLOAD = "payload";
    static final String PREV = "prev";
    static final String HASH = "hash";

    private ChainMember() {
    }
}
