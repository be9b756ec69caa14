package dev.tengen.arbitration.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.service.api.CommitteeMakeUpSet;
import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.OfficialDismissed;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.PlayerWithdrawn;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TournamentOnRecordTest {

    private static final Instant AT = Instant.parse("2026-11-26T09:00:00Z");

    @Test
    void aTournamentNoneOfWhoseEventsWasReadDoesNotExist() {
        assertFalse(TournamentOnRecord.NONE.created());
        assertFalse(TournamentOnRecord.NONE.configured());
    }

    @Test
    void creationThenConfigurationAreOnRecord() {
        TournamentOnRecord created = TournamentOnRecord.NONE.with(new TournamentCreated("t-1", "Open", "td", AT));
        TournamentOnRecord configured = created.with(
                new TournamentConfigured("t-1", "korean-2016", 19, 5, "mcmahon", "td", AT));

        assertTrue(created.created());
        assertFalse(created.configured());
        assertTrue(configured.configured());
    }

    @Test
    void aWithdrawnPlayerStaysRegistered() {
        TournamentOnRecord tournament = TournamentOnRecord.NONE.with(registered("p-1")).with(registered("p-2"))
                .with(new PlayerWithdrawn("t-1", "p-1", "ill", "td", AT));

        assertEquals(List.of("p-1", "p-2"), tournament.players());
    }

    @Test
    void theCommitteeIsItsArbitratorsAndLiaisonInOrderOfAppointment() {
        TournamentOnRecord tournament = TournamentOnRecord.NONE.with(appointed("kim", "chief-referee"))
                .with(appointed("lee", "arbitration-liaison")).with(appointed("sato", "arbitrator"))
                .with(appointed("chen", "arbitrator"));

        assertEquals(List.of("lee", "sato", "chen"),
                tournament.committee().stream().map(TournamentOnRecord.Office::personId).toList());
        assertEquals(Optional.empty(), tournament.committeeLacking());
    }

    @Test
    void aCommitteeOfTheDefaultMakeUpWithTwoMembersLacksOne() {
        TournamentOnRecord tournament = TournamentOnRecord.NONE.with(appointed("lee", "arbitration-liaison"))
                .with(appointed("sato", "arbitrator"));

        assertTrue(tournament.committeeLacking().orElseThrow().contains("1 more member"),
                tournament.committeeLacking().toString());
    }

    @Test
    void aMakeUpOfTwoIsCompleteWithAnArbitratorAndItsLiaison() {
        TournamentOnRecord tournament = TournamentOnRecord.NONE
                .with(new CommitteeMakeUpSet("t-1", 2, List.of(), "td", AT))
                .with(appointed("lee", "arbitration-liaison")).with(appointed("sato", "arbitrator"));

        assertEquals(Optional.empty(), tournament.committeeLacking());
    }

    @Test
    void aCommitteeWithoutItsLiaisonIsIncomplete() {
        TournamentOnRecord tournament = TournamentOnRecord.NONE.with(appointed("lee", "arbitrator"))
                .with(appointed("sato", "arbitrator")).with(appointed("chen", "arbitrator"));

        assertTrue(tournament.committeeLacking().orElseThrow().contains("its liaison"),
                tournament.committeeLacking().toString());
    }

    @Test
    void aPersonAppointedAgainKeepsTheirPlaceWithTheNewOffice() {
        TournamentOnRecord tournament = TournamentOnRecord.NONE.with(appointed("lee", "referee"))
                .with(appointed("sato", "arbitrator")).with(appointed("lee", "arbitrator"));

        assertEquals(List.of(new TournamentOnRecord.Office("lee", "arbitrator"),
                new TournamentOnRecord.Office("sato", "arbitrator")), tournament.officials());
    }

    @Test
    void aDismissalEndsTheOfficeAndItsSeatOnTheCommittee() {
        TournamentOnRecord tournament = TournamentOnRecord.NONE.with(appointed("sato", "arbitrator"))
                .with(new OfficialDismissed("t-1", "sato", "arbitrator", "Sato", "moved", "td", AT));

        assertEquals(List.of(), tournament.committee());
        assertEquals(Set.of(), tournament.roles("sato"));
    }

    @Test
    void theLiaisonSitsAsAnArbitratorInItsTournament() {
        TournamentOnRecord tournament = TournamentOnRecord.NONE.with(appointed("lee", "arbitration-liaison"));

        assertEquals(Set.of("arbitrator"), tournament.roles("lee"));
        assertEquals(Set.of(), tournament.roles("kim"));
    }

    @Test
    void theTechnicalDelegateIsThePersonAppointedToIt() {
        TournamentOnRecord tournament = TournamentOnRecord.NONE.with(appointed("sato", "arbitrator"))
                .with(appointed("park", "technical-delegate"));

        assertEquals(Optional.of("park"), tournament.technicalDelegate());
        assertEquals(Optional.empty(), TournamentOnRecord.NONE.technicalDelegate());
    }

    @Test
    void theTournamentsOtherEventsChangeNothing() {
        TournamentOnRecord tournament = TournamentOnRecord.NONE.with(appointed("sato", "arbitrator"));

        assertEquals(tournament, tournament.with(new PlayerWithdrawn("t-1", "p-1", "ill", "td", AT)));
    }

    private static OfficialAppointed appointed(String personId, String role) {
        return new OfficialAppointed("t-1", personId, role, personId, "KR", "td", AT);
    }

    private static PlayerRegistered registered(String playerId) {
        return new PlayerRegistered("t-1", playerId, playerId, "3d", "Seoul", "KR", "td", AT, null, null);
    }
}
