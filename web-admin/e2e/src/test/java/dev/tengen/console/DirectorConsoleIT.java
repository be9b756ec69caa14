package dev.tengen.console;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Route;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.BoundingBox;
import dev.tengen.console.ConsoleBrowser.Device;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * A director's morning in the console, in a real browser against the packaged platform: sign in, create a McMahon
 * event and configure it (an invalid bar explained before saving), appoint a referee, import the players of
 * Toulouse 2024 from its OpenGotha file, register one by hand, withdraw one, check in for round 1 and export the
 * event as OpenGotha XML. Every step leaves a screenshot (target/screenshots, kept by CI) and passes axe-core.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DirectorConsoleIT {

    private static final Path TOULOUSE = Path.of("src/test/resources/Toulouse2024.xml");
    private static final int TOULOUSE_PLAYERS = 38;

    private RunningPlatform platform;
    private ConsoleBrowser browser;
    private String eventPath;

    @BeforeAll
    void start() throws Exception {
        // a shared 2-core machine under load answers a write in seconds at times; the console is not judged on that here
        com.microsoft.playwright.assertions.PlaywrightAssertions.setDefaultAssertionTimeout(20_000);
        platform = RunningPlatform.start();
        browser = new ConsoleBrowser();
    }

    @AfterAll
    void stop() throws Exception {
        browser.close();
        platform.close();
    }

    private Page signedIn(BrowserContext context, Device device, boolean shoot) {
        Page page = context.newPage();
        page.navigate(platform.base + "/admin/");
        assertThat(page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign in"))).isVisible();
        if (shoot) {
            browser.step(page, device, "01-sign-in");
        }
        ConsoleBrowser.signIn(page, RunningPlatform.DIRECTOR, RunningPlatform.PASSWORD);
        return page;
    }

    private static void tab(Page page, String name) {
        page.getByRole(AriaRole.NAVIGATION, new Page.GetByRoleOptions().setName("This event"))
                .getByRole(AriaRole.LINK, new com.microsoft.playwright.Locator.GetByRoleOptions().setName(name)).click();
    }

    @Test
    @Order(1)
    void theDirectorRunsRegistrationFromSignInToExport() throws Exception {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = signedIn(context, desk, true);
            browser.step(page, desk, "02-events-empty");

            page.getByLabel("Event name").fill("Toulouse 2024");
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create the event")).click();
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Rules and pairing"))).isVisible();
            eventPath = page.url().substring(page.url().indexOf("/admin/") + "/admin".length()).replace("/settings", "");

            // Toulouse 2024's own parameters: McMahon, 6 rounds, bar 2k, floor 20k
            page.getByLabel("Rounds").fill("6");
            page.getByLabel("McMahon bar").fill("12d");
            assertThat(page.getByText("'bar': '12d' is out of range")).isVisible();
            assertThat(page.getByLabel("McMahon bar")).hasAttribute("aria-invalid", "true");
            browser.step(page, desk, "03-settings-explained");
            page.getByLabel("McMahon bar").fill("2k");
            page.getByLabel("McMahon floor").fill("20k");
            assertThat(page.getByText("The platform accepts this")).isVisible();
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save the settings")).click();
            assertThat(page.getByText("Saved.")).isVisible();
            browser.step(page, desk, "04-settings-saved");

            tab(page, "Officials");
            page.locator("select#official-account option[value=\"" + RunningPlatform.REFEREE + "\"]").waitFor(
                    new com.microsoft.playwright.Locator.WaitForOptions().setState(com.microsoft.playwright.options.WaitForSelectorState.ATTACHED));
            page.getByLabel("Account").selectOption(RunningPlatform.REFEREE);
            page.getByLabel("Office").selectOption("referee");
            page.getByLabel("Full name").fill("Han Jiwon");
            page.getByLabel("Nationality").fill("KR");
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Appoint").setExact(true)).click();
            assertThat(page.getByRole(AriaRole.CELL, new Page.GetByRoleOptions().setName("Han Jiwon").setExact(true))).isVisible();
            browser.step(page, desk, "05-officials");

            tab(page, "Import and export");
            page.getByLabel("OpenGotha tournament file (.xml)", new Page.GetByLabelOptions().setExact(true)).setInputFiles(TOULOUSE);
            assertThat(page.getByText("all " + TOULOUSE_PLAYERS + " players can be registered")).isVisible();
            browser.step(page, desk, "06-import-checked");
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Import " + TOULOUSE_PLAYERS + " players")).click();
            assertThat(page.getByText(TOULOUSE_PLAYERS + " players registered.")).isVisible();
            browser.step(page, desk, "07-import-done");

            tab(page, "Players");
            page.getByLabel("Name", new Page.GetByLabelOptions().setExact(true)).fill("LEE Sedol");
            page.getByLabel("Rank", new Page.GetByLabelOptions().setExact(true)).fill("9p");
            page.getByLabel("Club", new Page.GetByLabelOptions().setExact(true)).fill("Hanguk Kiwon");
            page.getByLabel("Country", new Page.GetByLabelOptions().setExact(true)).fill("KR");
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Register").setExact(true)).click();
            assertThat(page.getByText("LEE Sedol is registered.")).isVisible();
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Players: 39 playing, 0 withdrawn"))).isVisible();
            browser.step(page, desk, "08-registered-by-hand");

            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Withdraw THOMAS Akim")).click();
            page.getByLabel("Reason").fill("Left before round 1");
            browser.step(page, desk, "09-withdrawal");
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Withdraw the player")).click();
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Players: 38 playing, 1 withdrawn"))).isVisible();
            browser.step(page, desk, "10-withdrawn");

            // The roll call held back until the name is typed and Enter pressed, as on a slow venue network: the
            // arrival is recorded once it comes (an Enter before it came was once lost, and failed this test in CI).
            List<Route> heldRollCall = new ArrayList<>();
            context.route("**/api/v1/tournaments/*/rounds/*/check-in", route -> {
                if (route.request().method().equals("GET") && heldRollCall.isEmpty()) {
                    heldRollCall.add(route);
                } else {
                    route.resume();
                }
            });
            tab(page, "Check-in");
            page.getByLabel("Player arriving").fill("evain");
            page.getByLabel("Player arriving").press("Enter");
            page.waitForCondition(() -> !heldRollCall.isEmpty());
            assertThat(page.getByText("1 present, 0 absent, 37 not checked in")).not().isVisible();
            heldRollCall.getFirst().resume();
            assertThat(page.getByText("1 present, 0 absent, 37 not checked in")).isVisible();
            context.unroute("**/api/v1/tournaments/*/rounds/*/check-in");
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("CRINQUAND Benjamin is absent")).click();
            assertThat(page.getByText("1 present, 1 absent, 36 not checked in")).isVisible();
            browser.step(page, desk, "11-check-in");

            tab(page, "Import and export");
            Download download = page.waitForDownload(() -> page.getByRole(AriaRole.BUTTON,
                    new Page.GetByRoleOptions().setName("Download the OpenGotha file")).click());
            String xml = Files.readString(download.path());
            assertTrue(xml.startsWith("<?xml"), "an XML file");
            assertEquals(TOULOUSE_PLAYERS + 1, xml.split("<Player ", -1).length - 1, "every player registered, withdrawn too");
            assertTrue(xml.contains("name=\"LEE\" ") && xml.contains("firstName=\"Sedol\""), "the player registered by hand");
            browser.step(page, desk, "12-export");
        }
    }

    @Test
    @Order(2)
    void aCsvWithFaultsIsListedLineByLineAndRegistersNobody() throws Exception {
        Device desk = Device.DESKTOP;
        Path csv = Files.createTempFile("players", ".csv");
        Files.writeString(csv, "Nom;Prénom;Niveau;Club;Pays\nMOREAU;Claire;4k;31To;FR\nEVAIN;Andéol;2d;31To;FR\nPETIT;Luc;40k;;FR\n");
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = signedIn(context, desk, false);
            page.navigate(platform.base + "/admin" + eventPath + "/import");
            page.getByLabel("CSV file", new Page.GetByLabelOptions().setExact(true)).setInputFiles(csv);
            assertThat(page.getByLabel("Family name")).hasValue("0");
            assertThat(page.getByRole(AriaRole.CELL, new Page.GetByRoleOptions().setName("MOREAU Claire").setExact(true))).isVisible();
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Check every line")).click();
            assertThat(page.getByText("2 rows are refused; nobody was registered.")).isVisible();
            assertThat(page.getByText(Pattern.compile("Line 3:.*EVAIN Andéol \\(31To\\) is already registered"))).isVisible();
            assertThat(page.getByText(Pattern.compile("Line 4:.*40k"))).isVisible();
            browser.step(page, desk, "13-csv-refused");
        }
        assertTrue(platform.get("/api/v1/tournaments" + eventPath.replace("/events", "")).contains("\"name\":\"LEE Sedol\""));
        assertTrue(!platform.get("/api/v1/tournaments" + eventPath.replace("/events", "")).contains("MOREAU"),
                "nobody of the refused file is registered");
    }

    @Test
    @Order(3)
    void aLostConnectionShowsTheBannerAndKeepsWhatWasTyped() {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = signedIn(context, desk, false);
            page.navigate(platform.base + "/admin" + eventPath + "/players");
            page.getByLabel("Name", new Page.GetByLabelOptions().setExact(true)).fill("KIM Jiseok");
            page.getByLabel("Rank", new Page.GetByLabelOptions().setExact(true)).fill("9p");
            context.setOffline(true);
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Register").setExact(true)).click();
            assertThat(page.getByText("The connection to the platform is lost.").first()).isVisible();
            assertThat(page.getByLabel("Name", new Page.GetByLabelOptions().setExact(true))).hasValue("KIM Jiseok");
            browser.step(page, desk, "14-connection-lost");
            context.setOffline(false);
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Register").setExact(true)).click();
            assertThat(page.getByText("KIM Jiseok is registered.")).isVisible();
        }
    }

    @Test
    @Order(4)
    void everyScreenReadsOnAPhone() {
        Device phone = Device.PHONE;
        try (BrowserContext context = browser.context(phone, "en-GB")) {
            Page page = signedIn(context, phone, true);
            browser.step(page, phone, "02-events");
            String[][] screens = {{"settings", "04-settings"}, {"officials", "05-officials"}, {"import", "06-import"},
                    {"players", "08-players"}, {"check-in", "11-check-in"}};
            for (String[] screen : screens) {
                page.navigate(platform.base + "/admin" + eventPath + "/" + screen[0]);
                assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Toulouse 2024").setLevel(1))).isVisible();
                browser.step(page, phone, screen[1]);
            }
        }
    }

    @Test
    @Order(5)
    void onAPhoneEveryLineOfTheCheckInIsMarkedWithoutScrollingSideways() {
        Device phone = Device.PHONE;
        try (BrowserContext context = browser.context(phone, "en-GB")) {
            Page page = signedIn(context, phone, false);
            page.navigate(platform.base + "/admin" + eventPath + "/check-in");
            Locator absent = ConsoleBrowser.button(page, "EVAIN Andéol is absent");
            assertThat(absent).isVisible();
            BoundingBox box = absent.boundingBox();
            assertTrue(box.x >= 0 && box.x + box.width <= phone.width(),
                    "the first line's Absent inside the 390-pixel screen, not off it to the right: " + box.x + " + " + box.width);
            // 44 px: WCAG 2.2's 2.5.5 target size (enhanced) and Apple's Human Interface Guidelines; 2.5.8's minimum is 24
            assertTrue(box.height >= 44, "Absent is a thumb's height: " + box.height);
            assertEquals(0, page.evaluate("w => [...document.querySelectorAll('tbody button')]"
                    + ".filter(b => b.getBoundingClientRect().right > w).length", phone.width()), "no line's button off the screen");
            ConsoleBrowser.assertFitsThePhone(page, phone, "11-check-in");
        }
    }

    @Test
    @Order(6)
    void onAPhoneThePlayersListIsReadWithoutScrollingSideways() {
        Device phone = Device.PHONE;
        try (BrowserContext context = browser.context(phone, "en-GB")) {
            Page page = signedIn(context, phone, false);
            page.navigate(platform.base + "/admin" + eventPath + "/players");
            // the list's first line: ALBERT_LEDUN Soline, 27k, of France, playing
            Locator first = page.locator("table.roster tbody tr").first();
            assertThat(first.locator("td").first()).hasText("ALBERT_LEDUN Soline");
            assertThat(first.locator("td").nth(3)).hasText("France");
            assertThat(first.locator("td").nth(5)).hasText("Playing");
            ConsoleBrowser.assertFitsThePhone(page, phone, "08-players", first.locator("td").nth(1), first.locator("td").nth(3),
                    first.locator("td").nth(4), first.locator("td").nth(5), ConsoleBrowser.button(page, "Withdraw ALBERT_LEDUN Soline"));
        }
    }

    @Test
    @Order(7)
    void theConsoleSpeaksTheReadersLanguage() {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "ko-KR")) {
            Page page = context.newPage();
            page.navigate(platform.base + "/admin" + eventPath + "/check-in");
            page.getByLabel("사용자 이름").fill(RunningPlatform.DIRECTOR);
            page.getByLabel("비밀번호").fill(RunningPlatform.PASSWORD);
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("로그인")).click();
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("1라운드 출석 확인"))).isVisible();
            browser.step(page, desk, "15-check-in-korean");
        }
    }
}
