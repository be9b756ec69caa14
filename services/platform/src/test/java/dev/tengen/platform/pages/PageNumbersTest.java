package dev.tengen.platform.pages;

import static dev.tengen.platform.pages.PagesFixture.browse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The rounds the public pages' addresses name ({@code /t/{id}/round/{n}}, {@code /t/{id}/standings?after=n}) are read
 * as the API reads them: in the digits 0 to 9, within the tournament (three rounds, two paired). Round {@code １}
 * (fullwidth) showed round 1, and {@code standings?after=１} the standings after round 1; {@code after=abc} or
 * {@code after=99} silently gave the latest standings under an address naming another. Each is now the 404 page in
 * the reader's language, inside the event's tabs (the way back), naming the round as written.
 */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE, Roles.ARBITRATOR})
class PageNumbersTest {

    private static PagesFixture fixture;

    @BeforeEach
    void oneEvent() {
        fixture = PagesFixture.shared();
    }

    /** What is wrong with the answer to {@code path}, or null when it is the 404 page naming no such round. */
    private static String fault(String path, String language, String sentence) {
        Response answer = browse(path, language);
        String wrong = PagesFixture.notAn404Page(path, answer);
        String body = answer.asString();
        if (wrong != null) {
            return wrong;
        }
        if (!body.contains(sentence)) {
            return path + " did not say '" + sentence + "'";
        }
        if (!body.contains("href=\"/t/" + fixture.id + "/standings\"")) {
            return path + " answered a page without the event's tabs";
        }
        return null;
    }

    private static void noSuchRound(List<String> paths) {
        List<String> faults = new ArrayList<>();
        for (String path : paths) {
            String fault = fault(path, "en", "There is no round");
            if (fault != null) {
                faults.add(fault);
            }
        }
        assertEquals(List.of(), faults);
    }

    @Test
    void aRoundNotWrittenInTheDigitsZeroToNineIsNoRound() {
        String round = "/t/" + fixture.id + "/round/";
        noSuchRound(List.of(round + "%EF%BC%91", round + "%D9%A5", round + "%D9%A1", round + "+1", round + "%2B1",
                round + "-1", round + "1e0", round + "0x1", round + "%201", round + "1%20", round + "1%E2%80%8B",
                round + "first"));
    }

    @Test
    void aRoundBeyondTheTournamentIsNoRound() {
        String round = "/t/" + fixture.id + "/round/";
        noSuchRound(List.of(round + "0", round + "00", round + "4", round + "2147483647", round + "2147483648",
                round + "9".repeat(400)));
    }

    @Test
    void leadingZerosAreTheRoundAsTheApiReadsThem() {
        Response page = browse("/t/" + fixture.id + "/round/01", "en");
        assertEquals(200, page.statusCode());
        assertTrue(page.asString().contains("Round 1: pairings and results"));
        assertEquals(200, browse("/t/" + fixture.id + "/round/3", "en").statusCode(), "a round configured, not paired");
    }

    @Test
    void standingsAfterARoundNotWrittenInTheDigitsOrBeyondTheTournamentAreNoRound() {
        String standings = "/t/" + fixture.id + "/standings?after=";
        noSuchRound(List.of(standings + "%EF%BC%91", standings + "%D9%A5", standings + "%2B1", standings + "-1",
                standings + "abc", standings + "4", standings + "99", standings + "9".repeat(400),
                standings + "1%E2%80%8B", standings + "%00"));
    }

    @Test
    void standingsAfterARoundOfTheTournamentAreGiven() {
        String standings = "/t/" + fixture.id + "/standings";
        assertTrue(browse(standings + "?after=1", "en").asString().contains("Standings after round 1"));
        assertTrue(browse(standings + "?after=01", "en").asString().contains("Standings after round 1"));
        assertTrue(browse(standings + "?after=%201", "en").asString().contains("Standings after round 1"),
                "spaces around a query's number, as the API strips them");
        assertEquals(200, browse(standings + "?after=0", "en").statusCode(), "before any round, as the API gives it");
        assertEquals(200, browse(standings + "?after=3", "en").statusCode(), "a round configured, not yet paired");
        assertEquals(200, browse(standings + "?after=", "en").statusCode(), "the default");
    }

    @Test
    void theNoSuchRoundPageIsInTheReadersLanguageAndCutsWhatItRepeats() {
        String korean = browse("/t/" + fixture.id + "/round/%EF%BC%91", "ko").then().statusCode(404)
                .header("Content-Language", "ko").extract().asString();
        assertTrue(korean.contains("없는 라운드입니다: １"), korean);
        String french = browse("/t/" + fixture.id + "/standings?after=99", "fr").then().statusCode(404).extract()
                .asString();
        assertTrue(french.contains("Il n&#39;y a pas de ronde 99"), french);
        String longRound = browse("/t/" + fixture.id + "/round/" + "9".repeat(400), "en").asString();
        assertTrue(longRound.contains("There is no round " + "9".repeat(80) + "… in"), "a long round is cut");
    }
}
