package dev.tengen.console;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static dev.tengen.console.ConsoleBrowser.button;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.Media;
import dev.tengen.console.ConsoleBrowser.Device;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Sanctions after a ruling (Incheon 2013 arbitration art. 2.6) and the bans registry, in a real browser against the packaged
 * platform. Lee Sedol's phone rang at the Spring Open; at the Incheon Cup the committee ruled on Park Junghwan's
 * appeal (through the API: CommitteePortalIT covers those screens) and Lee disregarded the ruling. A member
 * recommends his disqualification in the portal, the Technical Delegate accepts it (the platform withdraws him) and
 * enters the ban; registering him at the Autumn Open is refused with the ban's reason; an auditor reads his conduct
 * across the two tournaments and prints it, and a Korean auditor reads the same record in Korean. Every step leaves a
 * screenshot and passes axe-core.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SanctionsIT {

    private static final String PASSWORD = "sanctions-2026";
    private static final String REASONS = "After the ruling Lee Sedol refused to resume the game and left the hall.";

    private RunningPlatform platform;
    private ConsoleBrowser browser;
    private PlatformApi director;
    private String cupId;
    private String autumnId;
    private String appealPath;
    private String lee;

    @BeforeAll
    void start() throws Exception {
        com.microsoft.playwright.assertions.PlaywrightAssertions.setDefaultAssertionTimeout(20_000);
        platform = RunningPlatform.start();
        browser = new ConsoleBrowser();
        PlatformApi founder = new PlatformApi(platform.base, "founder", "founder-2026");
        Committee.accounts(founder, PASSWORD);
        account(founder, "ref-han", "[\"referee\"]", "[]");
        account(founder, "auditor-choi", "[\"auditor\"]", "[]");
        director = new PlatformApi(platform.base, RunningPlatform.DIRECTOR, RunningPlatform.PASSWORD);
        PlatformApi referee = new PlatformApi(platform.base, "ref-han", PASSWORD);

        // the Spring Open: Lee's phone rings during his game (Incheon 2013 code)
        String spring = tournament("Spring Open", 1);
        String springLee = register(spring, "Lee Sedol");
        register(spring, "Cho Hunhyun");
        JsonObject springGame = publishRoundOne(spring).get(0);
        String springGameId = springGame.get("gameId").getAsString();
        PlatformApi.await("spring game started", () -> director.answers("/api/v1/games/" + springGameId));
        referee.post("/api/v1/games/" + springGameId + "/decisions", "{\"infraction\": \"phone-rang\", \"offender\": \""
                + (springLee.equals(springGame.get("black").getAsString()) ? "black" : "white") + "\", \"note\": \"in the hall\"}");

        // the Incheon Cup: Park protests, the referee rejects, the committee upholds the judgment
        cupId = tournament("Incheon Cup", 3);
        String park = register(cupId, "Park Junghwan");
        lee = register(cupId, "Lee Sedol");
        register(cupId, "Cho Hunhyun");
        register(cupId, "Kim Jiseok");
        Committee.appoint(director, cupId);
        JsonObject game = publishRoundOne(cupId).stream().filter(g -> park.equals(g.get("black").getAsString())
                || park.equals(g.get("white").getAsString())).findFirst().orElseThrow();
        String gameId = game.get("gameId").getAsString();
        PlatformApi.await("cup game started", () -> director.answers("/api/v1/games/" + gameId));
        referee.post("/api/v1/games/" + gameId + "/moves", "{\"color\": \"black\", \"point\": \"Q16\"}");
        String protest = referee.post("/api/v1/protests", """
                {"tournamentId": "%s", "gameId": "%s", "round": 1, "board": %d, "complainant": "Park Junghwan",
                 "judgment": "The referee let the opponent's clock run during the dispute"}"""
                .formatted(cupId, gameId, game.get("board").getAsInt())).getAsJsonObject().get("id").getAsString();
        referee.post("/api/v1/protests/" + protest + "/decision",
                "{\"decision\": \"rejected\", \"referee\": \"Han Sangwoo\", \"reasons\": \"The clock was paused.\"}");
        PlatformApi liaison = new PlatformApi(platform.base, "tanaka", PASSWORD);
        String appealId = liaison.post("/api/v1/protests/" + protest + "/appeal", """
                {"protestId": "%s", "complainant": "Park Junghwan", "complainantSignature": "Park Junghwan",
                 "complainantNoc": "KOR", "teamOfficialSignature": "Coach Yang", "opponent": "Lee Sedol", "opponentNoc": "KOR",
                 "witnesses": [], "location": "Hall A", "time": "10:01", "otherPeopleConcerned": "",
                 "description": "The clock ran while the referee was called.",
                 "deposit": {"amount": 500, "currency": "USD", "paid": true}}""".formatted(protest))
                .getAsJsonObject().get("id").getAsString();
        liaison.post("/api/v1/appeals/" + appealId + "/meeting", "{\"membersPresent\": [\"tanaka\", \"kim\", \"wang\"]}");
        for (String[] member : Committee.MEMBERS) {
            new PlatformApi(platform.base, member[0], PASSWORD).post("/api/v1/appeals/" + appealId + "/votes",
                    "{\"decision\": \"uphold\"}");
        }
        liaison.post("/api/v1/appeals/" + appealId + "/ruling", "{\"reasons\": \"The clock was paused while the referee was called.\"}");
        appealPath = "/events/" + cupId + "/arbitration/appeals/" + appealId;

        autumnId = tournament("Autumn Open", 3);
    }

    private String tournament(String name, int rounds) throws Exception {
        String id = director.post("/api/v1/tournaments", "{\"name\": \"" + name + "\"}").getAsJsonObject()
                .get("tournamentId").getAsString();
        director.send("PUT", "/api/v1/tournaments/" + id + "/configuration", """
                {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 19, "rounds": %d,
                 "pairingSystem": "round-robin"}""".formatted(rounds));
        return id;
    }

    private String register(String tournamentId, String name) throws Exception {
        return director.post("/api/v1/tournaments/" + tournamentId + "/players", "{\"name\": \"" + name
                + "\", \"rank\": \"9p\", \"club\": \"Hanguk Kiwon\", \"country\": \"KR\"}").getAsJsonObject()
                .get("playerId").getAsString();
    }

    private List<JsonObject> publishRoundOne(String tournamentId) throws Exception {
        director.post("/api/v1/tournaments/" + tournamentId + "/rounds/1/pairing", null);
        director.post("/api/v1/tournaments/" + tournamentId + "/rounds/1/publish", null);
        return director.get("/api/v1/tournaments/" + tournamentId + "/rounds/1").getAsJsonObject().getAsJsonArray("games")
                .asList().stream().map(JsonElement::getAsJsonObject).toList();
    }

    private static void account(PlatformApi founder, String user, String roles, String players) throws Exception {
        founder.account(user, PASSWORD, roles, players);
    }

    @AfterAll
    void stop() throws Exception {
        browser.close();
        platform.close();
    }

    private Page signedIn(BrowserContext context, String user, String password, String path) {
        return ConsoleBrowser.signedIn(context, platform.base, user, password, path);
    }

    private static void fitsThePhone(Page page) {
        ConsoleBrowser.assertFitsThePhone(page, Device.PHONE, "sanctions");
    }

    @Test
    @Order(1)
    void aMemberRecommendsTheDisqualificationOfThePlayerWhoDisregardedTheRuling() {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = signedIn(context, "kim", PASSWORD, appealPath);
            assertThat(page.getByText("No sanction has been recommended.")).isVisible();
            page.getByLabel("Against").fill("Lee Sedol");
            page.getByLabel("Sanction", new Page.GetByLabelOptions().setExact(true)).selectOption("disqualification");
            page.getByLabel("Reasons").fill(REASONS);
            browser.step(page, desk, "sanctions-01-recommend");
            button(page, "Recommend to the Technical Delegate").click();
            assertThat(page.getByRole(AriaRole.CELL, new Page.GetByRoleOptions().setName("Awaiting the Technical Delegate"))).isVisible();
            assertThat(page.getByRole(AriaRole.CELL, new Page.GetByRoleOptions().setName(REASONS))).isVisible();
            browser.step(page, desk, "sanctions-02-recommended");
        }
    }

    @Test
    @Order(2)
    void theTechnicalDelegateAcceptsItTheCupWithdrawsLeeAndTheBanIsEntered() throws Exception {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = signedIn(context, RunningPlatform.DIRECTOR, RunningPlatform.PASSWORD, "/events/" + cupId + "/arbitration");
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Sanctions awaiting your decision (1)"))).isVisible();
            browser.step(page, desk, "sanctions-03-awaiting");
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Decide (appeal of Park Junghwan)")).click();
            page.getByLabel("Accept", new Page.GetByLabelOptions().setExact(true)).check();
            page.getByLabel("Registered player disqualified").selectOption(lee);
            page.getByLabel("Reasons").last().fill("Confirmed by the referee's report: he left the hall.");
            browser.step(page, desk, "sanctions-04-decide");
            button(page, "Record the decision").click();
            assertThat(page.getByText("Lee Sedol is withdrawn from the tournament.")).isVisible();
            browser.step(page, desk, "sanctions-05-decided");
            PlatformApi.await("Lee withdrawn from the cup", () -> {
                try {
                    return director.get("/api/v1/tournaments/" + cupId).getAsJsonObject().getAsJsonArray("players").asList()
                            .stream().map(JsonElement::getAsJsonObject)
                            .anyMatch(p -> lee.equals(p.get("id").getAsString()) && p.get("withdrawn").getAsBoolean());
                } catch (Exception e) {
                    return false;
                }
            });

            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Enter the ban in the registry")).click();
            assertThat(page.getByLabel("Name", new Page.GetByLabelOptions().setExact(true))).hasValue("Lee Sedol");
            assertThat(page.getByLabel("Article")).hasValue("Incheon 2013 arbitration art. 2.6");
            page.getByLabel("Last day").fill("2027-12-31");
            button(page, "Enter the ban").click();
            assertThat(page.getByText("Lee Sedol is in the registry.")).isVisible();
            assertThat(page.getByText("Standing until 2027-12-31")).isVisible();
            browser.step(page, desk, "sanctions-06-bans");
            page.getByRole(AriaRole.SEARCHBOX, new Page.GetByRoleOptions().setName("Search the registry")).fill("2.6 lee");
            assertThat(page.getByText("Bans shown: 1 of 1; standing: 1")).isVisible();
            page.getByRole(AriaRole.SEARCHBOX, new Page.GetByRoleOptions().setName("Search the registry")).fill("tanaka");
            assertThat(page.getByText("Bans shown: 0 of 1; standing: 1")).isVisible();
        }
    }

    @Test
    @Order(3)
    void registeringTheBannedPlayerIsRefusedWithTheBansReason() {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = signedIn(context, RunningPlatform.DIRECTOR, RunningPlatform.PASSWORD, "/events/" + autumnId + "/players");
            page.getByLabel("Name", new Page.GetByLabelOptions().setExact(true)).fill("lee  SEDOL");
            page.getByLabel("Rank").fill("9p");
            page.getByLabel("Country").fill("KR");
            button(page, "Register").click();
            Locator refusal = page.locator("#player-name-error");
            assertThat(refusal).containsText("Confirmed by the referee's report");
            assertThat(refusal).containsText("Incheon 2013 arbitration art. 2.6");
            browser.step(page, desk, "sanctions-07-registration-refused");
        }
    }

    @Test
    @Order(4)
    void theAuditorReadsLeesConductAcrossBothTournamentsAndPrintsIt() {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = signedIn(context, "auditor-choi", PASSWORD, "/");
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Conduct records")).click();
            page.getByLabel("Name", new Page.GetByLabelOptions().setExact(true)).fill("Lee Sedol");
            button(page, "Show the record").click();
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Conduct record of Lee Sedol"))).isVisible();
            Locator decisions = page.getByRole(AriaRole.TABLE).nth(1);
            assertThat(decisions.getByRole(AriaRole.CELL, new Locator.GetByRoleOptions().setName("Spring Open")).first()).isVisible();
            assertThat(decisions.getByRole(AriaRole.CELL, new Locator.GetByRoleOptions().setName("Incheon Cup")).first()).isVisible();
            assertThat(decisions).containsText("Decision on a sanction");
            assertThat(decisions).containsText("Referee's decision");
            assertThat(page.getByText("Standing until 2027-12-31")).isVisible();
            browser.step(page, desk, "auditor-conduct-01-record");
            page.emulateMedia(new Page.EmulateMediaOptions().setMedia(Media.PRINT));
            assertThat(button(page, "Show the record")).isHidden();
            ConsoleBrowser.shoot(page, desk, "auditor-conduct-02-print");
        }
    }

    @Test
    @Order(5)
    void aKoreanAuditorReadsTheSameRecordInKorean() {
        for (Device device : List.of(Device.DESKTOP, Device.PHONE)) {
            try (BrowserContext context = browser.context(device, "ko-KR")) {
                Page page = context.newPage();
                page.navigate(platform.base + "/admin/");
                page.getByLabel("사용자 이름").fill("auditor-choi");
                page.getByLabel("비밀번호").fill(PASSWORD);
                page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("로그인")).click();
                assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("대회").setLevel(1)))
                        .isVisible();
                page.navigate(platform.base + "/admin/conduct?name=Lee%20Sedol");
                assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Lee Sedol의 행위 기록")))
                        .isVisible();
                Locator decisions = page.getByRole(AriaRole.TABLE).nth(1);
                // the platform's facts said in Korean (auditor.decision.*), the names and the articles as written
                assertThat(decisions).containsText("Lee Sedol 경고: 이 대국의 1번째 경고");
                assertThat(decisions).containsText("기술 대표가 Lee Sedol에 대한 권고 제재를 받아들임: 실격.");
                assertThat(decisions).containsText("Lee Sedol 선수는 대회에서 제외되었습니다.");
                assertThat(decisions).not().containsText("is warned");
                browser.step(page, device, "auditor-conduct-03-record-korean");
                if (device.equals(Device.PHONE)) {
                    fitsThePhone(page);
                }
            }
        }
    }

    @Test
    @Order(6)
    void theScreensFitAPhone() {
        Device phone = Device.PHONE;
        try (BrowserContext context = browser.context(phone, "en-GB")) {
            Page page = signedIn(context, RunningPlatform.DIRECTOR, RunningPlatform.PASSWORD, appealPath);
            assertThat(page.getByText("Lee Sedol is withdrawn from the tournament.")).isVisible();
            browser.step(page, phone, "sanctions-05-decided");
            fitsThePhone(page);
            page.navigate(platform.base + "/admin/bans");
            assertThat(page.getByText("Standing until 2027-12-31")).isVisible();
            browser.step(page, phone, "sanctions-06-bans");
            fitsThePhone(page);
        }
        try (BrowserContext context = browser.context(phone, "en-GB")) {
            Page page = signedIn(context, "auditor-choi", PASSWORD, "/conduct?name=Lee%20Sedol");
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Conduct record of Lee Sedol"))).isVisible();
            browser.step(page, phone, "auditor-conduct-01-record");
            fitsThePhone(page);
        }
    }
}
