package dev.tengen.conduct;

import java.util.Objects;

/**
 * Pair Go under a code: the rotation (Black's first partner, White's first, Black's second, White's
 * second) and what an unintentional rotation error costs.
 *
 * @param rotationPenaltyPoints points taken off the offending pair when the move before the error kept
 *     the rotation
 * @param article the article of rotation errors
 * @param resignationArticle the article that lets only the player to move resign
 */
public record PairGoRule(double rotationPenaltyPoints, String article, String resignationArticle) {

    public PairGoRule {
        Objects.requireNonNull(article, "article");
        Objects.requireNonNull(resignationArticle, "resignationArticle");
    }
}
