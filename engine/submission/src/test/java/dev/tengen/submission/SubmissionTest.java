package dev.tengen.submission;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.Tournament;
import java.time.LocalDate;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SubmissionTest {

    private static final Details NO_TIME = new Details(Optional.empty(), "FR", LocalDate.of(2019, 10, 29));

    @Test
    void refusesToWriteWhenTheCheckFindsAnError() {
        Submission s = Submission.of(Submission.Format.H9, Resources.h9("exchange/juvisy.h9"), NO_TIME, false);
        assertTrue(s.file().isEmpty());
        assertFalse(s.acceptable());
    }

    @Test
    void writesAnywayWhenForced() {
        Submission s = Submission.of(Submission.Format.H9, Resources.h9("exchange/juvisy.h9"), NO_TIME, true);
        assertTrue(s.file().isPresent());
        assertFalse(s.acceptable());
    }

    @Test
    void writesWithWarningsOnly() {
        Tournament juvisy = Resources.h9("exchange/juvisy.h9");
        Submission s = Submission.of(Submission.Format.H9, juvisy, Resources.JUVISY, false);
        assertTrue(s.acceptable());
        assertArrayEquals(EgfH9.write(juvisy, Resources.JUVISY).getBytes(EgfH9.ENCODING), s.file().orElseThrow());
    }

    @Test
    void writesTheH9InIso885915() {
        Submission s = Submission.of(Submission.Format.H9, Resources.h9("exchange/juvisy.h9"), Resources.JUVISY, false);
        String latin9 = new String(s.file().orElseThrow(), EgfH9.ENCODING);
        assertTrue(latin9.contains("Nemo André"));
    }

    @Test
    void listsErrorsBeforeWarnings() {
        var issues = Submission.check(Submission.Format.H9, Resources.h9("exchange/juvisy.h9"), NO_TIME);
        assertTrue(issues.get(0).isError());
        assertFalse(issues.get(issues.size() - 1).isError());
    }

    @Test
    void writesNoTableForAPairGoEventEvenWhenForced() {
        Tournament juvisy = Resources.h9("exchange/juvisy.h9");
        Tournament pairGo = new Tournament(juvisy.event(), juvisy.regulations(), juvisy.pairing(), juvisy.placement(),
                juvisy.players(), java.util.List.of(new dev.tengen.tournament.Entry.PairGoPair("PAIR1", "Pair one",
                        java.util.List.of("MINIERIDAVIDE", "LIBOYUAN"))), java.util.List.of());
        for (Submission.Format format : java.util.List.of(Submission.Format.H9, Submission.Format.TOU, Submission.Format.AGA)) {
            Submission s = Submission.of(format, pairGo, Resources.JUVISY, true);
            assertTrue(s.file().isEmpty(), format.id());
            assertTrue(s.issues().get(0).what().contains("Pair Go"), s.issues().toString());
        }
    }

    @Test
    void knowsEveryFormatByItsName() {
        for (Submission.Format format : Submission.Format.values()) {
            assertEquals(Optional.of(format), Submission.Format.named(format.id()));
        }
        assertEquals(Optional.empty(), Submission.Format.named("pdf"));
    }
}
