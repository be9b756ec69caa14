package dev.tengen.submission;

import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Tournament;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Optional;

/** The test files (src/test/resources/README.md names their origin). */
final class Resources {

    /** Juvisy's time system as its tou file states it: 60 min and byoyomi, TA 82 (45 moves of 30 s). */
    static final Details JUVISY = new Details(Optional.of(Timing.byoyomi(Duration.ofMinutes(60), Duration.ofSeconds(30))),
            "FR", LocalDate.of(2019, 10, 29));

    private Resources() {}

    static byte[] bytes(String name) {
        try (InputStream in = Resources.class.getResourceAsStream("/" + name)) {
            if (in == null) {
                throw new IllegalStateException("no test resource " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String text(String name, Charset charset) {
        return new String(bytes(name), charset);
    }

    static Tournament h9(String name) {
        Checked<Tournament> read = EgfH9Reader.read(bytes(name), name);
        return read.orElseThrow();
    }
}
