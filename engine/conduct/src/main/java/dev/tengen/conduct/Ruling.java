package dev.tengen.conduct;

import dev.tengen.rules.Color;
import dev.tengen.rules.GameResult;
import dev.tengen.rules.Move;
import dev.tengen.rules.Violation;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/** One thing the code decided, to be recorded; every ruling names the article applied. */
public sealed interface Ruling {

    String article();

    /**
     * Whether a referee's ruling is a penalty the Chief Referee concurs with or overrules before it takes effect
     * (Incheon 2013 duties art. 2.5): penalty points, a declared result, cancelled results, a bar from future events. A
     * warning is the referee's own act at the board, and corrections of the board are no penalty (RULES-NOTES.md).
     */
    default boolean reviewedByChiefReferee() {
        return this instanceof PenaltyPoints || this instanceof ResultDeclared || this instanceof ResultsCancelled
                || this instanceof Barred;
    }

    /** A move stands. {@code player} is the partner who played it in Pair Go, else empty. */
    record MoveAccepted(int number, Move move, String player, String article) implements Ruling {}

    /** A move the rules refuse; the board is unchanged. */
    record MoveRefused(Move move, Violation violation, String article) implements Ruling {}

    /** An illegal move is on the board and can be claimed until the opponent moves (AGA rule 7). */
    record IllegalMoveOpen(Move move, Violation violation, String article) implements Ruling {}

    /** The opponent moved without claiming: the game goes on as it stands (AGA rule 7). */
    record IllegalMoveStands(Move move, String article) implements Ruling {}

    /** {@code count} is the player's warnings in this game, this one included. */
    record WarningIssued(Color player, int count, String reason, String article) implements Ruling {}

    record TurnLost(Color player, String article) implements Ruling {}

    /** The offender's illegal move or moves count as a pass; {@code passStone} when the rules exchange one. */
    record PassCounted(Color player, int movesTakenBack, boolean passStone, String article) implements Ruling {}

    /** The referee puts the board or the clock right, or says how play goes on. */
    record BoardCorrected(String description, String article) implements Ruling {}

    record PenaltyPoints(Color player, double points, String reason, String article) implements Ruling {}

    record TimeDeducted(Color player, Duration amount, String article) implements Ruling {}

    /** A clock event: basic time used up, a period used, penalty points, the overtime run in absence. */
    record ClockRuling(Color player, String what, String article) implements Ruling {}

    /** An action or claim the code does not accept, and why. */
    record ActionRefused(String action, String reason, String article) implements Ruling {}

    /** Something recorded as it happened: a break, dead stones agreed, play resumed. */
    record Noted(String description, String article) implements Ruling {}

    /** The code prescribes nothing: the referee rules on the matter himself. */
    record ReferredToReferee(String matter, String article) implements Ruling {}

    /** Wrong colours: corrected (the game starts again with the right colours) or the game stands. */
    record ColoursRuling(boolean corrected, String article) implements Ruling {}

    /** The moved stones stand where they were found and play goes on from there (Incheon 2013 code art. 5.1.6 (2)). */
    record StonesDeclaredValid(List<MovedStone> stones, String article) implements Ruling {
        public StonesDeclaredValid {
            stones = List.copyOf(stones);
        }
    }

    /** Colours drawn before the game: {@code black} and {@code white} name the players; {@code chooser} chose his colour. */
    record ColoursDrawn(String holder, boolean guessedRight, Optional<String> chooser, String black, String white,
                        boolean swapsListedColours, String article) implements Ruling {}

    /** The game is played anew; {@code withinRemainingTime} when the players keep only their remaining time. */
    record Replay(boolean withinRemainingTime, String reason, String article) implements Ruling {}

    /** Results cancelled even after they were used for pairing: this game's or all of the players'. */
    record ResultsCancelled(Set<Color> players, boolean allResults, String article) implements Ruling {
        public ResultsCancelled {
            players = Set.copyOf(players);
        }
    }

    /** Barred from future events (a decision value: the platform stores it). */
    record Barred(Color player, String article) implements Ruling {}

    /** Barred from the rest of the tournament for repeated absence. */
    record Suspended(Color player, int absences, String article) implements Ruling {}

    /**
     * On the player's appeal, the referee judges the expiry of his last byoyomi period a pass: the loss on time is set
     * aside, the pass is his move, and the opponent plays with the overtime counting on as before (Chinese 2002 art. 22.5).
     */
    record ExpiryJudgedAsPass(Color player, String article) implements Ruling {}

    /** The game is over. {@code ing} carries the Ing result symbols under that notation. */
    record ResultDeclared(GameResult result, String article, Optional<IngResult> ing) implements Ruling {
        public ResultDeclared {
            Objects.requireNonNull(result, "result");
            Objects.requireNonNull(ing, "ing");
        }
    }
}
