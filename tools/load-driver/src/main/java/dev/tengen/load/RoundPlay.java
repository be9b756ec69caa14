package dev.tengen.load;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * One round's boards played at once, a thread per board, each board's moves (legal, {@link MoveSequence}) sent by
 * {@link BoardPlay} paced to {@code --rate} moves a second in all (or, at 0, each as soon as the last is answered);
 * the boards stop one after another over the play's last quarter, so that results arrive while others still play, as
 * in a round, rather than all in the same second, and each board's end (its result) is the caller's. Moves due in the
 * first {@code --warmup} seconds warm the servers' compilers up and are not counted; after that each answered move
 * counts, its latency overall and in its 2-s window of the play. The embedded platform's {@link MovesScenario} and the
 * distributed deployment's {@link DistributedScenario} play their rounds so.
 */
final class RoundPlay {

    private static final long WINDOW_NANOS = 2_000_000_000L;
    /** The play's first seconds in short windows: what a restart's first moves wait on shows there (issue 17). */
    private static final long START_WINDOW_NANOS = 100_000_000L;
    private static final int START_WINDOWS = 30;
    private static final long FIRST_FIVE_NANOS = 5_000_000_000L;
    private static final long FIRST_TWENTY_NANOS = 20_000_000_000L;

    /** What happens at a board once its play stopped: its result entered, and whoever waits for it told. */
    interface Ending {
        void ended(Board board) throws Exception;
    }

    private final Options options;
    private final List<Board> boards;
    private final List<List<String>> moves = new ArrayList<>();

    final Latencies moveLatency = new Latencies();
    /** The counted moves due while every board played, before the first stopped and its result came. */
    final Latencies steadyLatency = new Latencies();
    /** From the first second (issue 17): the moves due in the play's first 5 s and first 20 s, by their due time. */
    final Latencies firstFive = new Latencies();
    final Latencies firstTwenty = new Latencies();
    private final Latencies[] windows;
    private final Latencies[] startWindows = new Latencies[START_WINDOWS];
    private final AtomicLong movesPlayed = new AtomicLong();
    private final AtomicLong lastMove = new AtomicLong();
    private final ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
    private long start;
    private long steadyMoves;
    private double steadySeconds;

    RoundPlay(Options options, List<Board> boards, dev.tengen.rules.Ruleset rules, int boardSize) {
        this.options = options;
        this.boards = boards;
        for (Board board : boards) {
            // lengths spread over +-20% so that games end, and results arrive, while others still play
            int length = options.moves() * 4 / 5 + (board.number() * 7919) % Math.max(1, options.moves() * 2 / 5 + 1);
            moves.add(MoveSequence.random(rules, boardSize, length, board.number()));
        }
        windows = new Latencies[(int) (options.playNanos() / WINDOW_NANOS) + 2];
        for (int w = 0; w < windows.length; w++) {
            windows[w] = new Latencies();
        }
        for (int w = 0; w < START_WINDOWS; w++) {
            startWindows[w] = new Latencies();
        }
    }

