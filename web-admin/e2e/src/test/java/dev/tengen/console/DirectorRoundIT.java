package dev.tengen.console;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Route;
import com.microsoft.playwright.options.AriaRole;
import dev.tengen.console.ConsoleBrowser.Device;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * A round of Toulouse 2024 run from the console, in a real browser against the packaged platform: pair round 1, swap
 * two players with a reason, publish, correct the published pairing, print the pairing list and the slips (PDF),
 * watch the round in play update from the event stream, enter every result through the grid (a conflicting entry
 * flagged, then corrected with its reason), read the standings, download the games and close the event. Every step
 * leaves a screenshot (desktop and phone) and passes axe-core. The event and its players are set up over the API.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DirectorRoundIT {

    private static final Path TOULOUSE = Path.of("src/test/resources/Toulouse2024.xml");
    private static final int BOARDS = 19; // 38 players
    private static final Pattern ID = Pattern.compile("\"tournamentId\"\\s*:\\s*\"([^\"]+)\"");

    private RunningPlatform platform;
    private ConsoleBrowser browser;
    private String id;

    @BeforeAll
    void start() throws Exception {
        com.microsoft.playwright.assertions.PlaywrightAssertions.setDefaultAssertionTimeout(20_000);
        platform = RunningPlatform.start();
        browser = new ConsoleBrowser();
        Matcher created = ID.matcher(api("POST", "/api/v1/tournaments", "{\"name\": \"Toulouse 2024\"}", "application/json"));
        assertTrue(created.find(), "the event is created");
        id = created.group(1);
        api("PUT", "/api/v1/tournaments/" + id + "/configuration", """
                {"ruleSet": "korean-2016", "boardSize": 19, "rounds": 6, "pairingSystem": "mcmahon",
                 "pairingParameters": {"bar": "2k", "floor": "20k"}}""", "application/json");
        api("POST", "/api/v1/tournaments/" + id + "/players/opengotha", Files.readString(TOULOUSE), "application/xml");
    }

    @AfterAll
    void stop() throws Exception {
        browser.close();
        platform.close();
    }

    /** A call as the director over HTTP Basic, as a script would; a refusal fails the test with the platform's sentence. */
    private String api(String method, String path, String body, String type) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(platform.base + path))
                .header("Authorization", "Basic " + Base64.getEncoder().encodeToString(
                        (RunningPlatform.DIRECTOR + ":" + RunningPlatform.PASSWORD).getBytes()))
                .header("Accept", "application/json");
        if (body != null) {
            request.header("Content-Type", type).header("Idempotency-Key", UUID.randomUUID().toString());
        }
        request.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        HttpResponse<String> response = HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(response.statusCode() < 300, method + " " + path + ": " + response.statusCode() + " " + response.body());
        return response.body();
    }

    /** The player ids of round 1's boards, board 1 first: {black, white} each. */
    private List<String[]> boards() throws Exception {
        String round = api("GET", "/api/v1/tournaments/" + id + "/rounds/1", null, null);
        Matcher game = Pattern.compile("\"board\":(\\d+),\"gameId\":\"[^\"]+\",\"black\":\"([^\"]+)\",\"white\":\"([^\"]+)\"").matcher(round);
        List<String[]> boards = new ArrayList<>();
        while (game.find()) {
            boards.add(new String[] {game.group(2), game.group(3)});
        }
        return boards;
    }

    @Test
    @Order(1)
    void theDirectorPairsPublishesCorrectsAndPrintsRoundOne() throws Exception {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = ConsoleBrowser.openSignedIn(context, platform.base + "/admin/events/" + id + "/pairing", "Toulouse 2024");
            assertThat(page.getByText("Round 1 is not paired yet.")).isVisible();
            browser.step(page, desk, "20-pairing-none");

            ConsoleBrowser.button(page, "Pair round 1").click();
            assertThat(page.getByText("Round 1 is paired: check it, then publish.")).isVisible();
            assertThat(page.getByText("Draft, not published · 19 boards, 0 byes")).isVisible();
            assertThat(page.locator("tr.group th").first()).containsText("Score group");
            browser.step(page, desk, "21-pairing-draft");

            List<String[]> before = boards();
            page.getByLabel("First player").selectOption(before.get(0)[1]);
            page.getByLabel("Second player").selectOption(before.get(1)[1]);
            page.locator("#swap-reason").fill("Club mates on board 1");
            ConsoleBrowser.button(page, "Swap").click();
            assertThat(page.getByText(Pattern.compile("are swapped\\."))).isVisible();
            List<String[]> swapped = boards();
            assertEquals(before.get(1)[1], swapped.get(0)[1], "board 1's White is board 2's");
            assertEquals(before.get(0)[1], swapped.get(1)[1], "board 2's White is board 1's");
            browser.step(page, desk, "22-pairing-swapped");

            ConsoleBrowser.button(page, "Publish round 1").click();
            assertThat(page.getByText("Round 1 is published; its games start.")).isVisible();
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Correct the published pairing"))).isVisible();

            page.getByLabel("First player").selectOption(swapped.get(2)[1]);
            page.getByLabel("Second player").selectOption(swapped.get(3)[1]);
            page.locator("#swap-reason").fill("Boards 3 and 4 read out wrong");
            ConsoleBrowser.button(page, "Swap").click();
            assertThat(page.getByText(Pattern.compile("are swapped\\."))).isVisible();
            assertTrue(api("GET", "/api/v1/tournaments/" + id + "/rounds", null, null).contains("\"corrections\":1"),
                    "the published round is corrected once");
            assertEquals(swapped.get(3)[1], boards().get(2)[1], "board 3's White is board 4's");
            browser.step(page, desk, "23-pairing-corrected");

            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Print the pairing by board")).click();
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Round 1: pairing by board"))).isVisible();
            assertThat(page.locator("table.sheet tr")).hasCount(BOARDS + 1);
            browser.step(page, desk, "24-print-by-board");
            assertTrue(new String(PrintedSheet.of(page, desk, "24-print-by-board-paper", false).pdf(), 0, 4).equals("%PDF"), "a PDF");

            page.navigate(platform.base + "/admin/events/" + id + "/print/by-name/1");
            assertThat(page.locator("table.sheet tr")).hasCount(2 * BOARDS + 1);
            browser.step(page, desk, "25-print-by-name");
            page.navigate(platform.base + "/admin/events/" + id + "/print/slips/1");
            assertThat(page.locator("section.slip")).hasCount(BOARDS);
            browser.step(page, desk, "26-print-slips");
            assertTrue(PrintedSheet.of(page, desk, "26-print-slips-paper", false).pdf().length > 1000, "the slips print");
        }
    }

    @Test
    @Order(2)
    void theRoundInPlayFollowsTheEventStreamAndTheGridTakesEveryResult() throws Exception {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = ConsoleBrowser.openSignedIn(context, platform.base + "/admin/events/" + id + "/now", "Toulouse 2024");
            assertThat(page.getByText("Live", new Page.GetByTextOptions().setExact(true))).isVisible();
            assertThat(page.locator(".tile.finished strong")).hasText("0");
            assertThat(page.getByText("Nothing awaits a decision.")).isVisible();
            // a referee's slip recorded elsewhere reaches the dashboard through the stream, without a reload
            api("PUT", "/api/v1/tournaments/" + id + "/rounds/1/boards/" + BOARDS + "/result", "{\"result\": \"B+R\"}", "application/json");
            assertThat(page.locator(".tile.finished strong")).hasText("1");
            browser.step(page, desk, "27-round-in-play");

            // the round's boards are held back while the director types: nothing typed before they show is lost
            List<Route> held = new ArrayList<>();
            page.route("**/api/v1/tournaments/" + id + "/rounds/1", held::add);
            page.navigate(platform.base + "/admin/events/" + id + "/results/1");
            Locator entry = page.getByLabel("Board and result");
            entry.focus();
            for (int board = 1; board < BOARDS; board++) {
                String result = board == 3 ? "bl" : board == 5 ? "?" : board % 2 == 0 ? "w" : "b";
                page.keyboard().type(board + result);
                page.keyboard().press("Enter");
            }
            assertThat(page.getByText("Loading the round: " + (BOARDS - 1) + " typed entries are sent once it is shown.")).isVisible();
            assertFalse(held.isEmpty(), "the round's boards were asked for");
            page.unroute("**/api/v1/tournaments/" + id + "/rounds/1");
            held.forEach(Route::resume);
            assertThat(page.getByText(BOARDS + " of " + BOARDS + " boards have their result")).isVisible();
            assertThat(page.locator("#board-3 td.result")).hasText("0-0");
            assertThat(page.locator("#board-5 td.result")).hasText("?");

            page.keyboard().type("1w");
            page.keyboard().press("Enter");
            assertThat(page.locator("#board-1")).hasClass(Pattern.compile("flagged"));
            assertThat(page.locator("#board-1")).containsText("Board 1: w is not recorded.");
            assertThat(page.locator("#board-1 td.result")).hasText("B+");
            page.keyboard().type("40b");
            page.keyboard().press("Enter");
            assertThat(page.getByText("There is no board 40 in this round.")).isVisible();
            browser.step(page, desk, "28-results-conflict");

            ConsoleBrowser.button(page, "Correct the result of board 1").click();
            page.getByLabel("Corrected result of board 1").fill("W+R");
            page.locator("#correct-reason").fill("The slip was read upside down");
            ConsoleBrowser.button(page, "Record the correction").click();
            assertThat(page.locator("#board-1 td.result")).hasText("W+R");
            browser.step(page, desk, "29-results-corrected");
        }
    }

    @Test
    @Order(3)
    void theStandingsShowEveryCriterionAndTheEventCloses() throws Exception {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = ConsoleBrowser.openSignedIn(context, platform.base + "/admin/events/" + id + "/standings/1", "Toulouse 2024");
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Standings after round 1"))).isVisible();
            assertThat(page.locator("table.standings tbody tr")).hasCount(38);
            assertTrue(page.locator("table.standings thead th").count() > 5, "a column per criterion");
            browser.step(page, desk, "30-standings");

            Download zip = page.waitForDownload(() -> page.getByRole(AriaRole.LINK,
                    new Page.GetByRoleOptions().setName("Every game as SGF (games.zip)")).click());
            byte[] bytes = Files.readAllBytes(zip.path());
            assertEquals("PK", new String(bytes, 0, 2), "a zip file");

            // the federation files: each checked, its findings shown, then offered for download
            ConsoleBrowser.button(page, "Check: EGD results (h9)").click();
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("EGD results (h9)"))).isVisible();
            assertThat(page.getByText("no EGD PIN", new Page.GetByTextOptions().setExact(false)).first()).isVisible();
            browser.step(page, desk, "30b-federation-check");
            ConsoleBrowser.button(page, "Check: Player list (OpenGotha CSV)").click();
            assertThat(page.getByText("Nothing the federation would refuse.")).isVisible();
            Download csv = page.waitForDownload(() -> page.getByRole(AriaRole.LINK,
                    new Page.GetByRoleOptions().setName("Download the file")).click());
            assertTrue(Files.readString(csv.path()).startsWith("\nName;FirstName;Rank;Country;Club;\n"), "OpenGotha's CSV");

            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Print the wall standings")).click();
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Standings after round 1"))).isVisible();
            browser.step(page, desk, "31-print-standings");
            assertEquals("%PDF", new String(PrintedSheet.of(page, desk, "31-print-standings-paper", false).pdf(), 0, 4));

            page.navigate(platform.base + "/admin/events/" + id + "/standings/1");
            ConsoleBrowser.button(page, "Close the event…").click();
            ConsoleBrowser.button(page, "Close the event").click();
            assertThat(page.getByText("The event is closed.")).isVisible();
            browser.step(page, desk, "32-closed");
        }
    }

    @Test
    @Order(4)
    void everyRoundScreenReadsOnAPhone() {
        Device phone = Device.PHONE;
        try (BrowserContext context = browser.context(phone, "en-GB")) {
            Page page = ConsoleBrowser.openSignedIn(context, platform.base + "/admin/events/" + id + "/pairing/1", "Toulouse 2024");
            String[][] screens = {{"pairing/1", "21-pairing"}, {"results/1", "28-results"}, {"now/1", "27-round-in-play"},
                    {"standings/1", "30-standings"}, {"print/slips/1", "26-print-slips"}};
            for (String[] screen : screens) {
                page.navigate(platform.base + "/admin/events/" + id + "/" + screen[0]);
                assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Toulouse 2024").setLevel(1))).isVisible();
                page.locator("section.screen h2").first().waitFor();
                browser.step(page, phone, screen[1]);
            }
        }
    }

    @Test
    @Order(5)
    void onAPhoneEveryBoardIsReadWithoutScrollingSideways() {
        Device phone = Device.PHONE;
        try (BrowserContext context = browser.context(phone, "en-GB")) {
            String event = platform.base + "/admin/events/" + id;
            Page page = ConsoleBrowser.openSignedIn(context, event + "/pairing/1", "Toulouse 2024");
            // board 1 of round 1: EVAIN Andéol White, W+R after the correction
            assertAll(() -> {
                Locator white = page.locator("table.pairing tbody tr:has(td)").first().locator("td:has(span.name)").nth(1);
                assertThat(white).containsText("EVAIN Andéol");
                ConsoleBrowser.assertFitsThePhone(page, phone, "21-pairing", white, white.locator("span.rank"),
                        ConsoleBrowser.button(page, "Why this pairing: board 1"));
            }, () -> {
                page.navigate(event + "/results/1");
                Locator white = page.locator("#board-1 td").nth(3);
                assertThat(page.locator("#board-1 td.result")).hasText("W+R");
                assertThat(white).containsText("EVAIN Andéol");
                ConsoleBrowser.assertFitsThePhone(page, phone, "28-results", page.locator("#board-1 td.result"), white,
                        white.locator("span.rank"), ConsoleBrowser.button(page, "Correct the result of board 1"));
            }, () -> {
                page.navigate(event + "/now/1");
                Locator board = page.locator("table.boards tbody tr").first();
                assertThat(board.locator("td").nth(2)).hasText("EVAIN Andéol");
                assertThat(board.locator("td").nth(3)).hasText("W+R");
                ConsoleBrowser.assertFitsThePhone(page, phone, "27-round-in-play", board.locator("td").nth(2),
                        board.locator("td").nth(3));
            });
        }
    }
}
