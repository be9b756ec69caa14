package dev.tengen.clock;

/** Whether a player may leave the table, and at what cost. */
public enum DepartureRuling {
    /** Before overtime the player may leave; his time simply counts on (Incheon 2013 code art. 5.5.1). */
    FREE(true, false, "Incheon 2013 code art. 5.5.1"),
    /** In overtime, leaving on one's own turn needs no permission: the overtime counting continues (Chinese 2002 art. 22.7). */
    OVERTIME_COUNTS_ON(true, false, "Chinese 2002 art. 22.7"),
    /**
     * In overtime, on the opponent's turn, with the referee's permission: the one departure of the game (Chinese 2002
     * art. 22.7, Incheon 2013 code art. 5.5.2).
     */
    PERMITTED_ONCE(true, true, "Chinese 2002 art. 22.7, Incheon 2013 code art. 5.5.2"),
    /** The player has already had his one departure in overtime (Chinese 2002 art. 22.7, Incheon 2013 code art. 5.5.2). */
    REFUSED(false, false, "Chinese 2002 art. 22.7, Incheon 2013 code art. 5.5.2");

    private final boolean permitted;
    private final boolean usesTheOneDeparture;
    private final String article;

    DepartureRuling(boolean permitted, boolean usesTheOneDeparture, String article) {
        this.permitted = permitted;
        this.usesTheOneDeparture = usesTheOneDeparture;
        this.article = article;
    }

    public boolean permitted() {
        return permitted;
    }

    /** Whether granting it uses up the player's one departure of the game. */
    public boolean usesTheOneDeparture() {
        return usesTheOneDeparture;
    }

    public String article() {
        return article;
    }
}
