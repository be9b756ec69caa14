package dev.tengen.tournament;

/** How a tournament game came out, as pairing and placement see it. */
public enum Outcome {
    BLACK_WINS,
    WHITE_WINS,
    /** Jigo or a drawn repetition. */
    DRAW,
    /** Both players lose (Korean 2013 competition code art. 5.1.6; Chinese 2002 art. 17.5). */
    BOTH_LOSE,
    /**
     * Both players win, each scoring a win: a director's ruling OpenGotha records as RESULT_BOTHWIN ("Both win. Means
     * 1 - 1", its Game class), for example when a pairing error cannot be undone fairly.
     */
    BOTH_WIN,
    /** No result: a void game, for example an annulled repetition (Chinese 2002 art. 20.3). */
    NO_RESULT,
    /** Paired but not yet played or not yet recorded. */
    PENDING
}
