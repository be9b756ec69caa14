package dev.tengen.conduct;

import dev.tengen.rules.Color;
import dev.tengen.rules.Move;
import dev.tengen.rules.Violation;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Something a player did, or that happened to the game, that a competition code rules on. The kind
 * looks up the code's sanction; the record carries what the decision needs beyond it.
 */
public sealed interface Infraction {

    Kind kind();

    /** The player at fault, when there is one. */
    Optional<Color> offender();

    /** What a code can rule on; each code maps a kind to its sanction and article. */
    enum Kind {
        /** A ko retaken before a threat, or any play the ko rule forbids (invariation under Ing). */
        KO_RETAKEN,
        /** A stone on a forbidden intersection (self-capture). */
        FORBIDDEN_INTERSECTION,
        /** An attempt to play on an occupied or missing intersection. */
        OCCUPIED,
        TWO_MOVES_IN_A_ROW,
        /** A played stone taken back and played elsewhere. */
        TAKE_BACK,
        CLOCK_PRESSED_WITH_MOVE,
        CLOCK_PRESSED_BEFORE_MOVE,
        CLOCK_PRESSED_BEFORE_REMOVING_CAPTURES,
        CAPTURED_STONES_NOT_REMOVED,
        LIVE_STONES_REMOVED,
        /** Ing: a hot stone removed by mistake in a repetitive or cyclic position. */
        MISTAKEN_REMOVAL,
        PHONE_RANG,
        PHONE_SCREEN_LOOKED_AT,
        SMOKING,
        DISTRACTING_OPPONENT,
        DISCUSSING_GAME,
        MOVED_STONES,
        /** Stones proven to have been moved on purpose. */
        MOVED_STONES_INTENTIONALLY,
        /** Board and stones messed up through no one's fault. */
        BOARD_DISTURBED,
        /** A player unintentionally messed up a position that cannot be recreated. */
        BOARD_DISTURBED_BY_PLAYER,
        ROTATION_ERROR,
        ILLEGAL_INFORMATION_EXCHANGE,
        /** A player leaves the game unfinished. */
        ABANDONMENT,
        /** A player refuses the referee's decision. */
        DEFIANCE,
        /** Cheating, false moves or secret agreements found during or after the game. */
        MISCONDUCT,
        WRONG_COLOURS
    }

    /** An infraction whose only datum is the offender. */
    record Offence(Kind kind, Color by) implements Infraction {
        public Offence {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(by, "by");
        }

        @Override
        public Optional<Color> offender() {
            return Optional.of(by);
        }
    }

    /** A play the rule set refuses; the violation names the rule-set article. */
    record IllegalPlacement(Move move, Violation violation) implements Infraction {
        public IllegalPlacement {
            Objects.requireNonNull(move, "move");
            Objects.requireNonNull(violation, "violation");
        }

        @Override
        public Kind kind() {
            return switch (violation.kind()) {
                case KO, SUPERKO, HOT_STONE, RECYCLING -> Kind.KO_RETAKEN;
                case SUICIDE -> Kind.FORBIDDEN_INTERSECTION;
                case NOT_YOUR_TURN -> Kind.TWO_MOVES_IN_A_ROW;
                default -> Kind.OCCUPIED;
            };
        }

        @Override
        public Optional<Color> offender() {
            return Optional.of(move.color());
        }
    }

    /**
     * Stones found moved from where they were played.
     *
     * @param intentionallyBy the player proven to have moved them on purpose, if any
     * @param stones which stones went where, when known: declaring them valid needs it
     */
    record MovedStones(Optional<Color> intentionallyBy, List<MovedStone> stones) implements Infraction {
        public MovedStones {
            Objects.requireNonNull(intentionallyBy, "intentionallyBy");
            stones = List.copyOf(stones);
        }

        /** Stones moved, with no word of where they went. */
        public MovedStones(Optional<Color> intentionallyBy) {
            this(intentionallyBy, List.of());
        }

        @Override
        public Kind kind() {
            return intentionallyBy.isPresent() ? Kind.MOVED_STONES_INTENTIONALLY : Kind.MOVED_STONES;
        }

        @Override
        public Optional<Color> offender() {
            return intentionallyBy;
        }
    }

    /**
     * The board and stones messed up.
     *
     * @param by the player who disturbed them unintentionally, or empty when no one is at fault
     * @param recreatable whether the position can be set up again
     */
    record BoardDisturbed(Optional<Color> by, boolean recreatable) implements Infraction {
        public BoardDisturbed {
            Objects.requireNonNull(by, "by");
        }

        @Override
        public Kind kind() {
            return by.isPresent() && !recreatable ? Kind.BOARD_DISTURBED_BY_PLAYER : Kind.BOARD_DISTURBED;
        }

        @Override
        public Optional<Color> offender() {
            return by;
        }
    }

    /** A Pair Go move played by the wrong partner: the move just played. */
    record RotationError(Color side, boolean intentional) implements Infraction {
        public RotationError {
            Objects.requireNonNull(side, "side");
        }

        @Override
        public Kind kind() {
            return Kind.ROTATION_ERROR;
        }

        @Override
        public Optional<Color> offender() {
            return Optional.of(side);
        }
    }

    /**
     * Cheating confirmed during the game, or after its result was declared and used for pairing.
     *
     * @param offenders one player or both
     * @param afterResult whether the game's result was already declared
     * @param cancelAllResults whether the referee cancels all the offender's results, not only this game's
     * @param grave whether the circumstances are grave enough to bar the offender from future events
     */
    record Misconduct(Set<Color> offenders, boolean afterResult, boolean cancelAllResults, boolean grave)
            implements Infraction {
        public Misconduct {
            offenders = Set.copyOf(offenders);
            if (offenders.isEmpty()) {
                throw new IllegalArgumentException("misconduct names at least one offender");
            }
        }

        @Override
        public Kind kind() {
            return Kind.MISCONDUCT;
        }

        @Override
        public Optional<Color> offender() {
            return offenders.size() == 1 ? Optional.of(offenders.iterator().next()) : Optional.empty();
        }
    }

    /** The players took the wrong colours; {@code movesCompleted} moves were played when it was found. */
    record WrongColours(int movesCompleted) implements Infraction {
        @Override
        public Kind kind() {
            return Kind.WRONG_COLOURS;
        }

        @Override
        public Optional<Color> offender() {
            return Optional.empty();
        }
    }
}
