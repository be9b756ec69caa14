package dev.tengen.conduct;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Korean 2013 / Incheon 2013 chapter four: the filing window and the committee's majority. */
class AppealRulesTest {

    private static final Instant DECIDED = Instant.parse("2013-07-01T10:05:40Z");

    @Test
    void anAppealReceivedAtMinuteFifteenIsInTimeAndAtMinuteSixteenIsNot() {
        // Art. 1.2; both times count to the minute: decided 10:05, received 10:20:59 is minute 15.
        assertTrue(AppealRules.filedInTime(DECIDED, Instant.parse("2013-07-01T10:20:59Z")));
        assertFalse(AppealRules.filedInTime(DECIDED, Instant.parse("2013-07-01T10:21:00Z")));
        assertEquals(16, AppealRules.minutesAfterDecision(DECIDED, Instant.parse("2013-07-01T10:21:00Z")));
    }

    @Test
    void twoOfThreeMembersDecideAndOneAgainstOneIsATie() {
        // Art. 3.6: a majority of the members present decides; a tie goes to the Technical Delegate.
        assertEquals(Optional.of("uphold"), AppealRules.majority(Map.of("uphold", 2, "overrule", 1), 3));
        assertEquals(Optional.empty(), AppealRules.majority(Map.of("uphold", 1, "overrule", 1), 2));
    }

    @Test
    void aVoteIsTiedOnlyOnceEveryMemberPresentHasVoted() {
        // Art. 3.6: 1 to 1 of three present awaits the third vote; 1 to 1 of two, or 1-1-1 of three, is a tie.
        assertFalse(AppealRules.tied(Map.of("uphold", 1, "overrule", 1), 3));
        assertTrue(AppealRules.tied(Map.of("uphold", 1, "overrule", 1), 2));
        assertTrue(AppealRules.tied(Map.of("uphold", 1, "commute", 1, "overrule", 1), 3));
        assertFalse(AppealRules.tied(Map.of("uphold", 2, "overrule", 1), 3));
        assertFalse(AppealRules.tied(Map.of(), 2));
    }

    @Test
    void theFilingWindowClosesAtTheStartOfTheSixteenthMinute() {
        Instant decided = Instant.parse("2026-05-03T10:00:42Z");
        assertEquals(Instant.parse("2026-05-03T10:16:00Z"), AppealRules.filingClosesAt(decided));
        assertTrue(AppealRules.filedInTime(decided, Instant.parse("2026-05-03T10:15:59Z")));
        assertFalse(AppealRules.filedInTime(decided, AppealRules.filingClosesAt(decided)));
    }
}
