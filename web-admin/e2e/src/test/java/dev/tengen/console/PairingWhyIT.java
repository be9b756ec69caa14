package dev.tengen.console;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.tengen.console.ConsoleBrowser.Device;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * "Why this pairing" on the pairing screen, in a real browser against the packaged platform: Toulouse 2024's players
 * (a McMahon), round 1 played over the API (Black wins on odd boards, White on even ones), round 2 paired. The
 * director opens a board's criteria with the keyboard, then picks two players to swap and reads the swap weighed
 * before and after; the same on a phone. Screenshots of each step, axe-core on each.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PairingWhyIT {

    private static final Path TOULOUSE = Path.of("src/test/resources/Toulouse2024.xml");

    private RunningPlatform platform;
    private ConsoleBrowser browser;
    private PlatformApi api;
    private String id;

    @BeforeAll
    void start() throws Exception {
        com.microsoft.playwright.assertions.PlaywrightAssertions.setDefaultAssertionTimeout(20_000);
        platform = RunningPlatform.start();
        browser = new ConsoleBrowser();
        api = new PlatformApi(platform.base, RunningPlatform.DIRECTOR, RunningPlatform.PASSWORD);
        id = api.post("/api/v1/tournaments", "{\"name\": \"Toulouse 2024\"}").getAsJsonObject().get("tournamentId").getAsString();
        api.send("PUT", "/api/v1/tournaments/" + id + "/configuration", """
                {"ruleSet": "korean-2016", "boardSize": 19, "rounds": 6, "pairingSystem": "mcmahon",
                 "pairingParameters": {"bar": "2k", "floor": "20k"}}""");
        importPlayers();
        String round = "/api/v1/tournaments/" + id + "/rounds/";
        api.post(round + "1/pairing", null);
        api.post(round + "1/publish", null);
        JsonArray games = api.get(round + "1").getAsJsonObject().getAsJsonArray("games");
        for (JsonElement game : games) {
            int board = game.getAsJsonObject().get("board").getAsInt();
            api.send("PUT", round + "1/boards/" + board + "/result", "{\"result\": \"" + (board % 2 == 1 ? "B+R" : "W+R") + "\"}");
        }
        PlatformApi.await("round 2 paired", () -> {
            try {
                api.post(round + "2/pairing", null);
                return true;
            } catch (Exception notYet) {
                return false;
            }
        });
    }

    /** The OpenGotha file's players, imported as the director's console does. */
    private void importPlayers() throws Exception {
        HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create(platform.base + "/api/v1/tournaments/" + id + "/players/opengotha"))
                .header("Authorization", "Basic " + Base64.getEncoder().encodeToString(
                        (RunningPlatform.DIRECTOR + ":" + RunningPlatform.PASSWORD).getBytes()))
                .header("Content-Type", "application/xml").header("Accept", "application/json")
                .header("Idempotency-Key", UUID.randomUUID().toString())
                .POST(HttpRequest.BodyPublishers.ofString(Files.readString(TOULOUSE))).build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(answer.statusCode() < 300, "import: " + answer.statusCode() + " " + answer.body());
    }

    @AfterAll
    void stop() throws Exception {
        browser.close();
        platform.close();
    }

    private Page pairingScreen(BrowserContext context) {
        Page page = context.newPage();
        page.navigate(platform.base + "/admin/events/" + id + "/pairing/2");
        page.getByLabel("User name").fill(RunningPlatform.DIRECTOR);
        page.getByLabel("Password").fill(RunningPlatform.PASSWORD);
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign in")).click();
        assertThat(page.getByText("Draft, not published", new Page.GetByTextOptions().setExact(false))).isVisible();
        return page;
    }

    private static Locator whyOf(Page page, int board) {
        return page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Why this pairing: board " + board).setExact(true));
    }

    @Test
    void theDirectorReadsWhyABoardIsPairedAndWeighsASwap() {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = pairingScreen(context);
            // keyboard only: focus the board's button and press Enter; the panel's heading takes the focus
            whyOf(page, 3).focus();
            page.keyboard().press("Enter");
            Locator heading = page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName(
                    java.util.regex.Pattern.compile("^Why board 3:")));
            assertThat(heading).isFocused();
            Locator lines = page.locator("ol.why-lines li");
            assertThat(lines).hasCount(6);
            assertThat(lines.first()).containsText("They have not met before.");
            assertThat(page.locator("ol.why-lines")).containsText("Colour balance");
            browser.step(page, desk, "22a-pairing-why");

            page.getByLabel("First player").selectOption(boardPlayer(page, 1));
            page.getByLabel("Second player").selectOption(boardPlayer(page, 2));
            assertThat(page.locator(".why-swap")).containsText("The engine");
            assertThat(page.locator(".why-swap tbody tr")).hasCount(6);
            page.locator(".why-swap").scrollIntoViewIfNeeded();
            browser.step(page, desk, "22b-pairing-why-swap");
        }
    }

    /** Board {@code board}'s Black, as the pairing table shows its id in the swap's list. */
    private String boardPlayer(Page page, int board) {
        try {
            return api.get("/api/v1/tournaments/" + id + "/rounds/2").getAsJsonObject().getAsJsonArray("games")
                    .get(board - 1).getAsJsonObject().get("black").getAsString();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void whyReadsOnAPhone() {
        Device phone = Device.PHONE;
        try (BrowserContext context = browser.context(phone, "en-GB")) {
            Page page = pairingScreen(context);
            whyOf(page, 2).click();
            assertThat(page.locator("ol.why-lines li")).hasCount(6);
            page.locator("section.why").scrollIntoViewIfNeeded();
            browser.step(page, phone, "22a-pairing-why");
            // the panel fits the phone's width: nothing to scroll sideways
            Object overflow = page.evaluate("() => document.querySelector('section.why').scrollWidth > document.querySelector('section.why').clientWidth");
            assertTrue(!Boolean.TRUE.equals(overflow), "the panel fits 390 px");
            // and the page too: board 2's White and its Why? on the screen, nothing to scroll sideways
            ConsoleBrowser.assertFitsThePhone(page, phone, "22a-pairing-why",
                    page.locator("table.pairing tbody tr:has(td)").nth(1).locator("td:has(span.name)").nth(1), whyOf(page, 2));
        }
    }
}
