package dev.tengen.audit;

/** How a chain can be broken at a line. */
public enum ChainBreak {
    /** The line's content does not give its hash: the event, its place or its link was changed. */
    ALTERED,
    /** The line does not follow the one before it and names a predecessor no line holds: events were removed. */
    MISSING,
    /** The line names another line of the file as its predecessor, or its sequence goes backwards. */
    REORDERED;

    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
