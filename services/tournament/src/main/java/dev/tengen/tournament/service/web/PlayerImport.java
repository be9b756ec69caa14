package dev.tengen.tournament.service.web;

import dev.tengen.service.web.problem.Fields;
import dev.tengen.tournament.service.api.RegisterPlayers;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The body of {@code POST /api/v1/tournaments/{id}/players/import}: players read from a file by the console (a CSV
 * with its columns mapped), registered all or none.
 *
 * @param players the rows, in the file's order
 * @param dryRun true: judge every row and register nobody (the console's preview)
 */
public record PlayerImport(List<Row> players, Boolean dryRun) {

    /**
     * One player.
     *
     * @param line the row's line in the file, named in the refusal of a row at fault
     * @param mcMahonCorrection optional, points added to the McMahon start score, -1 to 2 (OpenGotha's smmsCorrection)
     * @param memberships optional, ids with rating bodies and federations by body ("egf", "ffg", "aga")
     */
    public record Row(Integer line, String name, String rank, String club, String country, Integer mcMahonCorrection,
            Map<String, String> memberships) {
    }

    List<RegisterPlayers.Row> rows() {
        List<Row> given = Fields.required(players, "players");
        return java.util.stream.IntStream.range(0, given.size()).mapToObj(index -> {
            Row row = given.get(index);
            if (row == null) {
                throw new dev.tengen.service.web.problem.MalformedRequest("field-invalid", "players." + index,
                        "Row " + (index + 1) + " of 'players' is null; each row is a player object.");
            }
            int line = row.line() == null ? index + 1 : row.line();
            return new RegisterPlayers.Row(line, UUID.randomUUID().toString(), row.name(), row.rank(), row.club(),
                    row.country(), row.mcMahonCorrection(), row.memberships());
        }).toList();
    }

    boolean preview() {
        return Boolean.TRUE.equals(dryRun);
    }
}
