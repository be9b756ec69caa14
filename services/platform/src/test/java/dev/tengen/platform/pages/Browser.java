package dev.tengen.platform.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Debian's Chromium driven by Playwright for the public pages' tests (ENVIRONMENT.md: never a downloaded browser),
 * headless, with what the tests check on every page: a screenshot, axe-core's accessibility rules, and that nothing
 * but a table's own scroller is wider than the screen.
 */
final class Browser implements AutoCloseable {

    static final int DESKTOP_WIDTH = 1280;
    static final int PHONE_WIDTH = 390;

    private final Playwright playwright;
    private final com.microsoft.playwright.Browser chromium;
    private final String axe;
    private final Path screenshots;

    Browser() throws IOException {
        Path executable = Path.of(System.getProperty("browser.chromium", "/usr/bin/chromium"));
        assertTrue(Files.isExecutable(executable), "The browser tests drive Debian's Chromium at " + executable
                + "; install it with 'apt-get install -y chromium'.");
        Path axeScript = Path.of(System.getProperty("browser.axe", "target/browser/node_modules/axe-core/axe.min.js"));
        assertTrue(Files.isReadable(axeScript), "axe-core is installed by the build (npm ci in target/browser): "
                + axeScript);
        this.axe = Files.readString(axeScript);
        this.screenshots = Path.of(System.getProperty("browser.screenshots", "target/screenshots/public"));
        Files.createDirectories(screenshots);
        this.playwright = Playwright.create(new Playwright.CreateOptions()
                .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
        this.chromium = playwright.chromium().launch(new BrowserType.LaunchOptions().setExecutablePath(executable)
                .setHeadless(true).setArgs(List.of("--no-sandbox", "--disable-gpu", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync", "--no-first-run")));
    }

    /** A desktop window 1280 pixels wide, English. */
    BrowserContext desktop(String language) {
        return chromium.newContext(new com.microsoft.playwright.Browser.NewContextOptions()
                .setViewportSize(DESKTOP_WIDTH, 900).setLocale(language).setExtraHTTPHeaders(Map.of("Accept-Language", language)));
    }

    /** A phone 390 pixels wide, touch, in {@code language}. */
    BrowserContext phone(String language) {
        return chromium.newContext(new com.microsoft.playwright.Browser.NewContextOptions()
                .setViewportSize(PHONE_WIDTH, 844).setDeviceScaleFactor(2).setIsMobile(true).setHasTouch(true)
                .setLocale(language).setExtraHTTPHeaders(Map.of("Accept-Language", language)));
    }

    /** The whole page as an image, target/screenshots/public/{@code name}.png. */
    void shoot(Page page, String name) {
        page.screenshot(new Page.ScreenshotOptions().setPath(screenshots.resolve(name + ".png")).setFullPage(true));
    }

    /** axe-core on the page as it is: no violation of serious or critical impact. */
    void accessible(Page page, String name) {
        if (!Boolean.TRUE.equals(page.evaluate("() => typeof window.axe !== 'undefined'"))) {
            page.addScriptTag(new Page.AddScriptTagOptions().setContent(axe));
        }
        Object violations = page.evaluate("""
                async () => {
                  const result = await axe.run(document, { resultTypes: ['violations'] });
                  return result.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
                      .map(v => v.id + ': ' + v.help + ' (' + v.nodes.map(n => n.target.join(' ')).slice(0, 3).join(', ') + ')');
                }""");
        assertEquals(List.of(), violations, "axe-core on " + name);
    }

    /** Nothing on the page reaches past the screen's right edge, except inside a table's own scroller. */
    void fitsTheScreen(Page page, String name) {
        Object outside = page.evaluate("""
                () => {
                  const width = document.documentElement.clientWidth;
                  const wide = [];
                  if (document.documentElement.scrollWidth > width) wide.push('the page: ' + document.documentElement.scrollWidth);
                  for (const scroller of document.querySelectorAll('.table-scroll')) {
                    const overflow = getComputedStyle(scroller).overflowX;
                    if (scroller.scrollWidth > scroller.clientWidth && overflow !== 'auto' && overflow !== 'scroll')
                      wide.push('a table whose columns cannot be scrolled to');
                  }
                  for (const el of document.querySelectorAll('body *')) {
                    if (el.closest('.table-scroll')) continue;
                    const box = el.getBoundingClientRect();
                    if (box.width > 0 && box.right > width + 1) wide.push(el.tagName.toLowerCase() + '.' + el.className + ' to ' + Math.round(box.right));
                  }
                  return wide.slice(0, 5);
                }""");
        assertEquals(List.of(), outside, name + " on a " + PHONE_WIDTH + "-pixel screen");
    }

    @Override
    public void close() {
        chromium.close();
        playwright.close();
    }
}
