package dev.tengen.audit;

/** How a chain can be broken at a line. */
public enum ChainBreak {
    /** The line's content does not give its hash (or the signed head its signature): it was changed. */
    ALTERED("altered"),
    /** The line does not follow the one before it and names a predecessor no line holds: events were removed. */
    MISSING("missing"),
    /** The line names another line of the file as its predecessor, or its sequence goes backwards. */
    REORDERED("reordered"),
    /** The signed head names a later event than the file's last: the file's last events were cut off. */
    CUT_TAIL("cut-tail"),
    /** The chain holds but is not the one the platform signed: its events were rewritten and chained again. */
    RECHAINED("re-chained"),
    /** The head is signed, but not by the key the federation kept: the file was signed elsewhere. */
    WRONG_KEY("wrong-key"),
    /** Nothing signed covers the file's end: no signed head, or events after it. */
    UNSIGNED("unsigned");

    private final String word;

    ChainBreak(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }
}
