package dev.tengen.game.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.tengen.conduct.CompetitionCodes;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Incheon 2013 code's infractions as a referee's screen offers them (seed 000, ch. 2 art. 5 and 6). */
class InfractionCatalogueTest {

    private static InfractionCatalogue.Entry incheon(String infraction) {
        return InfractionCatalogue.of(CompetitionCodes.byName("incheon-2013").orElseThrow()).stream()
                .filter(e -> e.infraction().equals(infraction)).findFirst().orElseThrow();
    }

    @Test
    void aRingingPhoneWarnsThenLosesUnderArticle66() {
        InfractionCatalogue.Entry phone = incheon("phone-rang");
        assertEquals("warning-then-loss", phone.penalty());
        assertEquals("Incheon 2013 code art. 6.6", phone.article());
        assertEquals("required", phone.offender());
    }

    @Test
    void movedStonesLeaveTheRefereeTheCodesFiveChoices() {
        InfractionCatalogue.Entry moved = incheon("moved-stones");
        assertEquals(List.of("restore", "declare-valid", "draw", "replay", "both-lose"), moved.choices());
        assertEquals(List.of("intentional"), moved.questions());
        assertEquals("optional", moved.offender());
    }

    @Test
    void aKoRetakenIsRuledOnWhenPlayedNotReported() {
        InfractionCatalogue.Entry ko = incheon("ko-retaken");
        assertFalse(ko.reportable());
        assertEquals("move-invalid-turn-lost", ko.correction());
    }

    @Test
    void aPairGoRotationErrorCanBeClaimedOnlyOnTheMoveJustPlayed() {
        assertEquals("move-just-played", incheon("rotation-error").window());
    }

    @Test
    void misconductAsksWhetherItIsGrave() {
        assertEquals(List.of("grave"), incheon("misconduct").questions());
        assertEquals("even-after-result", incheon("misconduct").window());
    }
}
