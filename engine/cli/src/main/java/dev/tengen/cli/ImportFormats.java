package dev.tengen.cli;

import dev.tengen.imports.ImportNames;
import dev.tengen.imports.NameWarning;
import dev.tengen.imports.macmahon.MacMahonFile;
import dev.tengen.imports.pairgoth.PairgothFile;
import dev.tengen.submission.EgfH9Reader;
import dev.tengen.tournament.opengotha.OpenGothaFile;
import dev.tengen.tournament.opengotha.OpenGothaFile.Reading;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * The whole-tournament formats {@code tengen import} reads, each a name and its reader: a new format is one line
 * here. Each reader reads its file once, what the import leaves out (a time system) said among its warnings.
 */
final class ImportFormats {

    /** A reader of one format; {@code today} dates an event whose file carries no date (MacMahon's). */
    interface Reader {
        Reading read(Path file, LocalDate today);
    }

    record Format(String name, String description, Reader reader) {}

    static final List<Format> FORMATS = List.of(
            new Format("opengotha", "OpenGotha's tournament XML", (file, today) -> ImportNames.withNameWarnings(
                    OpenGothaFile.readForImport(file),
                    ImportFormats::openGothaAttribute,
                    player -> file.getFileName() + ", <Player> '" + player.id() + "'")),
            new Format("macmahon", "MacMahon 3.9 XML (Christoph Gerlach's program)", MacMahonFile::read),
            new Format("pairgoth", "pairgoth's tournament JSON", (file, today) -> PairgothFile.read(file)),
            new Format("h9", "the EGD's results table (EGF h9)", (file, today) -> ImportNames.withNameWarnings(
                    EgfH9Reader.readForImport(file),
                    NameWarning.PlayerText::words,
                    player -> file.getFileName() + ", player '" + player.id() + "'")));

    private ImportFormats() {}

    /** A player's text as OpenGotha's file names its attribute. */
    private static String openGothaAttribute(NameWarning.PlayerText text) {
        return switch (text) {
            case NAME -> "name";
            case FIRST_NAME -> "firstName";
            case CLUB -> "club";
            case COUNTRY -> "country";
        };
    }

    static Optional<Format> named(String name) {
        return FORMATS.stream().filter(f -> f.name().equals(name)).findFirst();
    }

    static List<String> names() {
        return FORMATS.stream().map(Format::name).toList();
    }
}
