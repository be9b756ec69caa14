package dev.tengen.arbitration.service.web;


import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

class MatterTest {

    @Test
    void theSameJudgmentInOtherCaseSpacingOrWithAFullStopIsTheSameMatter() {
        assertEquals(Matter.of("t", "g", "Counted as White wins by 0.5"),
                Matter.of("t", " g ", "  counted as WHITE wins   by 0.5. "));
    }

    @Test
    void anotherGameOrAnotherJudgmentIsAnotherMatter() {
        Matter matter = Matter.of("t", "g", "Counted as White wins by 0.5");
        assertNotEquals(matter, Matter.of("t", "g2", "Counted as White wins by 0.5"));
        assertNotEquals(matter, Matter.of("t", "g", "Counted as Black wins by 0.5"));
        assertNotEquals(matter, Matter.of("t2", "g", "Counted as White wins by 0.5"));
    }
}
