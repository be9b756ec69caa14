package dev.tengen.readmodel.audit;

import java.util.List;

/**
 * A player's disciplinary record in one tournament: the tournament book's counts and lines (Chinese 2002 art.
 * 27.1 (1)(B) counts the warnings), and every decision of the log that concerns the player.
 *
 * @param penalties point deductions and forfeits
 * @param sanctions one line per warning or penalty, as the tournament book writes it
 */
public record PlayerConduct(String playerId, String name, String rank, boolean withdrawn, int warnings, int penalties,
        List<String> sanctions, List<Decision> decisions) {

    public PlayerConduct {
        sanctions = List.copyOf(sanctions);
        decisions = List.copyOf(decisions);
    }
}
