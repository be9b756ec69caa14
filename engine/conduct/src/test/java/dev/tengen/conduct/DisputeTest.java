package dev.tengen.conduct;

import static dev.tengen.conduct.Play.kinds;
import static dev.tengen.conduct.Play.timeline;
import static dev.tengen.rules.Color.BLACK;
import static dev.tengen.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Who moves first when the players disagree on dead stones and play resumes. */
class DisputeTest {

    @Test
    void underTheAgaEventPlayResumesWithTheOpponentOfTheLastPasser() {
        // AGA rule 9: "play is resumed, with the opponent of the last player to pass having the move".
        // Black E5, White passes, Black passes, White passes once more (rule 10): Black resumes, not White.
        Play play = timeline().moves(BLACK, "E5", "pass", "pass");
        List<Ruling> white = Adjudication.replay(Play.setup(CompetitionCodes.AGA_ELIMINATION, 9),
                play.then(new Action.Resume(play.next(), WHITE)).actions());
        Ruling refused = white.getLast();
        assertEquals(List.of("ActionRefused"), kinds(List.of(refused)), white.toString());
        assertEquals("AGA rule 9", refused.article());

        Play again = timeline().moves(BLACK, "E5", "pass", "pass");
        List<Ruling> black = Adjudication.replay(Play.setup(CompetitionCodes.AGA_ELIMINATION, 9),
                again.then(new Action.Resume(again.next(), BLACK)).move(BLACK, "D5").actions());
        assertEquals(List.of(), kinds(black).stream().filter("ActionRefused"::equals).toList(), black.toString());
    }

    @Test
    void underTheChineseCodeThePlayerWhoThinksTheStonesDeadMayResume() {
        // Chinese 2002 art. 21.4: "The one who thinks the stones are dead plays first", whoever passed last.
        Play play = timeline().moves(BLACK, "E5", "pass", "pass");
        List<Ruling> rulings = Adjudication.replay(Play.setup(CompetitionCodes.CHINESE_2002, 9),
                play.then(new Action.Resume(play.next(), BLACK)).actions());
        assertEquals(List.of(), kinds(rulings).stream().filter("ActionRefused"::equals).toList(), rulings.toString());
    }
}
