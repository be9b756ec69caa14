package dev.tengen.tournament.opengotha;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The nine real OpenGotha files of src/test/resources/opengotha (see the README there). */
final class RealFiles {

    static final List<String> ALL = List.of("simplemm", "notsimplemm", "Toulouse2024", "frioul-2018", "simpleswiss",
            "notsosimpleswiss", "veterans-2021", "bosp2024", "paris2021-48th");

    private RealFiles() {
    }

    static String text(String name) {
        try (InputStream in = RealFiles.class.getResourceAsStream("/opengotha/" + name + ".xml")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
