package dev.tengen.readmodel.app;

import dev.tengen.readmodel.GameBundle;
import dev.tengen.readmodel.PairingView;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import jakarta.ws.rs.core.UriInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Every game of a tournament as SGF files in one zip ({@link GameBundle}), at the embedded platform's address and in
 * its form (its SgfBundleQuery): each started game of the tournament's rounds, round by round and board by board, its
 * record from the games' archive {@link PageBooks} builds of its kept events. The boards are the tournament book's
 * ({@code TournamentBook.boards}): a game opened by hand on a board the pairing holds is not the board's. Public; an
 * unknown tournament is a 404 problem.
 */
@Path("/api/v1/tournaments/{id}/games.zip")
public class GamesBundle {

    private final PageBooks books;

    @Context
    UriInfo uri;

    GamesBundle(PageBooks books) {
        this.books = books;
    }

    @GET
    @Produces({"application/zip", "application/problem+json"})
    public Response bundle(@PathParam("id") String id) {
        Optional<KeptTournament> tournament = KeptTournament.of(books, id);
        if (tournament.isEmpty()) {
            return KeptTournament.unknown(id, uri);
        }
        List<GameBundle.File> files = new ArrayList<>();
        for (PairingView board : tournament.get().book().boards(id).orElse(List.of())) {
            if (board.gameId() != null) {
                books.game(board.gameId()).ifPresent(archive -> archive.game(board.gameId())
                        .ifPresent(game -> archive.sgf(board.gameId())
                                .ifPresent(sgf -> files.add(GameBundle.File.of(game, sgf)))));
            }
        }
        StreamingOutput zip = out -> GameBundle.write(files, out);
        return Response.ok(zip, "application/zip")
                .header("Content-Disposition", "attachment; filename=\"" + GameBundle.attachment(id) + "\"").build();
    }
}
