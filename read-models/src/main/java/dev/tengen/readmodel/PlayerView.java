package dev.tengen.readmodel;

import java.util.List;

/**
 * A registered player with what referees recorded against him.
 *
 * @param rank canonical notation ({@code dev.tengen.rank.Rank#notation()})
 * @param withdrawalReason null unless withdrawn; empty when no reason was given
 * @param warnings warnings over the whole tournament (Chinese 2002 art. 27.1 (1)(B) counts them)
 * @param penalties penalties (point deductions and forfeits) recorded against the player
 * @param sanctions one line per warning or penalty, in order ("round 2, board 1: warning: reason (article)")
 */
public record PlayerView(
        String id,
        String name,
        String rank,
        String club,
        String country,
        boolean withdrawn,
        String withdrawalReason,
        int warnings,
        int penalties,
        List<String> sanctions) {

    public PlayerView {
        sanctions = List.copyOf(sanctions);
    }
}
