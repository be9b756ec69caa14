package dev.tengen.platform.warmup;

import dev.tengen.conduct.CompetitionCodes;
import dev.tengen.game.service.api.PlayMove;
import dev.tengen.game.service.api.StartGame;
import dev.tengen.platform.axon.AxonModule;
import dev.tengen.platform.axon.PlatformAxon;
import dev.tengen.platform.game.GameModule;
import dev.tengen.platform.query.ReadModelsModule;
import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.GameArchive;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.rules.Point;
import dev.tengen.rules.Rulesets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.Configuration;

/**
 * A round played through the move's own path below HTTP on a store of its own: a scratch directory with its own
 * event store, its own Axon configuration (the Game aggregate and its cache, the group commit, the tracking reader)
 * and its own, new instances of the read models. The platform's store, read models and live streams never see it;
 * the directory is deleted afterwards. What carries over is what the JVM learnt: the classes loaded and the methods
 * compiled, which are the same classes and methods the real moves run through.
 */
final class ScratchRound {

    /** Boards played at once, so that commits are grouped as under a round's load. */
    static final int BOARDS = 8;
    /**
     * Moves per game: the points filled row by row from the top, which alternates colours on every line of an odd
     * board (a checkerboard), captures stones as the rows close and never plays a point twice or into a suicide while
     * the row below is still empty.
     */
    static final int MOVES_PER_GAME = 300;
    private static final int BOARD_SIZE = 19;
    private static final String TOURNAMENT = "warm-up";
    private static final String BY = "warm-up";

    private ScratchRound() {
    }

    /** Plays about {@code moves} moves on a scratch store under {@code parent}; returns the moves recorded. */
    static int play(int moves, Path parent) throws IOException, InterruptedException {
        Path scratch = Files.createTempDirectory(parent, "tengen-warm-up");
        try {
            Configuration axon = PlatformAxon.configure(scratch, modules());
            axon.start();
            try {
                return playBoards(axon.commandGateway(), moves);
            } finally {
                axon.shutdown();
            }
        } finally {
            delete(scratch);
        }
    }

    /** The move's modules, each with its own state: the game service and the read models. */
    private static List<AxonModule> modules() {
        return List.of(new GameModule(), new ReadModelsModule(new TournamentBook(), new GameArchive(), new AuditLedger()));
    }

    private static int playBoards(CommandGateway commands, int moves) throws InterruptedException {
        AtomicInteger budget = new AtomicInteger(moves);
        AtomicInteger played = new AtomicInteger();
        AtomicInteger games = new AtomicInteger();
        List<Thread> boards = new ArrayList<>();
        for (int b = 0; b < BOARDS; b++) {
            boards.add(Thread.ofPlatform().name("warm-up-board-" + b).start(() -> {
                while (budget.get() > 0) {
                    played.addAndGet(playGame(commands, games.incrementAndGet(), budget));
                }
            }));
        }
        for (Thread board : boards) {
            board.join();
        }
        return played.get();
    }

    /** One game: started, then its moves until the game's or the budget's end; a refused move ends it. */
    private static int playGame(CommandGateway commands, int number, AtomicInteger budget) {
        String gameId = "warm-up-" + number;
        Instant now = Instant.now();
        commands.sendAndWait(new StartGame(gameId, TOURNAMENT, 1, number, "black", "white",
                Rulesets.CHINESE_2002.name(), CompetitionCodes.CHINESE_2002.name(), BOARD_SIZE, 0, 7.5, BY, now));
        int played = 0;
        try {
            for (int i = 0; i < MOVES_PER_GAME && budget.getAndDecrement() > 0; i++) {
                String color = i % 2 == 0 ? "black" : "white";
                String point = new Point(i % BOARD_SIZE, i / BOARD_SIZE).name(BOARD_SIZE);
                commands.sendAndWait(new PlayMove(gameId, null, color, point, BY, Instant.now()));
                played++;
            }
        } catch (RuntimeException refused) {
            // the game decided otherwise (an end, a ruling): the next game goes on
        }
        return played;
    }

    private static void delete(Path scratch) throws IOException {
        try (Stream<Path> files = Files.list(scratch)) {
            for (Path file : files.toList()) {
                Files.deleteIfExists(file);
            }
        }
        Files.deleteIfExists(scratch);
    }
}
