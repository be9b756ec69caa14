package dev.tengen.conduct;

import java.util.List;
import java.util.Objects;

/**
 * What a competition code does about one kind of infraction: the penalty, what happens on the board,
 * until when it can be claimed, what the referee may choose, and the article that says so.
 */
public record Sanction(Penalty penalty, Correction correction, ClaimWindow window, List<RefereeChoice> choices,
                       String article) {

    /** What the offender suffers. */
    public enum Penalty {
        NO_PENALTY,
        WARNING,
        /** A warning the first time, the loss of the game the second (phones, smoking). */
        WARNING_THEN_LOSS,
        /** The offender loses (or forfeits) the game. */
        LOSS,
        /** The referee picks one of {@link Sanction#choices()}. */
        REFEREE_CHOOSES,
        /** The code prescribes nothing: the referee rules on the matter himself. */
        NOT_PRESCRIBED
    }

    /** What happens on the board. */
    public enum Correction {
        NONE,
        /** The move is invalid and the offender loses his turn. */
        MOVE_INVALID_TURN_LOST,
        /** The move is invalid; the opponent, whose turn it was, plays. */
        MOVE_INVALID,
        /** The move (both moves, after two in a row) is taken back and counted as a pass, with a pass stone. */
        TAKEN_BACK_AS_PASS,
        /** The play is refused and the offender plays again: parity of moves is restored without penalty. */
        PARITY_RESTORED,
        /** The stone taken back is put back where it was first played. */
        STONE_RESTORED,
        /** Captured stones left on the board are removed. */
        CAPTURES_REMOVED,
        /** Stones removed with liberties left are put back. */
        STONES_REPLACED,
        /** The clock stays as it is. */
        CLOCK_UNCHANGED
    }

    /** Until when a claim is effective. */
    public enum ClaimWindow {
        /** Any time before the game ends (Incheon 2013 code art. 4.3; Chinese 2002 art. 16.3). */
        DURING_GAME,
        /** Before the opponent's next move (AGA rule 7; Chinese 2002 art. 17.3). */
        BEFORE_OPPONENT_MOVES,
        /** Only on the move just played (Incheon 2013 code art. 2.3.6 (1)). */
        MOVE_JUST_PLAYED,
        /** Even after the result was declared and used for pairing (Incheon 2013 code art. 6.1; Chinese 2002 art. 23.1). */
        EVEN_AFTER_RESULT
    }

    public Sanction {
        Objects.requireNonNull(penalty, "penalty");
        Objects.requireNonNull(correction, "correction");
        Objects.requireNonNull(window, "window");
        Objects.requireNonNull(article, "article");
        choices = List.copyOf(choices);
        if ((penalty == Penalty.REFEREE_CHOOSES) == choices.isEmpty()) {
            throw new IllegalArgumentException("choices are listed exactly when the referee chooses: " + article);
        }
    }

    public static Sanction of(Penalty penalty, Correction correction, String article) {
        return new Sanction(penalty, correction, ClaimWindow.DURING_GAME, List.of(), article);
    }

    public static Sanction of(Penalty penalty, String article) {
        return of(penalty, Correction.NONE, article);
    }

    public static Sanction choice(String article, RefereeChoice... choices) {
        return new Sanction(Penalty.REFEREE_CHOOSES, Correction.NONE, ClaimWindow.DURING_GAME, List.of(choices), article);
    }

    public Sanction within(ClaimWindow newWindow) {
        return new Sanction(penalty, correction, newWindow, choices, article);
    }
}
