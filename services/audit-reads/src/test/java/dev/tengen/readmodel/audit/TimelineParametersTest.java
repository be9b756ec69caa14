package dev.tengen.readmodel.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.service.web.problem.MalformedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The auditor's timeline's page parameters: a whole number in the digits 0 to 9, in its range, or a 400 naming it. */
class TimelineParametersTest {

    private static TimelineParameters page(String after, String limit) {
        return TimelineParameters.of(null, null, null, null, null, after, limit);
    }

    @Test
    void leftOutTheyAreTheFirstPageOfTheUsualSize() {
        assertEquals(0, page(null, null).after());
        assertEquals(TimelineParameters.PAGE, page(" ", "").limit());
    }

    @Test
    void writtenInTheDigitsTheyAreRead() {
        assertEquals(250, page("250", " 20 ").after());
        assertEquals(20, page("250", " 20 ").limit());
        assertEquals(TimelineParameters.LARGEST_PAGE, page(null, "500").limit());
    }

    /** Fullwidth, Arabic-Indic and Devanagari digits, a sign, a fraction: Long.parseLong took the first three and +. */
    @ParameterizedTest
    @ValueSource(strings = {"１００", "١٠٠", "१००", "+100", "-1", "1e2", "10.0", "0x10", "99999999999999999999"})
    void anAfterNotWrittenInTheDigitsIs400NamingIt(String after) {
        MalformedRequest refused = assertThrows(MalformedRequest.class, () -> page(after, null));
        assertEquals("after", refused.field());
        assertTrue(refused.getMessage().contains("digits 0 to 9"), refused.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"０", "５０", "+5", "0", "501"})
    void aLimitNotWrittenInTheDigitsOrOutOfRangeIs400NamingIt(String limit) {
        assertEquals("limit", assertThrows(MalformedRequest.class, () -> page(null, limit)).field());
    }
}
