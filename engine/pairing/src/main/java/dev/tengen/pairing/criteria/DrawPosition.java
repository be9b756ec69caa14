package dev.tengen.pairing.criteria;

/** Where in its score group a player drawn up or down should preferably come from (OpenGotha's DU/DD modes). */
public enum DrawPosition {
    TOP,
    MIDDLE,
    BOTTOM;

    /** 1 at the preferred position of a group of {@code size}, falling linearly to 0 at the far end. */
    public double closeness(int position, int size) {
        if (size <= 1) {
            return 1;
        }
        double target = switch (this) {
            case TOP -> 0;
            case MIDDLE -> (size - 1) / 2.0;
            case BOTTOM -> size - 1;
        };
        return 1 - Math.abs(position - target) / (size - 1);
    }
}
