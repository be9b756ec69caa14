package dev.tengen.conduct;

import dev.tengen.rank.Contender;
import dev.tengen.rank.Parity;
import dev.tengen.rules.Color;
import dev.tengen.rules.Point;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/** Something that happened at the board, at an instant: what an adjudication is fed, in time order. */
public sealed interface Action {

    Instant at();

    record Arrive(Instant at, Color player) implements Action {}

    /** A stone played; {@code partner} names the Pair Go partner who played it. */
    record Place(Instant at, Color colour, Point point, Optional<String> partner) implements Action {}

    record Pass(Instant at, Color colour, Optional<String> partner) implements Action {}

    record PressClock(Instant at, Color colour) implements Action {}

    record Resign(Instant at, Color colour, Optional<String> partner) implements Action {}

    /** A partner (or the player) tries to take a resignation back. */
    record WithdrawResignation(Instant at, Color colour) implements Action {}

    /** A claim of an infraction; {@code choice} is the referee's, where the code leaves one. */
    record Claim(Instant at, Infraction infraction, Optional<RefereeChoice> choice) implements Action {
        public Claim {
            Objects.requireNonNull(infraction, "infraction");
            Objects.requireNonNull(choice, "choice");
        }
    }

    /** The opponent notes the illegal move just made (AGA rule 7). */
    record ClaimIllegalMove(Instant at, Color by) implements Action {}

    /** The players are found to have taken the wrong colours. */
    record WrongColoursFound(Instant at) implements Action {}

    /**
     * Colours drawn before the game (Chinese 2002 art. 10; Ing 1991 art. 6). The players are named by
     * the colours the setup lists them with; the drawing may swap them.
     *
     * @param listedBlack the player the setup lists as Black
     * @param listedWhite the player the setup lists as White
     * @param guess the guesser's call
     * @param stonesHeld how many stones the holder's fist revealed
     * @param holder who held the stones, by listed colour, when the script says: checked against the rule
     * @param chosen the colour the chooser takes, where the rule lets one choose (Ing 1991 art. 6)
     */
    record DrawColours(Instant at, Contender listedBlack, Contender listedWhite, Parity guess, int stonesHeld,
                       Optional<Color> holder, Optional<Color> chosen) implements Action {
        public DrawColours {
            Objects.requireNonNull(listedBlack, "listedBlack");
            Objects.requireNonNull(listedWhite, "listedWhite");
            Objects.requireNonNull(guess, "guess");
            Objects.requireNonNull(holder, "holder");
            Objects.requireNonNull(chosen, "chosen");
        }
    }

    /**
     * The player whose last byoyomi period ran out appeals to the referee, who judges the lack of a move a pass
     * ({@code judgedPass}) or lets the loss on time stand (Chinese 2002 art. 22.5).
     */
    record ExpiryAppeal(Instant at, Color player, boolean judgedPass) implements Action {}

    record BreakStart(Instant at) implements Action {}

    record BreakEnd(Instant at) implements Action {}

    record DeadStones(Instant at, Set<Point> stones) implements Action {
        public DeadStones {
            stones = Set.copyOf(stones);
        }
    }

    /** The players disagree on dead stones and play resumes with {@code first} to move. */
    record Resume(Instant at, Color first) implements Action {}

    /** The players agree to end a whole-board repetition as a draw. */
    record AgreeRepetitionDraw(Instant at) implements Action {}

    /** The players and the referee confirm the count. */
    record Confirm(Instant at) implements Action {}
}
