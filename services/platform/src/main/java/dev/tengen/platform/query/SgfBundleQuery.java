package dev.tengen.platform.query;

import dev.tengen.service.web.problem.UnknownTournament;
import dev.tengen.readmodel.GameArchive;
import dev.tengen.readmodel.GameBundle;
import dev.tengen.readmodel.PairingView;
import dev.tengen.readmodel.TournamentBook;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Every game of a tournament as SGF files in one zip, for the federation or the players: the game of each board of the
 * published rounds as the tournament book has it ({@link TournamentBook#boards}), so a game opened by hand under the
 * tournament on a board the pairing holds is not the board's.
 */
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
        List<PairingView> boards = book.boards(id).orElseThrow(() -> new UnknownTournament(id));
        List<GameBundle.File> files = new ArrayList<>();
        for (PairingView board : boards) {
            if (board.gameId() != null) {
                archive.game(board.gameId()).ifPresent(game -> archive.sgf(board.gameId())
                        .ifPresent(sgf -> files.add(GameBundle.File.of(game, sgf))));
            }
        }
        StreamingOutput zip = out -> GameBundle.write(files, out);
        return Response.ok(zip, "application/zip")
                .header("Content-Disposition", "attachment; filename=\"" + GameBundle.attachment(id) + "\"").build();
    }
}
