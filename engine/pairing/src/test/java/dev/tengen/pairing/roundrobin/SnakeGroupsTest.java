package dev.tengen.pairing.roundrobin;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class SnakeGroupsTest {

    @Test
    void seedsRunForwardThenBackThroughTheGroups() {
        // Chinese 2002 App. 4: 8 seeds in 4 groups -> A: 1,8  B: 2,7  C: 3,6  D: 4,5
        List<List<String>> groups = SnakeGroups.distribute(
                List.of("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8"), List.of(), 4);
        assertEquals(List.of(List.of("S1", "S8"), List.of("S2", "S7"), List.of("S3", "S6"), List.of("S4", "S5")), groups);
    }

    @Test
    void othersContinueTheSnakeSoGroupSizesDifferByAtMostOne() {
        List<List<String>> groups = SnakeGroups.distribute(List.of("S1", "S2", "S3"), List.of("a", "b", "c", "d"), 3);
        assertEquals(groupsExpected(), groups);
    }

    private static List<List<String>> groupsExpected() {
        // lap 1: S1->A S2->B S3->C; lap 2 backward: a->C b->B c->A; lap 3 forward: d->A
        return List.of(List.of("S1", "c", "d"), List.of("S2", "b"), List.of("S3", "a"));
    }
}
