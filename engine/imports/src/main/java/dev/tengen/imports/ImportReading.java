package dev.tengen.imports;

import dev.tengen.tournament.opengotha.OpenGothaFile.Reading;
import java.util.List;

/**
 * Another program's file read for its players: the reading (the tournament or every problem, and the warnings as the
 * reader says them, naming the file's lines), and the warnings on the players' names as values, for whoever says them
 * in other terms (the platform names a player by its place in the file's list) without looking for them again.
 */
public record ImportReading(Reading reading, List<NameWarning> names) {

    public ImportReading {
        names = List.copyOf(names);
    }
}
