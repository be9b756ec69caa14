package dev.tengen.conduct;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.rules.Color;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Result details read back into their parts: the details as the game's events hold them, written out by hand. */
class VerdictReadingTest {

    @Test
    void aLossByWarningsIsReadWithItsCountAndArticle() {
        assertEquals(Optional.of(new VerdictReading.Loss(Color.BLACK, new VerdictReading.Warnings(2),
                        "Incheon 2013 code art. 5.7")),
                VerdictReading.of("Black loses: 2 warnings (Incheon 2013 code art. 5.7)"));
    }

    @Test
    void aSecondInfractionAndAnInfractionAreReadAsTheirKind() {
        assertEquals(Optional.of(new VerdictReading.Loss(Color.WHITE,
                        new VerdictReading.Committed(Infraction.Kind.KO_RETAKEN, true), "Incheon 2013 code art. 5.4")),
                VerdictReading.of("White loses: a second ko retaken (Incheon 2013 code art. 5.4)"));
        assertEquals(Optional.of(new VerdictReading.Loss(Color.BLACK,
                        new VerdictReading.Committed(Infraction.Kind.MISCONDUCT, false), "Chinese 2002 art. 23.1")),
                VerdictReading.of("Black loses: misconduct (Chinese 2002 art. 23.1)"));
    }

    @Test
    void anArticleHoldingItsOwnParenthesisIsReadWhole() {
        assertEquals(Optional.of(new VerdictReading.Loss(Color.WHITE,
                        new VerdictReading.Worded("an intentional rotation error"), "Ing 1991 art. 8 (2)")),
                VerdictReading.of("White loses: an intentional rotation error (Ing 1991 art. 8 (2))"));
    }

    @Test
    void bothLoseAndADrawAreRead() {
        assertEquals(Optional.of(new VerdictReading.BothLose(new VerdictReading.Worded("both players are too late"),
                        "Chinese 2002 art. 22.3")),
                VerdictReading.of("both players lose: both players are too late (Chinese 2002 art. 22.3)"));
        assertEquals(Optional.of(new VerdictReading.Draw(new VerdictReading.Committed(Infraction.Kind.MISCONDUCT, false),
                        "Incheon 2013 code art. 6.1")),
                VerdictReading.of("draw: misconduct (Incheon 2013 code art. 6.1)"));
    }

    @Test
    void aDetailNotWrittenByAVerdictIsNotRead() {
        assertEquals(Optional.empty(), VerdictReading.of("Black's time ran out at 12:03:04 (Chinese 2002 art. 12.4)"));
        assertEquals(Optional.empty(), VerdictReading.of("Black loses: no article"));
        assertEquals(Optional.empty(), VerdictReading.of("Black loses: (x)"));
        assertEquals(Optional.empty(), VerdictReading.of("the referee saw Black loses: 2 warnings (art. 5)"));
        assertEquals(Optional.empty(), VerdictReading.of(""));
        assertEquals(Optional.empty(), VerdictReading.of(null));
        assertEquals(Optional.of(new VerdictReading.Loss(Color.BLACK, new VerdictReading.Worded("9999 warnings"), "a")),
                VerdictReading.of("Black loses: 9999 warnings (a)"));
    }

    /** What Verdicts writes, the reading gives back: one rule for both ways. */
    @Test
    void whatVerdictsWritesIsReadBack() {
        CompetitionCode code = CompetitionCodes.INCHEON_2013;
        assertEquals(Optional.of(new VerdictReading.Loss(Color.WHITE, new VerdictReading.Warnings(3), "art. 9")),
                VerdictReading.of(Verdicts.loss(code, Color.WHITE, "3 warnings", "art. 9").result().detail()));
        assertEquals(Optional.of(new VerdictReading.BothLose(
                        new VerdictReading.Committed(Infraction.Kind.KO_RETAKEN, false), "art. 5.3")),
                VerdictReading.of(Verdicts.bothLose(code, "ko retaken", "art. 5.3").result().detail()));
    }
}
