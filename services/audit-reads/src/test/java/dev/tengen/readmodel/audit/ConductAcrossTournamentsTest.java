package dev.tengen.readmodel.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tengen.service.web.problem.MalformedRequest;
import dev.tengen.tournament.service.api.BanView;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A person's conduct across tournaments as both applications compute it, from sources written out here: Baek Hyunwoo,
 * EGF 14100001, warned in the Spring Open, registered again in the Autumn Open without his id (and written
 * otherwise), given a bye there; a namesake, EGF 14100002, warned in the Namesakes Cup; a ban under the name.
 */
class ConductAcrossTournamentsTest {

    private static final Instant MAY = Instant.parse("2026-05-02T09:00:00Z");
    private static final Instant OCTOBER = Instant.parse("2026-10-03T09:00:00Z");

    private static final ConductSources SOURCES = new ConductSources() {
        @Override
        public List<Tournament> tournaments() {
            return List.of(
                    new Tournament("spring", "Spring Open", List.of(
                            new Player("baek", "Baek Hyunwoo", "2d", "Seoul Baduk", "KR", Map.of("egf", "14100001"), false),
                            new Player("song", "Song Jiho", "2d", "", "KR", Map.of(), false))),
                    new Tournament("autumn", "Autumn Open", List.of(
                            new Player("baek-again", "BAEK\u00a0 hyunwoo", "2d", "", "KR", Map.of(), true))),
                    new Tournament("namesakes", "Namesakes Cup", List.of(
                            new Player("namesake", "Baek Hyunwoo", "5k", "", "KR", Map.of("egf", "14100002"), false))));
        }

        @Override
        public Optional<List<PlayerConduct>> conduct(String tournamentId) {
            return Optional.of(switch (tournamentId) {
                case "spring" -> List.of(new PlayerConduct("baek", "Baek Hyunwoo", "2d", false, 1, 0, List.of(),
                        List.of(decision(8, MAY, "warning", "baek"))));
                case "autumn" -> List.of(new PlayerConduct("baek-again", "BAEK\u00a0 hyunwoo", "2d", true, 0, 0,
                        List.of(), List.of(decision(6, OCTOBER, "bye", "baek-again"),
                                decision(9, OCTOBER.plusSeconds(60), "withdrawal", "baek-again"))));
                case "namesakes" -> List.of(new PlayerConduct("namesake", "Baek Hyunwoo", "5k", false, 1, 0,
                        List.of(), List.of(decision(7, MAY, "warning", "namesake"))));
                default -> List.of();
            });
        }

        @Override
        public List<BanView> bans() {
            return List.of(new BanView("ban-1", "baek hyunwoo", "KR", "disqualified", "art. 2.6", null, null, null, "td",
                    OCTOBER), new BanView("ban-2", "Song Jiho", "KR", "disqualified", "art. 2.6", null, null, null, "td",
                    OCTOBER));
        }
    };

    private static Decision decision(long sequence, Instant at, String decision, String player) {
        return new Decision(sequence, at, decision, "Event", "referee", "", null, null, null, player, null, "", "", DecisionFacts.NONE);
    }

    private final ConductAcrossTournaments conduct = new ConductAcrossTournaments(SOURCES);

    @Test
    void theNameAndTheIdFindBothRegistrationsButNotTheNamesakeWithAnotherId() {
        ConductRecord record = conduct.of(ConductQuestion.of("Baek Hyunwoo", "14100001", null, null));

        assertEquals(List.of("spring/baek", "autumn/baek-again"), record.registrations().stream()
                .map(r -> r.tournamentId() + "/" + r.playerId()).toList());
        assertEquals(List.of(1, 0), record.registrations().stream().map(ConductRecord.Registration::warnings).toList());
        assertEquals(List.of(false, true), record.registrations().stream()
                .map(ConductRecord.Registration::withdrawn).toList());
    }

    @Test
    void aByeIsNoConductAndTheDecisionsComeTheEarliestFirstNamingTheirTournament() {
        ConductRecord record = conduct.of(ConductQuestion.of("Baek Hyunwoo", "14100001", null, null));

        assertEquals(List.of("Spring Open/warning/8", "Autumn Open/withdrawal/9"), record.entries().stream()
                .map(e -> e.tournament() + "/" + e.decision() + "/" + e.sequence()).toList());
    }

    @Test
    void theIdAloneFindsTheRegistrationCarryingItAndTheBansUnderItsName() {
        ConductRecord record = conduct.of(ConductQuestion.of(null, "14100001", "", null));

        assertEquals("", record.name());
        assertEquals(Map.of("egf", "14100001"), record.memberships());
        assertEquals(List.of("spring"), record.registrations().stream().map(ConductRecord.Registration::tournamentId)
                .toList());
        assertEquals(List.of("ban-1"), record.bans().stream().map(BanView::id).toList());
    }

    @Test
    void theNameAloneFindsEveryRegistrationThatReadsAsIt() {
        ConductRecord record = conduct.of(ConductQuestion.of("  baek hyunwoo ", null, null, null));

        assertEquals("baek hyunwoo", record.name());
        assertEquals(List.of("spring", "autumn", "namesakes"), record.registrations().stream()
                .map(ConductRecord.Registration::tournamentId).toList());
    }

    @Test
    void anUnknownPersonHasEmptyLists() {
        ConductRecord record = conduct.of(ConductQuestion.of("Nobody Known Here", null, null, null));

        assertEquals(List.of(), record.registrations());
        assertEquals(List.of(), record.entries());
        assertEquals(List.of(), record.bans());
    }

    @Test
    void neitherANameNorAnIdIsAMissingName() {
        MalformedRequest neither = assertThrows(MalformedRequest.class, () -> ConductQuestion.of(" ", null, "", null));

        assertEquals("field-missing", neither.code());
        assertEquals("name", neither.field());
    }

    @Test
    void aNameWithAControlCharacterOrTooLongAndAMalformedIdAreInvalidNamingTheirParameter() {
        assertEquals("name", assertThrows(MalformedRequest.class,
                () -> ConductQuestion.of("Baek\u0000Hyunwoo", null, null, null)).field());
        assertEquals("name", assertThrows(MalformedRequest.class,
                () -> ConductQuestion.of("a".repeat(201), null, null, null)).field());
        MalformedRequest id = assertThrows(MalformedRequest.class, () -> ConductQuestion.of(null, null, null, "12 34"));
        assertEquals("field-invalid", id.code());
        assertEquals("aga", id.field());
    }
}
