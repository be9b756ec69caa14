package dev.tengen.imports;

import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.opengotha.OpenGothaFile.Reading;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/**
 * Reading another program's file from disk, for the reader of each format: problems and warnings name the file, an
 * unreadable file is a problem.
 */
public final class ImportFiles {

    private ImportFiles() {
    }

    public static Reading read(Path file, Function<InputStream, Reading> reader) {
        try (InputStream in = Files.newInputStream(file)) {
            Reading read = reader.apply(in);
            Checked<Tournament> tournament = read.tournament().isValid() ? read.tournament()
                    : Checked.invalid(inFile(file, read.tournament().problems()));
            return new Reading(tournament, inFile(file, read.warnings()));
        } catch (IOException e) {
            return new Reading(Checked.invalid(file.toString(), "cannot be read: " + e.getMessage()), List.of());
        }
    }

    /** The answer for a file whose content failed before any tournament could be built. */
    static Reading refused(List<Problem> problems) {
        return new Reading(Checked.invalid(problems), List.of());
    }

    private static List<Problem> inFile(Path file, List<Problem> problems) {
        return problems.stream().map(p -> new Problem(file.getFileName() + ", " + p.where(), p.what())).toList();
    }
}
