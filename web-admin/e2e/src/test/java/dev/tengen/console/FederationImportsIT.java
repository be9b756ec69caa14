package dev.tengen.console;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.tengen.console.ConsoleBrowser.Device;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Registration from other programs' files and the federations' rating lists (issue 16), in a real browser against the
 * packaged platform: a MacMahon 3.9 file's players checked then registered, and a player found by name in the FFG's
 * list (the operator's directory of lists, {@code tengen.ratings.dir}) fills the registration form. Screenshots and
 * axe-core on every step, desktop and phone.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FederationImportsIT {

    private static final Path MACMAHON = Path.of("src/test/resources/macmahon39-sample.xml");
    private static final Path FFG_LIST = Path.of("src/test/resources/ratings/ffg-echelle-sample.txt");

    private RunningPlatform platform;
    private ConsoleBrowser browser;
    private String eventId;

    @BeforeAll
    void start() throws Exception {
        com.microsoft.playwright.assertions.PlaywrightAssertions.setDefaultAssertionTimeout(20_000);
        Path lists = Files.createTempDirectory("tengen-ratings-");
        Files.copy(FFG_LIST, lists.resolve("ffg-echelle.txt"));
        platform = RunningPlatform.start(Map.of("tengen.ratings.dir", lists.toString()));
        browser = new ConsoleBrowser();
        PlatformApi director = new PlatformApi(platform.base, RunningPlatform.DIRECTOR, RunningPlatform.PASSWORD);
        eventId = director.post("/api/v1/tournaments", "{\"name\": \"Open de Grenoble\"}").getAsJsonObject()
                .get("tournamentId").getAsString();
        director.send("PUT", "/api/v1/tournaments/" + eventId + "/configuration", """
                {"ruleSet": "korean-2016", "boardSize": 19, "rounds": 5, "pairingSystem": "mcmahon",
                 "pairingParameters": {"bar": "2k", "floor": "20k"}}""");
    }

    @AfterAll
    void stop() throws Exception {
        browser.close();
        platform.close();
    }

    @Test
    void aMacMahonFilesPlayersAreCheckedThenRegisteredAllAtOnce() throws Exception {
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = ConsoleBrowser.signedIn(context, platform.base, RunningPlatform.DIRECTOR, RunningPlatform.PASSWORD,
                    "/events/" + eventId + "/import");
            page.getByLabel("MacMahon 3.9 tournament file (.xml)", new Page.GetByLabelOptions().setExact(true))
                    .setInputFiles(MACMAHON);
            assertThat(page.getByText("macmahon39-sample.xml: all 4 players can be registered.")).isVisible();
            browser.step(page, desk, "imports-01-macmahon-checked");
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Import 4 players")).click();
            assertThat(page.getByText("4 players registered.")).isVisible();
            browser.step(page, desk, "imports-02-macmahon-registered");
        }
        String event = platform.get("/api/v1/tournaments/" + eventId);
        assertTrue(event.contains("Alice") && event.contains("David"), "the file's players are registered: " + event);
    }

    /**
     * The file goes up as its bytes: a MacMahon file saved in ISO-8859-1, as its declaration says, keeps its accents
     * (the browser's own UTF-8 reading turned them into U+FFFD), and what is worth a look (a zero-width space in a
     * surname, left out) is listed before the import.
     */
    @Test
    void aFileInItsDeclaredEncodingKeepsItsAccentsAndAnInvisibleCharacterIsShown() throws Exception {
        String latin1 = Files.readString(MACMAHON).replace("encoding=\"UTF-8\"", "encoding=\"ISO-8859-1\"")
                .replace("<Surname>Jones</Surname>", "<Surname>J\u00F4nes</Surname>")
                .replace("<Surname>White</Surname>", "<Surname>Wh&#x200B;ite</Surname>");
        Path file = Files.createTempDirectory("tengen-import-").resolve("macmahon-latin1.xml");
        Files.write(file, latin1.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        PlatformApi director = new PlatformApi(platform.base, RunningPlatform.DIRECTOR, RunningPlatform.PASSWORD);
        String latinId = director.post("/api/v1/tournaments", "{\"name\": \"Open de Besan\u00e7on\"}").getAsJsonObject()
                .get("tournamentId").getAsString();
        Device desk = Device.DESKTOP;
        try (BrowserContext context = browser.context(desk, "en-GB")) {
            Page page = ConsoleBrowser.signedIn(context, platform.base, RunningPlatform.DIRECTOR, RunningPlatform.PASSWORD,
                    "/events/" + latinId + "/import");
            page.getByLabel("MacMahon 3.9 tournament file (.xml)", new Page.GetByLabelOptions().setExact(true))
                    .setInputFiles(file);
            assertThat(page.getByText("macmahon-latin1.xml: all 4 players can be registered.")).isVisible();
            assertThat(page.getByText("Look at these before you import (1):")).isVisible();
            assertThat(page.getByText("player 3: name 'Wh<U+200B>ite' holds the invisible character U+200B (ZERO WIDTH"
                    + " SPACE), which no list shows and which makes a name read as another; left out, check the name on"
                    + " the player's registration")).isVisible();
            browser.step(page, desk, "imports-05-latin1-warned");
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Import 4 players")).click();
            assertThat(page.getByText("4 players registered.")).isVisible();
        }
        String event = platform.get("/api/v1/tournaments/" + latinId);
        assertTrue(event.contains("J\u00F4nes Bob"), "the accent kept: " + event);
    }

    @Test
    void aPlayerFoundInTheFfgListFillsTheRegistrationForm() {
        for (Device device : new Device[] {Device.DESKTOP, Device.PHONE}) {
            try (BrowserContext context = browser.context(device, "en-GB")) {
                Page page = ConsoleBrowser.signedIn(context, platform.base, RunningPlatform.DIRECTOR,
                        RunningPlatform.PASSWORD, "/events/" + eventId + "/players");
                page.getByLabel("Name or federation id", new Page.GetByLabelOptions().setExact(true)).fill("andeol");
                page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Search the lists")).click();
                assertThat(page.getByRole(AriaRole.CELL, new Page.GetByRoleOptions().setName("1100278").setExact(true))).isVisible();
                browser.step(page, device, "imports-03-rating-found");
                page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Fill the form with EVAIN Andéol"))
                        .click();
                assertThat(page.getByLabel("Club", new Page.GetByLabelOptions().setExact(true))).hasValue("31To");
                browser.step(page, device, "imports-04-form-filled");
                if (device == Device.DESKTOP) {
                    page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Register").setExact(true)).click();
                    assertThat(page.getByText("EVAIN Andéol is registered.")).isVisible();
                }
            }
        }
    }
}
