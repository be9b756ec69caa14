package dev.tengen.load;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Issue 5, start-up: the platform started on a stored 300-player, 7-round tournament with full game records,
 * timed from launching the JVM to {@code /q/health/ready} (every projection has replayed the store). Baseline,
 * same run: the same jar started on an empty data directory.
 */
final class StartupScenario {

    private static final int STARTS = 3;

    private final Options options;

    StartupScenario(Options options) {
        this.options = options;
    }

    Report run() throws Exception {
        Report report = new Report("startup");
        Path data = StoredTournament.ensure(options, report);
        long events = StoredTournament.countEvents(data);
        String tournamentId = StoredTournament.property(data, "tournament");
        Latencies empty = new Latencies();
        Latencies full = new Latencies();
        Latencies emptyCpu = new Latencies();
        Latencies fullCpu = new Latencies();
        for (int i = 0; i < STARTS; i++) {
            Path blank = options.work().resolve("empty-data");
            LoadDriver.deleteTree(blank);
            try (Platform platform = Platform.start(options.jar(), blank, "empty-platform", List.of())) {
                empty.add(platform.startup.toNanos());
                emptyCpu.add(platform.startupCpu.toNanos());
            }
            try (Platform platform = Platform.start(options.jar(), data, "startup-platform", options.platformJvm())) {
                full.add(platform.startup.toNanos());
                fullCpu.add(platform.startupCpu.toNanos());
                if (i == 0) {
                    check(platform, tournamentId, report);
                }
            }
        }
        report.line("start-up, empty store (baseline), %d starts: median %.2f s, max %.2f s", STARTS,
                empty.percentileMillis(50) / 1000, empty.percentileMillis(100) / 1000);
        report.line("start-up, %s players %s rounds, %d events (%s moves): median %.2f s, max %.2f s",
                StoredTournament.property(data, "players"), StoredTournament.property(data, "rounds"), events,
                StoredTournament.property(data, "moves"), full.percentileMillis(50) / 1000,
                full.percentileMillis(100) / 1000);
        report.line("ratio to the empty start: %.1f; replay beyond the empty start: %.0f events/s",
                full.percentileMillis(50) / empty.percentileMillis(50),
                events / ((full.percentileMillis(50) - empty.percentileMillis(50)) / 1000));
        report.line("CPU time of the platform's process at ready (median): empty store %.2f s, tournament %.2f s, "
                + "ratio %.1f", emptyCpu.percentileMillis(50) / 1000, fullCpu.percentileMillis(50) / 1000,
                fullCpu.percentileMillis(50) / emptyCpu.percentileMillis(50));
        report.line("each start, min / median / max: empty store %.2f / %.2f / %.2f s; tournament %.2f / %.2f / %.2f s",
                empty.percentileMillis(0) / 1000, empty.percentileMillis(50) / 1000, empty.percentileMillis(100) / 1000,
                full.percentileMillis(0) / 1000, full.percentileMillis(50) / 1000, full.percentileMillis(100) / 1000);
        report.figure("start-up, empty store, median of the run's starts (s)", empty.percentileMillis(50) / 1000);
        report.figure("start-up, stored tournament, median of the run's starts (s)", full.percentileMillis(50) / 1000);
        report.figure("start-up, stored tournament, CPU-s (median)", fullCpu.percentileMillis(50) / 1000);
        report.figure("start-up ratio to the empty start", full.percentileMillis(50) / empty.percentileMillis(50));
        report.verdict("start-up under 10 s", full.percentileMillis(100) < 10_000);
        report.verdict("start-up under 3 s (issue 17)", full.percentileMillis(100) < 3_000);
        return report;
    }

    /** Once ready, the last round's standings and a full game record are there: the replay was complete. */
    private static void check(Platform platform, String tournamentId, Report report) throws Exception {
        Api visitor = new Api(platform.base, null, null);
        Map<String, Object> round = PlainJson.object(visitor.expectGet("/api/v1/tournaments/" + tournamentId + "/rounds/"
                + (int) (double) (Double) PlainJson.object(visitor.expectGet("/api/v1/tournaments/" + tournamentId
                        + "/configuration")).get("rounds")));
        List<?> games = (List<?>) round.get("games");
        Map<?, ?> last = (Map<?, ?>) games.get(games.size() - 1);
        Map<String, Object> record = PlainJson.object(visitor.expectGet("/api/v1/games/" + last.get("gameId") + "/record"));
        Map<String, Object> standings = PlainJson.object(visitor.expectGet("/api/v1/tournaments/" + tournamentId
                + "/standings"));
        report.line("checked at ready: round %s board %s result %s, %d moves in its record; standings after round %s,"
                + " %d rows", round.get("round"), last.get("board"), last.get("result"),
                ((List<?>) record.get("moves")).size(), standings.get("afterRound"),
                ((List<?>) standings.get("rows")).size());
    }
}
