package dev.tengen.tournament.service.web;

import java.util.List;

/**
 * The answer to an import: every row registered (or, for a dry run, every row acceptable and nobody registered).
 *
 * @param version the tournament's version after the import, its ETag
 * @param playerIds the new players' ids, in the rows' order; empty for a dry run
 */
public record ImportReceipt(String tournamentId, long version, boolean dryRun, int players, List<String> playerIds) {
}
