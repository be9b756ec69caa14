package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.time.Instant;

/**
 * A move the rule set refuses was attempted and the competition code attaches a consequence to it, recorded in
 * the events that follow ({@link WarningIssued}, {@link TurnLost}, {@link PassCounted}, {@link GameForfeited}).
 * The board is unchanged. An attempt the code merely refuses is not recorded: the command is refused.
 *
 * @param point the point attempted, or "pass" for a pass out of turn
 * @param violation the engine's violation kind, in kebab case ("ko", "suicide", "not-your-turn")
 * @param infraction the competition code's infraction kind, in kebab case ("ko-retaken", "forbidden-intersection")
 * @param reason the engine's sentence
 * @param article the rule set's article broken
 * @param sanctionArticle the competition code's article that decides the consequence
 */
public record IllegalMoveRejected(String gameId, String tournamentId, Color color, String point, String violation,
        String infraction, String reason, String article, String sanctionArticle, String by, Instant at) {}
