package dev.tengen.console;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.tengen.console.ConsoleBrowser.Device;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * A tied vote decided by the Technical Delegate (Incheon 2013 arbitration art. 3.6), in a real browser against the packaged
 * platform: the liaison convenes two of the three members, who vote one to one; the portal shows the tie and that the
 * decision is the Technical Delegate's, and offers the members no ruling (the platform refuses them, and a delegate
 * who is not this event's); the appointed Technical Delegate signs in and decides; the written notice names the tie
 * and his decision. The protest, the referees' rejection and the appeal form go through the API (CommitteePortalIT
 * covers their screens). Every step is a screenshot, desktop and phone, and passes axe-core.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TechnicalDelegateTieIT {

    private static final String PASSWORD = CommitteeScenario.PASSWORD;

    private RunningPlatform platform;
    private ConsoleBrowser browser;
    private String appealId;
    private String appealPath;

    @BeforeAll
    void start() throws Exception {
        com.microsoft.playwright.assertions.PlaywrightAssertions.setDefaultAssertionTimeout(20_000);
        platform = RunningPlatform.start();
        browser = new ConsoleBrowser();
        CommitteeScenario event = new CommitteeScenario(platform, "Incheon Team Cup");
        // the event's Technical Delegate holds the office by appointment alone; td-choi is a delegate of another event
        event.account("td-lim", "[]", "[]");
        event.account("td-choi", "[\"technical-delegate\"]", "[]");
        event.appoint(new PlatformApi(platform.base, RunningPlatform.DIRECTOR, RunningPlatform.PASSWORD), "td-lim",
                "technical-delegate", "Lim Chaeha", "KR");
        String eventId = event.eventId;
        int board = event.board;

        PlatformApi referee = new PlatformApi(platform.base, "ref-han", PASSWORD);
        String protestId = new PlatformApi(platform.base, "park", PASSWORD).post("/api/v1/protests", """
                {"tournamentId": "%s", "gameId": "%s", "round": 1, "board": %d, "complainant": "Park Junghwan",
                 "judgment": "The referee counted two black stones at R17 as dead"}"""
                .formatted(eventId, event.gameId, board)).getAsJsonObject().get("id").getAsString();
        referee.post("/api/v1/protests/" + protestId + "/decision",
                "{\"decision\": \"rejected\", \"referee\": \"Han Sangwoo\", \"reasons\": \"The stones have one eye.\"}");
        appealId = new PlatformApi(platform.base, "tanaka", PASSWORD).post("/api/v1/protests/" + protestId + "/appeal", """
                {"protestId": "%s", "writtenAt": "%s", "complainant": "Park Junghwan", "complainantSignature": "Park Junghwan",
                 "complainantNoc": "KOR", "teamOfficialSignature": "Coach Yang", "opponent": "%s", "opponentNoc": "KOR",
                 "witnesses": [], "location": "Hall A, board %d", "time": "15:40", "otherPeopleConcerned": "Referee Han",
                 "description": "The two stones at R17 live in seki; the referee counted them dead.",
                 "deposit": {"amount": 500, "currency": "USD", "paid": true}}"""
                .formatted(protestId, Instant.now(), event.opponent, board)).getAsJsonObject().get("id").getAsString();
        appealPath = "/events/" + eventId + "/arbitration/appeals/" + appealId;
    }

    @AfterAll
    void stop() throws Exception {
        browser.close();
        platform.close();
    }

    private Page signedIn(BrowserContext context, String user) {
        Page page = context.newPage();
        page.navigate(platform.base + "/admin/");
        ConsoleBrowser.signIn(page, user, PASSWORD);
        page.navigate(platform.base + "/admin" + appealPath);
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Appeal of Park Junghwan"))).isVisible();
        return page;
    }

    private static Locator button(Page page, String name) {
        return page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    private Locator tiePanel(Page page) {
        return page.getByRole(AriaRole.REGION, new Page.GetByRoleOptions().setName("Tied vote: referred to the Technical Delegate"));
    }

    @Test
    @Order(1)
    void twoMembersOfThreeMeetAndTheDelegateIsToldTheDecisionMayComeToHim() {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = signedIn(context, "tanaka");
            page.getByLabel("Wang Runan").uncheck();
            button(page, "Convene the committee").click();
            assertThat(page.getByText("2 of 3 members present")).isVisible();
            page.getByLabel("Uphold the referee’s judgment").check();
            page.getByLabel("Draft opinion").fill("The stones have one eye; the referee counted them right.");
            button(page, "Cast the vote").click();
            assertThat(page.getByText("Uphold 1, commute 0, overrule 0: 1 of 2 votes cast")).isVisible();
            assertThat(tiePanel(page)).isHidden();
            browser.step(page, desk, "tie-01-two-present-first-vote");
        }
        for (Device device : List.of(Device.DESKTOP, Device.PHONE)) {
            try (BrowserContext context = browser.context(device, "en-GB")) {
                Page page = signedIn(context, "td-lim");
                assertThat(page.getByText("The committee is deliberating")).isVisible();
                assertThat(page.getByText("The deliberation is private to the committee’s members until the ruling.")).isVisible();
                assertThat(button(page, "Record the Technical Delegate’s decision")).isHidden();
                browser.step(page, device, "tie-02-delegate-waits");
            }
        }
    }

    @Test
    @Order(2)
    void oneToOneIsATieTheMembersCannotDecide() throws Exception {
        for (Device device : List.of(Device.DESKTOP, Device.PHONE)) {
            try (BrowserContext context = browser.context(device, "en-GB")) {
                Page page = signedIn(context, "kim");
                if (device == Device.DESKTOP) {
                    page.getByLabel("Overrule it").check();
                    page.getByLabel("Draft opinion").fill("Seki: neither side can approach; the stones live.");
                    button(page, "Cast the vote").click();
                }
                assertThat(page.getByText("Uphold 1, commute 0, overrule 1: 2 of 2 votes cast")).isVisible();
                assertThat(page.getByText("Tied: the Technical Delegate decides")).isVisible();
                assertThat(tiePanel(page)).containsText("The decision is the Technical Delegate’s: Lim Chaeha.");
                assertThat(tiePanel(page)).containsText("The committee cannot record this ruling");
                assertThat(button(page, "Record the ruling")).isHidden();
                assertThat(button(page, "Record the Technical Delegate’s decision")).isHidden();
                browser.step(page, device, "tie-03-tied");
                ConsoleBrowser.assertFitsThePhone(page, device, "tie-03-tied");
            }
        }
        PlatformApi kim = new PlatformApi(platform.base, "kim", PASSWORD);
        String ruling = "/api/v1/appeals/" + appealId + "/ruling";
        assertEquals("422 vote-tied", kim.refusal("POST", ruling, "{\"reasons\": \"Tied.\"}"));
        assertEquals("403 technical-delegate-only", kim.refusal("POST", ruling,
                "{\"technicalDelegateDecision\": \"overrule\", \"reasons\": \"Tied.\"}"));
        assertEquals("403 not-the-technical-delegate", new PlatformApi(platform.base, "td-choi", PASSWORD)
                .refusal("POST", ruling, "{\"technicalDelegateDecision\": \"overrule\", \"reasons\": \"Tied.\"}"));
    }

    @Test
    @Order(3)
    void aDelegateOfAnotherEventIsToldWhoseDecisionItIs() {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = signedIn(context, "td-choi");
            assertThat(tiePanel(page)).containsText("Only this event’s Technical Delegate, Lim Chaeha, decides this tie.");
            assertThat(button(page, "Record the Technical Delegate’s decision")).isHidden();
            browser.step(page, desk, "tie-04-not-this-events-delegate");
        }
    }

    @Test
    @Order(4)
    void theAppointedDelegateDecidesAndTheNoticeNamesHisDecision() {
        try (BrowserContext context = browser.context(Device.PHONE, "en-GB")) {
            Page page = signedIn(context, "td-lim");
            assertThat(tiePanel(page).getByRole(AriaRole.HEADING, new Locator.GetByRoleOptions()
                    .setName("Your decision as Technical Delegate"))).isVisible();
            browser.step(page, Device.PHONE, "tie-05-delegate-decides");
        }
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = signedIn(context, "td-lim");
            Locator tie = tiePanel(page);
            tie.getByLabel("Uphold the referee’s judgment").check();
            tie.getByLabel("Reasons").fill("The stones at R17 have one eye and no seki: they are dead (Korean 2016 art. 7).");
            browser.step(page, desk, "tie-05-delegate-decides");
            button(page, "Record the Technical Delegate’s decision").click();
            assertThat(page.getByText("Ruled: judgment upheld")).isVisible();
            assertThat(page.getByText("By the Technical Delegate Lim Chaeha, on a tied vote.")).isVisible();
            assertThat(page.getByText("kept for the Organizing Committee")).isVisible();
            browser.step(page, desk, "tie-06-ruled");

            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("The written notice")).click();
            assertThat(page.getByText("Votes: 0 to overrule, 0 to commute, 1 to uphold")).isHidden();
            assertThat(page.getByText("Votes: 1 to overrule, 0 to commute, 1 to uphold, of 2 members present: tied,"
                    + " referred to the Technical Delegate.")).isVisible();
            assertThat(page.getByText("The Technical Delegate, Lim Chaeha, decided: judgment upheld.")).isVisible();
            browser.step(page, desk, "tie-07-notice");
        }
        try (BrowserContext context = browser.context(Device.PHONE, "en-GB")) {
            Page page = signedIn(context, "kim");
            assertThat(page.getByText("Ruled: judgment upheld")).isVisible();
            browser.step(page, Device.PHONE, "tie-06-ruled");
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("The written notice")).click();
            assertThat(page.getByText("The Technical Delegate, Lim Chaeha, decided: judgment upheld.")).isVisible();
            browser.step(page, Device.PHONE, "tie-07-notice");
            ConsoleBrowser.assertFitsThePhone(page, Device.PHONE, "tie-07-notice");
        }
    }
}
