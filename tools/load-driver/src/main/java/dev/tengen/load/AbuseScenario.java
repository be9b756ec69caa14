package dev.tengen.load;

import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Issue 12, "Figures": signed-in requests while the platform is abused. A referee records moves on {@code
 * --signed-in} boards, paced to {@code --signed-in-rate} moves a second in all, each a POST with Basic auth (a
 * remembered sign-in); the latency of each move counts from its due time. After {@code --warmup} seconds, {@code
 * --seconds} of that alone (the baseline, same run), then {@code --seconds} more while {@code --streams} server-sent
 * event streams stay open and idle, {@code --wrong-passwords} clients sign in as the referee with a new wrong password
 * each time in a closed loop, and {@code --body-clients} anonymous clients POST {@code --body-mib} MiB bodies in a
 * closed loop; all three from 127.0.0.2.
 */
final class AbuseScenario {

    /** The attack's first seconds, while the streams connect and the loops start, are not counted. */
    private static final long RAMP_NANOS = 2_000_000_000L;
    private static final int MOVES_PER_SECOND_PER_BOARD_MAX = 10;
    /**
     * Where the abuse comes from: another loopback address (Linux answers on all of 127.0.0.0/8), so that a limit
     * per address can tell the abusers from the signed-in referee on 127.0.0.1, as it would tell two machines apart.
     */
    private static final InetAddress ELSEWHERE = elsewhere();

    private final Options options;

    AbuseScenario(Options options) {
        this.options = options;
    }

