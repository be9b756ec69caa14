package dev.tengen.clock;

/** Why the referee stopped both clocks; the stopped time counts for neither player. */
public enum Suspension {
    /** Chinese 2002 art. 14: break time is not thinking time. */
    BREAK("Chinese 2002 art. 14"),
    /** Incheon 2013 code art. 5.5.2: the clock can be stopped during a permitted leave in overtime. */
    DEPARTURE("Incheon 2013 code art. 5.5.2"),
    /** Incheon 2013 code art. 5.1.5: the clock can be stopped while many captured stones are removed in overtime. */
    CAPTURE_REMOVAL("Incheon 2013 code art. 5.1.5"),
    /** Chinese 2002 art. 12.4 (6) and 22.8: a faulty clock is replaced. */
    CLOCK_REPLACEMENT("Chinese 2002 art. 22.8"),
    /** Chinese 2002 art. 22.5: a player appeals against the expiry of his last period. */
    APPEAL("Chinese 2002 art. 22.5");

    private final String article;

    Suspension(String article) {
        this.article = article;
    }

    public String article() {
        return article;
    }
}
