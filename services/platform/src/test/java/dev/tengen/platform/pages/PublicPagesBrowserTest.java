package dev.tengen.platform.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import dev.tengen.service.web.security.Roles;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import java.io.IOException;
import java.net.URL;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The public pages in a real browser: every page on a desktop and on a 390-pixel phone (screenshots in
 * target/screenshots/public, axe-core, nothing wider than the screen), the game viewer with the keyboard, and the live
 * updates another browser sees without reloading.
 */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE, Roles.ARBITRATOR})
class PublicPagesBrowserTest {

    private static Browser browser;
    private static PagesFixture fixture;

    @TestHTTPResource("/")
    URL base;

    @BeforeAll
    static void chromium() throws IOException {
        browser = new Browser();
    }

    @AfterAll
    static void closeChromium() {
        browser.close();
    }

    @BeforeEach
    void oneEvent() {
        fixture = PagesFixture.shared();
    }

    private String url(String path) {
        return base.toString().replaceAll("/$", "") + path;
    }

    private Map<String, String> pages() {
        Map<String, String> pages = new LinkedHashMap<>();
        pages.put("home", "/");
        pages.put("event", fixture.path(""));
        pages.put("standings", fixture.path("/standings?after=1"));
        pages.put("round", fixture.path("/round/1"));
        pages.put("player", fixture.path("/player/" + fixture.players.get(PagesFixture.HOSTILE)));
        pages.put("rulings", fixture.path("/rulings"));
        pages.put("game", "/g/" + fixture.captureGame);
        pages.put("game-in-play", "/g/" + fixture.liveGame);
        pages.put("not-found", "/g/no-such-game");
        pages.put("no-such-address", "/standings"); // typed by a visitor: the same page, not the API's JSON
        return pages;
    }

    @Test
    void everyPageReadsOnADesktopAndOnAPhoneWithoutSeriousAccessibilityFaults() {
        try (BrowserContext desktop = browser.desktop("en"); BrowserContext phone = browser.phone("en")) {
            Page wide = desktop.newPage();
            Page narrow = phone.newPage();
            pages().forEach((name, path) -> {
                wide.navigate(url(path));
                browser.shoot(wide, name + "-desktop");
                browser.accessible(wide, name + " on a desktop");
                narrow.navigate(url(path));
                browser.shoot(narrow, name + "-phone");
                browser.accessible(narrow, name + " on a phone");
                browser.fitsTheScreen(narrow, name);
            });
        }
    }

    @Test
    void thePagesInKoreanChineseJapaneseAndFrenchFitAPhone() {
        for (String language : new String[] {"ko", "zh", "ja", "fr"}) {
            try (BrowserContext phone = browser.phone(language)) {
                Page page = phone.newPage();
                for (String path : new String[] {fixture.path("/standings?after=1"), fixture.path("/round/1"),
                    "/g/" + fixture.koGame, fixture.path("/rulings")}) {
                    page.navigate(url(path));
                    assertEquals(language, page.getAttribute("html", "lang"));
                    browser.fitsTheScreen(page, path + " in " + language);
                }
                browser.shoot(page, "rulings-phone-" + language);
                // the articles are cited by the rules' names, not by the seed's file number ("000 第4章第2.5条")
                assertFalse(page.textContent("main").contains("000 "), "rulings in " + language);
                // a penalty's reason wraps on the phone rather than running off its right edge (it is a sentence)
                assertEquals(Boolean.TRUE, page.evaluate("""
                        () => [...document.querySelectorAll('td.sanction')].every(
                          cell => cell.getBoundingClientRect().right <= document.documentElement.clientWidth + 1)"""),
                        "a penalty's reason off the phone's screen in " + language);
                page.navigate(url(fixture.path("/standings?after=1")));
                browser.shoot(page, "standings-phone-" + language);
                page.navigate(url("/g/" + fixture.koGame));
                browser.shoot(page, "game-phone-" + language);
                // the illegal retake and its warning named in the reader's words, not the engine's English
                String history = page.textContent("main");
                assertFalse(history.contains("ko retaken") || history.contains("retakes the ko"), language + ": " + history);
            }
        }
    }

