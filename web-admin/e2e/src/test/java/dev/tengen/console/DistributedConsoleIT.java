package dev.tengen.console;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.tengen.console.ConsoleBrowser.Device;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The console of the distributed deployment at its one address, as an operator runs it: {@code scripts/run-distributed
 * --demo} behind the local ingress ({@link DistributedDeployment}). Each official signs in on Keycloak's page. The
 * demo's referee finds the demo's open boards at the referee's desk (served by the read models) and opens one (the
 * game service); the auditor reads the demo's timeline and verifies its signed export in the browser against the
 * installation's key (the read models' ledger), then finds a demo player's conduct record across tournaments (the
 * read models). Screenshots in target/screenshots/{desktop,phone}/distributed-*.png.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DistributedConsoleIT {

    /** scripts/lib/demo-load enters results on the first 10 of round 2's 20 boards and leaves the others in play. */
    private static final String ROUND_2_OPEN = "Round 2: 10 boards still open";

    private static DistributedDeployment deployment;
    private static ConsoleBrowser browser;

    @BeforeAll
    static void start() throws Exception {
        deployment = DistributedDeployment.start();
        browser = new ConsoleBrowser();
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.close();
        }
        if (deployment != null) {
            deployment.close();
        }
    }

    /**
     * Opens the console's {@code path} at the ingress, signs {@code user} in on Keycloak's page, and waits to be back on
     * that screen (the console asks Keycloak silently first, which has no session yet in a new context).
     */
    private static Page signedIn(BrowserContext context, Device device, String user, String path) {
        Page page = context.newPage();
        page.navigate(deployment.url + path);
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign in with your federation account"))
                .click();
        page.waitForURL(Pattern.compile(Pattern.quote(deployment.keycloakUrl) + "/realms/tengen/.*"));
        page.locator("#username").fill(user);
        page.locator("#password").fill(ReadModelsWithKeycloak.PASSWORD);
        page.locator("#kc-login").click();
        page.waitForURL(deployment.url + path);
        if (!device.mobile()) { // a phone keeps the account in its menu
            assertThat(page.getByText("Signed in as " + user)).isVisible();
        }
        return page;
    }

    @Test
    @Order(1)
    void theDemosRefereeFindsTheOpenBoardsAtTheDeskAndOpensOne() {
        for (Device device : new Device[] {Device.DESKTOP, Device.PHONE}) {
            try (BrowserContext context = browser.context(device, "en-GB")) {
                Page page = signedIn(context, device, "demo-referee-han", "/admin/");
                page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Referee's desk")).click();
                assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Referee's desk")
                        .setLevel(1))).isVisible();
                // the realm's referee sees every tournament not closed: the first demo loaded is this run's
                assertThat(page.getByText(ROUND_2_OPEN).first()).isVisible();
                browser.step(page, device, "distributed-01-referee-desk");

                Locator board11 = page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Board 11")
                        .setExact(true)).first();
                String players = page.locator("li.board-card").filter(new Locator.FilterOptions().setHas(board11))
                        .first().locator("p.players").textContent();
                board11.click();
                assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Round 2, board 11")
                        .setLevel(1))).isVisible();
                // the players by name, as the desk listed them (the game service knows their ids only)
                assertThat(page.locator("p.game-players")).hasText(players);
                browser.step(page, device, "distributed-02-referee-board");
            }
        }
    }

    @Test
    @Order(2)
    void theAuditorReadsTheTimelineAndVerifiesTheSignedExport() throws Exception {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            // the audit's own address, as an auditor keeps it: signed in, the console comes back to it
            Page page = signedIn(context, desk, "demo-auditor", "/admin/events/" + deployment.tournament + "/audit");
            assertThat(page.getByText("Installation key (SHA-256)")).isVisible();
            // a reload at the venue: signed in again silently while Keycloak's session lasts, on the same screen
            page.reload();
            assertThat(page.getByText("Installation key (SHA-256)")).isVisible();
            assertThat(page.getByText("Signed in as demo-auditor")).isVisible();
            page.getByLabel("Kind").selectOption("OfficialAppointed");
            ConsoleBrowser.button(page, "Show").click();
            assertThat(page.getByText("5 of 5 events")).isVisible(); // demo-load appoints five officials
            browser.step(page, desk, "distributed-03-auditor-timeline");

            ConsoleBrowser.button(page, "Prepare the export").click();
            Download download = page.waitForDownload(() ->
                    page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Download the export")).click());
            Path export = Files.createTempFile("distributed-audit-", ".ndjson");
            download.saveAs(export);
            page.getByLabel("Export file (.ndjson)").setInputFiles(export);
            ConsoleBrowser.button(page, "Verify").click();
            assertThat(page.getByText("intact")).isVisible();
            assertThat(page.getByText("It is this installation’s key")).isVisible();
            browser.step(page, desk, "distributed-04-auditor-verified");
        }
    }

    /** A person's conduct across tournaments, which the read models answer in this deployment: a demo player's. */
    @Test
    @Order(3)
    void theAuditorFindsADemoPlayersConductRecord() {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = signedIn(context, desk, "demo-auditor", "/admin/");
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Conduct records")).click();
            page.getByLabel("Name", new Page.GetByLabelOptions().setExact(true)).fill("anna  PARK"); // read as the registry reads names
            ConsoleBrowser.button(page, "Show the record").click();
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions()
                    .setName("Conduct record of anna  PARK"))).isVisible();
            browser.step(page, desk, "distributed-05-auditor-conduct");
            // registered in the demo's tournament (once for each demo the deployment's data holds), nothing decided
            assertThat(page.getByText(Pattern.compile(
                    "Tournaments: [1-9][0-9]* · warnings: 0 · penalties: 0 · decisions: 0 · bans standing: 0"))).isVisible();
            assertThat(page.getByRole(AriaRole.TABLE).first()).containsText("Tengen Demo Open");
            assertThat(page.getByRole(AriaRole.TABLE).first()).containsText("Anna Park");
        }
    }
}
