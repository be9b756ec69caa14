package dev.tengen.load;

import dev.tengen.rules.Rulesets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * A data directory holding a whole tournament played through the API: {@code players} players, {@code rounds}
 * Swiss rounds, every game about {@code moves} moves long, resigned and confirmed. Generated once and kept in
 * the work directory ({@code --fresh} generates it again), because playing ~260,000 moves takes minutes.
 */
final class StoredTournament {

    private static final String MARKER = "load-tournament.properties";

    private StoredTournament() {
    }

    /** The directory, generated when missing. */
    static Path ensure(Options options, Report report) throws Exception {
        Path data = options.work().resolve("tournament-" + options.players() + "p-" + options.rounds() + "r-"
                + options.moves() + "m");
        Path marker = data.resolve(MARKER);
        if (Files.exists(marker) && !options.fresh()) {
            report.line("reusing the stored tournament in %s (%s)", data, Files.readString(marker).strip()
                    .replace('\n', ' '));
            return data;
        }
        LoadDriver.deleteTree(data);
        long started = System.nanoTime();
        String tournamentId;
        long moves = 0;
        try (Platform platform = Platform.start(options.jar(), data, "generate-platform", List.of())) {
            Officials officials = Officials.create(platform);
            Api referee = officials.referee();
            LoadTournament tournament = LoadTournament.open(officials.director(), "Load Championship", options.players(),
                    options.rounds());
            tournamentId = tournament.id;
            for (int round = 1; round <= options.rounds(); round++) {
                List<Board> boards = tournament.pairAndPublish(round);
                moves += playRound(referee, boards, options.moves(), round);
                tournament.awaitResults(round);
                report.line("generated round %d of %d: %d boards, %d moves so far, %.0f s", round, options.rounds(),
                        boards.size(), moves, (System.nanoTime() - started) / 1e9);
            }
        }
        long events = countEvents(data);
        Files.writeString(marker, "tournament=" + tournamentId + "\nplayers=" + options.players() + "\nrounds="
                + options.rounds() + "\nmoves=" + moves + "\nevents=" + events + "\n");
        report.line("generated %d players, %d rounds, %d moves, %d events in %.0f s (%s)", options.players(),
                options.rounds(), moves, events, (System.nanoTime() - started) / 1e9, data);
        return data;
    }

    static String property(Path data, String name) throws Exception {
        for (String line : Files.readAllLines(data.resolve(MARKER))) {
            if (line.startsWith(name + "=")) {
                return line.substring(name.length() + 1);
            }
        }
        throw new IllegalStateException(name + " missing from " + data.resolve(MARKER));
    }

    /** Plays every board of the round at once; returns the moves played. */
    private static long playRound(Api referee, List<Board> boards, int moves, int round) throws Exception {
        ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
        Latencies ignored = new Latencies();
        long[] played = new long[boards.size()];
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < boards.size(); i++) {
            Board board = boards.get(i);
            int index = i;
            threads.add(Thread.ofPlatform().start(() -> {
                try {
                    int length = moves * 4 / 5 + (board.number() * 7919 + round * 104729) % (moves * 2 / 5 + 1);
                    List<String> sequence = MoveSequence.random(Rulesets.CHINESE_2002, LoadTournament.BOARD_SIZE,
                            length, round * 1000L + board.number());
                    played[index] = BoardPlay.play(referee, board, sequence, (due, latency) -> ignored.add(latency), () -> true, null);
                    BoardPlay.resignAndConfirm(referee, board, (board.number() + round) % 2 == 0 ? "black" : "white");
                } catch (Throwable e) {
                    failures.add(e);
                }
            }));
        }
        for (Thread thread : threads) {
            thread.join();
        }
        if (!failures.isEmpty()) {
            throw new IllegalStateException(failures.size() + " boards of round " + round + " failed; first: "
                    + failures.peek().getMessage(), failures.peek());
        }
        long total = 0;
        for (long n : played) {
            total += n;
        }
        return total;
    }

    static long countEvents(Path data) throws Exception {
        try (Connection connection = open(data); Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT count(*) FROM DomainEventEntry")) {
            rows.next();
            return rows.getLong(1);
        }
    }

    static Connection open(Path data) throws Exception {
        return DriverManager.getConnection("jdbc:sqlite:" + data.resolve("events.db").toAbsolutePath());
    }
}
