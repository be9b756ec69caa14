package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * Enters many players at once, all or none: an import from a file. Every row is judged as {@link RegisterPlayer}
 * judges one player, against those registered and the rows before it; one row refused refuses the whole import
 * ({@link RegistrationRefused} lists every row at fault).
 *
 * @param expectedVersion the tournament version the caller last saw, or null to skip the check
 * @param rows the players, in the file's order, which becomes their registration order
 * @param dryRun judge the rows and register nobody: the importer's preview
 */
public record RegisterPlayers(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,
        List<Row> rows,
        boolean dryRun,
        String by,
        Instant at) {

    /**
     * One player of the import.
     *
     * @param line where the row stands in the file, for the refusal
     * @param playerId the new player's id, chosen by the caller
     * @param mcMahonCorrection points added to the McMahon start score (OpenGotha's smmsCorrection), null for none
     */
    public record Row(int line, String playerId, String name, String rank, String club, String country,
            Integer mcMahonCorrection, Map<String, String> memberships) {

        public Row {
            Objects.requireNonNull(playerId, "playerId");
            memberships = memberships == null ? Map.of() : Map.copyOf(memberships);
        }

        public RegisterPlayer command(String tournamentId, String by, Instant at) {
            return new RegisterPlayer(tournamentId, null, playerId, name == null ? "" : name, rank == null ? "" : rank,
                    club == null ? "" : club, country == null ? "" : country, mcMahonCorrection, memberships, by, at);
        }
    }

    public RegisterPlayers {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
        rows = List.copyOf(rows);
    }
}
