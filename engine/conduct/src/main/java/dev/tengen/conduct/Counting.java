package dev.tengen.conduct;

import dev.tengen.rules.Color;
import dev.tengen.rules.Game;
import dev.tengen.rules.GameEndRule;
import dev.tengen.rules.Phase;
import dev.tengen.rules.Point;
import dev.tengen.rules.Ruleset;
import java.util.List;
import java.util.Set;

/** The end of play: dead stones agreed, or a dispute that resumes play. */
final class Counting {

    private Counting() {}

    static List<Ruling> agree(Game game, Set<Point> stones) {
        String article = game.rules().article(Ruleset.Dimension.END);
        try {
            game.agreeDeadStones(stones);
        } catch (IllegalStateException | IllegalArgumentException e) {
            return List.of(new Ruling.ActionRefused("dead stones", e.getMessage(), article));
        }
        int size = game.rules().boardSize();
        List<String> names = stones.stream().map(p -> p.name(size)).sorted().toList();
        return List.of(new Ruling.Noted(names.isEmpty() ? "no dead stones" : "dead stones agreed: " + String.join(" ", names), article));
    }

    static List<Ruling> resume(Game game, Color first) {
        String article = game.rules().article(Ruleset.Dimension.END);
        if (game.rules().end() == GameEndRule.TWO_PASSES_WHITE_LAST && game.phase() == Phase.COUNTING
                && first != game.resumingPlayer()) {
            // AGA rule 9: play resumes "with the opponent of the last player to pass having the move".
            return List.of(new Ruling.ActionRefused("resume", "play resumes with "
                    + Verdicts.colour(game.resumingPlayer()) + ", the opponent of the last player to pass", "AGA rule 9"));
        }
        try {
            game.resume(first);
        } catch (IllegalStateException e) {
            return List.of(new Ruling.ActionRefused("resume", e.getMessage(), article));
        }
        return List.of(new Ruling.Noted("the players disagree on dead stones: play resumes, "
                + Verdicts.colour(first) + " to move", article));
    }
}
