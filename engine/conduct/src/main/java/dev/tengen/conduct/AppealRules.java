package dev.tengen.conduct;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.Optional;

/** The Arbitration Committee's rules of Korean 2013 / Incheon 2013 chapter four, as pure functions. */
public final class AppealRules {

    /** Incheon 2013 arbitration art. 1.2: an appeal is submitted "within 15 minutes after the referees' decision". */
    public static final long FILING_WINDOW_MINUTES = 15;
    /** Incheon 2013 arbitration art. 3.2: the committee rules "within half an hour in principle". */
    public static final Duration RULING_TARGET = Duration.ofMinutes(30);
    /** Incheon 2013 arbitration art. 3.6: "more than 2 members present", read as at least two (else its tie rule could not arise). */
    public static final int MIN_MEMBERS_PRESENT = 2;

    private AppealRules() {}

    /** Whole minutes from the referees' decision to the committee's receipt, both taken to the minute. */
    public static long minutesAfterDecision(Instant decided, Instant received) {
        return ChronoUnit.MINUTES.between(decided.truncatedTo(ChronoUnit.MINUTES), received.truncatedTo(ChronoUnit.MINUTES));
    }

    /** Incheon 2013 arbitration art. 1.2: received within the window, minute 15 included. */
    public static boolean filedInTime(Instant decided, Instant received) {
        return minutesAfterDecision(decided, received) <= FILING_WINDOW_MINUTES;
    }

    /** Incheon 2013 arbitration art. 1.2: the first instant at which an appeal against a decision made at {@code decided} is late. */
    public static Instant filingClosesAt(Instant decided) {
        return decided.truncatedTo(ChronoUnit.MINUTES).plus(Duration.ofMinutes(FILING_WINDOW_MINUTES + 1));
    }

    /** Incheon 2013 arbitration art. 3.6: the decision more than half of the members present voted for; empty on a tie. */
    public static <D> Optional<D> majority(Map<D, Integer> tally, int membersPresent) {
        return tally.entrySet().stream()
                .filter(count -> count.getValue() * 2 > membersPresent)
                .map(Map.Entry::getKey)
                .findFirst();
    }

    /**
     * Incheon 2013 arbitration art. 3.6: "in case of tie vote, the matter should be referred to Technical Delegate". A vote is
     * tied once every member present has voted and no decision has the majority; before the last vote the committee
     * is still deciding (1 to 1 of three present is not yet a tie).
     */
    public static <D> boolean tied(Map<D, Integer> tally, int membersPresent) {
        int cast = tally.values().stream().mapToInt(Integer::intValue).sum();
        return cast >= membersPresent && majority(tally, membersPresent).isEmpty();
    }
}
