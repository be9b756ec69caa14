package dev.tengen.conduct;

import java.util.Objects;

/**
 * How many games decide a pairing.
 *
 * @param gamesToWin games to win normally (1: one game)
 * @param gamesToWinAtDiscretion games to win when the chief judge asks for a longer match (2 of 3)
 * @param article the article
 */
public record MatchFormat(int gamesToWin, int gamesToWinAtDiscretion, String article) {

    public MatchFormat {
        Objects.requireNonNull(article, "article");
        if (gamesToWin < 1 || gamesToWinAtDiscretion < gamesToWin) {
            throw new IllegalArgumentException("a match is won by at least one game: " + gamesToWin);
        }
    }

    public static MatchFormat singleGame(String article) {
        return new MatchFormat(1, 1, article);
    }
}
