package dev.tengen.pairing.criteria;

/**
 * How often a player has so far been paired against a higher score group (drawn up) and a lower
 * one (drawn down).
 */
public record DrawHistory(int drawnUp, int drawnDown) {

    public static final DrawHistory NONE = new DrawHistory(0, 0);

    public DrawHistory {
        if (drawnUp < 0 || drawnDown < 0) {
            throw new IllegalArgumentException("negative draw count");
        }
    }
}
