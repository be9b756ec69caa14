package dev.tengen.console;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.BoundingBox;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.function.Executable;

/**
 * Debian's Chromium driven by Playwright, headless, with the flags this closed network needs (ENVIRONMENT.md); never
 * a browser of Playwright's own. Each step of a scenario is a screenshot in target/screenshots/&lt;device&gt;/ and an
 * axe-core check of the page. One Chromium serves every test class of the run (its start, Playwright's driver's with
 * it, cost seconds a class); each class's contexts are its own and closed with it.
 */
final class ConsoleBrowser implements AutoCloseable {

    /** A screen size the console is checked at. */
    record Device(String name, int width, int height, boolean mobile) {
        static final Device DESKTOP = new Device("desktop", 1280, 800, false);
        static final Device PHONE = new Device("phone", 390, 844, true);
    }

    private static Playwright playwright;
    private static Browser browser;

    private final List<BrowserContext> contexts = new ArrayList<>();
    private final String axe;

    ConsoleBrowser() throws Exception {
        Path console = Path.of(System.getProperty("tengen.console.dir", ".."));
        axe = Files.readString(console.resolve("node_modules/axe-core/axe.min.js"));
        synchronized (ConsoleBrowser.class) {
            if (browser == null || !browser.isConnected()) {
                if (playwright == null) {
                    playwright = Playwright.create(new Playwright.CreateOptions()
                            .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
                    Runtime.getRuntime().addShutdownHook(new Thread(ConsoleBrowser::closeTheRunsBrowser));
                }
                browser = playwright.chromium().launch(new BrowserType.LaunchOptions()
                        .setExecutablePath(Path.of(System.getProperty("tengen.chromium", "/usr/bin/chromium")))
                        .setHeadless(true)
                        .setArgs(List.of("--no-sandbox", "--disable-gpu", "--disable-background-networking",
                                "--disable-component-update", "--disable-sync", "--no-first-run")));
            }
        }
    }

    private static synchronized void closeTheRunsBrowser() {
        if (playwright != null) {
            playwright.close(); // the browser with it
            playwright = null;
            browser = null;
        }
    }

    /**
     * A browser at the device's size in the reader's language. axe-core comes in as an init script: the platform's
     * content security policy (script-src 'self') refuses a script tag added to the page, and rightly so.
     */
    BrowserContext context(Device device, String locale) {
        BrowserContext context = browser.newContext(new Browser.NewContextOptions()
                .setViewportSize(device.width(), device.height())
                .setIsMobile(device.mobile())
                .setHasTouch(device.mobile())
                .setLocale(locale)
                .setTimezoneId("Europe/Paris")
                // the platform's content security policy refuses inline scripts: axe-core is injected as one
                .setBypassCSP(true)
                .setAcceptDownloads(true));
        context.addInitScript(axe);
        contexts.add(context);
        return context;
    }

    /** Signs in on the console's sign-in page, already open, and waits for the list of events. */
    static void signIn(Page page, String user, String password) {
        signIn(page, user, password, "Events");
    }

    /** Signs in on the sign-in page, already open, and waits for the screen asked for, headed by {@code heading}. */
    static void signIn(Page page, String user, String password, String heading) {
        page.getByLabel("User name").fill(user);
        page.getByLabel("Password").fill(password);
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign in")).click();
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName(heading).setLevel(1))).isVisible();
    }

    /** A screen of an event opened by its address, signed in on the way, once the event's name heads it. */
    static Page openSignedIn(BrowserContext context, String url, String event) {
        Page page = context.newPage();
        page.navigate(url);
        signIn(page, RunningPlatform.DIRECTOR, RunningPlatform.PASSWORD, event);
        return page;
    }

    /** A button by its exact name. */
    static Locator button(Page page, String name) {
        return page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    /** A new page of the context, signed in as the user, on the console's screen at {@code path}. */
    static Page signedIn(BrowserContext context, String base, String user, String password, String path) {
        Page page = context.newPage();
        page.navigate(base + "/admin/");
        signIn(page, user, password);
        page.navigate(base + "/admin" + path);
        return page;
    }

    /** The step's screenshot, full page, as target/screenshots/&lt;device&gt;/&lt;step&gt;.png. */
    static void shoot(Page page, Device device, String step) {
        Path dir = Path.of(System.getProperty("tengen.screenshots", "target/screenshots"), device.name());
        page.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve(step + ".png")).setFullPage(true));
    }

    /** axe-core on the page as it is: no violation of serious or critical impact. */
    void assertAccessible(Page page, String step) {
        Object violations = page.evaluate("""
                async () => {
                  const result = await axe.run(document, { resultTypes: ['violations'] });
                  return result.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
                    .map(v => v.impact + ' ' + v.id + ': ' + v.help + ' at ' + v.nodes.map(n => n.target.join(' ')).join(', '));
                }""");
        assertEquals(List.of(), violations, "axe-core on " + step);
    }

    /**
     * On a phone: the page is no wider than the screen (nothing to scroll sideways) and each of {@code seen} (a row's
     * White, its result, its button) lies inside the screen, not in a table scrolled out of sight. Measured against
     * the device's width as well as innerWidth: a mobile Chromium widens its layout viewport to a page wider than the
     * screen, so innerWidth alone grows with the page (the auditor's timeline passed "scrollWidth &lt;= innerWidth" at
     * 450 px).
     */
    static void assertFitsThePhone(Page page, Device phone, String step, Locator... seen) {
        for (Locator cell : seen) {
            cell.waitFor(); // the screen drawn before it is measured
        }
        Object width = page.evaluate("() => [document.documentElement.scrollWidth, innerWidth]");
        // what makes it wider, for the failure's message: the outermost elements past the edge, in a parent that is not
        Object widest = page.evaluate("w => { const past = e => e.getBoundingClientRect().right > w + 1;"
                + " const all = [...document.querySelectorAll('body *')].filter(past);"
                + " const outer = all.filter(e => !past(e.parentElement));"
                + " return (outer.length ? outer : all).slice(0, 6).map(e => e.tagName.toLowerCase()"
                + " + (typeof e.className === 'string' && e.className ? '.' + e.className : '') + (e.id ? '#' + e.id : '')"
                + " + ' ' + Math.round(e.getBoundingClientRect().right)).join(', '); }", phone.width());
        List<Executable> checks = new ArrayList<>();
        checks.add(() -> assertEquals(true, page.evaluate("w => document.documentElement.scrollWidth <= Math.min(w, innerWidth)",
                phone.width()), "the page is no wider than the " + phone.width() + "-pixel phone (scrollWidth, innerWidth: "
                + width + "; past the edge: " + widest + ")"));
        for (Locator cell : seen) {
            checks.add(() -> {
                // not scrolled into view: that would scroll a table sideways and hide what a phone's reader meets
                BoundingBox box = cell.boundingBox();
                assertNotNull(box, cell + " is shown");
                assertTrue(box.x >= 0 && box.x + box.width <= phone.width() + 0.5,
                        cell + " inside the screen, not off it to the right: " + box.x + " + " + box.width);
            });
        }
        assertAll(step + " on a phone", checks);
    }

    /** A screenshot and the accessibility check: what every step of a scenario ends with. */
    void step(Page page, Device device, String step) {
        page.waitForLoadState();
        shoot(page, device, step);
        assertAccessible(page, step);
    }

    /** Closes this class's contexts (their pages with them); the run's browser stays for the next class. */
    @Override
    public void close() {
        for (BrowserContext context : contexts) {
            context.close();
        }
        contexts.clear();
    }
}
