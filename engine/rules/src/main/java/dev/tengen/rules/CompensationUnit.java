package dev.tengen.rules;

/** The unit a rule set states its compensation and results in. */
public enum CompensationUnit {
    POINTS,
    /** Chinese stones: one stone is two points (Chinese 2002 art. 11). */
    STONES;

    public double toPoints(double amount) {
        return this == STONES ? amount * 2 : amount;
    }

    public double fromPoints(double points) {
        return this == STONES ? points / 2 : points;
    }
}
