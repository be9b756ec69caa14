package dev.tengen.pairing.ing;

/**
 * The in and out lines of an Ing tournament (Ing 1991, diagram "Ing Tournament System", note 1).
 * A player's line is his wins minus his losses; he gets in (leaves as a winner) on reaching the in
 * line and drops out on reaching the out line.
 *
 * @param inLine wins over losses that get a player in
 * @param outLine the (negative) line at which a player is out
 */
public record IngSettings(int inLine, int outLine) {

    public IngSettings {
        if (inLine < 1 || outLine > -1) {
            throw new IllegalArgumentException("the in line is above 0 and the out line below it: " + inLine + ", " + outLine);
        }
    }

    /**
     * The chart's example: three winners from sixteen, in at four more wins than losses (note 1).
     * The out line is not in the text; one loss more than wins is the only one that makes the
     * example come out at three (see docs/drafts/pairing-systems.md).
     */
    public static IngSettings threeFromSixteen() {
        return new IngSettings(4, -1);
    }
}