    /** Plays every board as {@code referee}, then {@code ending} at each; returns once every board has ended. */
    void play(Api referee, Ending ending) throws InterruptedException {
        start = System.nanoTime();
        long stopAt = start + options.playNanos();
        long measureFrom = start + options.warmupNanos();
        long firstStop = stopAt - options.playNanos() / 4;
        LongAdder answered = new LongAdder();
        BoardPlay.MoveTimes times = (due, latency) -> {
            if (due - start < FIRST_FIVE_NANOS) {
                firstFive.add(latency);
            }
            if (due - start < FIRST_TWENTY_NANOS) {
                firstTwenty.add(latency);
            }
            if (due >= start && due - start < START_WINDOWS * START_WINDOW_NANOS) {
                startWindows[(int) ((due - start) / START_WINDOW_NANOS)].add(latency);
            }
            if (due >= measureFrom) {
                moveLatency.add(latency);
                answered.increment();
                if (due < firstStop) {
                    steadyLatency.add(latency);
                }
                windows[(int) Math.min(windows.length - 1, Math.max(0, (due - start) / WINDOW_NANOS))].add(latency);
            }
        };
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < boards.size(); i++) {
            Board board = boards.get(i);
            List<String> sequence = moves.get(i);
            long boardStop = stopAt - options.playNanos() / 4 * (boards.size() - 1 - i) / Math.max(1, boards.size() - 1);
            BoardPlay.Pace pace = null;
            if (options.rate() > 0) {
                // each board one move every boards/rate seconds, the boards' turns spread evenly
                long interval = Math.round(boards.size() * 1e9 / options.rate());
                pace = new BoardPlay.Pace(start + interval * i / boards.size(), interval);
            }
            BoardPlay.Pace boardPace = pace;
            threads.add(Thread.ofPlatform().name("board-" + board.number()).start(() -> {
                try {
                    int played = BoardPlay.play(referee, board, sequence, times,
                            () -> System.nanoTime() < boardStop, boardPace);
                    movesPlayed.addAndGet(played);
                    lastMove.accumulateAndGet(System.nanoTime(), Math::max);
                    ending.ended(board);
                } catch (Throwable e) {
                    failures.add(e);
                }
            }));
        }
        // Every board plays until the first stops, a quarter before the end: the sustained rate is counted there.
        Thread.sleep(Math.max(0, (firstStop - System.nanoTime()) / 1_000_000));
        steadyMoves = answered.sum();
        steadySeconds = (System.nanoTime() - measureFrom) / 1e9;
        for (Thread thread : threads) {
            thread.join();
        }
    }

    /** When the play began (nanoTime). */
    long start() {
        return start;
    }

    long movesPlayed() {
        return movesPlayed.get();
    }

    /** From the play's start to the last board's last move, seconds. */
    double seconds() {
        return (lastMove.get() - start) / 1e9;
    }

    /** Every move played over {@link #seconds()}, warm-up included. */
    double rate() {
        return movesPlayed() / seconds();
    }

    /** The counted moves over the time every board played (after the warm-up, before the first board stopped). */
    long steadyMoves() {
        return steadyMoves;
    }

    double steadySeconds() {
        return steadySeconds;
    }

    double sustained() {
        return steadyMoves / steadySeconds;
    }

    /** The boards that failed (an answer other than the one expected), each with its exception. */
    List<Throwable> failures() {
        return List.copyOf(failures);
    }

    /** Each 2-s window's p50 and p99 in ms, e.g. {@code " 8-10s: p50 3 p99 12;"}, windows without moves left out. */
    String timeline() {
        StringBuilder timeline = new StringBuilder();
        for (int w = 0; w < windows.length; w++) {
            if (windows[w].count() > 0) {
                timeline.append(String.format(" %d-%ds: p50 %.0f p99 %.0f;", w * WINDOW_NANOS / 1_000_000_000L,
                        (w + 1) * WINDOW_NANOS / 1_000_000_000L, windows[w].percentileMillis(50),
                        windows[w].percentileMillis(99)));
            }
        }
        return timeline.toString();
    }

    /**
     * The moves due in the play's first 3 s, warm-up or not, by 100-ms window of their due time: each window's start
     * in ms and its p50 / max latency in ms, e.g. {@code " 0: 230/324; 100: 240/317;"}; windows without moves left out.
     */
    String startTimeline() {
        StringBuilder timeline = new StringBuilder();
        for (int w = 0; w < START_WINDOWS; w++) {
            if (startWindows[w].count() > 0) {
                timeline.append(String.format(" %d: %.0f/%.0f;", w * START_WINDOW_NANOS / 1_000_000L,
                        startWindows[w].percentileMillis(50), startWindows[w].percentileMillis(100)));
            }
        }
        return timeline.toString();
    }

    /** The highest p99 of a counted 2-s window, ms. */
    double worstWindowP99() {
        double worst = 0;
        for (Latencies window : windows) {
            if (window.count() > 0) {
                worst = Math.max(worst, window.percentileMillis(99));
            }
        }
        return worst;
    }

    /** The p99 of the first counted 2-s window, ms; -1 when none was counted. */
    double firstWindowP99() {
        for (Latencies window : windows) {
            if (window.count() > 0) {
                return window.percentileMillis(99);
            }
        }
        return -1;
    }
}
