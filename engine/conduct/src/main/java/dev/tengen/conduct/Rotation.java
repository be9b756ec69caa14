package dev.tengen.conduct;

import dev.tengen.rules.Color;
import java.util.Objects;
import java.util.Optional;

/**
 * Where a Pair Go game stands in the normal rotation: Black's first partner, White's first, Black's
 * second, White's second (Incheon 2013 code art. 2.3.3).
 *
 * @param last who played the last move
 * @param lastKept whether the last move kept the rotation
 * @param precedingKept whether the move before it did
 */
public record Rotation(Optional<Seat> last, boolean lastKept, boolean precedingKept) {

    /** A partner of one side: 0 plays first for the side, 1 second. */
    public record Seat(Color side, int partner) {
        public Seat {
            Objects.requireNonNull(side, "side");
            if (partner != 0 && partner != 1) {
                throw new IllegalArgumentException("a pair has partners 0 and 1, not " + partner);
            }
        }

        /** Who follows in the normal rotation. */
        public Seat next() {
            return side == Color.BLACK ? new Seat(Color.WHITE, partner) : new Seat(Color.BLACK, 1 - partner);
        }
    }

    public static final Rotation START = new Rotation(Optional.empty(), true, true);

    /**
     * Who must play next. Incheon 2013 code art. 2.3.6 (6): the rotation continues from whoever played
     * the last move, even out of turn.
     */
    public Seat expected() {
        return last.map(Seat::next).orElse(new Seat(Color.BLACK, 0));
    }

    /** The rotation after {@code actual} played; art. 2.3.6 (7): not returning to it is a new error. */
    public Rotation after(Seat actual) {
        return new Rotation(Optional.of(actual), actual.equals(expected()), lastKept);
    }
}
