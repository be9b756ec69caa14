package dev.tengen.pairing.ing;

import dev.tengen.tournament.GameRecord;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Where every player stands in an Ing tournament: his line and whether he is in, out or still playing. */
public final class IngLines {

    public enum Status {
        PLAYING,
        /** Reached the in line: leaves the tournament as a winner. */
        IN,
        /** Reached the out line. */
        OUT
    }

    private final IngSettings settings;
    private final Map<String, Integer> lines = new HashMap<>();

    private IngLines(IngSettings settings) {
        this.settings = settings;
    }

    /** Ing 1991, Ing Tournament System note 3: winners move up one line (and losers down one). */
    public static IngLines of(IngSettings settings, List<GameRecord> games) {
        IngLines lines = new IngLines(settings);
        for (GameRecord game : games) {
            if (game.isWonBy(game.black()) || game.isWonBy(game.white())) {
                String winner = game.isWonBy(game.black()) ? game.black() : game.white();
                lines.lines.merge(winner, 1, Integer::sum);
                lines.lines.merge(game.opponentOf(winner), -1, Integer::sum);
            } else if (game.isLostBy(game.black()) && game.isLostBy(game.white())) {
                lines.lines.merge(game.black(), -1, Integer::sum);
                lines.lines.merge(game.white(), -1, Integer::sum);
            }
        }
        return lines;
    }

    public int lineOf(String player) {
        return lines.getOrDefault(player, 0);
    }

    public Status statusOf(String player) {
        int line = lineOf(player);
        if (line >= settings.inLine()) {
            return Status.IN;
        }
        return line <= settings.outLine() ? Status.OUT : Status.PLAYING;
    }
}
