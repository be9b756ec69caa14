package dev.tengen.console;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.tengen.console.ConsoleBrowser.Device;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The referee's hands on the clock at the desk, in a real browser against the packaged platform: start, pause (a
 * break, Chinese 2002 art. 14) and resume (art. 22.1) with the article the platform cites, byoyomi periods counting
 * down, Ing's penalty points past the basic time (Ing 1991 art. 7 (1)), and late arrivals at the board, within the
 * Incheon 2013 code's 15 minutes (twice the lateness off the time, art. 2.2.2) and beyond them (the game lost).
 * The time systems are short (seconds) so that nothing waits long; a late arrival is set up by a clock the referee
 * started at the scheduled time minutes ago (the API's {@code at}). Each time shown is compared with the platform's
 * reading of the same clock (the engine's), never with a count of our own. Every step is a screenshot and passes
 * axe-core.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RefereeClockIT {

    private static final String REFEREE_PASSWORD = "referee-2026";

    private RunningPlatform platform;
    private ConsoleBrowser browser;
    private PlatformApi referee;
    private List<String> byoyomi;
    private List<String> ing;
    private List<String> late;

    @BeforeAll
    void start() throws Exception {
        com.microsoft.playwright.assertions.PlaywrightAssertions.setDefaultAssertionTimeout(20_000);
        platform = RunningPlatform.start();
        browser = new ConsoleBrowser();
        referee = new PlatformApi(platform.base, RunningPlatform.REFEREE, REFEREE_PASSWORD);
        byoyomi = roundOne("Byoyomi Cup", "korean-2016", "incheon-2013", 9,
                "{\"kind\": \"byoyomi\", \"basicTime\": \"PT3S\", \"periods\": 3, \"period\": \"PT10S\"}");
        ing = roundOne("Ing Cup", "ing-1991", "ing-1991", 19, "{\"kind\": \"ing-penalty-points\", \"basicTime\": \"PT20S\"}");
        late = roundOne("Lateness Cup", "korean-2016", "incheon-2013", 9,
                "{\"kind\": \"byoyomi\", \"basicTime\": \"PT1H\", \"periods\": 3, \"period\": \"PT30S\"}");
    }

    /** A round robin of four with the referee appointed, round 1 published: its two games' ids, board 1 first. */
    private List<String> roundOne(String name, String ruleSet, String code, int size, String timeControl) throws Exception {
        PlatformApi director = new PlatformApi(platform.base, RunningPlatform.DIRECTOR, RunningPlatform.PASSWORD);
        String base = "/api/v1/tournaments/" + director.post("/api/v1/tournaments", "{\"name\": \"" + name + "\"}")
                .getAsJsonObject().get("tournamentId").getAsString();
        director.send("PUT", base + "/configuration", """
                {"ruleSet": "%s", "competitionCode": "%s", "boardSize": %d, "rounds": 3, "pairingSystem": "round-robin",
                 "timeControl": %s}""".formatted(ruleSet, code, size, timeControl));
        director.post(base + "/officials", "{\"personId\": \"" + RunningPlatform.REFEREE
                + "\", \"role\": \"referee\", \"name\": \"Han Jiwon\", \"nationality\": \"KR\"}");
        for (String player : List.of("Lee Sedol", "Cho Hunhyun", "Kim Jiseok", "Park Junghwan")) {
            director.post(base + "/players", "{\"name\": \"" + player + "\", \"rank\": \"9p\", \"country\": \"KR\"}");
        }
        director.post(base + "/rounds/1/pairing", null);
        director.post(base + "/rounds/1/publish", null);
        List<String> games = new ArrayList<>(List.of("", ""));
        for (JsonElement g : director.get(base + "/rounds/1").getAsJsonObject().getAsJsonArray("games")) {
            JsonObject game = g.getAsJsonObject();
            games.set(game.get("board").getAsInt() - 1, game.get("gameId").getAsString());
        }
        return games;
    }

    @AfterAll
    void stop() throws Exception {
        browser.close();
        platform.close();
    }

    private Page desk(BrowserContext context, String gameId) {
        Page page = context.newPage();
        page.navigate(platform.base + "/admin/");
        page.getByLabel("User name").fill(RunningPlatform.REFEREE);
        page.getByLabel("Password").fill(REFEREE_PASSWORD);
        button(page, "Sign in").click();
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Referee's desk").setLevel(1))).isVisible();
        page.navigate(platform.base + "/admin/referee/games/" + gameId);
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Clock").setExact(true))).isVisible();
        return page;
    }

    private static Locator button(Page page, String name) {
        return page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    /** The platform's clock of the game, read now. */
    private JsonObject clock(String gameId) throws Exception {
        return referee.get("/api/v1/games/" + gameId).getAsJsonObject().getAsJsonObject("clock");
    }

    /**
     * Waits until {@code after} has passed on the game's clock since the platform started it (its {@code startedAt}).
     * The platform reads a clock at its last event (readAt); what it shows in between is the screen's own ticking,
     * so the test stops the clock (a pause) before comparing the screen with the platform.
     */
    private void awaitRunning(String gameId, Duration after) throws Exception {
        Instant until = Instant.parse(clock(gameId).get("startedAt").getAsString()).plus(after);
        long wait = Duration.between(Instant.now(), until).toMillis();
        assertTrue(wait < 30_000, "a short time system: " + wait + " ms to wait");
        Thread.sleep(Math.max(0, wait));
    }

    /** Time left as a clock face writes it ("0:07", "1:00:00"): whole seconds rounded up, as the desk shows them. */
    private static String face(String isoDuration) {
        return face(isoDuration, false);
    }

    /** A duration as the desk writes it; time spent (a lateness) is rounded down to the second, time left up. */
    private static String face(String isoDuration, boolean spent) {
        long millis = Duration.parse(isoDuration).toMillis();
        long seconds = spent ? millis / 1000 : (millis + 999) / 1000;
        return seconds >= 3600 ? "%d:%02d:%02d".formatted(seconds / 3600, seconds / 60 % 60, seconds % 60)
                : "%d:%02d".formatted(seconds / 60, seconds % 60);
    }

    /**
     * What the platform says of a side's byoyomi: "2 periods of 0:07". A side not yet in byoyomi has no period
     * started (null): the whole period of the time control is before it.
     */
    private static String periods(JsonObject clock, String colour) {
        JsonObject side = clock.getAsJsonObject(colour);
        JsonElement left = side.get("periodTimeLeft");
        String period = left == null || left.isJsonNull()
                ? clock.getAsJsonObject("timeControl").get("period").getAsString() : left.getAsString();
        return side.get("periodsLeft").getAsInt() + " periods of " + face(period);
    }

    private static Locator side(Page page, String colour) {
        return page.locator(".clock-" + colour);
    }

    @Test
    @Order(1)
    void theRefereeStartsPausesAndResumesAndTheByoyomiPeriodsCountAsThePlatformCountsThem() throws Exception {
        String game = byoyomi.getFirst();
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = desk(context, game);
            assertThat(page.getByText("Not started")).isVisible();
            browser.step(page, desk, "clock-01-ready");
            button(page, "Start the clock").click();
            assertThat(page.getByText(Pattern.compile("^Started at .*: lateness counts from here\\.$"))).isVisible();
            assertThat(page.locator(".clock-phase")).containsText("Running");
            browser.step(page, desk, "clock-02-started");

            // Black's 3 s of basic time and his first period of 10 s run out before the pause
            awaitRunning(game, Duration.ofSeconds(14));
            button(page, "Pause").click();
            // the platform's article for a break, cited as the tournament's code reads it
            assertThat(page.getByText(Pattern.compile("^Paused at .* for a break \\(.*art\\. .*\\)\\.$"))).isVisible();
            assertThat(page.locator(".clock-phase")).containsText("Paused");
            JsonObject paused = clock(game);
            assertEquals(true, paused.get("paused").getAsBoolean());
            JsonObject black = paused.getAsJsonObject("black");
            assertTrue(black.get("periodsLeft").getAsInt() < 3, "the platform counted a byoyomi period used: " + black);
            assertThat(side(page, "black").locator(".clock-main")).hasText(face(black.get("basicTimeLeft").getAsString()));
            assertThat(side(page, "black")).containsText(periods(paused, "black"));
            JsonObject white = paused.getAsJsonObject("white");
            assertThat(side(page, "white").locator(".clock-main")).hasText(face(white.get("basicTimeLeft").getAsString()));
            assertThat(side(page, "white")).containsText(periods(paused, "white"));
            browser.step(page, desk, "clock-03-paused-in-byoyomi");

            button(page, "Resume").click();
            assertThat(page.getByText(Pattern.compile("^Resumed at .* \\(.*art\\. .*\\)\\.$"))).isVisible();
            assertThat(page.locator(".clock-phase")).containsText("Running");
            page.getByLabel("Point", new Page.GetByLabelOptions().setExact(true)).fill("E5");
            page.getByLabel("Point", new Page.GetByLabelOptions().setExact(true)).press("Enter");
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Game record (1 moves)"))).isVisible();
            button(page, "Pause").click();
            assertThat(page.locator(".clock-phase")).containsText("Paused");
            JsonObject afterMove = clock(game);
            // Black played inside his period: the platform gives him the full period again, with the periods left
            assertThat(side(page, "black")).containsText(periods(afterMove, "black"));
            assertThat(side(page, "white").locator(".clock-main"))
                    .hasText(face(afterMove.getAsJsonObject("white").get("basicTimeLeft").getAsString()));
            browser.step(page, desk, "clock-04-resumed-moved-paused");
        }
        try (BrowserContext context = browser.context(Device.PHONE, "en-GB")) {
            Page page = desk(context, game);
            assertThat(page.locator(".clock-phase")).containsText("Paused");
            browser.step(page, Device.PHONE, "clock-04-resumed-moved-paused");
            ConsoleBrowser.assertFitsThePhone(page, Device.PHONE, "clock-04-resumed-moved-paused");
        }
    }

    @Test
    @Order(2)
    void pastTheBasicTimeIngsPenaltyPointsShowAsThePlatformCountsThem() throws Exception {
        String game = ing.getFirst();
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = desk(context, game);
            button(page, "Start the clock").click();
            assertThat(page.locator(".clock-phase")).containsText("Running");
            // past the 20 s of basic time, short of the half of it more that forfeits (Ing 1991 art. 7 (1))
            awaitRunning(game, Duration.ofSeconds(22));
            button(page, "Pause").click();
            assertThat(page.locator(".clock-phase")).containsText("Paused");
            JsonObject black = clock(game).getAsJsonObject("black");
            assertTrue(black.get("penaltyPoints").getAsInt() > 0, "the platform charged penalty points: " + black);
            assertThat(side(page, "black").locator(".clock-main")).hasText(face(black.get("basicTimeLeft").getAsString()));
            assertThat(side(page, "black")).containsText(black.get("penaltyPoints").getAsInt() + " penalty points");
            browser.step(page, desk, "clock-05-ing-penalty-points");
        }
        try (BrowserContext context = browser.context(Device.PHONE, "en-GB")) {
            Page page = desk(context, game);
            assertThat(side(page, "black")).containsText("penalty points");
            browser.step(page, Device.PHONE, "clock-05-ing-penalty-points");
        }
    }

    @Test
    @Order(3)
    void aPlayerFourMinutesLateLosesTwiceThatFromTheTime() throws Exception {
        String game = late.getFirst();
        referee.post("/api/v1/games/" + game + "/clock/start", "{\"at\": \"" + Instant.now().minus(Duration.ofMinutes(4)) + "\"}");
        for (Device device : List.of(Device.DESKTOP, Device.PHONE)) {
            try (BrowserContext context = browser.context(device, "en-GB")) {
                Page page = desk(context, game);
                if (device == Device.DESKTOP) {
                    assertThat(page.getByText("A player arrives late:")).isVisible();
                    browser.step(page, device, "clock-06-waiting-for-white");
                    button(page, "White arrives now").click();
                }
                assertThat(side(page, "white")).containsText("Arrived ");
                JsonObject arrival = clock(game).getAsJsonObject("whiteArrival");
                assertEquals(false, arrival.get("forfeits").getAsBoolean());
                assertThat(side(page, "white")).containsText("Arrived " + face(arrival.get("lateness").getAsString(), true)
                        + " late: " + face(arrival.get("deduction").getAsString(), true) + " taken off");
                assertThat(side(page, "white")).containsText(arrival.get("article").getAsString());
                assertThat(button(page, "White arrives now")).isHidden();
                browser.step(page, device, "clock-07-white-arrived-late");
            }
        }
    }

    @Test
    @Order(4)
    void aPlayerBeyondTheCodesFifteenMinutesLosesTheGame() throws Exception {
        String game = late.get(1);
        referee.post("/api/v1/games/" + game + "/clock/start", "{\"at\": \"" + Instant.now().minus(Duration.ofMinutes(16)) + "\"}");
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = desk(context, game);
            button(page, "Black arrives now").click();
            assertThat(side(page, "black")).containsText("Arrived ");
            JsonObject arrival = clock(game).getAsJsonObject("blackArrival");
            assertEquals(true, arrival.get("forfeits").getAsBoolean());
            assertThat(side(page, "black")).containsText("Arrived " + face(arrival.get("lateness").getAsString(), true)
                    + " late, beyond the limit: the game is lost");
            assertThat(side(page, "black")).containsText(arrival.get("article").getAsString());
            assertThat(page.getByText("Result to confirm").first()).isVisible();
            // the loss cites the code's article once
            assertThat(page.locator(".result-line")).containsText("(Incheon 2013 code art. 2.2.2)");
            assertThat(page.locator(".result-line")).not().containsText("(Incheon 2013 code art. 2.2.2) (Incheon");
            browser.step(page, desk, "clock-08-black-beyond-the-limit");
        }
        try (BrowserContext context = browser.context(Device.PHONE, "en-GB")) {
            Page page = desk(context, game);
            assertThat(side(page, "black")).containsText("beyond the limit");
            browser.step(page, Device.PHONE, "clock-08-black-beyond-the-limit");
        }
    }
}
