package dev.tengen.tournament.service;

import static dev.tengen.tournament.service.Refusals.refusedWith;

import dev.tengen.clock.TimeControl;
import dev.tengen.tournament.service.api.ConfigureTournament;
import dev.tengen.tournament.service.api.HandicapSettings;
import dev.tengen.tournament.service.api.PairingParameters;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.TournamentCreated;
import dev.tengen.tournament.service.api.UnplayedRoundValues;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class TournamentConfigurationTest {

    private static final Instant OPENED = Instant.parse("2026-05-01T09:00:00Z");
    private static final Instant AT = Instant.parse("2026-05-02T10:30:00Z");

    /** McMahon without bar or floor given: bar 9d, floor 30k, zero at the floor. */
    private static final PairingParameters MCMAHON_DEFAULTS =
            new PairingParameters(null, null, null, null, "9d", "30k", "30k", null, null, null);
    private static final PairingParameters NO_PARAMETERS =
            new PairingParameters(null, null, null, null, null, null, null, null, null, null);
    /** Ing 1991, "Ing Tournament System", note 1: in at four more wins than losses, three winners. */
    private static final PairingParameters ING_DEFAULTS =
            new PairingParameters(null, null, null, null, null, null, null, 4, 0, 3);

    /** Neither the Incheon, the Chinese nor the Ing code prescribes a time system of its own. */
    private static final TimeControl UNTIMED = new TimeControl("untimed", null, null, null, null, null, null);
    /** AGA-style rules rule 12: absolute time, 30 minutes to each player. */
    private static final TimeControl AGA_30_MINUTES =
            new TimeControl("sudden-death", Duration.ofMinutes(30), null, null, null, null, null);

    /** OpenGotha's values of byes and absences, every field filled in. */
    private static final UnplayedRoundValues VALUES = UnplayedRoundValues.DEFAULTS;

    private AggregateTestFixture<Tournament> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Tournament.class);
    }

    private static ConfigureTournament configure(String ruleSet, int boardSize, int rounds, String pairingSystem) {
        return new ConfigureTournament("t-1", null, ruleSet, boardSize, rounds, pairingSystem, "td-park", AT);
    }

    @Test
    void aConfigurationRecordsTheCanonicalNamesAndReturnsTheNewVersion() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configure("Chinese-2002", 19, 5, " McMahon "))
                .expectEvents(new TournamentConfigured("t-1", "chinese-2002", 19, 5, "mcmahon", "td-park", AT, "chinese-2002", 7.5,
                        HandicapSettings.NONE, MCMAHON_DEFAULTS, List.of("MMS", "SOS", "SOSOS"), UNTIMED, VALUES))
                .expectResultMessagePayload(1L);
    }

    @Test
    void anUnknownRuleSetIsRefused() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configure("japanese-1989", 19, 5, "swiss"))
                .expectNoEvents()
                .expectException(refusedWith("unknown-rule-set"));
    }

    @Test
    void theSmallestAndLargestBoardsAreAccepted() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configure("aga", 5, 3, "swiss"))
                .expectEvents(new TournamentConfigured("t-1", "aga", 5, 3, "swiss", "td-park", AT, "aga-elimination", 7.5,
                        HandicapSettings.NONE, NO_PARAMETERS, List.of("NBW", "SOS", "SOSOS"), AGA_30_MINUTES, VALUES));
        newFixture();
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configure("aga", 25, 3, "swiss"))
                .expectEvents(new TournamentConfigured("t-1", "aga", 25, 3, "swiss", "td-park", AT, "aga-elimination", 7.5,
                        HandicapSettings.NONE, NO_PARAMETERS, List.of("NBW", "SOS", "SOSOS"), AGA_30_MINUTES, VALUES));
    }

    @Test
    void aBoardOfFourLinesIsRefused() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configure("aga", 4, 3, "swiss"))
                .expectNoEvents()
                .expectException(refusedWith("board-size-out-of-range"))
                .expectExceptionMessage("A board has 5 to 25 lines; 4 is outside that range.");
    }

    @Test
    void aBoardOfTwentySixLinesIsRefused() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configure("aga", 26, 3, "swiss"))
                .expectNoEvents()
                .expectException(refusedWith("board-size-out-of-range"));
    }

    @Test
    void aTournamentWithoutRoundsIsRefused() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configure("korean-2016", 19, 0, "swiss"))
                .expectNoEvents()
                .expectException(refusedWith("rounds-out-of-range"));
    }

    /** 2,147,483,647 rounds let one anonymous crosstable of round 2,000,000,000 take minutes of a core. */
    @Test
    void aTournamentOfTwoBillionRoundsIsRefused() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configure("korean-2016", 19, 2_147_483_647, "swiss"))
                .expectNoEvents()
                .expectException(refusedWith("rounds-out-of-range"));
    }

    @Test
    void aTournamentOfAThousandRoundsIsTaken() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configure("korean-2016", 19, 1_000, "round-robin"))
                .expectSuccessfulHandlerExecution();
    }

    @Test
    void anUnknownPairingSystemIsRefused() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configure("korean-2016", 19, 5, "scheveningen"))
                .expectNoEvents()
                .expectException(refusedWith("unknown-pairing-system"));
    }

    @Test
    void aLaterConfigurationReplacesAnEarlierOne() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED),
                        new TournamentConfigured("t-1", "aga", 19, 5, "swiss", "td-park", OPENED))
                .when(configure("ing-1991", 19, 4, "ing"))
                .expectEvents(new TournamentConfigured("t-1", "ing-1991", 19, 4, "ing", "td-park", AT, "ing-1991", 8.0,
                        HandicapSettings.NONE, ING_DEFAULTS, List.of("NBW"), UNTIMED, VALUES))
                .expectResultMessagePayload(2L);
    }

    private static ConfigureTournament configureFully(String system, String code, Double komi, HandicapSettings handicap,
            PairingParameters parameters, List<String> criteria) {
        return new ConfigureTournament("t-1", null, "korean-2016", 19, 5, system, code, komi, handicap, parameters,
                criteria, "td-park", AT);
    }

    @Test
    void aFullConfigurationRecordsCodeKomiHandicapParametersAndCriteriaInCanonicalForm() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configureFully("mcmahon", "Incheon-2013", 7.0, new HandicapSettings("McMahon-Score", "1D", 1, 9),
                        new PairingParameters(null, null, null, null, "3d", "20k", null, null, null, null),
                        List.of("mms", "sos", "sosos")))
                .expectEvents(new TournamentConfigured("t-1", "korean-2016", 19, 5, "mcmahon", "td-park", AT,
                        "incheon-2013", 7.0, new HandicapSettings("mcmahon-score", "1d", 1, 9),
                        new PairingParameters(null, null, null, null, "3d", "20k", "20k", null, null, null),
                        List.of("MMS", "SOS", "SOSOS"), UNTIMED, VALUES));
    }

    @Test
    void theKoreanRulesDefaultToTheIncheonCodeAndTheirKomi() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configure("korean-2016", 19, 3, "round-robin"))
                .expectEvents(new TournamentConfigured("t-1", "korean-2016", 19, 3, "round-robin", "td-park", AT,
                        "incheon-2013", 6.5, HandicapSettings.NONE,
                        new PairingParameters(1, null, null, null, null, null, null, null, null, null), List.of("NBW"),
                        UNTIMED, VALUES));
    }

    @Test
    void anUnknownCompetitionCodeIsRefused() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configureFully("swiss", "fide-2023", null, null, null, null))
                .expectNoEvents()
                .expectException(refusedWith("unknown-competition-code"));
    }

    @Test
    void aKomiThatIsNotInHalfPointsIsRefused() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configureFully("swiss", null, 6.3, null, null, null))
                .expectNoEvents()
                .expectException(refusedWith("komi-invalid"));
    }

    @Test
    void aHandicapCeilingAboveNineIsRefused() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configureFully("swiss", null, null, new HandicapSettings("rank", "1d", 1, 12), null, null))
                .expectNoEvents()
                .expectException(refusedWith("handicap-invalid"));
    }

    @Test
    void aMcMahonFloorAboveTheBarIsRefused() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configureFully("mcmahon", null, null, null,
                        new PairingParameters(null, null, null, null, "5k", "2d", null, null, null, null), null))
                .expectNoEvents()
                .expectException(refusedWith("pairing-parameters-invalid"));
    }

    @Test
    void anUnknownPlacementCriterionIsRefused() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configureFully("swiss", null, null, null, null, List.of("NBW", "ELO")))
                .expectNoEvents()
                .expectException(refusedWith("unknown-placement-criterion"));
    }

    @Test
    void aPlacementCriterionListedTwiceIsRefused() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configureFully("swiss", null, null, null, null, List.of("NBW", "SOS", "nbw")))
                .expectNoEvents()
                .expectException(refusedWith("placement-criterion-repeated"));
    }

    // Time control

    private static ConfigureTournament configureTime(TimeControl time) {
        return new ConfigureTournament("t-1", null, "chinese-2002", 19, 5, "swiss", null, null, null, null, null, time,
                "td-park", AT);
    }

    @Test
    void aByoyomiTimeControlIsRecordedInCanonicalFormWithItsLatenessLimit() {
        // Chinese 2002 art. 12.3: one hour, then 3 periods of 30 seconds; art. 22.1: late by no more than an hour.
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configureTime(new TimeControl("Byoyomi", Duration.ofHours(1), 3, Duration.ofSeconds(30), 10, null,
                        Duration.ofHours(1))))
                .expectEvents(new TournamentConfigured("t-1", "chinese-2002", 19, 5, "swiss", "td-park", AT, "chinese-2002",
                        7.5, HandicapSettings.NONE, NO_PARAMETERS, List.of("NBW", "SOS", "SOSOS"),
                        new TimeControl("byoyomi", Duration.ofHours(1), 3, Duration.ofSeconds(30), null, null,
                                Duration.ofHours(1)), VALUES));
    }

    @Test
    void byoyomiWithoutPeriodsIsRefusedNamingTheField() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configureTime(new TimeControl("byoyomi", Duration.ofHours(1), 0, Duration.ofSeconds(30), null, null,
                        null)))
                .expectNoEvents()
                .expectException(refusedWith("time-control-invalid"))
                .expectExceptionMessage("Time control, field 'periods': Byoyomi needs at least one period "
                        + "(Chinese 2002 art. 12.3); 0 were given.");
    }

    @Test
    void anUnknownTimeSystemIsRefused() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configureTime(new TimeControl("fischer", Duration.ofHours(1), null, null, null, null, null)))
                .expectNoEvents()
                .expectException(refusedWith("time-control-invalid"));
    }

    @Test
    void anAgaEventIsUntimedWhenTheDirectorSaysSo() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(new ConfigureTournament("t-1", null, "aga", 13, 3, "swiss", null, null, null, null, null,
                        new TimeControl("untimed", Duration.ofHours(1), null, null, null, null, null), "td-park", AT))
                .expectEvents(new TournamentConfigured("t-1", "aga", 13, 3, "swiss", "td-park", AT, "aga-elimination", 7.5,
                        HandicapSettings.NONE, NO_PARAMETERS, List.of("NBW", "SOS", "SOSOS"), UNTIMED, VALUES));
    }

    @Test
    void theValuesOfByesAndAbsencesAreRecordedWithTheMissingOnesFilledIn() {
        // paris2021-48th: an absence worth nothing in the McMahon score, opponents' unplayed rounds half a point
        fixture.given(new TournamentCreated("t-1", "Paris", "organizer-kim", OPENED))
                .when(new ConfigureTournament("t-1", null, "korean-2016", 19, 6, "mcmahon", null, null, null, null, null,
                        null, new UnplayedRoundValues(null, null, null, 0, null, true), "td-park", AT))
                .expectEvents(new TournamentConfigured("t-1", "korean-2016", 19, 6, "mcmahon", "td-park", AT,
                        "incheon-2013", 6.5, HandicapSettings.NONE, MCMAHON_DEFAULTS, List.of("MMS", "SOS", "SOSOS"),
                        UNTIMED, new UnplayedRoundValues(2, 0, 2, 0, true, true)));
    }

    @Test
    void aByeWorthMoreThanAWholePointIsRefused() {
        fixture.given(new TournamentCreated("t-1", "Paris", "organizer-kim", OPENED))
                .when(new ConfigureTournament("t-1", null, "korean-2016", 19, 6, "mcmahon", null, null, null, null, null,
                        null, new UnplayedRoundValues(3, null, null, null, null, null), "td-park", AT))
                .expectNoEvents()
                .expectException(refusedWith("unplayed-rounds-invalid"));
    }

    @Test
    void criteriaOfBothFamiliesMayBeListedTogether() {
        fixture.given(new TournamentCreated("t-1", "Paris", "organizer-kim", OPENED))
                .when(new ConfigureTournament("t-1", null, "korean-2016", 19, 6, "mcmahon", null, null, null, null,
                        List.of("mms", "sosw", "SOSOSM"), "td-park", AT))
                .expectEvents(new TournamentConfigured("t-1", "korean-2016", 19, 6, "mcmahon", "td-park", AT,
                        "incheon-2013", 6.5, HandicapSettings.NONE, MCMAHON_DEFAULTS, List.of("MMS", "SOSW", "SOSOSM"),
                        UNTIMED, VALUES));
    }
}
