package dev.tengen.console;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.BoundingBox;
import dev.tengen.console.ConsoleBrowser.Device;
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
 * A referee records a game at the desk and both players confirm it on their phones, in a real browser against the
 * packaged platform, under korean-2016 and the Incheon 2013 code on 9x9. The ko is the one of the platform's preview
 * tests (GamePreviewApiTest.KO: Black's E5 takes White's D5): White's immediate retake is previewed with the warning
 * and the lost turn (code art. 5.3) before it is recorded; later in the same ko a second immediate retake loses the
 * game (art. 5.7: the second warning loses). White protests the first ruling from a phone; both players confirm the
 * result on phones 390 pixels wide, then the referee. On board 2 the referee marks a dead stone and reads the count in
 * Korean 2016's terms. Every step is a screenshot (target/screenshots) and passes axe-core.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RefereeDeskIT {

    /** GamePreviewApiTest.KO: the ko at D5/E5, Black's ninth move captures White's D5. */
    private static final List<String> KO = List.of("D6", "E6", "C5", "F5", "D4", "E4", "B2", "D5", "E5");
    /** After White's lost turn: Black plays away, White takes the ko back legally, both play away, Black retakes. */
    private static final List<String> KO_AGAIN = List.of("G7", "D5", "G3", "H7", "E5");

    private RunningPlatform platform;
    private ConsoleBrowser browser;
    private Scenario.Board board;

    @BeforeAll
    void start() throws Exception {
        com.microsoft.playwright.assertions.PlaywrightAssertions.setDefaultAssertionTimeout(20_000);
        platform = RunningPlatform.start();
        browser = new ConsoleBrowser();
        board = new Scenario(platform).roundOneOfARoundRobin();
    }

    @AfterAll
    void stop() throws Exception {
        browser.close();
        platform.close();
    }

    private Page signIn(BrowserContext context, String user, String password) {
        Page page = context.newPage();
        page.navigate(platform.base + "/admin/");
        page.getByLabel("User name").fill(user);
        page.getByLabel("Password").fill(password);
        // Waits for the session's answer: a navigation right after the click would cancel the sign-in in flight (seen
        // on a loaded machine: the game's page then opened signed out and its heading never came).
        Response session = page.waitForResponse(
                answer -> answer.url().endsWith("/api/v1/session") && "POST".equals(answer.request().method()),
                () -> page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign in")).click());
        assertEquals(200, session.status(), "signing in as " + user);
        return page;
    }

    private static Locator button(Page page, String name) {
        return page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    private static void movesRecorded(Page page, int moves) {
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions()
                .setName("Game record (" + moves + " moves)"))).isVisible();
    }

    /** Types a point in the desk's point field and presses Enter: a legal move is recorded at once. */
    private static void type(Page page, String point, int movesAfter) {
        page.getByLabel("Point", new Page.GetByLabelOptions().setExact(true)).fill(point);
        page.getByLabel("Point", new Page.GetByLabelOptions().setExact(true)).press("Enter");
        if (movesAfter > 0) {
            movesRecorded(page, movesAfter);
        }
    }

    /** Clicks a point of the 9x9 board (column from A = 0, row from the bottom) where it is drawn. */
    private static void click(Page page, int column, int row) {
        click(page, ".desk-board .board-svg", column, row);
    }

    private static void click(Page page, String board, int column, int row) {
        BoundingBox box = page.locator(board).boundingBox();
        double unit = box.width / (9 + 1.6);
        page.mouse().click(box.x + (column + 1.3) * unit, box.y + (9 - row + 1.3) * unit);
    }

    /**
     * Types E5 (Black's stone) at the desk in Korean: the platform refuses it (422 illegal-move, nothing recorded) and
     * the console says so in Korean, the platform's English detail under it, the point named.
     */
    private void refusedInKorean(Page page, Device device, String step) {
        Locator point = page.getByLabel("좌표", new Page.GetByLabelOptions().setExact(true));
        point.fill("E5");
        point.press("Enter");
        Locator refusal = page.locator(".notice-error");
        assertThat(refusal).containsText("둘 수 없는 수입니다(이미 돌이 있는 점, 패를 바로 되따냄, 착수 금지점).");
        assertThat(refusal.locator(".refusal-detail")).containsText(Pattern.compile("영어 원문: .*E5"));
        browser.step(page, device, step);
    }

    @Test
    @Order(1)
    void theRefereeRecordsTheGameAndTheCodeRulesOnBothKoRetakes() {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = signIn(context, RunningPlatform.REFEREE, "referee-2026");
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Referee's desk").setLevel(1))).isVisible();
            assertThat(page.getByText("Round 1: 2 boards still open")).isVisible();
            browser.step(page, desk, "r01-boards");

            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Board 1").setExact(true)).click();
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Round 1, board 1").setLevel(1))).isVisible();
            button(page, "Start the clock").click();
            assertThat(page.getByText("Running").first()).isVisible();
            browser.step(page, desk, "r02-game-clock-started");

            click(page, 3, 6); // D6, by a click on the board
            movesRecorded(page, 1);
            for (int i = 1; i < KO.size(); i++) {
                type(page, KO.get(i), i + 1);
            }
            assertThat(page.getByText("9. Black E5, captures D5")).isVisible();
            browser.step(page, desk, "r03-ko-taken");

            // The console switched to Korean: a stone on E5, where Black's stands, is refused in Korean, the platform's
            // English detail (naming the point) kept under it; then on a Korean referee's phone; then back to English.
            page.getByLabel("Language", new Page.GetByLabelOptions().setExact(true)).selectOption("ko");
            refusedInKorean(page, desk, "r03-occupied-point-refused-korean");
            try (BrowserContext phoneContext = browser.context(Device.PHONE, "ko-KR")) {
                Page phone = phoneContext.newPage();
                phone.navigate(platform.base + "/admin/");
                phone.getByLabel("사용자 이름").fill(RunningPlatform.REFEREE);
                phone.getByLabel("비밀번호").fill("referee-2026");
                button(phone, "로그인").click();
                assertThat(phone.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("심판석").setLevel(1))).isVisible();
                phone.navigate(platform.base + "/admin/referee/games/" + board.gameId());
                refusedInKorean(phone, Device.PHONE, "r03-occupied-point-refused-korean");
            }
            page.getByLabel("언어", new Page.GetByLabelOptions().setExact(true)).selectOption("en");
            assertThat(page.getByLabel("Point", new Page.GetByLabelOptions().setExact(true))).isVisible();

            type(page, "D5", 0);
            Locator dialog = page.getByRole(AriaRole.ALERTDIALOG);
            assertThat(dialog.getByRole(AriaRole.HEADING)).hasText("White D5: not a legal move");
            assertThat(dialog.getByText("White: warning number 1 (Incheon 2013 code art. 5.3)").first()).isVisible();
            assertThat(dialog.getByText(Pattern.compile("White loses the turn")).first()).isVisible();
            assertThat(dialog.getByText("Nothing is recorded until you press Record.")).isVisible();
            browser.step(page, desk, "r04-ko-retake-previewed");
            button(page, "Record").click();
            assertThat(page.getByText("Warnings: Black 0, White 1").first()).isVisible();
            // the record says what the ruling cost: a protest contests that (Incheon 2013 code art. 5.3)
            assertThat(page.getByText(Pattern.compile("White D5 refused: Ko retaken at once .*: White: warning number 1"
                    + " \\(Incheon 2013 code art\\. 5\\.3\\), White loses the turn"))).isVisible();
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Move 11: Black to play"))).isVisible();
            browser.step(page, desk, "r05-warning-and-lost-turn");

            for (int i = 0; i < KO_AGAIN.size(); i++) {
                type(page, KO_AGAIN.get(i), KO.size() + 2 + i);
            }
            type(page, "D5", 0);
            assertThat(dialog.getByText(Pattern.compile("White: warning number 2")).first()).isVisible();
            assertThat(dialog.getByText(Pattern.compile("White loses the game")).first()).isVisible();
            assertThat(button(page, "Cancel")).isFocused();
            browser.step(page, desk, "r06-second-retake-loses");
            button(page, "Record").click();
            assertThat(page.getByText("Result to confirm").first()).isVisible();
            browser.step(page, desk, "r07-result-proposed");
        }
    }

    @Test
    @Order(2)
    void whiteProtestsTheKoRulingFromAPhone() {
        Device phone = Device.PHONE;
        try (BrowserContext context = browser.context(phone, "en-GB")) {
            Page page = signIn(context, board.white().account(), board.white().password());
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Referees' judgments you may protest"))).isVisible();
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Protest this judgment")).first().click();
            assertThat(page.getByText(board.white().name() + " protests:")).isVisible();
            browser.step(page, phone, "p00-protest-white");
            button(page, "File the protest").click();
            assertThat(page.getByText("Your protest is filed; the referees will decide.")).isVisible();
            assertThat(page.getByText("Filed, awaiting the referees", new Page.GetByTextOptions().setExact(true))).isVisible();
            // the protested judgment shows its protest where its button was, so that it is not protested twice; the
            // second ruling keeps its button; and so from the server's lists alone once the page is read again
            Locator protested = page.getByText("You protested this judgment: Filed, awaiting the referees");
            Locator protest = page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Protest this judgment"));
            assertThat(protested).isVisible();
            assertThat(protest).hasCount(1);
            browser.step(page, phone, "p00-protest-filed-white");
            page.reload();
            assertThat(protested).isVisible();
            assertThat(protest).hasCount(1);
        }
    }

    @Test
    @Order(3)
    void bothPlayersConfirmOnTheirPhones() {
        Device phone = Device.PHONE;
        for (Scenario.Seat seat : List.of(board.black(), board.white())) {
            try (BrowserContext context = browser.context(phone, "en-GB")) {
                Page page = signIn(context, seat.account(), seat.password());
                assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("My games").setLevel(1))).isVisible();
                assertThat(page.getByText(Pattern.compile("Your confirmation is awaited: B\\+"))).isVisible();
                browser.step(page, phone, "p01-my-games-" + seat.colour());
                page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Round 1, board 1")).click();
                Locator confirm = page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(Pattern.compile("^I confirm B\\+")));
                assertThat(confirm).isVisible();
                browser.step(page, phone, "p02-result-to-confirm-" + seat.colour());
                confirm.click();
                assertThat(page.getByText(Pattern.compile("You confirmed B\\+"))).isVisible();
                browser.step(page, phone, "p03-confirmed-" + seat.colour());
            }
        }
    }

    @Test
    @Order(4)
    void theRefereeConfirmsAndTheResultIsFinal() throws Exception {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            // the players' confirmations reach the game's view a moment after they are accepted: open the screen once
            // the view has both (result.confirmations, docs/PLATFORM.md GET /games/{id})
            PlatformApi.await("both players' confirmations in the game's view", () -> {
                try {
                    return com.google.gson.JsonParser.parseString(platform.get("/api/v1/games/" + board.gameId()))
                            .getAsJsonObject().getAsJsonObject("result").getAsJsonArray("confirmations").size() >= 2;
                } catch (Exception notYet) {
                    return false;
                }
            });
            Page page = signIn(context, RunningPlatform.REFEREE, "referee-2026");
            page.navigate(platform.base + "/admin/referee/games/" + board.gameId());
            assertThat(page.getByText(board.black().name() + " confirmed")).isVisible();
            assertThat(page.getByText(board.white().name() + " confirmed")).isVisible();
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(Pattern.compile("^Confirm B\\+.* as the referee"))).click();
            assertThat(page.getByText(Pattern.compile("B\\+.* is final\\."))).isVisible();
            browser.step(page, desk, "r08-final");
        }
        assertEquals(true, platform.get("/api/v1/games/" + board.gameId()).contains("\"confirmed\":true"));
    }

    @Test
    @Order(5)
    void theRefereesScreensReadOnAPhone() {
        Device phone = Device.PHONE;
        try (BrowserContext context = browser.context(phone, "en-GB")) {
            Page page = signIn(context, RunningPlatform.REFEREE, "referee-2026");
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Referee's desk").setLevel(1))).isVisible();
            browser.step(page, phone, "r01-boards");
            page.navigate(platform.base + "/admin/referee/games/" + board.otherGameId());
            assertThat(page.getByLabel("Point", new Page.GetByLabelOptions().setExact(true))).isVisible();
            browser.step(page, phone, "r02-game");
            page.getByLabel("Infraction", new Page.GetByLabelOptions().setExact(true)).selectOption("phone-rang");
            page.getByLabel(Pattern.compile("^White")).check();
            button(page, "See the consequence").click();
            assertThat(page.getByRole(AriaRole.ALERTDIALOG).getByText(Pattern.compile("White: warning number 1")).first()).isVisible();
            browser.step(page, phone, "r09-infraction-previewed");
            button(page, "Cancel").click();
            page.navigate(platform.base + "/admin/referee/games/" + board.gameId());
            assertThat(page.getByText(Pattern.compile("B\\+.* is final\\."))).isVisible();
            browser.step(page, phone, "r08-final");
        }
    }

    @Test
    @Order(6)
    void theRefereeMarksTheDeadStonesAndSeesTheCountInTheRuleSetsTerms() throws Exception {
        new Scenario(platform).playToTheCount(board.otherGameId());
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = signIn(context, RunningPlatform.REFEREE, "referee-2026");
            page.navigate(platform.base + "/admin/referee/games/" + board.otherGameId());
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Dead stones and the count"))).isVisible();
            click(page, "section[aria-labelledby=count-title] .board-svg", 1, 5); // B5
            assertThat(page.getByText("Marked dead: B5")).isVisible();
            assertThat(page.getByText("Territory counting (points)")).isVisible();
            Locator record = page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Record these dead stones: B+3.5"));
            assertThat(record).isVisible();
            browser.step(page, desk, "r10-count");
            record.click();
            assertThat(page.getByText("The referee has not confirmed yet")).isVisible();
            browser.step(page, desk, "r11-count-recorded");
        }
    }
}
