package dev.tengen.pairing.mcmahon;

/** Where players start: the McMahon start score from rank, or zero for everyone in a Swiss. */
public sealed interface ScoreSystem {

    /** The start score in whole points. */
    int startScore(Player player);

    /** Whether geography may be ignored for this player because he starts at the bar. */
    boolean atTheBar(Player player);

    /**
     * EGF Tournament System Rules, McMahon: start score from rank, ranks above the bar start as the
     * bar, ranks below the floor as the floor; {@code zero} is the rank whose start score is 0
     * (OpenGotha's "MM zero", usually 30k) so that scores read as wins plus an offset.
     *
     * @param bar rank of the McMahon bar
     * @param floor rank of the McMahon floor
     * @param zero rank that starts with 0 points
     */
    record McMahon(int bar, int floor, int zero) implements ScoreSystem {

        public McMahon {
            if (floor > bar) {
                throw new IllegalArgumentException("McMahon floor above the bar");
            }
        }

        @Override
        public int startScore(Player player) {
            return Math.clamp(player.rank(), floor, bar) - zero + player.startCorrection();
        }

        @Override
        public boolean atTheBar(Player player) {
            return player.rank() >= bar;
        }
    }

    /** EGF Tournament System Rules, Swiss: the score is the number of wins. */
    record Swiss() implements ScoreSystem {

        @Override
        public int startScore(Player player) {
            return 0;
        }

        @Override
        public boolean atTheBar(Player player) {
            return false;
        }
    }
}
