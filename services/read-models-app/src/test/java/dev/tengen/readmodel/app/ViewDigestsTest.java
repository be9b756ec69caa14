package dev.tengen.readmodel.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/** How a rebuild writes a view, given what its replica knows of the view's document. */
class ViewDigestsTest {

    private static final String STANDINGS = "{\"tournamentId\":\"t-1\",\"afterRound\":1,\"rows\":[]}";
    private static final String OTHER_STANDINGS = "{\"tournamentId\":\"t-1\",\"afterRound\":2,\"rows\":[]}";

    @Test
    void aDocumentNeverWrittenNorReadBackIsUnknown() {
        ViewDigests known = new ViewDigests();

        assertEquals(ViewDigests.Write.UNKNOWN, known.decide("t-1/standings/1", ViewDigests.of(STANDINGS), 12));
    }

    @Test
    void theSameViewFromMoreEventsOnlyRaisesItsBuiltFrom() {
        ViewDigests known = new ViewDigests();
        known.stored("t-1/standings/1", ViewDigests.of(STANDINGS), 11);

        assertEquals(ViewDigests.Write.CONFIRMED, known.decide("t-1/standings/1", ViewDigests.of(STANDINGS), 12));
    }

    @Test
    void anotherViewFromMoreEventsReplacesIt() {
        ViewDigests known = new ViewDigests();
        known.stored("t-1/standings/1", ViewDigests.of(STANDINGS), 11);

        assertEquals(ViewDigests.Write.REPLACED, known.decide("t-1/standings/1", ViewDigests.of(OTHER_STANDINGS), 12));
    }

    @Test
    void aViewFromAsManyEventsOrFewerLeavesTheDocumentAsItIs() {
        ViewDigests known = new ViewDigests();
        known.stored("t-1/standings/1", ViewDigests.of(STANDINGS), 12);

        assertEquals(ViewDigests.Write.KEPT, known.decide("t-1/standings/1", ViewDigests.of(OTHER_STANDINGS), 12));
        assertEquals(ViewDigests.Write.KEPT, known.decide("t-1/standings/1", ViewDigests.of(OTHER_STANDINGS), 11));
    }

    @Test
    void aDocumentReadBackAsMissingIsWritten() {
        ViewDigests known = new ViewDigests();
        known.stored("t-1/round/3", null, 0);

        assertEquals(ViewDigests.Write.REPLACED, known.decide("t-1/round/3", ViewDigests.of(STANDINGS), 1));
    }

    @Test
    void aForgottenDocumentIsReadBackBeforeItsNextWrite() {
        ViewDigests known = new ViewDigests();
        known.stored("t-1/standings/1", ViewDigests.of(STANDINGS), 11);

        known.forget("t-1/standings/1");

        assertEquals(ViewDigests.Write.UNKNOWN, known.decide("t-1/standings/1", ViewDigests.of(STANDINGS), 12));
    }

    @Test
    void theDigestIsTheSha256OfTheViewsText() {
        // sha256sum of the three bytes "abc" (FIPS 180-2, appendix B.1)
        assertEquals("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", ViewDigests.of("abc"));
        assertNotEquals(ViewDigests.of(STANDINGS), ViewDigests.of(OTHER_STANDINGS));
    }
}
