package dev.tengen.readmodel.audit;

import dev.tengen.readmodel.DuanView;
import java.util.List;

/**
 * The tournament's Duan promotion report (Chinese 2002 art. 25.3, appendix 7 Tables 4 and 5): every player with
 * the tournament book's assessment, null for a player without a professional rank.
 */
public record DuanReport(String tournamentId, String name, List<Line> players) {

    public DuanReport {
        players = List.copyOf(players);
    }

    public record Line(String playerId, String name, String rank, DuanView duan) {
    }
}