    @Test
    void theViewerStepsThroughTheMovesWithTheKeysAndShowsTheCapture() {
        try (BrowserContext desktop = browser.desktop("en")) {
            Page page = desktop.newPage();
            page.navigate(url("/g/" + fixture.captureGame));
            String stones = "svg.board g.stones circle.stone";
            assertEquals("Move 7 of 7", page.textContent(".viewer-position"));
            assertEquals(0, page.locator(stones + "[cx='128'][cy='128']").count(), "E5 is captured at move 7");
            page.keyboard().press("Home");
            assertEquals("Before the first move", page.textContent(".viewer-position"));
            assertEquals(0, page.locator(stones).count());
            page.keyboard().press("ArrowRight");
            page.keyboard().press("ArrowRight");
            assertEquals(2, page.locator(stones).count());
            page.keyboard().press("End");
            page.keyboard().press("ArrowLeft");
            assertEquals("Move 6 of 7", page.textContent(".viewer-position"));
            assertEquals(6, page.locator(stones).count(), "E5 stands before the capture");
            page.click("button[data-step='forward']");
            assertEquals(6, page.locator(stones).count(), "E6 placed, E5 taken");
            assertEquals("Black 1 · White 0", page.textContent(".viewer-captures"));
        }
    }

    @Test
    void thePrintedPageLeavesOutTheNavigation() {
        try (BrowserContext desktop = browser.desktop("en")) {
            Page page = desktop.newPage();
            page.navigate(url(fixture.path("/standings?after=1")));
            page.emulateMedia(new Page.EmulateMediaOptions().setMedia(com.microsoft.playwright.options.Media.PRINT));
            assertEquals("none", page.evaluate("() => getComputedStyle(document.querySelector('header.site')).display"));
            assertEquals("none", page.evaluate("() => getComputedStyle(document.querySelector('nav.pager')).display"));
            page.pdf(new Page.PdfOptions().setPath(java.nio.file.Path.of(System.getProperty("browser.screenshots",
                    "target/screenshots/public"), "standings-print.pdf")));
        }
    }

    @Test
    void anotherBrowsersStandingsChangeWithinOneSecondWithoutReloading() {
        try (BrowserContext spectator = browser.desktop("en")) {
            Page page = spectator.newPage();
            page.navigate(url(fixture.path("/standings")));
            assertTrue(page.textContent("h1").startsWith("Standings after round 1"), page.textContent("h1"));
            page.evaluate("() => { window.notReloaded = true; }");
            page.waitForFunction("() => document.querySelector('main[data-stream]') !== null");
            fixture.recordWaitingGame("B+R");
            long recorded = System.nanoTime();
            page.waitForFunction("() => document.querySelector('h1').textContent.startsWith('Standings after round 2')",
                    null, new Page.WaitForFunctionOptions().setTimeout(5_000).setPollingInterval(20));
            long millis = (System.nanoTime() - recorded) / 1_000_000;
            assertTrue(millis < 1_000, "the standings changed " + millis + " ms after the result was recorded");
            assertEquals(Boolean.TRUE, page.evaluate("() => window.notReloaded === true"), "the page was not reloaded");
            browser.shoot(page, "standings-live-desktop");
        }
    }

    @Test
    void aGameInPlayShowsANewMoveWithoutReloading() {
        try (BrowserContext spectator = browser.phone("en")) {
            Page page = spectator.newPage();
            page.navigate(url("/g/" + fixture.liveGame));
            int before = page.locator("ol.moves li").count();
            page.evaluate("() => { window.notReloaded = true; }");
            PagesFixture.json().body("{\"color\": \"" + (before % 2 == 0 ? "black" : "white") + "\", \"point\": \"G7\"}")
                    .post("/api/v1/games/" + fixture.liveGame + "/moves").then().statusCode(201);
            page.waitForFunction("n => document.querySelectorAll('ol.moves li').length > n", before,
                    new Page.WaitForFunctionOptions().setTimeout(5_000));
            assertEquals("Move " + (before + 1) + " of " + (before + 1), page.textContent(".viewer-position"));
            assertEquals(1, page.locator("svg.board g.stones circle.last[cx='176'][cy='80']").count(), "G7 marked");
            assertEquals(Boolean.TRUE, page.evaluate("() => window.notReloaded === true"), "the page was not reloaded");
        }
    }
}