    Report run() throws Exception {
        Report report = new Report("abuse");
        Path data = options.work().resolve("abuse-data");
        LoadDriver.deleteTree(data);
        int boards = options.signedIn();
        try (Platform platform = Platform.start(options.jar(), data, "abuse-platform", options.platformJvm())) {
            Officials officials = Officials.create(platform);
            LoadTournament tournament = LoadTournament.open(officials.director(), "Abuse Open", boards * 2, 1);
            List<Board> board = tournament.pairAndPublish(1);
            long interval = Math.round(boards * 1e9 / options.signedInRate());
            long phase = options.playNanos();
            int length = (int) ((options.warmupNanos() + 2 * phase) / interval) + 20;
            if (1e9 / interval > MOVES_PER_SECOND_PER_BOARD_MAX) {
                throw new IllegalArgumentException("more than " + MOVES_PER_SECOND_PER_BOARD_MAX + " moves a second on a"
                        + " board; give more --signed-in boards");
            }
            report.line("%d boards, %d moves/s in all by the signed-in referee; %.0f s warm-up, then %.0f s alone and"
                    + " %.0f s under abuse (its first %.0f s not counted)", boards, options.signedInRate(),
                    options.warmupNanos() / 1e9, phase / 1e9, phase / 1e9, RAMP_NANOS / 1e9);

            long start = System.nanoTime() + 500_000_000L;
            long baselineFrom = start + options.warmupNanos();
            long attackFrom = baselineFrom + phase;
            long end = attackFrom + phase;
            Latencies alone = new Latencies();
            Latencies abused = new Latencies();
            BoardPlay.MoveTimes times = (due, latency) -> {
                if (due >= baselineFrom && due < attackFrom) {
                    alone.add(latency);
                } else if (due >= attackFrom + RAMP_NANOS && due < end) {
                    abused.add(latency);
                }
            };
            ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
            List<Thread> players = new ArrayList<>();
            for (int i = 0; i < board.size(); i++) {
                Board b = board.get(i);
                List<String> moves = MoveSequence.random(dev.tengen.rules.Rulesets.CHINESE_2002, LoadTournament.BOARD_SIZE,
                        length, b.number());
                BoardPlay.Pace pace = new BoardPlay.Pace(start + interval * i / board.size(), interval);
                players.add(Thread.ofPlatform().name("board-" + b.number()).start(() -> {
                    try {
                        BoardPlay.play(officials.referee(), b, moves, times, () -> System.nanoTime() < end, pace);
                    } catch (Throwable e) {
                        failures.add(e);
                    }
                }));
            }

            sleepUntil(baselineFrom);
            double warmCpu = platform.cpu().toNanos() / 1e9;
            sleepUntil(attackFrom);
            double aloneCpu = platform.cpu().toNanos() / 1e9;
            IdleStreams streams = IdleStreams.open(platform.base, tournament.path("/stream"), options.streams(),
                    ELSEWHERE);
            // a guessing attack: every attempt a new password, so that no answer can be remembered
            HostileClients wrong = HostileClients.start(options.wrongPasswords(), ELSEWHERE, (i, n) -> HttpRequest.newBuilder(
                    platform.base.resolve("/api/v1/accounts/me")).header("Authorization", basic(Officials.REFEREE,
                    "guess-" + i + "-" + n)).GET().build());
            byte[] body = largeBody(options.bodyMib());
            URI tournaments = platform.base.resolve("/api/v1/tournaments");
            HostileClients bodies = HostileClients.start(options.bodyClients(), ELSEWHERE, (i, n) -> HttpRequest.newBuilder(tournaments)
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofByteArray(body)).build());
            report.line("%d idle streams answered 200 (of %d opened)", streams.answered(), options.streams());
            sleepUntil(end);
            double abusedCpu = platform.cpu().toNanos() / 1e9 - aloneCpu;
            int streamsLeft = options.streams() - streams.ended();
            for (Thread player : players) {
                player.join();
            }
            wrong.close();
            bodies.close();
            streams.close();
            if (!failures.isEmpty()) {
                IllegalStateException failed = new IllegalStateException(failures.size() + " boards failed; first: "
                        + failures.peek().getMessage() + " (platform log: " + platform.log() + ")");
                failures.forEach(failed::addSuppressed);
                throw failed;
            }
            report.line("signed-in moves alone (baseline): %s", alone.summary());
            report.line("signed-in moves under abuse: %s", abused.summary());
            report.line("ratio under abuse / alone: p50 %.2f, p99 %.2f", abused.percentileMillis(50) / alone.percentileMillis(50),
                    abused.percentileMillis(99) / alone.percentileMillis(99));
            report.line("%d wrong-password clients (GET /api/v1/accounts/me as %s): %s", options.wrongPasswords(),
                    Officials.REFEREE, wrong.summary());
            report.line("%d anonymous clients POSTing %d MiB bodies: %s", options.bodyClients(), options.bodyMib(),
                    bodies.summary());
            report.line("idle streams still open at the end: %d of %d", streamsLeft, options.streams());
            report.line("platform CPU: %.1f s alone, %.1f s under abuse, in %.0f s each", aloneCpu - warmCpu, abusedCpu,
                    phase / 1e9);
            report.verdict("signed-in move p99 under 50 ms under abuse", abused.percentileMillis(99) < 50);
        }
        return report;
    }

    private static InetAddress elsewhere() {
        try {
            return InetAddress.getByAddress(new byte[] {127, 0, 0, 2});
        } catch (java.net.UnknownHostException e) {
            throw new IllegalStateException("four bytes are an address", e);
        }
    }

    private static String basic(String user, String password) {
        return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
    }

    /** A JSON object of about {@code mib} MiB: one long tournament name. */
    private static byte[] largeBody(int mib) {
        byte[] body = new byte[mib * 1024 * 1024];
        Arrays.fill(body, (byte) 'x');
        byte[] open = "{\"name\":\"".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(open, 0, body, 0, open.length);
        body[body.length - 2] = '"';
        body[body.length - 1] = '}';
        return body;
    }

    private static void sleepUntil(long nanoTime) throws InterruptedException {
        long wait = nanoTime - System.nanoTime();
        if (wait > 0) {
            Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
        }
    }
}
