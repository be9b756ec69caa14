package dev.tengen.game.service;

import dev.tengen.game.service.api.DecideInfraction;
import dev.tengen.game.service.api.Pass;
import dev.tengen.game.service.api.PlayMove;
import dev.tengen.game.service.api.Recorded;
import java.util.List;

/**
 * What a move, a pass or a referee's decision would record, decided by the aggregate's own handler on a copy of the
 * game folded from its history (the rule set for legality, the competition code's {@code Referee.decide} for the
 * consequence), and stored nowhere. A referee sees "illegal: ko, warning and lost turn" before pressing the button
 * that records it; a command the game would refuse is refused the same way ({@code GameRefused}).
 */
public final class GamePreview {

    private GamePreview() {
    }

    /** The events {@code command} would record on the game with this history, oldest event first. */
    public static Recorded of(List<?> history, Object command) {
        Game copy = Game.previewOf(history);
        return switch (command) {
            case PlayMove move -> copy.handle(move);
            case Pass pass -> copy.handle(pass);
            case DecideInfraction decision -> copy.handle(decision);
            default -> throw new IllegalArgumentException("No preview for " + command.getClass().getSimpleName()
                    + "; moves, passes and referees' decisions are previewed.");
        };
    }
}
