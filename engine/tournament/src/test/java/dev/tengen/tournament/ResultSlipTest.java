package dev.tengen.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rank.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ResultSlipTest {

    @ParameterizedTest(name = "{0} reads as {1} {2} ({3})")
    @CsvSource({
            "B+R, BLACK_WINS, false, B+R",
            "w+r, WHITE_WINS, false, W+R",
            "W+3.5, WHITE_WINS, false, W+3.5",
            "B+0.25, BLACK_WINS, false, B+0.25",
            "B+10, BLACK_WINS, false, B+10",
            "W+3.50, WHITE_WINS, false, W+3.5",
            "B+T, BLACK_WINS, false, B+T",
            "b+time, BLACK_WINS, false, B+T",
            "W+F, WHITE_WINS, true, W+F",
            "bf, BLACK_WINS, true, B+F",
            "wf, WHITE_WINS, true, W+F",
            "b, BLACK_WINS, false, B+",
            "W, WHITE_WINS, false, W+",
            "B+, BLACK_WINS, false, B+",
            "0, DRAW, false, 0",
            "=, DRAW, false, 0",
            "Jigo, DRAW, false, 0",
            "0-0, BOTH_LOSE, false, 0-0",
            "bl, BOTH_LOSE, false, 0-0",
            "1-1, BOTH_WIN, false, 1-1",
            "Both-Win, BOTH_WIN, false, 1-1",
            "Void, NO_RESULT, false, Void",
            "?, NO_RESULT, false, ?",
            "'  b+r  ', BLACK_WINS, false, B+R"})
    void slipTextsReadAsTheirOutcome(String written, Outcome outcome, boolean byForfeit, String text) {
        assertEquals(Result.ok(new ResultSlip(outcome, byForfeit, text)), ResultSlip.read(written));
    }

    @ParameterizedTest(name = "{0} is refused")
    @CsvSource({"B+-3", "W+0", "B+x", "X+R", "B3.5", "W+1e3", "W++3", "BW", "'B+R extra'"})
    void malformedSlipsAreRefusedWithWhatIsExpected(String written) {
        Result<ResultSlip> read = ResultSlip.read(written);
        assertTrue(read.refusal().isPresent(), written);
        assertTrue(read.refusal().get().contains("'" + written.strip()), read.refusal().get());
    }

    @Test
    void aBlankSlipSaysWhatToWrite() {
        assertTrue(ResultSlip.read("  ").refusal().orElseThrow().contains("B+R"));
        assertTrue(ResultSlip.read(null).refusal().orElseThrow().contains("B+R"));
    }

    @Test
    void anOverlongSlipIsRefusedWithoutEchoingItWhole() {
        String reason = ResultSlip.read("B+" + "1".repeat(10_000)).refusal().orElseThrow();
        assertTrue(reason.length() < 200, reason);
    }
}
