package dev.tengen.readmodel.audit;

import java.time.Instant;

/**
 * One decision of the tournament's officials as an auditor reads it: who decided what, when, under which article,
 * and what followed from it.
 *
 * @param sequence the event's place in the tournament's ledger, which is also its line in the audit export
 * @param decision a stable word: {@code warning}, {@code penalty}, {@code turn-lost}, {@code forfeit},
 *     {@code referee-decision}, {@code penalty-review},
 *     {@code protest}, {@code protest-decision}, {@code appeal}, {@code appeal-invalid}, {@code ruling},
 *     {@code technical-delegate}, {@code deposit-refunded}, {@code deposit-forfeited}, {@code result-changed-by-ruling},
 *     {@code result-corrected}, {@code pairing-adjusted}, {@code pairing-corrected}, {@code withdrawal}, {@code bye},
 *     {@code sanction-recommended}, {@code sanction-decision}
 * @param event the event's type in the ledger ({@code WarningIssued})
 * @param by who decided (the signed-in official, or the referee or committee the event names)
 * @param article the article applied, or empty when the event names none
 * @param round the round, or null when the decision is not about one board
 * @param board the board, or null likewise
 * @param gameId the game, or null
 * @param player the player the decision concerns (id), or null when it concerns none or both
 * @param playerName that player's name, or null
 * @param reason why, in the official's words
 * @param consequence what follows, in an English sentence (the printed record and every client read it as it is)
 * @param facts the values that sentence is made of, for a reader who says it in another language
 */
public record Decision(long sequence, Instant at, String decision, String event, String by, String article,
        Integer round, Integer board, String gameId, String player, String playerName, String reason,
        String consequence, DecisionFacts facts) {
}
