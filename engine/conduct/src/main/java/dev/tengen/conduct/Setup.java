package dev.tengen.conduct;

import dev.tengen.clock.TimeSystem;
import dev.tengen.rules.Color;
import dev.tengen.rules.Ruleset;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What a game starts from.
 *
 * @param rules the rule set, board size and komi included
 * @param code the competition code
 * @param scheduledStart when the game was due to start: lateness counts from here
 * @param venue where the venue stands from the lodging (Chinese lateness limits)
 * @param time the time system, if the game is timed
 * @param handicap handicap stones (0 for an even game)
 * @param black Black's player or pair
 * @param white White's player or pair
 * @param absentAtStart players not at the board at the scheduled start; each arrives with an {@link Action.Arrive}
 * @param priorAbsences absences each player already had in this tournament (Ing 1991 art. 8, Suspension)
 * @param explicitPresses whether the clock switches only on {@link Action.PressClock}, not on moves
 */
public record Setup(Ruleset rules, CompetitionCode code, Instant scheduledStart, Venue venue, Optional<TimeSystem> time,
                    int handicap, Team black, Team white, Set<Color> absentAtStart, Map<Color, Integer> priorAbsences,
                    boolean explicitPresses) {

    public Setup {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(scheduledStart, "scheduledStart");
        Objects.requireNonNull(venue, "venue");
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(black, "black");
        Objects.requireNonNull(white, "white");
        absentAtStart = Set.copyOf(absentAtStart);
        priorAbsences = Map.copyOf(priorAbsences);
        if (black.isPair() != white.isPair()) {
            throw new IllegalArgumentException("Pair Go needs two pairs");
        }
    }

    /** A plain game: both players present, clock switched by moves. */
    public static Setup of(Ruleset rules, CompetitionCode code, Instant start, Optional<TimeSystem> time) {
        return new Setup(rules, code, start, Venue.NEAR_LODGING, time, 0, Team.player("Black"), Team.player("White"),
                Set.of(), Map.of(), false);
    }

    public Team team(Color colour) {
        return colour == Color.BLACK ? black : white;
    }

    public boolean pairGo() {
        return black.isPair();
    }
}
