package dev.tengen.readmodel;

import java.util.List;

/**
 * One player's line of the crosstable.
 *
 * @param cells one per round: the opponent's place, {@code +} win, {@code -} loss, {@code =} draw,
 *     {@code ?} pending, then {@code b} or {@code w} for the colour played and {@code !} for a forfeit
 *     ({@code 3+w}); {@code 0} for a round without a game
 * @param results the same rounds in OpenGotha's and the EGD's form with the handicap ({@code 3+/w}, {@code 12+/b2}):
 *     {@link ResultText}
 * @param values the standings' criteria values
 */
public record CrosstableRow(int place, String playerId, String name, String rank, List<String> cells, List<String> results,
                           List<Double> values) {

    public CrosstableRow {
        cells = List.copyOf(cells);
        results = List.copyOf(results);
        values = List.copyOf(values);
    }
}
