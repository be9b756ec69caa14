package dev.tengen.load;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Issue 5, moves and standings: {@code games} boards of one Swiss round played at once, move by move, each move an
 * HTTP POST with Basic auth as a referee; then every game is resigned and confirmed, and the time from the final
 * confirmation's response until the public standings show the winner's win is measured ({@link StandingsWatcher}: the
 * JSON standings; {@link StandingsPageWatcher}: the public page as a spectator's browser follows it). Baselines, same
 * run: {@code GET /q/health/live} at the same concurrency, and the public standings page loaded at rest.
 */
final class MovesScenario {

    private final Options options;

    MovesScenario(Options options) {
        this.options = options;
    }

    Report run() throws Exception {
        Report report = new Report("moves");
        Path data = options.work().resolve("moves-data");
        LoadDriver.deleteTree(data);
        int players = options.games() * 2;
        Platform platform = Platform.start(options.jar(), data, "moves-platform", options.platformJvm());
        try {
            report.line("platform ready in %.2f s (empty store)", platform.startup.toNanos() / 1e9);
            report.figure("ready after launch, empty store (s)", platform.startup.toNanos() / 1e9);
            Officials officials = Officials.create(platform);
            Api signedIn = officials.referee();
            Api visitor = signedIn.anonymous();

            long setup = System.nanoTime();
            LoadTournament tournament = LoadTournament.open(officials.director(), "Load Open", players, 1);
            List<Board> boards = tournament.pairAndPublish(1);
            report.line("tournament: %d players, %d boards on 19x19 (%s, Swiss), set up in %.1f s", players,
                    boards.size(), LoadTournament.RULE_SET, (System.nanoTime() - setup) / 1e9);

            RoundPlay round = new RoundPlay(options, boards, dev.tengen.rules.Rulesets.CHINESE_2002,
                    LoadTournament.BOARD_SIZE);
            // warm-up of the sign-in cache and the JIT, not measured
            baseline(visitor, boards.size(), 2_000_000_000L, new Latencies());
            Latencies health = new Latencies();
            double healthCpu = platform.cpu().toNanos() / 1e9;
            double healthRate = baseline(visitor, boards.size(), options.baselineNanos(), health);
            healthCpu = platform.cpu().toNanos() / 1e9 - healthCpu;
            report.line("baseline GET /q/health/live, %d threads: %.0f requests/s; %s; platform CPU %.0f requests per "
                    + "CPU-second", boards.size(), healthRate, health.summary(), health.count() / healthCpu);
            report.figure("baseline: health requests/s", healthRate);
            report.figure("baseline: health requests per platform CPU-s", health.count() / healthCpu);

            // Baseline of the public page: the standings page loaded at rest, before the play, as a spectator opens it
            // (ten loads first, not counted, for the platform's compiler).
            Latencies pageAtRest = new Latencies();
            for (int i = 0; i < 30; i++) {
                long sent = System.nanoTime();
                if (visitor.page("/t/" + tournament.id + "/standings").statusCode() != 200) {
                    throw new IllegalStateException("the public standings page did not answer 200");
                }
                if (i >= 10) {
                    pageAtRest.add(System.nanoTime() - sent);
                }
            }
            report.line("baseline GET /t/{id}/standings (the public page, %d players, at rest): %s", players,
                    pageAtRest.summary());
            if (options.restart()) {
                // A restart in the middle of a round: the same store, a new process, and the boards go on playing
                // from the first second it says it is ready (the referee's password checked once, as a device's
                // first request after the restart does).
                platform.close();
                platform = Platform.start(options.jar(), data, "moves-platform-restarted", options.platformJvm());
                report.line("platform restarted on its store (%d boards in play): ready in %.2f s, %.2f CPU-s",
                        boards.size(), platform.startup.toNanos() / 1e9, platform.startupCpu.toNanos() / 1e9);
                report.figure("restart: ready after launch (s)", platform.startup.toNanos() / 1e9);
                signedIn = signedIn.at(platform.base);
                visitor = visitor.at(platform.base);
                signedIn.signIn();
            }
            Api referee = signedIn;

            Latencies visibility = new Latencies();
            Latencies toEvent = new Latencies();
            Latencies toPage = new Latencies();
            double playCpu = platform.cpu().toNanos() / 1e9;
            Api spectator = visitor;
            StandingsWatcher watcher = new StandingsWatcher(spectator, tournament.path("/standings"), visibility);
            StandingsPageWatcher page = new StandingsPageWatcher(spectator, tournament.id, toEvent, toPage);
            round.play(referee, board -> {
                String loser = board.number() % 2 == 0 ? "black" : "white";
                BoardPlay.resignAndConfirm(referee, board, loser);
                String winner = loser.equals("white") ? board.black() : board.white();
                watcher.confirmed(winner);
                page.confirmed(board.gameId(), winner);
            });
            // printed before the standings' watchers end, which may fail on an overloaded machine; the CPU figure
            // does not depend on the machine's load as the latencies do
            double boardsCpu = platform.cpu().toNanos() / 1e9 - playCpu;
            report.line("moves due in the first 5 s (warm-up or not): %s; in the first 20 s: %s",
                    round.firstFive.summary(), round.firstTwenty.summary());
            report.line("the boards' play: %d moves, platform CPU %.2f s, %.0f moves per platform CPU-second",
                    round.movesPlayed(), boardsCpu, round.movesPlayed() / boardsCpu);
            watcher.close();
            page.close();
            List<Throwable> failures = round.failures();
            if (!failures.isEmpty()) {
                IllegalStateException failed = new IllegalStateException(failures.size() + " boards failed; first: "
                        + failures.getFirst().getMessage() + " (platform log: " + platform.log() + ")");
                failures.forEach(failed::addSuppressed);
                throw failed;
            }
            playCpu = platform.cpu().toNanos() / 1e9 - playCpu;
            double seconds = round.seconds();
            double rate = round.rate();
            Latencies moveLatency = round.moveLatency;
            String loop = options.rate() > 0
                    ? String.format("open loop, %d moves/s offered, each board paced", options.rate())
                    : "closed loop, each board's next move as soon as the last is answered";
            report.line("moves: %d in %.1f s through POST /api/v1/games/{id}/moves, %d boards at once (%s): %.0f moves/s",
                    round.movesPlayed(), seconds, boards.size(), loop, rate);
            double sustained = round.sustained();
            report.line("sustained while every board played (%.1f s after %.0f s of warm-up): %d moves, %.1f moves/s",
                    round.steadySeconds(), options.warmupNanos() / 1e9, round.steadyMoves(), sustained);
            report.line("move latency%s: %s", options.rate() > 0 ? " from each move's due time" : "",
                    moveLatency.summary());
            report.line("move latency by the time the move was due (ms):%s", round.timeline());
            report.line("the first 3 s by 100-ms window of the due time (from ms: p50/max ms):%s", round.startTimeline());
            double worstWindow = round.worstWindowP99();
            double firstWindow = round.firstWindowP99();
            report.figure("moves/s sustained", sustained);
            report.figure("move latency p50 (ms)", moveLatency.percentileMillis(50));
            report.figure("move latency p99 (ms)", moveLatency.percentileMillis(99));
            report.figure("move latency p99, first counted 2-s window (ms)", firstWindow);
            report.figure("move latency p99, worst 2-s window (ms)", worstWindow);
            report.figure("move latency p99, moves due in the first 5 s (ms)", round.firstFive.percentileMillis(99));
            report.figure("move latency p99, moves due in the first 20 s (ms)", round.firstTwenty.percentileMillis(99));
            report.figure("platform CPU per move, play (ms)", playCpu * 1000 / round.movesPlayed());
            report.figure("moves per platform CPU-s / health requests per platform CPU-s",
                    round.movesPlayed() / playCpu / (health.count() / healthCpu));
            report.figure("moves/s / health requests/s", rate / healthRate);
            report.line("platform CPU over the play (moves, endings, standings polls): %.1f s, %.0f moves per "
                    + "CPU-second", playCpu, round.movesPlayed() / playCpu);
            report.line("standings visible after the final confirmation (one reader polling every %d ms): %s",
                    StandingsWatcher.POLL_MILLIS, visibility.summary());
            report.line("public standings page (one spectator: its stream, and the page loaded again on a standings event,"
                    + " at most once in %d ms, as live.js does), from the final confirmation's response to the stream's"
                    + " event: %s", StandingsPageWatcher.THROTTLE_MILLIS, toEvent.summary());
            report.line("... to the page showing the win: %s; p99 / the page's p99 at rest: %.1f", toPage.summary(),
                    toPage.percentileMillis(99) / pageAtRest.percentileMillis(99));
            report.figure("standings visible after the final confirmation, p99 (ms)", visibility.percentileMillis(99));
            report.figure("public page showing the win, p99 (ms)", toPage.percentileMillis(99));
            report.line("ratio moves/s to baseline requests/s: %.3f; move p99 / baseline p99: %.1f", rate / healthRate,
                    moveLatency.percentileMillis(99) / health.percentileMillis(99));
            // Sustained: at least 1,000 a second over the whole play, with every board still playing at its end.
            // An open loop cannot answer more than it is offered, and its boards start their turns over the first
            // interval: it sustains its rate when it answers 99% of it.
            double needed = options.rate() > 0 && options.rate() >= 1000 ? 0.99 * options.rate() : 1000;
            report.verdict("1,000 moves/s sustained", sustained >= needed);
            if (options.rate() > 0) {
                report.verdict("move p99 under 50 ms at " + options.rate() + " moves/s offered",
                        moveLatency.percentileMillis(99) < 50);
            } else {
                // A closed loop runs at saturation: each move waits behind the other boards' (Little's law,
                // latency = boards / throughput), so its latency says how many boards, not how fast a move is.
                report.line("move latency not judged in a closed loop (saturation); run with --rate 1000");
            }
            report.verdict("standings p99 under 200 ms", visibility.percentileMillis(99) < 200);
            report.verdict("public standings page p99 under 500 ms", toPage.percentileMillis(99) < 500);
        } finally {
            platform.close();
        }
        return report;
    }

    /** {@code threads} threads GET the liveness check for {@code nanos}; returns requests per second. */
    static double baseline(Api visitor, int threads, long nanos, Latencies latencies) throws Exception {
        AtomicLong done = new AtomicLong();
        AtomicBoolean failed = new AtomicBoolean();
        long start = System.nanoTime();
        long stopAt = start + nanos;
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            workers.add(Thread.ofPlatform().start(() -> {
                try {
                    while (System.nanoTime() < stopAt) {
                        long sent = System.nanoTime();
                        if (visitor.get("/q/health/live").statusCode() != 200) {
                            failed.set(true);
                        }
                        latencies.add(System.nanoTime() - sent);
                        done.incrementAndGet();
                    }
                } catch (Exception e) {
                    failed.set(true);
                }
            }));
        }
        for (Thread worker : workers) {
            worker.join();
        }
        if (failed.get()) {
            throw new IllegalStateException("the baseline requests failed");
        }
        return done.get() / ((System.nanoTime() - start) / 1e9);
    }
}
