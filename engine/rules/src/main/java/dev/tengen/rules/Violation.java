package dev.tengen.rules;

/**
 * Why a move was refused: the kind, the article of the rule set that forbids it, and a sentence a
 * referee can read out.
 */
public record Violation(Kind kind, String article, String message) {

    public enum Kind {
        OFF_BOARD,
        OCCUPIED,
        NOT_YOUR_TURN,
        GAME_NOT_IN_PLAY,
        /** Forbidden intersection: the stone would have no liberty and captures nothing. */
        SUICIDE,
        /** Immediate recapture in a ko. */
        KO,
        /** The play recreates an earlier whole-board position. */
        SUPERKO,
        /** Ing: a hot stone removed before one intervening play (fighting ko). */
        HOT_STONE,
        /** Ing: the disturber continues a disturbing ko after one cycle. */
        RECYCLING
    }
}
