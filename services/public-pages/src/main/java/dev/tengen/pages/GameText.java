package dev.tengen.pages;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * What a game's page says: the viewer, the clock, and the history of the game as sentences about people
 * ({@link HistorySentences}). English here, other languages in {@code messages/gamepage_*.properties}.
 */
@MessageBundle(value = "gamepage", locale = "en")
public interface GameText {

    @Message("Round {round}, board {board}")
    String roundBoard(String round, String board);

    @Message("In play")
    String inPlay();

    @Message("Result: {result}")
    String resultIs(String result);

    @Message("{colour} to play")
    String toPlay(String colour);

    @Message("Captures")
    String captures();

    @Message("Before the first move")
    String atStart();

    @Message("Move {n} of {total}")
    String moveOf(String n, String total);

    @Message("First move")
    String stepFirst();

    @Message("Previous move")
    String stepBack();

    @Message("Next move")
    String stepForward();

    @Message("Last move")
    String stepLast();

    @Message("Step through the game with the buttons, the arrow keys (Home and End for the first and last move) or by swiping the board.")
    String viewerHelp();

    @Message("Download the game record (SGF)")
    String downloadSgf();

    @Message("Moves")
    String moves();

    @Message("No move yet.")
    String noMoves();

    @Message("What happened")
    String history();

    @Message("Times are given in {zone}.")
    String timesIn(String zone);

    @Message("Clock")
    String clock();

    @Message("The clock has not started.")
    String clockNotStarted();

    @Message("The clocks are stopped for a break.")
    String clockPaused();

    @Message("The clocks are stopped.")
    String clockStopped();

    @Message("{n} byoyomi periods left")
    String periodsLeft(String n);

    @Message("{n} moves to play in the period")
    String movesLeft(String n);

    @Message("{n} penalty points")
    String penaltyPoints(String n);

    @Message("time expired")
    String timeExpired();

    @Message("The game started: round {round}, board {board}.")
    String hStarted(String round, String board);

    @Message("{player} resigned.")
    String hResigned(String player);

    @Message("{actor} warned {player} (warning {count} in this game): {reason}")
    String hWarned(String actor, String player, String count, String reason);

    @Message("{actor} took {points} points off the score of {player}: {reason}")
    String hPenalty(String actor, String player, String points, String reason);

    @Message("{actor} ruled that {player} loses the game by default: {reason}")
    String hForfeited(String actor, String player, String reason);

    @Message("{actor} ruled that {player} loses the turn.")
    String hTurnLost(String actor, String player);

    @Message("{actor} counted the illegal move of {player} as a pass.")
    String hPassCounted(String actor, String player);

    /** A warning the competition code attached to the player's own move, no official involved. */
    @Message("{player} receives warning {count} in this game: {reason}")
    String hWarnedByCode(String player, String count, String reason);

    @Message("{points} points are taken off the score of {player}: {reason}")
    String hPenaltyByCode(String player, String points, String reason);

    @Message("{player} loses the game by default: {reason}")
    String hForfeitedByCode(String player, String reason);

    @Message("{player} loses the turn.")
    String hTurnLostByCode(String player);

    @Message("The illegal move of {player} counts as a pass.")
    String hPassCountedByCode(String player);

    @Message("{player} played {point}, which the rules refuse: {reason}")
    String hIllegal(String player, String point, String reason);

    @Message("{player} marked these stones dead: {stones}.")
    String hDeadMarked(String player, String stones);

    @Message("The players agreed these stones are dead: {stones}.")
    String hDeadAgreed(String stones);

    @Message("{player} asked for a recount.")
    String hRecount(String player);

    @Message("Result proposed: {result}.")
    String hProposed(String result);

    @Message("{person} confirmed the result {result}.")
    String hConfirmed(String person, String result);

    @Message("The result {result} is final.")
    String hFinal(String result);

    @Message("{actor} entered the result {result} from the result slip.")
    String hEntered(String actor, String result);

    @Message("The result the game itself reached, {result}, was set aside.")
    String hSetAside(String result);

    @Message("The tournament recorded the result {result}.")
    String hRecorded(String result);

    @Message("{actor} changed the result from {previous} to {result}: {reason}")
    String hCorrected(String actor, String previous, String result, String reason);

    @Message("After the Arbitration Committee's ruling the result changed from {previous} to {result}.")
    String hCorrectedByRuling(String previous, String result);

    @Message("{actor} started the clock; {player} to play.")
    String hClockStarted(String actor, String player);

    @Message("{actor} stopped the clocks for a break.")
    String hClockPaused(String actor);

    @Message("{actor} restarted the clocks.")
    String hClockResumed(String actor);

    @Message("{player} arrived late: {reason}")
    String hArrival(String player, String reason);

    @Message("{player} used a byoyomi period; {count} left.")
    String hByoyomi(String player, String count);

    @Message("{player} now has {points} time penalty points.")
    String hPenaltyPoints(String player, String points);

    @Message("Time ran out for {player}.")
    String hTimeExpired(String player);

    /** Chinese 2002 art. 22.5: the expiry of the last period judged a pass, on appeal. */
    @Message("On appeal, the running out of {player}'s time is judged a pass; play goes on ({article}).")
    String hExpiryJudgedAsPass(String player, String article);

    /** A correction of the round's pairing voided the game; {@code reason} is the director's, as written. */
    @Message("Void after {moves} moves: the pairing of round {round} was corrected ({reason}).")
    String hVoided(String moves, String round, String reason);

    @Message("no result yet")
    String noResultYet();
}
