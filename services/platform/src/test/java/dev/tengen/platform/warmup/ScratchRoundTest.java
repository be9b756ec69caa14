package dev.tengen.platform.warmup;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The warm-up's scratch round: the moves it was asked for, on a store it removes afterwards. */
class ScratchRoundTest {

    @Test
    void playsTheMovesAskedFor(@TempDir Path parent) throws Exception {
        assertEquals(700, ScratchRound.play(700, parent));
    }

    @Test
    void leavesNoFileBehind(@TempDir Path parent) throws Exception {
        ScratchRound.play(50, parent);
        try (Stream<Path> left = Files.list(parent)) {
            assertEquals(0, left.count(), "the scratch store is removed after the round");
        }
    }
}
