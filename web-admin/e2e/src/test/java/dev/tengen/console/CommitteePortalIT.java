package dev.tengen.console;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static dev.tengen.console.ConsoleBrowser.button;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.Media;
import dev.tengen.console.ConsoleBrowser.Device;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * An appeal from protest to written notice (Incheon 2013 arbitration), in a real browser against the packaged platform: a player
 * protests and the referee rejects it (through the API: not these screens), the liaison receives the player's
 * appeal in the portal within the 15 minutes, the committee convenes, its three members vote in the portal (each
 * seeing the others' draft opinions) and rule 2-1 to overrule; the notice is printed. Then an auditor filters the
 * timeline and verifies the export, intact and then altered. Every step leaves a screenshot and passes axe-core.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class CommitteePortalIT {

    private static final String PASSWORD = CommitteeScenario.PASSWORD;

    private RunningPlatform platform;
    private ConsoleBrowser browser;
    private String eventId;
    private String gameId;
    private String protestId;
    private String appealPath;
    private Path export;

    @BeforeAll
    void start() throws Exception {
        com.microsoft.playwright.assertions.PlaywrightAssertions.setDefaultAssertionTimeout(20_000);
        platform = RunningPlatform.start();
        browser = new ConsoleBrowser();
        CommitteeScenario event = new CommitteeScenario(platform, "Incheon Cup");
        event.account("auditor-choi", "[\"auditor\"]", "[]");
        eventId = event.eventId;
        gameId = event.gameId;
        int board = event.board;

        PlatformApi referee = new PlatformApi(platform.base, "ref-han", PASSWORD);
        String[] moves = {"Q16", "D4", "Q3", "D16", "R5", "C10"};
        for (int i = 0; i < moves.length; i++) {
            referee.post("/api/v1/games/" + gameId + "/moves", "{\"color\": \"" + (i % 2 == 0 ? "black" : "white")
                    + "\", \"point\": \"" + moves[i] + "\"}");
        }
        PlatformApi player = new PlatformApi(platform.base, "park", PASSWORD);
        protestId = player.post("/api/v1/protests", """
                {"tournamentId": "%s", "gameId": "%s", "round": 1, "board": %d, "complainant": "Park Junghwan",
                 "judgment": "The referee let White's C10 stand after White's clock had run out"}"""
                .formatted(eventId, gameId, board)).getAsJsonObject().get("id").getAsString();
        referee.post("/api/v1/protests/" + protestId + "/decision",
                "{\"decision\": \"rejected\", \"referee\": \"Han Sangwoo\", \"reasons\": \"The flag had not fallen.\"}");
    }

    @AfterAll
    void stop() throws Exception {
        browser.close();
        platform.close();
    }

    private Page signedIn(BrowserContext context, String user, String path) {
        return ConsoleBrowser.signedIn(context, platform.base, user, PASSWORD, path);
    }

    @Test
    @Order(1)
    void theLiaisonReceivesTheAppealWithinTheFilingWindow() {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = signedIn(context, "tanaka", "/events/" + eventId + "/players");
            page.getByRole(AriaRole.NAVIGATION, new Page.GetByRoleOptions().setName("This event"))
                    .getByRole(AriaRole.LINK, new Locator.GetByRoleOptions().setName("Arbitration")).click();
            assertThat(page.getByText("Protest rejected: appeal window open")).isVisible();
            assertThat(page.getByRole(AriaRole.TIMER).first()).containsText("left");
            browser.step(page, desk, "committee-01-queue");

            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Receive an appeal")).click();
            assertThat(page.getByText("Still blank")).isVisible();
            page.getByLabel("Signature of complainant").fill("Park Junghwan");
            page.getByLabel("NOC of complainant").fill("KOR");
            page.getByLabel("Signature of team leader or coach").fill("Coach Yang");
            page.getByLabel("Name of opponent").fill("Lee Sedol");
            page.getByLabel("NOC of opponent").fill("KOR");
            page.getByLabel("Specific location").fill("Hall A, board 1");
            page.getByLabel("Time", new Page.GetByLabelOptions().setExact(true)).fill("10:01");
            page.getByLabel("Specific description of the appeal").fill(
                    "White's flag fell before C10; the referee let the move stand and the game go on.");
            page.getByLabel("Witness 1: name").fill("Cho Hunhyun");
            page.getByLabel("Witness 1: NOC").fill("KOR");
            page.getByLabel("The deposit has been paid").check();
            assertThat(page.getByText("Still blank")).isHidden();
            browser.step(page, desk, "committee-02-appeal-form");
            button(page, "Receive the appeal").click();
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Appeal of Park Junghwan"))).isVisible();
            appealPath = page.url().substring(page.url().indexOf("/admin/") + "/admin".length());
            assertThat(page.getByText("Valid: received at")).isVisible();
            assertThat(page.getByRole(AriaRole.TIMER)).containsText("left");
        }
    }

    @Test
    @Order(2)
    void theCommitteeConvenesAndTheLiaisonVotesToUphold() throws Exception {
        String appealId = appealPath.substring(appealPath.lastIndexOf('/') + 1);
        new PlatformApi(platform.base, "ref-han", PASSWORD).post("/api/v1/appeals/" + appealId + "/referee-report",
                "{\"referee\": \"Han Sangwoo\", \"report\": \"White's clock showed 0:02 when C10 was played; the flag had not fallen.\"}");
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = signedIn(context, "tanaka", appealPath);
            assertThat(page.getByText("the flag had not fallen.")).isVisible();
            assertThat(page.locator("tr.disputed")).containsText("C10");
            button(page, "Convene the committee").click();
            assertThat(page.getByText("3 of 3 members present")).isVisible();
            page.getByLabel("Uphold the referee’s judgment").check();
            page.getByLabel("Draft opinion").fill("The referee read the clock at the time; I keep the judgment.");
            button(page, "Cast the vote").click();
            assertThat(page.getByRole(AriaRole.CELL, new Page.GetByRoleOptions().setName("Tanaka Hiroshi"))).isVisible();
            browser.step(page, desk, "committee-03-evidence-and-first-vote");
        }
    }

    @Test
    @Order(3)
    void twoMembersOverruleAndTheCommitteeRulesTwoToOne() {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = signedIn(context, "kim", appealPath);
            assertThat(page.getByText("The referee read the clock at the time")).isVisible();
            page.getByLabel("Overrule it").check();
            page.getByLabel("Draft opinion").fill("The clock's log shows the flag fell before C10.");
            button(page, "Cast the vote").click();
            assertThat(page.getByText("Uphold 1, commute 0, overrule 1: 2 of 3 votes cast")).isVisible();
        }
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = signedIn(context, "wang", appealPath);
            page.getByLabel("Overrule it").check();
            button(page, "Cast the vote").click();
            assertThat(page.getByText("Majority: judgment overruled.")).isVisible();
            page.getByLabel("Reasons").fill("White's time had run out before C10 (Incheon 2013 code): the game is lost on time.");
            page.getByLabel("Result of the game").selectOption("black-wins");
            page.getByLabel("Result as written (SGF)").fill("B+T");
            browser.step(page, desk, "committee-04-majority-ruling");
            button(page, "Record the ruling").click();
            assertThat(page.getByText("Ruled: judgment overruled")).isVisible();
            assertThat(page.getByText("returned to the complainant")).isVisible();
            browser.step(page, desk, "committee-05-ruled");

            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("The written notice")).click();
            assertThat(page.getByText("Votes: 2 to overrule, 0 to commute, 1 to uphold, of 3 members present.")).isVisible();
            assertThat(page.getByText("the deposit of USD 500 is returned")).isVisible();
            browser.step(page, desk, "committee-06-notice");
            page.emulateMedia(new Page.EmulateMediaOptions().setMedia(Media.PRINT));
            assertThat(button(page, "Print the notice")).isHidden();
            ConsoleBrowser.shoot(page, desk, "committee-07-notice-print");
        }
    }

    @Test
    @Order(4)
    void theCommitteeScreensFitAPhone() {
        Device phone = Device.PHONE;
        try (BrowserContext context = browser.context(phone, "en-GB")) {
            Page page = signedIn(context, "tanaka", "/events/" + eventId + "/arbitration");
            assertThat(page.getByText("Appeal ruled")).isVisible();
            browser.step(page, phone, "committee-01-queue");
            page.navigate(platform.base + "/admin" + appealPath);
            assertThat(page.getByText("Ruled: judgment overruled")).isVisible();
            browser.step(page, phone, "committee-05-ruled");
            ConsoleBrowser.assertFitsThePhone(page, phone, "committee-05-ruled");
        }
    }

    @Test
    @Order(5)
    void anAuditorFiltersTheTimelineAndVerifiesTheExport() throws Exception {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = signedIn(context, "auditor-choi", "/events/" + eventId + "/audit");
            assertThat(page.getByText("Installation key (SHA-256)")).isVisible();
            page.getByLabel("Kind").selectOption("VoteCast");
            button(page, "Show").click();
            assertThat(page.getByText("3 of 3 events")).isVisible();
            // each vote in words, its kind named, the member's opinion as written
            Locator votes = page.locator("table.timeline tbody tr");
            assertThat(votes.first().locator("td").nth(3)).hasText("Vote cast");
            assertThat(votes.first().locator("td.summary")).containsText("tanaka votes that the referees' decision be upheld.");
            assertThat(votes.nth(1).locator("td.summary")).containsText("kim votes that the referees' decision be overruled.");
            browser.step(page, desk, "auditor-01-timeline-votes");

            button(page, "Prepare the export").click();
            Download download = page.waitForDownload(() ->
                    page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Download the export")).click());
            export = Files.createTempFile("audit-", ".ndjson");
            download.saveAs(export);
            page.getByLabel("Export file (.ndjson)").setInputFiles(export);
            button(page, "Verify").click();
            assertThat(page.getByText("intact")).isVisible();
            assertThat(page.getByText("It is this installation’s key")).isVisible();
            browser.step(page, desk, "auditor-02-verified");

            List<String> lines = Files.readAllLines(export);
            int vote = 0;
            while (!lines.get(vote).contains("\"type\":\"VoteCast\"")) {
                vote++;
            }
            // the liaison's vote, turned from uphold to overrule after the fact
            String turned = lines.get(vote).replace("UPHOLD", "OVERRULE").replace("uphold", "overrule");
            assertTrue(!turned.equals(lines.get(vote)), "the vote line names its decision: " + lines.get(vote));
            lines.set(vote, turned);
            Path altered = Files.createTempFile("audit-altered-", ".ndjson");
            Files.write(altered, lines);
            page.getByLabel("Export file (.ndjson)").setInputFiles(altered);
            button(page, "Verify").click();
            assertThat(page.getByText("line " + (vote + 1) + ": a line was changed")).isVisible();
            browser.step(page, desk, "auditor-03-altered");
        }
        Device phone = Device.PHONE;
        try (BrowserContext context = browser.context(phone, "en-GB")) {
            Page page = signedIn(context, "auditor-choi", "/events/" + eventId + "/audit");
            assertThat(page.getByText("Installation key (SHA-256)")).isVisible();
            assertThat(page.getByRole(AriaRole.TABLE)).isVisible(); // the timeline, the screen's one table
            browser.step(page, phone, "auditor-01-timeline");
            // the first event's kind and what it says, on the screen; nothing to scroll sideways
            Locator first = page.locator("table.timeline tbody tr").first();
            ConsoleBrowser.assertFitsThePhone(page, phone, "auditor-01-timeline", first.locator("td").nth(3), first.locator("td.summary"));
        }
    }
}
