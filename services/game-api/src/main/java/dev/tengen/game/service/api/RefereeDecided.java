package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.time.Instant;
import java.util.List;

/**
 * A referee's decision on an infraction, with what the competition code rules and the articles it invokes. When
 * {@code awaitsChiefReferee}, its penalty lines wait for {@link PenaltyReviewed}; its other lines (a warning, a
 * correction of the board) have taken effect with it, each also recorded as its own event where the game keeps
 * count of it ({@link WarningIssued}, {@link TurnLost}).
 */
public record RefereeDecided(String gameId, String tournamentId, String decisionId, String infraction, Color offender,
        String choice, String note, List<RulingLine> rulings, boolean awaitsChiefReferee, String by, Instant at) {

    public RefereeDecided {
        rulings = List.copyOf(rulings);
    }
}
