package dev.tengen.rules.scoring;

import dev.tengen.rules.Board;

/** Which live stones touch an empty region (AGA rule 11: "entirely surrounded by stones of a single color"). */
public enum RegionBorder {
    /** No stone touches it: only an empty board. */
    NONE,
    BLACK,
    WHITE,
    /** Both colours touch it: neutral points, or shared spaces (Korean 2016 art. 8.2; Ing 1991 art. 4). */
    BOTH;

    static RegionBorder of(boolean black, boolean white) {
        return black ? (white ? BOTH : BLACK) : (white ? WHITE : NONE);
    }

    /** The one colour that surrounds the region, as a board byte, or {@link Board#EMPTY} when none or both. */
    public byte stone() {
        return switch (this) {
            case BLACK -> Board.BLACK;
            case WHITE -> Board.WHITE;
            default -> Board.EMPTY;
        };
    }
}
