package dev.tengen.load;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Issue 15, the distributed deployment under load: a tournament of {@code games} boards set up through the
 * tournament service's API as {@code scripts/lib/demo-load} does it (tokens of the realm's demo users: the director
 * opens it and registers the players, the technical delegate appoints the referee and the chief referee and pairs and
 * publishes round 1), the boards played move by move at the game service as the referee ({@link RoundPlay}: paced,
 * warm-up not counted), and, as each board stops, its result entered at the tournament service by the chief referee
 * (a result slip, {@code PUT .../rounds/1/boards/{n}/result}); {@link StandingsWatcher} measures the time from that
 * answer until the read models' public standings show the win (tournament service, {@code tengen.tournament}, the
 * read models' consumer, MongoDB). Baselines, same run, at the game service: {@code GET /q/health/live} at the same
 * concurrency (capacity), and paced at the same rate (the latency of a request that does nothing).
 */
final class DistributedScenario {

    /** The realm's demo users (docs/OPERATIONS.md, "The realm"), each acting in the office its role gives. */
    static final String DIRECTOR = "demo-director";
    static final String TECHNICAL_DELEGATE = "demo-technical-delegate";
    static final String REFEREE = "demo-referee-han";
    static final String CHIEF_REFEREE = "demo-chief-referee-kim";

    private final Options options;

    DistributedScenario(Options options) {
        this.options = options;
    }

