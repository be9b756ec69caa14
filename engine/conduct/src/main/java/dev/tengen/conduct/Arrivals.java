package dev.tengen.conduct;

import dev.tengen.clock.ArrivalVerdict;
import dev.tengen.rules.Color;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Late arrival and failure to appear under a code; the arithmetic is the clock module's. */
final class Arrivals {

    private Arrivals() {}

    /**
     * Players still absent at {@code now} whose lateness already loses the game; when both do, both lose
     * (Chinese 2002 art. 22.3, and by the same reading under the Incheon code).
     */
    static List<Ruling> forfeits(CompetitionCode code, Setup setup, Set<Color> absent, Instant now) {
        Duration late = Duration.between(setup.scheduledStart(), now);
        if (absent.isEmpty() || late.isNegative()) {
            return List.of();
        }
        List<Color> losing = absent.stream().sorted()
                .filter(c -> verdict(code, setup, late).map(ArrivalVerdict::forfeits).orElse(false)).toList();
        String article = code.lateness().article();
        if (losing.size() == 2) {
            return List.of(Verdicts.bothLose(code, "both players are too late", article));
        }
        List<Ruling> rulings = new ArrayList<>();
        for (Color c : losing) {
            ArrivalVerdict.Forfeits verdict = (ArrivalVerdict.Forfeits) verdict(code, setup, late).orElseThrow();
            rulings.add(Verdicts.loss(code, c, verdict.reason(), article));
            int absences = setup.priorAbsences().getOrDefault(c, 0) + 1;
            if (code.lateness().suspends(absences)) {
                // Ing 1991 art. 8, Suspension: absent more than the stipulated number of times.
                rulings.add(new Ruling.Suspended(c, absences, article));
            }
        }
        return rulings;
    }

    /** What arriving {@code late} after the scheduled start costs a player who is still in time to play. */
    static List<Ruling> arrival(CompetitionCode code, Setup setup, Color player, Duration late) {
        if (late.isNegative() || late.isZero()) {
            return List.of();
        }
        Optional<ArrivalVerdict> verdict = verdict(code, setup, late);
        if (verdict.isEmpty()) {
            return List.of(new Ruling.ReferredToReferee("late arrival by " + ClockKeeper.show(late), code.lateness().article()));
        }
        return switch (verdict.get()) {
            case ArrivalVerdict.OnTime onTime -> List.<Ruling>of();
            case ArrivalVerdict.Late l when l.deduction().isZero() -> List.<Ruling>of(new Ruling.ClockRuling(player,
                    "late by " + ClockKeeper.show(late) + ": the overtime ran in his absence", l.article()));
            case ArrivalVerdict.Late l -> List.<Ruling>of(new Ruling.TimeDeducted(player, l.deduction(), l.article()));
            case ArrivalVerdict.Forfeits f -> List.<Ruling>of(Verdicts.loss(code, player, f.reason(), code.lateness().article()));
        };
    }

    private static Optional<ArrivalVerdict> verdict(CompetitionCode code, Setup setup, Duration late) {
        return code.lateness().judge(late, setup.venue(), setup.time());
    }
}
