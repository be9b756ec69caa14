package dev.tengen.standing;

import static dev.tengen.standing.Games.win;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class DirectComparisonTest {

    private static List<Entrant> field(String... ids) {
        return Arrays.stream(ids).map(Entrant::of).toList();
    }

    @Test
    void theWinnerOfTheGameBetweenTwoTiedPlayersPlacesAbove() {
        // X and Y on one win each; Y beat X
        Crosstable t = Crosstable.of(field("X", "Y", "Z"), List.of(win(1, "Y", "X"), win(2, "X", "Z")), List.of(),
                Scoring.EGF, 2);
        Standings s = Placement.of("NBW, DC", EgfCriteria.NBW, EgfCriteria.DC).rank(t);
        assertEquals(List.of("Y", "X", "Z"), s.order());
    }

    @Test
    void aCycleOfWinsLeavesThePlayersTied() {
        //   A beat B, B beat C, C beat A
        Crosstable t = Crosstable.of(field("A", "B", "C"),
                List.of(win(1, "A", "B"), win(2, "B", "C"), win(3, "C", "A")), List.of(), Scoring.EGF, 3);
        Standings s = Placement.of("NBW, DC", EgfCriteria.NBW, EgfCriteria.DC).rank(t);
        assertEquals(1, s.placeOf("A"));
        assertEquals(1, s.placeOf("B"));
        assertEquals(1, s.placeOf("C"));
        assertTrue(s.places().get(0).shared());
    }

    @Test
    void isAppliedAgainToThePlayersAFirstApplicationStillTies() {
        //        A   B   C   D    wins inside
        //   A    .   -   +   +    2
        //   B    +   .   +   -    2
        //   C    -   -   .   +    1
        //   D    -   +   -   .    1
        Crosstable t = Crosstable.of(field("A", "B", "C", "D"), List.of(win(1, "B", "A"), win(1, "C", "D"),
                win(2, "A", "C"), win(2, "D", "B"), win(3, "A", "D"), win(3, "B", "C")), List.of(), Scoring.EGF, 3);
        Standings s = Placement.of("DC", EgfCriteria.DC).rank(t);
        assertEquals(List.of("B", "A", "C", "D"), s.order());
    }

    @Test
    void givesZeroToAllWhenTheTiedPlayersHaveNotAllMet() {
        // X, Y, Z all on one win; X beat Y, but Z met neither
        Crosstable t = Crosstable.of(field("X", "Y", "Z", "W"),
                List.of(win(1, "X", "Y"), win(1, "Z", "W"), win(2, "Y", "W")), List.of(), Scoring.EGF, 2);
        Standings s = Placement.of("NBW, DC", EgfCriteria.NBW, EgfCriteria.DC).rank(t);
        assertEquals(1, s.placeOf("X"));
        assertEquals(1, s.placeOf("Y"));
        assertEquals(1, s.placeOf("Z"));
        assertEquals(0.0, s.of("X").orElseThrow().values().get(1));
    }

    @Test
    void simplifiedDirectConfrontationCountsWinsAmongTheTiedWhenAllHaveMet() {
        // A beat B, B beat C, A beat C: inside the tie A has 2, B 1, C 0.
        Crosstable t = Crosstable.of(field("A", "B", "C"),
                List.of(win(1, "A", "B"), win(2, "B", "C"), win(3, "A", "C")), List.of(), Scoring.EGF, 3);
        assertEquals(java.util.Map.of("A", 2.0, "B", 1.0, "C", 0.0), EgfCriteria.SDC.values(t, List.of("A", "B", "C")));
    }

    @Test
    void simplifiedDirectConfrontationGivesNothingWhenTwoOfTheTiedHaveNotMet() {
        Crosstable t = Crosstable.of(field("A", "B", "C"), List.of(win(1, "A", "B"), win(2, "B", "C")), List.of(),
                Scoring.EGF, 2);
        assertEquals(java.util.Map.of("A", 0.0, "B", 0.0, "C", 0.0), EgfCriteria.SDC.values(t, List.of("A", "B", "C")));
    }
}
