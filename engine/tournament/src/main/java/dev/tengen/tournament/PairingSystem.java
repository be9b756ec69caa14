package dev.tengen.tournament;

import dev.tengen.rank.Rank;
import dev.tengen.rank.RankScale;
import java.util.Objects;

/** How the rounds are paired, with the parameters of each system (Chinese 2002 art. 26). */
public sealed interface PairingSystem {

    /** The system's name in Tengen files. */
    String name();

    /**
     * Chinese 2002 art. 26.2: every entry meets every other, {@code cycles} times (2 for a double round robin).
     */
    record RoundRobin(int cycles) implements PairingSystem {
        public RoundRobin {
            if (cycles < 1) {
                throw new IllegalArgumentException("a round robin has at least one cycle");
            }
        }

        @Override
        public String name() {
            return "round-robin";
        }
    }

    /**
     * Chinese 2002 art. 26.1: an entry is out after {@code lossesAllowed} lost games (1 single, 2 double
     * knock-out).
     */
    record Knockout(int lossesAllowed) implements PairingSystem {
        public Knockout {
            if (lossesAllowed < 1) {
                throw new IllegalArgumentException("a knock-out allows at least one loss");
            }
        }

        @Override
        public String name() {
            return "knockout";
        }
    }

    /** Chinese 2002 art. 26.3: players of equal or near scores meet; everyone starts at zero. */
    record Swiss(DrawRules draw) implements PairingSystem {
        public Swiss {
            Objects.requireNonNull(draw);
        }

        @Override
        public String name() {
            return "swiss";
        }
    }

    /**
     * Chinese 2002 art. 26.4: Swiss rounds, and from the round after {@code knockoutAfterRound} the
     * {@code eliminatedPerRound} lowest placed players leave after each round.
     */
    record SwissKnockout(DrawRules draw, int knockoutAfterRound, int eliminatedPerRound) implements PairingSystem {
        public SwissKnockout {
            Objects.requireNonNull(draw);
            if (knockoutAfterRound < 0 || eliminatedPerRound < 1) {
                throw new IllegalArgumentException("elimination starts after a round >= 0 and removes at least one player");
            }
        }

        @Override
        public String name() {
            return "swiss-knockout";
        }
    }

    /**
     * The McMahon system (EGF Tournament System Rules): start scores from rank, ranks above the bar start
     * as the bar, below the floor as the floor; {@code zero} is the rank that starts at 0.
     */
    record McMahon(Rank bar, Rank floor, Rank zero, DrawRules draw) implements PairingSystem {
        public McMahon {
            Objects.requireNonNull(bar);
            Objects.requireNonNull(floor);
            Objects.requireNonNull(zero);
            Objects.requireNonNull(draw);
            if (bar.scale() != RankScale.KYU_DAN || floor.scale() != RankScale.KYU_DAN || zero.scale() != RankScale.KYU_DAN) {
                throw new IllegalArgumentException("McMahon bar, floor and zero are kyu or dan ranks");
            }
            if (floor.value() > bar.value()) {
                throw new IllegalArgumentException("the McMahon floor " + floor + " is above the bar " + bar);
            }
        }

        @Override
        public String name() {
            return "mcmahon";
        }
    }

    /**
     * Ing 1991, "Ing Tournament System": players meet the closest number on the same line (wins minus
     * losses); a player is in (a winner) at {@code inLine} more wins than losses and out at
     * {@code outLine} more losses than wins (0: nobody goes out), until {@code winners} are in.
     */
    record Ing(int inLine, int outLine, int winners) implements PairingSystem {
        public Ing {
            if (inLine < 1 || outLine < 0 || winners < 1) {
                throw new IllegalArgumentException("the Ing system needs an in line >= 1, an out line >= 0 and a winner");
            }
        }

        @Override
        public String name() {
            return "ing";
        }
    }
}
