package dev.tengen.readmodel;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.tengen.arbitration.service.docket.DocketEntry;
import java.time.Instant;
import java.util.List;

/**
 * {@code GET /api/v1/accounts/me/games}: what a player's screen shows, for each registration the account plays as.
 *
 * @param account the signed-in account
 * @param players one entry per tournament the account's players are registered in
 */
public record PlayerGamesView(String account, List<Registration> players) {

    /**
     * A registration and its games.
     *
     * @param games every paired game, round by round; the latest round's game is the current pairing
     * @param byes rounds the player has no game in, and why ("pairing-bye", "absent", "withdrawn", "not-paired")
     * @param protestable the referees' judgments in the player's games not yet final, which a protest may still
     *     contest (Incheon 2013 code art. 4.3: complaints made at once, before the result is confirmed)
     * @param protests protests about the player's games, with the deadline that runs for each (Incheon 2013 arbitration art. 1.2: an
     *     appeal within 15 minutes of the referees' decision)
     * @param rulings the Arbitration Committee's rulings on them, public once made
     */
    public record Registration(String tournamentId, String tournament, String playerId, String name, String rank,
            boolean withdrawn, List<Game> games, List<Bye> byes, List<Judgment> protestable, List<DocketEntry> protests,
            List<RulingLink> rulings) {}

    /**
     * One game from the player's side.
     *
     * @param colour "black" or "white"
     * @param result "win", "loss", "draw", "both lose", "no result" or "pending"
     * @param resultText the final result as SGF writes it, null while pending
     * @param status the game's own status while not final: "playing", "counting", "result-proposed"; "final" once
     *     confirmed, "not-started" before the game is opened
     * @param proposed the result proposed for confirmation, with its reason, while not final
     * @param confirmedByPlayer whether this player has confirmed the proposed result
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Game(int round, int board, String gameId, String colour, String opponentId, String opponentName,
            String result, String resultText, boolean byForfeit, String status, Proposed proposed,
            boolean confirmedByPlayer) {}

    public record Proposed(String result, String reason) {}

    public record Bye(int round, String kind, String reason) {}

    /**
     * A referee's judgment in one of the player's games.
     *
     * @param kind "illegal-move" (an attempt the code ruled on) or "decision" (an infraction reported at the board)
     * @param decisionId the decision's id, for a decision
     * @param summary the judgment in words, with its articles: the text a protest names
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Judgment(String gameId, int round, int board, String kind, String decisionId, String summary,
            String article, String by, Instant at) {}

    /** A ruling, and its written notice (Incheon 2013 arbitration art. 3.7), public once made. */
    public record RulingLink(String protestId, String appealId, String gameId, int round, int board, String judgment,
            String ruling, Instant ruledAt, String notification) {}
}
