package dev.tengen.bench;

import dev.tengen.rules.Board;
import dev.tengen.rules.Color;
import dev.tengen.rules.Game;
import dev.tengen.rules.BoardView;
import dev.tengen.rules.Phase;
import dev.tengen.rules.Rulesets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * Writes random legal full-length 19x19 games as SGF for {@code scripts/bench-replay}. The moves come
 * from the flood-fill baseline, an implementation independent of Tengen's, and each game is replayed
 * through Tengen's {@code Game} under {@code chinese-2002} before it is written: a move Tengen refuses
 * or a final position that differs stops the run, so the two implementations check each other.
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.tengen.bench.RandomGames DIR COUNT [SEED]}.
 */
public final class RandomGames {

    private static final double KOMI = 7.5; // Chinese 2002 art. 11: 3 3/4 stones, written 7.5 points in SGF

    private RandomGames() {}

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: RandomGames DIR COUNT [SEED]");
            System.exit(2);
        }
        Path dir = Path.of(args[0]);
        int count = Integer.parseInt(args[1]);
        SplittableRandom random = new SplittableRandom(args.length > 2 ? Long.parseLong(args[2]) : 1L);
        Files.createDirectories(dir);
        long moves = 0;
        for (int g = 1; g <= count; g++) {
            FloodFillBoard board = new FloodFillBoard();
            int[] record = new int[PlayoutBenchmark.MOVE_CAP];
            int length = FloodFillPlayout.run(board, random, PlayoutBenchmark.MOVE_CAP, record);
            String disagreement = crossCheck(board, record, length);
            if (disagreement != null) {
                System.err.println("game " + g + ": " + disagreement);
                System.exit(1);
            }
            Files.writeString(dir.resolve(String.format("random-%04d.sgf", g)), sgf(board, record, length, g));
            moves += length;
        }
        System.out.println(count + " random games, " + moves + " moves, written to " + dir);
    }

    /** Replays the game in Tengen; null when Tengen accepts every move and ends on the same position. */
    static String crossCheck(FloodFillBoard baseline, int[] record, int length) {
        Game game = Game.start(Rulesets.CHINESE_2002);
        for (int i = 0; i < length; i++) {
            Color color = game.toMove();
            if (record[i] < 0) {
                game.pass(color);
            } else if (game.isLegal(record[i], color)) {
                game.play(record[i], color);
            } else {
                return "move " + (i + 1) + " at " + point(record[i]) + " is refused by Tengen";
            }
        }
        BoardView tengen = game.view();
        for (int y = 0; y < FloodFillBoard.SIZE; y++) {
            for (int x = 0; x < FloodFillBoard.SIZE; x++) {
                int p = FloodFillBoard.index(x, y);
                if (tengen.at(tengen.index(x, y)) != baseline.at(p)) {
                    return "final positions differ at " + point(p);
                }
            }
        }
        boolean endedByPasses = length >= 2 && record[length - 1] < 0 && record[length - 2] < 0;
        if (endedByPasses != (game.phase() == Phase.COUNTING)) {
            return "Tengen's phase after the last move is " + game.phase();
        }
        return null;
    }

    private static String sgf(FloodFillBoard board, int[] record, int length, int number) {
        StringBuilder sb = new StringBuilder(8 * length + 200);
        sb.append("(;GM[1]FF[4]CA[UTF-8]AP[tengen-bench:RandomGames]SZ[19]RU[Chinese]KM[").append(KOMI).append(']')
                .append("PB[Random Black]PW[Random White]GN[random ").append(number).append(']')
                .append("RE[").append(result(board)).append(']');
        for (int i = 0; i < length; i++) {
            sb.append(i % 2 == 0 ? ";B[" : ";W[");
            if (record[i] >= 0) {
                sb.append(point(record[i]));
            }
            sb.append(']');
            if (i % 16 == 15) {
                sb.append('\n');
            }
        }
        return sb.append(")\n").toString();
    }

    /**
     * Area count (Chinese 2002 art. 9): stones plus the empty points bordered by one colour only. A
     * playout ends with every chain either living on eyes or captured, so no stone is dead; a game cut
     * by the move cap has no result.
     */
    private static String result(FloodFillBoard board) {
        int black = 0;
        int white = 0;
        for (int y = 0; y < FloodFillBoard.SIZE; y++) {
            for (int x = 0; x < FloodFillBoard.SIZE; x++) {
                int p = FloodFillBoard.index(x, y);
                byte owner = board.at(p) != FloodFillBoard.EMPTY ? board.at(p) : soleNeighbour(board, p);
                if (owner == FloodFillBoard.BLACK) {
                    black++;
                } else if (owner == FloodFillBoard.WHITE) {
                    white++;
                }
            }
        }
        double margin = black - white - KOMI;
        return margin > 0 ? "B+" + margin : "W+" + (-margin);
    }

    private static byte soleNeighbour(FloodFillBoard board, int p) {
        int seen = 0;
        for (int d = 0; d < 4; d++) {
            byte c = board.at(board.neighbour(p, d));
            if (c == FloodFillBoard.BLACK || c == FloodFillBoard.WHITE) {
                seen |= c;
            }
        }
        return seen == FloodFillBoard.BLACK ? FloodFillBoard.BLACK : seen == FloodFillBoard.WHITE ? FloodFillBoard.WHITE : FloodFillBoard.EMPTY;
    }

    /** SGF coordinates: column letter then row letter, both from 'a' at the top left. */
    private static String point(int p) {
        return "" + (char) ('a' + FloodFillBoard.x(p)) + (char) ('a' + FloodFillBoard.y(p));
    }
}
