package dev.tengen.game.service.api;

import dev.tengen.rules.Color;

/**
 * One thing a referee's decision rules, with its article, as recorded. A penalty (points, the game's result,
 * cancelled results, a bar from future events: {@code Ruling#reviewedByChiefReferee}) proposed by a referee waits
 * for the Chief Referee (Incheon 2013 duties art. 2.5); the other lines take effect with the decision.
 *
 * @param kind "warning", "turn-lost", "penalty-points", "result", "results-cancelled", "barred", "board-corrected",
 *     "stones-declared-valid", "replay", "colours", "noted" or "referred-to-referee"
 * @param player the player the line concerns, when one does
 * @param points penalty points, for "penalty-points"; the warning's count, for "warning"
 * @param winner the winner, for "result"; null for a draw, both losing or no result
 * @param resultReason the engine's result reason in kebab case ("forfeit", "draw", "both-lose"), for "result"
 * @param description what is ruled, in words; for a warning, what it is for
 */
public record RulingLine(String kind, Color player, double points, Color winner, String resultReason,
        String description, String article) {

    public static final String WARNING = "warning";
    public static final String TURN_LOST = "turn-lost";
    public static final String PENALTY_POINTS = "penalty-points";
    public static final String RESULT = "result";
    public static final String RESULTS_CANCELLED = "results-cancelled";
    public static final String BARRED = "barred";
}
