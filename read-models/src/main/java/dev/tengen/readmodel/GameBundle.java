package dev.tengen.readmodel;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * Every game of a tournament as SGF files in one zip ({@code GET /api/v1/tournaments/{id}/games.zip}), for the
 * federation or the players: one file per game, named by round, board and players, in round and board order.
 */
public final class GameBundle {

    /** One game's file in the zip: its name and its SGF FF[4] record. */
    public record File(String name, String sgf) {

        public static File of(GameView game, String sgf) {
            return new File(fileName(game), sgf);
        }
    }

    private GameBundle() {
    }

    /** The zip's name as the answer's Content-Disposition gives it: {@code <tournament>-games.zip}. */
    public static String attachment(String tournamentId) {
        return safe(tournamentId) + "-games.zip";
    }

    /** Writes {@code files}, in their order, as one zip to {@code out}. */
    public static void write(List<File> files, OutputStream out) throws IOException {
        try (ZipOutputStream entries = new ZipOutputStream(out, StandardCharsets.UTF_8)) {
            for (File file : files) {
                entries.putNextEntry(new ZipEntry(file.name()));
                entries.write(file.sgf().getBytes(StandardCharsets.UTF_8));
                entries.closeEntry();
            }
        }
    }

    /** {@code r01-b003-Lee Sedol-AlphaGo.sgf}: sorted by round and board, names kept, path characters removed. */
    static String fileName(GameView game) {
        return String.format("r%02d-b%03d-%s-%s.sgf", game.round(), game.board(), safe(game.blackName()),
                safe(game.whiteName()));
    }

    private static String safe(String text) {
        String kept = text.replaceAll("[\\\\/:*?\"<>|\\p{Cntrl}\\p{Cf}]", "_").strip();
        return kept.length() > 60 ? kept.substring(0, 60) : kept;
    }
}
