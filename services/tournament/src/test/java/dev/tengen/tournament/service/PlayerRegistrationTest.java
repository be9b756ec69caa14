package dev.tengen.tournament.service;

import static dev.tengen.tournament.service.Refusals.refusedWith;

import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.PlayerWithdrawn;
import dev.tengen.tournament.service.api.RegisterPlayer;
import dev.tengen.tournament.service.api.TournamentCreated;
import dev.tengen.tournament.service.api.WithdrawPlayer;
import java.time.Instant;
import org.axonframework.test.aggregate.AggregateTestFixture;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class PlayerRegistrationTest {

    private static final Instant OPENED = Instant.parse("2026-05-01T09:00:00Z");
    private static final Instant AT = Instant.parse("2026-05-03T08:15:00Z");
    private static final TournamentCreated CREATED = new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED);
    private static final PlayerRegistered LEE =
            new PlayerRegistered("t-1", "p-1", "Lee Sedol", "9p", "Hanguk Kiwon", "KR", "td-park", OPENED);

    private AggregateTestFixture<Tournament> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Tournament.class);
    }

    private static RegisterPlayer register(String playerId, String name, String rank, String club) {
        return new RegisterPlayer("t-1", null, playerId, name, rank, club, "KR", "td-park", AT);
    }

    @Test
    void aRegistrationRecordsTheRankInCanonicalNotation() {
        fixture.given(CREATED)
                .when(register("p-2", " Cho Hunhyun ", "9 Pro", "Hanguk Kiwon"))
                .expectEvents(new PlayerRegistered("t-1", "p-2", "Cho Hunhyun", "9p", "Hanguk Kiwon", "KR", "td-park", AT))
                .expectResultMessagePayload(1L);
    }

    @Test
    void aMcMahonCorrectionIsRecordedWithTheRegistration() {
        fixture.given(CREATED)
                .when(new RegisterPlayer("t-1", null, "p-2", "Cho Hunhyun", "3d", "Hanguk Kiwon", "KR", 2, Map.of(), "td-park", AT))
                .expectEvents(new PlayerRegistered("t-1", "p-2", "Cho Hunhyun", "3d", "Hanguk Kiwon", "KR", "td-park", AT, 2, Map.of()));
    }

    @Test
    void aMcMahonCorrectionOutsideOpenGothasRangeIsRefused() {
        fixture.given(CREATED)
                .when(new RegisterPlayer("t-1", null, "p-2", "Cho Hunhyun", "3d", "Hanguk Kiwon", "KR", 3, Map.of(), "td-park", AT))
                .expectNoEvents()
                .expectException(refusedWith("mcmahon-correction-invalid"));
    }

    @Test
    void anIngRankIsAccepted() {
        fixture.given(CREATED)
                .when(register("p-2", "Nie Weiping", "9-tuan", ""))
                .expectEvents(new PlayerRegistered("t-1", "p-2", "Nie Weiping", "9tuan", "", "KR", "td-park", AT));
    }

    @Test
    void aRankThatIsNoRankIsRefused() {
        fixture.given(CREATED)
                .when(register("p-2", "Cho Hunhyun", "strong", "Hanguk Kiwon"))
                .expectNoEvents()
                .expectException(refusedWith("rank-malformed"));
    }

    @Test
    void aPlayerWithoutANameIsRefused() {
        fixture.given(CREATED)
                .when(register("p-2", "", "3d", ""))
                .expectNoEvents()
                .expectException(refusedWith("player-name-blank"));
    }

    /**
     * A bidi override shows "Lee Sedol" on the standings as another name, a zero-width space makes a second "Lee Sedol"
     * of another spelling: a name reads as the letters it holds, or it is refused, naming the character and its place.
     */
    @Test
    void aNameWithAHiddenCharacterIsRefusedNamingIt() {
        fixture.given(CREATED)
                .when(register("p-2", "Cho \u202ENuyhnuh", "9p", "Hanguk Kiwon"))
                .expectNoEvents()
                .expectException(refusedWith("name-hidden-character"))
                .expectExceptionMessage("The name holds U+202E RIGHT-TO-LEFT OVERRIDE at character 5, which no one sees on a"
                        + " list and which makes the text read as other than its letters: type it again as it is printed.");
        for (String name : java.util.List.of("Lee\u200BSedol", "Lee Sedol\u200E", "\uFEFFLee Sedol", "Lee\u2066Sedol")) {
            fixture.given(CREATED).when(register("p-2", name, "9p", "")).expectNoEvents()
                    .expectException(refusedWith("name-hidden-character"));
        }
        fixture.given(CREATED)
                .when(register("p-2", "Cho Hunhyun", "9p", "Hanguk\u200BKiwon"))
                .expectNoEvents()
                .expectException(refusedWith("player-club-invalid"))
                .expectExceptionMessage("A player's club holds U+200B ZERO WIDTH SPACE at character 7, which no one sees on a"
                        + " list and which makes the text read as other than its letters: type it again as it is printed.");
    }

    /** How scripts write names stays a name: a Persian non-joiner, a kanji's variation selector. */
    @Test
    void aNameAsItsScriptWritesItIsRegistered() {
        for (String name : java.util.List.of("\u0645\u062d\u0645\u062f\u200c\u0631\u0636\u0627", "\u845b\udb40\udd00\u98fe")) {
            fixture.given(CREATED).when(register("p-2", name, "3d", ""))
                    .expectEvents(new PlayerRegistered("t-1", "p-2", name, "3d", "", "KR", "td-park", AT));
        }
    }

    /**
     * An id goes into a column of the h9, tou and AGA files: a body Tengen writes no file for, or an id of more than one
     * word, is refused; the blanks around an id are not kept.
     */
    @Test
    void aMembershipIsAKnownBodyAndAnIdOfOneWord() {
        for (Map<String, String> memberships : java.util.List.of(Map.of("egf\nX", "1"), Map.of("zzz", "1"),
                Map.of("egf", "12;34 5"), Map.of("ffg", "0621\u202E020"), Map.of("aga", ""))) {
            fixture.given(CREATED)
                    .when(new RegisterPlayer("t-1", null, "p-2", "Cho Hunhyun", "3d", "", "KR", null, memberships,
                            "td-park", AT))
                    .expectNoEvents()
                    .expectException(refusedWith("membership-invalid"));
        }
        fixture.given(CREATED)
                .when(new RegisterPlayer("t-1", null, "p-2", "Cho Hunhyun", "3d", "", "KR", null,
                        Map.of("egf", " 12345678 ", "ffg", "0621020"), "td-park", AT))
                .expectEvents(new PlayerRegistered("t-1", "p-2", "Cho Hunhyun", "3d", "", "KR", "td-park", AT, null,
                        Map.of("egf", "12345678", "ffg", "0621020")));
    }

    /** One player a line in the h9, tou and CSV files: a line break in a club would write a second, made-up player. */
    @Test
    void aClubOnTwoLinesIsRefused() {
        fixture.given(CREATED)
                .when(register("p-2", "Cho Hunhyun", "9p", "Seoul\nZZ Fake 9d KR"))
                .expectNoEvents()
                .expectException(refusedWith("player-club-invalid"))
                .expectExceptionMessage("A player's club is one line of text: it holds the control character U+000A (a"
                        + " line break).");
    }

    /** The federations' files take a code: an emoji flag or a word is refused; "Fr" and the EGD's "UK" are real. */
    @Test
    void aCountryThatIsNoCodeIsRefused() {
        for (String country : java.util.List.of("\uD83C\uDDF0\uD83C\uDDF7", "Korea", "K", "K1", "\u202EKR")) {
            fixture.given(CREATED)
                    .when(new RegisterPlayer("t-1", null, "p-2", "Cho Hunhyun", "9p", "", country, "td-park", AT))
                    .expectNoEvents()
                    .expectException(refusedWith("player-country-invalid"));
        }
        for (String country : java.util.List.of("Fr", "UK", " kr ")) {
            fixture.given(CREATED)
                    .when(new RegisterPlayer("t-1", null, "p-2", "Cho Hunhyun", "9p", "", country, "td-park", AT))
                    .expectSuccessfulHandlerExecution();
        }
    }

    @Test
    void aCountryWithAControlCharacterIsRefused() {
        fixture.given(CREATED)
                .when(new RegisterPlayer("t-1", null, "p-2", "Cho Hunhyun", "9p", "", "K\tR", "td-park", AT))
                .expectNoEvents()
                .expectException(refusedWith("player-country-invalid"));
    }

    @Test
    void theSamePlayerOfTheSameClubCannotRegisterTwice() {
        fixture.given(CREATED, LEE)
                .when(register("p-2", "LEE SEDOL", "9p", "hanguk kiwon"))
                .expectNoEvents()
                .expectException(refusedWith("player-already-registered"))
                .expectExceptionMessage("Lee Sedol (Hanguk Kiwon) is already registered in this tournament, as player p-1.");
    }

    @Test
    void namesakesFromDifferentClubsAreDifferentPlayers() {
        fixture.given(CREATED, LEE)
                .when(register("p-2", "Lee Sedol", "2k", "Busan Baduk Club"))
                .expectEvents(new PlayerRegistered("t-1", "p-2", "Lee Sedol", "2k", "Busan Baduk Club", "KR", "td-park", AT));
    }

    @Test
    void aPlayerIdIsUsedOnce() {
        fixture.given(CREATED, LEE)
                .when(register("p-1", "Cho Hunhyun", "9p", "Hanguk Kiwon"))
                .expectNoEvents()
                .expectException(refusedWith("player-already-registered"));
    }

    @Test
    void aWithdrawalRecordsTheReasonWhoAndWhen() {
        fixture.given(CREATED, LEE)
                .when(new WithdrawPlayer("t-1", null, "p-1", "ill", "td-park", AT))
                .expectEvents(new PlayerWithdrawn("t-1", "p-1", "ill", "td-park", AT))
                .expectResultMessagePayload(2L);
    }

    @Test
    void withdrawingAnUnknownPlayerIsRefused() {
        fixture.given(CREATED, LEE)
                .when(new WithdrawPlayer("t-1", null, "p-9", "", "td-park", AT))
                .expectNoEvents()
                .expectException(refusedWith("player-not-found"));
    }

    @Test
    void aPlayerWithdrawsOnce() {
        fixture.given(CREATED, LEE, new PlayerWithdrawn("t-1", "p-1", "ill", "td-park", OPENED))
                .when(new WithdrawPlayer("t-1", null, "p-1", "", "td-park", AT))
                .expectNoEvents()
                .expectException(refusedWith("player-already-withdrawn"));
    }

    @Test
    void aWithdrawnPlayerCannotRegisterAgain() {
        fixture.given(CREATED, LEE, new PlayerWithdrawn("t-1", "p-1", "ill", "td-park", OPENED))
                .when(register("p-2", "Lee Sedol", "9p", "Hanguk Kiwon"))
                .expectNoEvents()
                .expectException(refusedWith("player-already-registered"));
    }
}