    Report run() throws Exception {
        Report report = new Report("distributed");
        Deployment deployment = options.deployment();
        long signIn = System.nanoTime();
        RealmTokens realm = new RealmTokens(deployment.realm());
        Api director = new Api(deployment.tournament(), realm.bearer(DIRECTOR));
        Api delegate = director.as(realm.bearer(TECHNICAL_DELEGATE));
        Api chiefReferee = director.as(realm.bearer(CHIEF_REFEREE));
        Api referee = director.as(realm.bearer(REFEREE)).at(deployment.game());
        Api games = referee.anonymous();
        Api readModels = director.anonymous().at(deployment.readModels());
        report.line("tokens of %s, %s, %s and %s from %s in %.1f s", DIRECTOR, TECHNICAL_DELEGATE, REFEREE,
                CHIEF_REFEREE, deployment.realm(), (System.nanoTime() - signIn) / 1e9);

        long setup = System.nanoTime();
        int players = options.games() * 2;
        LoadTournament tournament = LoadTournament.open(director, "Load Open (distributed)", players, 1);
        appoint(delegate, tournament, REFEREE, "referee", "Han Sang-hoon");
        appoint(delegate, tournament, CHIEF_REFEREE, "chief-referee", "Kim Dong-myeon");
        List<Board> boards = tournament.pairAndPublish(1, delegate, games);
        String standings = tournament.path("/standings");
        LoadTournament.await("the read models' standings of the " + players + " players", () -> {
            var answer = readModels.get(standings);
            return answer.statusCode() == 200 && ((List<?>) PlainJson.object(answer.body()).get("rows")).size() == players;
        });
        report.line("tournament %s: %d players, %d boards on 19x19 (%s, Swiss), set up through the tournament service "
                + "and shown by the read models in %.1f s", tournament.id, players, boards.size(), LoadTournament.RULE_SET,
                (System.nanoTime() - setup) / 1e9);
        RoundPlay round = new RoundPlay(options, boards, dev.tengen.rules.Rulesets.CHINESE_2002,
                LoadTournament.BOARD_SIZE);

        // the game service's JIT and the connections warmed by 2 s of health checks, not counted
        MovesScenario.baseline(games, boards.size(), 2_000_000_000L, new Latencies());
        Latencies health = new Latencies();
        double healthRate = MovesScenario.baseline(games, boards.size(), options.baselineNanos(), health);
        report.line("baseline GET /q/health/live at the game service, %d threads: %.0f requests/s; %s", boards.size(),
                healthRate, health.summary());
        Latencies pacedHealth = new Latencies();
        if (options.rate() > 0) {
            paced(games, boards.size(), options.rate(), options.baselineNanos(), pacedHealth);
            report.line("baseline GET /q/health/live at the game service paced to %d/s by %d threads, from each "
                    + "request's due time: %s", options.rate(), boards.size(), pacedHealth.summary());
        }

        Latencies visibility = new Latencies();
        Latencies resultEntry = new Latencies();
        StandingsWatcher watcher = new StandingsWatcher(readModels, standings, visibility);
        Map<String, Long> watched = new java.util.LinkedHashMap<>(options.cpu());
        watched.put("load driver", ProcessHandle.current().pid());
        ProcessCpu before = ProcessCpu.now(watched);
        round.play(referee, board -> {
            // a resignation on the slip: the odd boards' Black wins, the even boards' White
            String result = board.number() % 2 == 0 ? "W+R" : "B+R";
            long sent = System.nanoTime();
            chiefReferee.expect(200, "PUT", tournament.path("/rounds/1/boards/" + board.number() + "/result"),
                    "{\"result\": \"" + result + "\"}");
            resultEntry.add(System.nanoTime() - sent);
            watcher.confirmed(result.startsWith("B") ? board.black() : board.white());
        });
        ProcessCpu after = ProcessCpu.now(watched);
        long moves = round.movesPlayed();
        StringBuilder cpu = new StringBuilder();
        double watchedSeconds = 0;
        for (Map.Entry<String, Double> used : after.secondsSince(before).entrySet()) {
            cpu.append(String.format(" %s %.1f s (%.2f ms a move);", used.getKey(), used.getValue(),
                    used.getValue() * 1000 / moves));
            report.figure("CPU per move, " + used.getKey() + " (ms)", used.getValue() * 1000 / moves);
            watchedSeconds += used.getValue();
        }
        // what the machine's cores could give over the same time, to tell this run's share from other work's
        double capacity = (System.nanoTime() - round.start()) / 1e9 * Runtime.getRuntime().availableProcessors();
        double busy = 100 * after.machineBusySince(before);
        double ours = Math.min(busy, 100 * watchedSeconds / capacity);
        report.line("CPU over the play and the results, %.1f s:%s the machine %.0f%% busy, %.0f%% of it these "
                + "processes, %.0f%% other work", round.seconds(), cpu, busy, ours, busy - ours);
        report.figure("machine busy over the play (%)", busy);
        report.figure("machine busy with other work over the play (%)", busy - ours);
        watcher.close();
        List<Throwable> failures = round.failures();
        if (!failures.isEmpty()) {
            IllegalStateException failed = new IllegalStateException(failures.size() + " boards failed; first: "
                    + failures.getFirst().getMessage());
            failures.forEach(failed::addSuppressed);
            throw failed;
        }

        Latencies moveLatency = round.moveLatency;
        String loop = options.rate() > 0
                ? String.format("open loop, %d moves/s offered, each board paced", options.rate())
                : "closed loop, each board's next move as soon as the last is answered";
        report.line("moves: %d in %.1f s through the game service's POST /api/v1/games/{id}/moves, %d boards at once "
                + "(%s): %.0f moves/s", moves, round.seconds(), boards.size(), loop, round.rate());
        double sustained = round.sustained();
        report.line("sustained while every board played (%.1f s after %.0f s of warm-up): %d moves, %.1f moves/s",
                round.steadySeconds(), options.warmupNanos() / 1e9, round.steadyMoves(), sustained);
        report.line("move latency%s: %s", options.rate() > 0 ? " from each move's due time" : "", moveLatency.summary());
        report.line("move latency by the time the move was due (ms):%s", round.timeline());
        report.line("move latency of the moves due while every board played, before the first result: %s",
                round.steadyLatency.summary());
        report.line("result slips entered at the tournament service: %s", resultEntry.summary());
        report.line("standings at the read models showing the win after the slip's answer (one reader polling every "
                + "%d ms): %s", StandingsWatcher.POLL_MILLIS, visibility.summary());
        report.figure("moves/s sustained", sustained);
        report.figure("move latency p50 (ms)", moveLatency.percentileMillis(50));
        report.figure("move latency p99 (ms)", moveLatency.percentileMillis(99));
        report.figure("move latency max (ms)", moveLatency.percentileMillis(100));
        report.figure("move latency p99 before the first result (ms)", round.steadyLatency.percentileMillis(99));
        report.figure("move latency p99, worst 2-s window (ms)", round.worstWindowP99());
        report.figure("result slip p99 (ms)", resultEntry.percentileMillis(99));
        report.figure("standings showing the result p50 (ms)", visibility.percentileMillis(50));
        report.figure("standings showing the result p99 (ms)", visibility.percentileMillis(99));
        report.figure("standings showing the result max (ms)", visibility.percentileMillis(100));
        report.figure("baseline: health requests/s, closed loop", healthRate);
        report.figure("moves/s sustained / health requests/s", sustained / healthRate);
        if (options.rate() > 0) {
            report.figure("baseline: health p99 paced at the same rate (ms)", pacedHealth.percentileMillis(99));
            report.figure("move p99 / paced health p99", moveLatency.percentileMillis(99)
                    / pacedHealth.percentileMillis(99));
            report.line("ratios: moves/s sustained to health requests/s %.3f; move p99 / health p99 at the same rate "
                    + "%.1f", sustained / healthRate, moveLatency.percentileMillis(99) / pacedHealth.percentileMillis(99));
            // An open loop cannot answer more than it is offered, and its boards start their turns over the first
            // interval: it sustains its rate when it answers 99% of it.
            report.verdict(options.rate() + " moves/s sustained with move p99 under 100 ms",
                    sustained >= 0.99 * options.rate() && moveLatency.percentileMillis(99) < 100);
        } else {
            // A closed loop runs at saturation (Little's law: latency = boards / throughput).
            report.line("move latency not judged in a closed loop (saturation); run with --rate");
        }
        report.verdict("public standings p99 under 1 s after a confirmed result", visibility.percentileMillis(99) < 1000);
        return report;
    }

    private static void appoint(Api delegate, LoadTournament tournament, String person, String office, String name)
            throws Exception {
        delegate.expect(200, "POST", tournament.path("/officials"), "{\"personId\": \"" + person + "\", \"role\": \""
                + office + "\", \"name\": \"" + name + "\", \"nationality\": \"KR\"}");
    }

    /**
     * {@code threads} threads GET the liveness check paced to {@code rate} requests a second in all, each thread's
     * turns spread as the boards' are; each latency counts from its request's due time.
     */
    private static void paced(Api visitor, int threads, int rate, long nanos, Latencies latencies) throws Exception {
        AtomicBoolean failed = new AtomicBoolean();
        long start = System.nanoTime();
        long stopAt = start + nanos;
        long interval = Math.round(threads * 1e9 / rate);
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            BoardPlay.Pace pace = new BoardPlay.Pace(start + interval * i / threads, interval);
            workers.add(Thread.ofPlatform().start(() -> {
                try {
                    for (int n = 0; pace.first() + n * pace.interval() < stopAt; n++) {
                        long due = pace.waitForMove(n);
                        if (visitor.get("/q/health/live").statusCode() != 200) {
                            failed.set(true);
                        }
                        latencies.add(System.nanoTime() - due);
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
            throw new IllegalStateException("the paced baseline requests failed");
        }
    }
}
