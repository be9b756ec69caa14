package dev.tengen.clock;

import java.time.Duration;

/** What lateness comes to for one player. */
public sealed interface ArrivalVerdict {

    /** The player was not late. */
    record OnTime() implements ArrivalVerdict {
    }

    /** The player was late but plays; {@code deduction} is to be taken off his time. */
    record Late(Duration lateness, Duration deduction, String article) implements ArrivalVerdict {
    }

    /**
     * The player was too late and loses the game: {@code reason} says why, {@code article} under which rule; the
     * reason does not cite the article, so that a sentence built on it cites it once.
     */
    record Forfeits(Duration lateness, String reason, String article) implements ArrivalVerdict {

        /** The reason with its article, as an arrival's record states it. */
        public String cited() {
            return reason + " (" + article + ")";
        }
    }

    default boolean forfeits() {
        return this instanceof Forfeits;
    }

    /** The two players' verdicts; both can forfeit (Chinese 2002 art. 22.3). */
    record Pair(ArrivalVerdict black, ArrivalVerdict white) {

        public ArrivalVerdict of(Side side) {
            return side == Side.BLACK ? black : white;
        }

        /** Chinese 2002 art. 22.3: both players late past the limit both lose. */
        public boolean bothForfeit() {
            return black.forfeits() && white.forfeits();
        }
    }
}
