package dev.tengen.console;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.tengen.console.ConsoleBrowser.Device;
import dev.tengen.console.ToulouseFile.Game;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The whole of Toulouse 2024 run in the console, in a real browser against the packaged platform, with the director's
 * own pairings kept: sign in, create the McMahon event with the file's parameters, import its players, pair round 1
 * and edit the draft on the pairing screen (swaps and a board set by hand, each with a reason) until it is the
 * pairing the Toulouse director played, publish it, print the pairing list; for rounds 2 to 6, mark the file's absent
 * players on the check-in screen, enter the director's pairing through the API's hand pairing ({@code PUT .../pairing}
 * with {@code replace}: the pairing screen's edits are exercised on round 1, and 18 more rounds of swaps would only
 * make the test slower) and publish it on the pairing screen; every result of the 105 games typed into the results
 * grid (board number, then {@code b} or {@code w}). The standings screen after rounds 1, 3 and 6 must show OpenGotha
 * 3.52.03's own places and criteria values for every player (Toulouse2024.standings.json, never numbers Tengen
 * computed). Then the crosstable is printed. Every step leaves a screenshot (desktop and phone) and passes axe-core.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DirectorWholeEventIT {

    private static final int PLAYERS = 38;
    private static final List<String> CRITERIA = List.of("MMS", "SOSM", "SOSOSM");

    private RunningPlatform platform;
    private ConsoleBrowser browser;
    private PlatformApi api;
    private ToulouseFile file;
    private String id;
    /** OpenGotha's key of each player to the platform's player id, and the id to the name the console shows. */
    private final Map<String, String> ids = new HashMap<>();
    private final Map<String, String> names = new HashMap<>();

    @BeforeAll
    void start() throws Exception {
        // a shared 2-core machine under load answers a write in seconds at times; the console is not judged on that here
        com.microsoft.playwright.assertions.PlaywrightAssertions.setDefaultAssertionTimeout(20_000);
        platform = RunningPlatform.start();
        browser = new ConsoleBrowser();
        api = new PlatformApi(platform.base, RunningPlatform.DIRECTOR, RunningPlatform.PASSWORD);
        file = new ToulouseFile();
    }

    @AfterAll
    void stop() throws Exception {
        browser.close();
        platform.close();
    }

    @Test
    @Order(1)
    void theDirectorCreatesTheEventWithToulousesParametersAndImportsItsPlayers() throws Exception {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = context.newPage();
            page.navigate(platform.base + "/admin/");
            ConsoleBrowser.signIn(page, RunningPlatform.DIRECTOR, RunningPlatform.PASSWORD);
            page.getByLabel("Event name").fill("Toulouse 2024");
            ConsoleBrowser.button(page, "Create the event").click();
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Rules and pairing"))).isVisible();
            id = page.url().replaceAll(".*/events/([^/]+)/settings.*", "$1");

            // the file's own parameters: McMahon, 6 rounds, bar 2K, floor 20K, zero 30K, placed by MMS, SOSM, SOSOSM
            page.getByLabel("Rounds").fill("6");
            page.getByLabel("McMahon bar").fill("2k");
            page.getByLabel("McMahon floor").fill("20k");
            page.getByLabel("Rank starting at 0").fill("30k");
            page.getByLabel("Placement criteria, in order").fill(String.join(", ", CRITERIA));
            assertThat(page.getByText("placed by MMS, SOSM, SOSOSM")).isVisible();
            ConsoleBrowser.button(page, "Save the settings").click();
            assertThat(page.getByText("Saved.")).isVisible();
            browser.step(page, desk, "40-event-settings");

            page.navigate(platform.base + "/admin/events/" + id + "/import");
            page.getByLabel("OpenGotha tournament file (.xml)", new Page.GetByLabelOptions().setExact(true)).setInputFiles(ToulouseFile.XML);
            ConsoleBrowser.button(page, "Import " + PLAYERS + " players").click();
            assertThat(page.getByText(PLAYERS + " players registered.")).isVisible();
            browser.step(page, desk, "41-event-imported");
        }
        for (JsonElement player : api.get("/api/v1/tournaments/" + id).getAsJsonObject().getAsJsonArray("players")) {
            String name = player.getAsJsonObject().get("name").getAsString();
            String playerId = player.getAsJsonObject().get("id").getAsString();
            ids.put(ToulouseFile.key(name), playerId);
            names.put(playerId, name);
        }
        assertEquals(PLAYERS, ids.size(), "every player of the file, each under its own key");
    }

    @Test
    @Order(2)
    void roundOneIsPairedThenEditedOnThePairingScreenUntilItIsTheDirectorsThenPublishedAndPrinted() throws Exception {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = ConsoleBrowser.openSignedIn(context, platform.base + "/admin/events/" + id + "/pairing/1", "Toulouse 2024");
            ConsoleBrowser.button(page, "Pair round 1").click();
            assertThat(page.getByText("Round 1 is paired: check it, then publish.")).isVisible();
            browser.step(page, desk, "42-round1-engine-draft");

            // the seats of the draft, then one swap per seat that does not hold the director's player yet
            Map<String, String> seats = new HashMap<>();
            for (Game g : draft(1)) {
                seats.put(g.board() + "b", g.black());
                seats.put(g.board() + "w", g.white());
            }
            int swaps = 0;
            for (Game wanted : file.round(1)) {
                for (String colour : List.of("b", "w")) {
                    String seat = wanted.board() + colour;
                    String player = ids.get(colour.equals("b") ? wanted.black() : wanted.white());
                    String sitting = seats.get(seat);
                    if (sitting.equals(player)) {
                        continue;
                    }
                    String other = seats.entrySet().stream().filter(e -> e.getValue().equals(player)).findFirst().orElseThrow().getKey();
                    page.getByLabel("First player").selectOption(sitting);
                    page.getByLabel("Second player").selectOption(player);
                    page.locator("#swap-reason").fill("The pairing Toulouse 2024's director played");
                    ConsoleBrowser.button(page, "Swap").click();
                    seats.put(seat, player);
                    seats.put(other, sitting);
                    assertThat(seatCell(page, wanted.board(), colour)).hasText(names.get(player));
                    swaps++;
                }
            }
            assertTrue(swaps >= 2, "the director swapped players on the draft (" + swaps + " swaps)");
            browser.step(page, desk, "43-round1-swapped");

            for (Game wanted : file.round(1)) {
                if (wanted.handicap() != 0) {
                    page.locator("#set-board").fill(String.valueOf(wanted.board()));
                    page.locator("#set-handicap").fill(String.valueOf(wanted.handicap()));
                    page.locator("#set-reason").fill("Handicap as the director set it");
                    ConsoleBrowser.button(page, "Set the board").click();
                    assertThat(page.getByText("Board " + wanted.board() + " is set.")).isVisible();
                }
            }
            assertEquals(asPaired(file.round(1)), asPaired(draft(1)), "the draft is the director's pairing of round 1");
            browser.step(page, desk, "44-round1-directors-pairing");

            ConsoleBrowser.button(page, "Publish round 1").click();
            assertThat(page.getByText("Round 1 is published; its games start.")).isVisible();

            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Print the pairing by board")).click();
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Round 1: pairing by board"))).isVisible();
            assertThat(page.locator("table.sheet tbody tr")).hasCount(file.round(1).size());
            browser.step(page, desk, "45-round1-print-by-board");
            assertEquals("%PDF", new String(PrintedSheet.of(page, desk, "45-round1-print-by-board-paper", false).pdf(), 0, 4));
        }
    }

    @Test
    @Order(3)
    void everyResultIsTypedIntoTheGridAndTheStandingsAreOpenGothasAfterRoundsOneThreeAndSix() throws Exception {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = ConsoleBrowser.openSignedIn(context, platform.base + "/admin/events/" + id + "/results/1", "Toulouse 2024");
            for (int round = 1; round <= ToulouseFile.ROUNDS; round++) {
                if (round > 1) {
                    markAbsent(page, round);
                    api.send("PUT", "/api/v1/tournaments/" + id + "/rounds/" + round + "/pairing", handPairing(round));
                    page.navigate(platform.base + "/admin/events/" + id + "/pairing/" + round);
                    ConsoleBrowser.button(page, "Publish round " + round).click();
                    assertThat(page.getByText("Round " + round + " is published; its games start.")).isVisible();
                    assertEquals(asPaired(file.round(round)), asPaired(draft(round)), "round " + round + " as the director paired it");
                }
                enterResults(page, round);
                if (round == 1 || round == 3 || round == ToulouseFile.ROUNDS) {
                    assertStandingsAreOpenGothas(page, round);
                    browser.step(page, desk, "48-standings-after-round" + round);
                }
            }
        }
    }

    /** The roll call of the round: the file's absent players marked absent, one button each. */
    private void markAbsent(Page page, int round) {
        page.navigate(platform.base + "/admin/events/" + id + "/check-in/" + round);
        List<String> absent = file.absent(round);
        for (String key : absent) {
            ConsoleBrowser.button(page, names.get(ids.get(key)) + " is absent").click();
            assertThat(ConsoleBrowser.button(page, names.get(ids.get(key)) + " is absent")).hasAttribute("aria-pressed", "true");
        }
        assertThat(page.getByText("0 present, " + absent.size() + " absent, " + (PLAYERS - absent.size()) + " not checked in")).isVisible();
        if (round == ToulouseFile.ROUNDS) {
            browser.step(page, Device.DESKTOP, "46-check-in-round" + round);
        }
    }

    /** Each board typed as the director types a slip: the board number, b or w, Enter. */
    private void enterResults(Page page, int round) throws Exception {
        page.navigate(platform.base + "/admin/events/" + id + "/results/" + round);
        List<Game> games = file.round(round);
        assertThat(page.locator("table.results tbody tr")).hasCount(games.size());
        page.getByLabel("Board and result").focus();
        for (Game game : games) {
            page.keyboard().type(game.board() + game.winner());
            page.keyboard().press("Enter");
        }
        assertThat(page.getByText(games.size() + " of " + games.size() + " boards have their result")).isVisible();
        if (round == 1 || round == ToulouseFile.ROUNDS) {
            browser.step(page, Device.DESKTOP, "47-results-round" + round);
        }
        // the standings are a read model: wait until it has every result of the round
        String path = "/api/v1/tournaments/" + id + "/rounds/" + round + "/pairings";
        PlatformApi.await("round " + round + "'s results in the read models", () -> {
            try {
                return !api.get(path).toString().contains("\"PENDING\"");
            } catch (Exception notYet) {
                throw new IllegalStateException(notYet);
            }
        });
    }

    /** The standings screen after the round, read as the director reads it, against OpenGotha's own numbers. */
    private void assertStandingsAreOpenGothas(Page page, int round) throws Exception {
        page.navigate(platform.base + "/admin/events/" + id + "/standings/" + round);
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Standings after round " + round))).isVisible();
        assertThat(page.locator("table.standings tbody tr")).hasCount(PLAYERS);
        @SuppressWarnings("unchecked")
        List<List<String>> rows = (List<List<String>>) page.evaluate(
                "() => [...document.querySelectorAll('table.standings tr')].map(r => [...r.cells].map(c => c.textContent.trim()))");
        List<String> header = rows.getFirst();
        assertEquals(CRITERIA, header.subList(4, header.size()), "the criteria's columns");
        Map<String, String> shown = new TreeMap<>();
        for (List<String> row : rows.subList(1, rows.size())) {
            List<Double> values = row.subList(4, row.size()).stream().map(Double::valueOf).toList();
            shown.put(ToulouseFile.key(row.get(1)), Integer.parseInt(row.getFirst().replace("=", "")) + " " + values);
        }
        assertEquals(ToulouseFile.expected(round, CRITERIA), shown, "the standings after round " + round);
    }

    @Test
    @Order(4)
    void theCrosstablePrintsEveryPlayersRoundsInOpenGothasFormOnA4Landscape() throws Exception {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            // The standings' answer is held back until after the click: a director who clicks before it has come still
            // prints round 6's crosstable (the link once pointed at round 0 until the standings had loaded).
            context.route("**/api/v1/tournaments/*/standings*", unanswered -> { }); // left pending
            Page page = ConsoleBrowser.openSignedIn(context, platform.base + "/admin/events/" + id + "/standings/6", "Toulouse 2024");
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Print the crosstable")).click();
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Toulouse 2024: crosstable after round 6"))).isVisible();
            context.unroute("**/api/v1/tournaments/*/standings*");
            Locator rows = page.locator("table.crosstable tbody tr");
            assertThat(rows).hasCount(PLAYERS);
            @SuppressWarnings("unchecked")
            List<List<String>> lines = (List<List<String>>) page.evaluate(
                    "() => [...document.querySelectorAll('table.crosstable tbody tr')].map(r => [r.querySelector('.name').textContent.trim(),"
                    + " ...[...r.querySelectorAll('td.round')].map(c => c.textContent.trim())])");
            Map<String, List<String>> shown = new TreeMap<>();
            lines.forEach(line -> shown.put(ToulouseFile.key(line.getFirst()), line.subList(1, line.size())));
            assertEquals(ToulouseFile.expectedCrosstable(ToulouseFile.ROUNDS), shown, "every player's rounds as OpenGotha writes them");
            browser.step(page, desk, "49-print-crosstable");

            PrintedSheet paper = PrintedSheet.of(page, desk, "49-print-crosstable-paper", true);
            assertTrue(paper.landscape(), "A4 landscape: " + paper.mediaBox());
            assertTrue(paper.pages() >= 2, "38 players take two pages, got " + paper.pages());
            assertTrue(paper.headerRepeats(), "the table's header repeats on every printed page");
            assertTrue(paper.fitsWidth(), "the table fits the width of an A4 landscape page");
        }
    }

    @Test
    @Order(5)
    void everyStepReadsOnAPhone() {
        Device phone = Device.PHONE;
        try (BrowserContext context = browser.context(phone, "en-GB")) {
            Page page = ConsoleBrowser.openSignedIn(context, platform.base + "/admin/events/" + id + "/settings", "Toulouse 2024");
            String[][] screens = {{"settings", "40-event-settings"}, {"pairing/1", "44-round1-directors-pairing"},
                    {"print/by-board/1", "45-round1-print-by-board"}, {"check-in/6", "46-check-in-round6"},
                    {"results/6", "47-results-round6"}, {"standings/6", "48-standings-after-round6"},
                    {"print/crosstable/6", "49-print-crosstable"}};
            for (String[] screen : screens) {
                page.navigate(platform.base + "/admin/events/" + id + "/" + screen[0]);
                assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Toulouse 2024").setLevel(1))).isVisible();
                page.locator("main h2").first().waitFor();
                browser.step(page, phone, screen[1]);
            }
            page.navigate(platform.base + "/admin/events/" + id + "/pairing/1");
            ConsoleBrowser.assertFitsThePhone(page, phone, "44-round1-directors-pairing", seatCell(page, 1, "w"),
                    ConsoleBrowser.button(page, "Why this pairing: board 1"));
            page.navigate(platform.base + "/admin/events/" + id + "/print/by-board/1");
            Locator sheet = page.locator("table.sheet tbody tr").first().locator("td");
            ConsoleBrowser.assertFitsThePhone(page, phone, "45-round1-print-by-board", sheet.nth(2), sheet.nth(4));
            page.navigate(platform.base + "/admin/events/" + id + "/results/6");
            ConsoleBrowser.assertFitsThePhone(page, phone, "47-results-round6", page.locator("#board-1 td.result"),
                    page.locator("#board-1 td").nth(3), ConsoleBrowser.button(page, "Correct the result of board 1"));
        }
    }

    /** The name in a seat of the pairing table: {@code b} Black's cell, {@code w} White's, of the board's row. */
    private static Locator seatCell(Page page, int board, String colour) {
        // the seats are the row's cells holding a name, Black's first (a "Why?" cell sits between board and Black)
        return page.locator("xpath=(//table[contains(@class,'pairing')]//tr[td[1][normalize-space(.)='" + board + "']]"
                + "/td[span[@class='name']])[" + (colour.equals("b") ? 1 : 2) + "]/span[@class='name']");
    }

    /** The round as the platform holds it (a draft too: the director may read it), players by id. */
    private List<Game> draft(int round) throws Exception {
        List<Game> games = new ArrayList<>();
        for (JsonElement g : api.get("/api/v1/tournaments/" + id + "/rounds/" + round).getAsJsonObject().getAsJsonArray("games")) {
            var game = g.getAsJsonObject();
            games.add(new Game(round, game.get("board").getAsInt(), game.get("black").getAsString(), game.get("white").getAsString(),
                    game.get("handicap").getAsInt(), ""));
        }
        return games;
    }

    /** Boards as "board: black-white handicap", players by id, to compare the file's pairing with the platform's. */
    private List<String> asPaired(List<Game> games) {
        return games.stream().map(g -> g.board() + ": " + ids.getOrDefault(g.black(), g.black()) + "-"
                + ids.getOrDefault(g.white(), g.white()) + " " + g.handicap()).sorted().toList();
    }

    /** The body of the hand pairing: every board of the file's round, with its colours and handicap. */
    private String handPairing(int round) {
        StringBuilder changes = new StringBuilder();
        for (Game g : file.round(round)) {
            changes.append(changes.isEmpty() ? "" : ",").append("{\"board\":%d,\"black\":\"%s\",\"white\":\"%s\",\"handicap\":%d}"
                    .formatted(g.board(), ids.get(g.black()), ids.get(g.white()), g.handicap()));
        }
        return "{\"changes\":[" + changes + "],\"replace\":true,\"reason\":\"The pairing Toulouse 2024's director played\"}";
    }
}
