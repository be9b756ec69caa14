package dev.tengen.platform.query;

import dev.tengen.service.web.problem.UnknownTournament;
import dev.tengen.readmodel.GameArchive;
import dev.tengen.readmodel.GameView;
import dev.tengen.readmodel.TournamentBook;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Every game of a tournament as SGF files in one zip, for the federation or the players. */
@Path("/api/v1/tournaments/{id}/games.zip")
@Produces("application/zip")
@Tag(name = "Results")
public class SgfBundleQuery {

    private final GameArchive archive;
    private final TournamentBook book;

    SgfBundleQuery(GameArchive archive, TournamentBook book) {
        this.archive = archive;
        this.book = book;
    }

    @GET
    @Operation(summary = "Every game of the tournament as SGF FF[4] files in a zip, named by round, board and players",
            description = "Public. One file per game: r01-b003-Black-White.sgf.")
    public Response bundle(@PathParam("id") String id) {
        book.tournament(id).orElseThrow(() -> new UnknownTournament(id));
        List<String[]> files = new ArrayList<>();
        for (String gameId : archive.gameIds(id)) {
            archive.game(gameId).ifPresent(game -> archive.sgf(gameId)
                    .ifPresent(sgf -> files.add(new String[] {fileName(game), sgf})));
        }
        StreamingOutput zip = out -> {
            try (ZipOutputStream entries = new ZipOutputStream(out, StandardCharsets.UTF_8)) {
                for (String[] file : files) {
                    entries.putNextEntry(new ZipEntry(file[0]));
                    entries.write(file[1].getBytes(StandardCharsets.UTF_8));
                    entries.closeEntry();
                }
            }
        };
        return Response.ok(zip, "application/zip")
                .header("Content-Disposition", "attachment; filename=\"" + safe(id) + "-games.zip\"").build();
    }

    /** {@code r01-b003-Lee Sedol-AlphaGo.sgf}: sorted by round and board, names kept, path characters removed. */
    static String fileName(GameView game) {
        return String.format("r%02d-b%03d-%s-%s.sgf", game.round(), game.board(), safe(game.blackName()),
                safe(game.whiteName()));
    }

    private static String safe(String text) {
        String kept = text.replaceAll("[\\\\/:*?\"<>|\\p{Cntrl}\\p{Cf}]", "_").strip();
        return kept.length() > 60 ? kept.substring(0, 60) : kept;
    }
}
