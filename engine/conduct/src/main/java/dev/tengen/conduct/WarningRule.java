package dev.tengen.conduct;

import java.util.Objects;

/**
 * What warnings add up to in one game.
 *
 * @param warningsToLose the warning that loses the game (2 under Incheon and Chinese codes); 0 when
 *     warnings never add up to a loss
 * @param pointsPerWarning points taken off the offender's score for each warning short of that
 * @param article the article
 */
public record WarningRule(int warningsToLose, double pointsPerWarning, String article) {

    public WarningRule {
        Objects.requireNonNull(article, "article");
        if (warningsToLose < 0 || pointsPerWarning < 0) {
            throw new IllegalArgumentException("warning counts and penalties are not negative");
        }
    }

    public boolean loses(int warnings) {
        return warningsToLose > 0 && warnings >= warningsToLose;
    }
}
