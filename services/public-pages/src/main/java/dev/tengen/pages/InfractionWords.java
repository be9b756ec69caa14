package dev.tengen.pages;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * What a competition code rules on (the kinds of {@code Infraction.Kind}, {@link Reader#reason} picks one), in the reader's words: a warning or a
 * penalty on the public pages names its infraction as the referee's desk does, not as the event stores it
 * ("ko retaken"). English here, other languages in {@code messages/infraction_*.properties}, the console's words.
 */
@MessageBundle(value = "infraction", locale = "en")
public interface InfractionWords {

    @Message("Ko retaken at once")
    String koRetaken();

    @Message("Stone on a forbidden point (suicide)")
    String forbiddenIntersection();

    @Message("Point already occupied")
    String occupied();

    @Message("Two moves in a row")
    String twoMovesInARow();

    @Message("Move taken back")
    String takeBack();

    @Message("Clock pressed with the hand that played")
    String clockPressedWithMove();

    @Message("Clock pressed before the move")
    String clockPressedBeforeMove();

    @Message("Clock pressed before removing captures")
    String clockPressedBeforeRemovingCaptures();

    @Message("Captured stones not removed")
    String capturedStonesNotRemoved();

    @Message("Live stones removed")
    String liveStonesRemoved();

    @Message("Stones removed by mistake")
    String mistakenRemoval();

    @Message("Phone rang")
    String phoneRang();

    @Message("Looked at a phone screen")
    String phoneScreenLookedAt();

    @Message("Smoking")
    String smoking();

    @Message("Distracting the opponent")
    String distractingOpponent();

    @Message("Discussing the game")
    String discussingGame();

    @Message("Stones moved on the board")
    String movedStones();

    @Message("Stones moved on purpose")
    String movedStonesIntentionally();

    @Message("Board disturbed")
    String boardDisturbed();

    @Message("Board disturbed by a player")
    String boardDisturbedByPlayer();

    @Message("Rotation error (Pair Go)")
    String rotationError();

    @Message("Illegal exchange of information")
    String illegalInformationExchange();

    @Message("Game abandoned")
    String abandonment();

    @Message("Defying the referee")
    String defiance();

    @Message("Misconduct")
    String misconduct();

    @Message("Wrong colours")
    String wrongColours();

    /** Why a player lost by a code's ruling: the warnings they had add up to a loss (Incheon 2013 code art. 5.7). */
    @Message("{count} warnings")
    String warningsAddUp(String count);

    /** Why a player lost by a code's ruling: an infraction committed a second time (Incheon 2013 code art. 5.4). */
    @Message("{infraction}, a second time")
    String secondTime(String infraction);
}
