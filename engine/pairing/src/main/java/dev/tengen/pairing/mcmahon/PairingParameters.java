package dev.tengen.pairing.mcmahon;

import dev.tengen.pairing.criteria.DrawUpDownRule;
import dev.tengen.pairing.criteria.GeographyRule;
import dev.tengen.pairing.criteria.Seeding;
import java.util.Objects;

/**
 * Everything a director sets for McMahon or Swiss pairing.
 *
 * @param system McMahon start scores or Swiss
 * @param byeHalfPoints what a pairing bye adds to the score, in half points (2 = one win; OpenGotha's default)
 * @param absentHalfPoints what a round the player asked to miss adds, in half points (OpenGotha's default 1)
 * @param earlySeeding seeding inside a score group up to and including {@code lastEarlyRound}
 * @param lateSeeding seeding inside a score group afterwards
 * @param lastEarlyRound last round of the early seeding
 * @param drawUpDown pairing across score groups
 * @param geography avoiding same club and same country
 * @param handicap handicap of the games
 * @param lotSeed seed of every lot drawn (seeding by lot, colour by lot), so a pairing can be redone
 */
public record PairingParameters(ScoreSystem system, int byeHalfPoints, int absentHalfPoints, Seeding earlySeeding,
        Seeding lateSeeding, int lastEarlyRound, DrawUpDownRule drawUpDown, GeographyRule geography,
        HandicapRule handicap, long lotSeed) {

    public PairingParameters {
        Objects.requireNonNull(system);
        Objects.requireNonNull(earlySeeding);
        Objects.requireNonNull(lateSeeding);
        Objects.requireNonNull(drawUpDown);
        Objects.requireNonNull(geography);
        Objects.requireNonNull(handicap);
        if (byeHalfPoints < 0 || absentHalfPoints < 0) {
            throw new IllegalArgumentException("negative points for a bye or an absence");
        }
    }

    /**
     * A McMahon tournament as OpenGotha sets one up by default: 30k is zero, a bye is worth a win and
     * an absence half of one, split and slip for two rounds then split and fold, draws from the
     * middle of the groups with compensation, handicap from the McMahon-score difference less one up
     * to nine stones with none at the bar, same club avoided within a group.
     */
    public static PairingParameters mcMahon(int bar, int floor) {
        return new PairingParameters(new ScoreSystem.McMahon(bar, floor, -30), 2, 1, Seeding.SPLIT_AND_SLIP,
                Seeding.SPLIT_AND_FOLD, 2, DrawUpDownRule.MIDDLE_COMPENSATED, new GeographyRule(0.5, 0.25, true),
                new HandicapRule(HandicapRule.Basis.MCMAHON_SCORE, bar, 1, 9, 0.5), 0);
    }

    /** The EGF-style Swiss: score = wins, even games, the same criteria as McMahon. */
    public static PairingParameters swiss() {
        return new PairingParameters(new ScoreSystem.Swiss(), 2, 0, Seeding.SPLIT_AND_SLIP, Seeding.SPLIT_AND_FOLD, 2,
                DrawUpDownRule.MIDDLE_COMPENSATED, new GeographyRule(0.5, 0.25, false), HandicapRule.NONE, 0);
    }

    public PairingParameters withSeeding(Seeding early, Seeding late, int lastEarly) {
        return new PairingParameters(system, byeHalfPoints, absentHalfPoints, early, late, lastEarly, drawUpDown,
                geography, handicap, lotSeed);
    }

    public PairingParameters withGeography(GeographyRule rule) {
        return new PairingParameters(system, byeHalfPoints, absentHalfPoints, earlySeeding, lateSeeding,
                lastEarlyRound, drawUpDown, rule, handicap, lotSeed);
    }

    public PairingParameters withDrawUpDown(DrawUpDownRule rule) {
        return new PairingParameters(system, byeHalfPoints, absentHalfPoints, earlySeeding, lateSeeding,
                lastEarlyRound, rule, geography, handicap, lotSeed);
    }

    public PairingParameters withHandicap(HandicapRule rule) {
        return new PairingParameters(system, byeHalfPoints, absentHalfPoints, earlySeeding, lateSeeding,
                lastEarlyRound, drawUpDown, geography, rule, lotSeed);
    }

    public Seeding seedingFor(int round) {
        return round <= lastEarlyRound ? earlySeeding : lateSeeding;
    }
}
