package dev.tengen.tournament;

import java.util.Objects;

/**
 * What a director sets for pairing by score groups (Swiss and McMahon; EGF Tournament System Rules,
 * OpenGotha's pairing settings).
 *
 * @param earlySeeding seeding inside a score group up to and including {@code lastEarlyRound}
 * @param lateSeeding seeding inside a score group afterwards
 * @param lastEarlyRound last round of the early seeding (0: late seeding from round 1)
 * @param drawnDown where in the higher group a player drawn down comes from
 * @param drawnUp where in the lower group a player drawn up comes from
 * @param compensateDraws whether a draw up is preferably corrected later by a draw down and back
 * @param geography avoiding same club and country
 */
public record DrawRules(Seeding earlySeeding, Seeding lateSeeding, int lastEarlyRound, DrawPosition drawnDown,
        DrawPosition drawnUp, boolean compensateDraws, Geography geography) {

    /** OpenGotha's defaults (PairingParameterSet.initForMM): split and random for two rounds, then split and fold. */
    public static final DrawRules OPENGOTHA_DEFAULT = new DrawRules(Seeding.SPLIT_AND_RANDOM, Seeding.SPLIT_AND_FOLD, 2,
            DrawPosition.MIDDLE, DrawPosition.MIDDLE, true, Geography.OPENGOTHA_DEFAULT);

    public DrawRules {
        Objects.requireNonNull(earlySeeding);
        Objects.requireNonNull(lateSeeding);
        Objects.requireNonNull(drawnDown);
        Objects.requireNonNull(drawnUp);
        Objects.requireNonNull(geography);
        if (lastEarlyRound < 0) {
            throw new IllegalArgumentException("the last round of early seeding is not negative");
        }
    }

    public Seeding seedingFor(int round) {
        return round <= lastEarlyRound ? earlySeeding : lateSeeding;
    }
}
