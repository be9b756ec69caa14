package dev.tengen.readmodel;

import java.util.List;

/**
 * Professional Duan promotion scoring (Chinese 2002 art. 25.3, appendix 7 tables 4 and 5) of a player's
 * decided games against professionals.
 *
 * @param points Table 4 points per game, in round order
 * @param average the average as a decimal, or "-" with no game
 * @param promotedTo the Duan reached, or null
 * @param reason the engine's sentence, or why no assessment is possible
 */
public record DuanView(String rank, List<Integer> points, int total, String average, String promotedTo, String reason) {

    public DuanView {
        points = List.copyOf(points);
    }
}
