package dev.tengen.tournament.service.web;

import java.util.List;

/**
 * The answer to an import: every row registered (or, for a dry run, every row acceptable and nobody registered).
 *
 * @param version the tournament's version after the import, its ETag
 * @param playerIds the new players' ids, in the rows' order; empty for a dry run
 * @param warnings what the file's reader noticed, each "where: what" (an invisible character in a
 *     name, two players of one name); empty for rows sent as JSON
 */
public record ImportReceipt(String tournamentId, long version, boolean dryRun, int players, List<String> playerIds,
        List<String> warnings) {

    public ImportReceipt {
        playerIds = List.copyOf(playerIds);
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
    }

    /** The same receipt with the file reader's warnings. */
    ImportReceipt warned(List<String> warnings) {
        return new ImportReceipt(tournamentId, version, dryRun, players, playerIds, warnings);
    }
}
