package dev.tengen.console;

import com.google.gson.JsonElement;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Issue 13's figure "every screen ready in under 1 s for a 1,000-player event": the packaged platform with one
 * McMahon event of 1,000 players, round 1 paired and published (500 boards), and each of the director's screens
 * opened in Chromium three times. A screen is ready when its heading is shown, nothing says "Loading…" any more and
 * its table holds the rows of the whole field (every player, or every board). Baseline of the same run: the sign-in page, which loads the
 * console and asks the platform nothing. Not part of the test run (failsafe takes *IT): run it with
 * {@code mvn -B -ntp -pl web-admin/e2e -am verify -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false
 * -Dit.test=ScreenTimesBenchmark -Dfailsafe.failIfNoSpecifiedTests=false}; it prints one line a screen
 * (docs/BENCHMARKS.md, "The console's screens for 1,000 players").
 */
class ScreenTimesBenchmark {

    private static final int PLAYERS = 1000;
    private static final int RUNS = 3;
    private static final String[] RANKS = {"5d", "3d", "1d", "1k", "3k", "5k", "8k", "10k", "12k", "15k", "18k", "20k"};

    @Test
    void everyDirectorsScreenFor1000Players() throws Exception {
        try (RunningPlatform platform = RunningPlatform.start(); ConsoleBrowser browser = new ConsoleBrowser()) {
            PlatformApi api = new PlatformApi(platform.base, RunningPlatform.DIRECTOR, RunningPlatform.PASSWORD);
            JsonElement created = api.post("/api/v1/tournaments", "{\"name\": \"Open of a thousand\"}");
            String id = created.getAsJsonObject().get("tournamentId").getAsString();
            api.send("PUT", "/api/v1/tournaments/" + id + "/configuration", """
                    {"ruleSet": "korean-2016", "boardSize": 19, "rounds": 6, "pairingSystem": "mcmahon",
                     "pairingParameters": {"bar": "3d", "floor": "20k"}}""");
            for (int p = 0; p < PLAYERS; p++) {
                api.post("/api/v1/tournaments/" + id + "/players", "{\"name\": \"Player " + p + "\", \"rank\": \""
                        + RANKS[p % RANKS.length] + "\", \"club\": \"Club " + (p % 90) + "\", \"country\": \""
                        + (p % 3 == 0 ? "FR" : p % 3 == 1 ? "DE" : "KR") + "\"}");
            }
            api.post("/api/v1/tournaments/" + id + "/rounds/1/pairing", null);
            api.post("/api/v1/tournaments/" + id + "/rounds/1/publish", null);

            BrowserContext context = browser.context(ConsoleBrowser.Device.DESKTOP, "en");
            Page page = context.newPage();
            page.navigate(platform.base + "/admin/");
            ConsoleBrowser.signIn(page, RunningPlatform.DIRECTOR, RunningPlatform.PASSWORD);
            String event = "/admin/events/" + id;
            // each screen with the rows it shows once its data is drawn: a screen that loads in stages (the rounds,
            // then the round) shows its heading before its table, so the heading alone is not "ready"
            Map<String, Integer> screens = new LinkedHashMap<>();
            screens.put("/admin/", 0);
            screens.put(event + "/settings", 0);
            screens.put(event + "/officials", 0);
            screens.put(event + "/players", PLAYERS);
            screens.put(event + "/import", 0);
            screens.put(event + "/check-in/1", PLAYERS);
            screens.put(event + "/pairing/1", PLAYERS / 2);
            screens.put(event + "/results/1", PLAYERS / 2);
            screens.put(event + "/now/1", PLAYERS / 2);
            screens.put(event + "/standings/1", PLAYERS);
            screens.put(event + "/arbitration", 0);
            screens.put(event + "/audit", 50);
            Page signIn = browser.context(ConsoleBrowser.Device.DESKTOP, "en").newPage();
            long[] baseline = times(signIn, platform.base + "/admin/", 0);
            System.out.printf(Locale.ROOT, "baseline sign-in page: %s ms%n", summary(baseline));
            for (Map.Entry<String, Integer> screen : screens.entrySet()) {
                long[] ms = times(page, platform.base + screen.getKey(), screen.getValue());
                System.out.printf(Locale.ROOT, "%s (%d rows): %s ms, median / baseline median %.1f%n",
                        screen.getKey().replace(id, "{id}"), screen.getValue(), summary(ms),
                        (double) ms[1] / Math.max(1, baseline[1]));
            }
        }
    }

    /**
     * The screen opened {@link #RUNS} times, each from a blank page: milliseconds until ready (a heading, no
     * "Loading…", and at least {@code rows} table rows in the main part), sorted.
     */
    private static long[] times(Page page, String url, int rows) {
        long[] ms = new long[RUNS];
        for (int run = 0; run < RUNS; run++) {
            page.navigate("about:blank");
            long start = System.nanoTime();
            page.navigate(url);
            page.waitForFunction("rows => document.querySelector('h1, main h2') !== null"
                    + " && !document.body.innerText.includes('Loading') && document.querySelectorAll('main tr').length >= rows", rows);
            ms[run] = (System.nanoTime() - start) / 1_000_000;
        }
        Arrays.sort(ms);
        return ms;
    }

    private static String summary(long[] sorted) {
        List<String> parts = new ArrayList<>();
        parts.add("min " + sorted[0]);
        parts.add("median " + sorted[sorted.length / 2]);
        parts.add("max " + sorted[sorted.length - 1]);
        return String.join(" / ", parts);
    }
}
