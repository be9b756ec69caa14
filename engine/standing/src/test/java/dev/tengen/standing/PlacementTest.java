package dev.tengen.standing;

import static dev.tengen.standing.Games.win;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class PlacementTest {

    private static final List<Entrant> FIELD = List.of(Entrant.of("A"), Entrant.of("B"), Entrant.of("C"),
            Entrant.of("D"));

    @Test
    void sharedPlacesSkipTheNumbersTheyUse() {
        // A and B on one win, C and D on none: places 1, 1, 3, 3
        Crosstable t = Crosstable.of(FIELD, List.of(win(1, "A", "C"), win(1, "B", "D")), List.of(), Scoring.EGF, 1);
        Standings s = Placement.of("NBW", EgfCriteria.NBW).rank(t);
        assertEquals(List.of(1, 1, 3, 3), s.places().stream().map(Place::place).toList());
    }

    @Test
    void laterCriteriaOnlyBreakTiesOfEarlierOnes() {
        // after two rounds: A 2 wins; B, C 1; D 0. CUSS: B won in round 1 (1 + 1), C in round 2 (0 + 1)
        Crosstable t = Crosstable.of(FIELD, List.of(win(1, "A", "C"), win(1, "B", "D"), win(2, "A", "B"),
                win(2, "C", "D")), List.of(), Scoring.EGF, 2);
        Standings s = Placement.of("NBW, CUSS", EgfCriteria.NBW, EgfCriteria.CUSS).rank(t);
        assertEquals(List.of("A", "B", "C", "D"), s.order());
        assertEquals(List.of(1, 2, 3, 4), s.places().stream().map(Place::place).toList());
    }

    @Test
    void standingsAfterAnEarlierRoundUseOnlyItsGames() {
        Crosstable t = Crosstable.of(FIELD, List.of(win(1, "C", "A"), win(1, "D", "B"), win(2, "A", "D"),
                win(2, "B", "C"), win(3, "A", "B"), win(3, "D", "C")), List.of(), Scoring.EGF, 1);
        Standings s = Placement.of("NBW", EgfCriteria.NBW).rank(t);
        assertEquals(1, s.placeOf("C"));
        assertEquals(1, s.placeOf("D"));
        assertEquals(3, s.placeOf("A"));
    }

    @Test
    void aPlacementNeedsACriterion() {
        assertThrows(IllegalArgumentException.class, () -> new Placement("empty", List.of()));
    }
}
