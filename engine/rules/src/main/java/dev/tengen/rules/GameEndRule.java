package dev.tengen.rules;

/** What passes do to the game. */
public enum GameEndRule {
    /**
     * Two consecutive passes finish play; the players then agree on dead stones, and a disagreement
     * resumes play (Chinese 2002 art. 7.3, 21.4; Korean 2016 art. 11; Korean 2013 art. 11).
     */
    TWO_PASSES,
    /**
     * Two consecutive passes, White passing last (an extra pass if needed); a dispute resumes play with
     * the opponent of the last passer, and if both then pass twice in succession every stone on the
     * board is alive (AGA rules 8-10).
     */
    TWO_PASSES_WHITE_LAST,
    /** Two consecutive pass plays pause the game, four end it (Ing 1991 art. 1, pass play). */
    FOUR_PASSES
}
