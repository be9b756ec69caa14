package dev.tengen.readmodel.app;

import dev.tengen.readmodel.GameArchive;
import dev.tengen.service.web.problem.Problem;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * A game's public record, read from the game's archive {@link PageBooks} builds from the events kept in MongoDB, at the
 * embedded platform's addresses and in its shapes (its GameRecordQuery, BoardQuery, ReplayQuery, SgfQuery): no token
 * needed; an unknown game is a 404 problem {@code game-not-found}.
 */
@Path("/api/v1/games/{id}")
public class GameQueries {

    /** SGF's media type by usage. */
    private static final String SGF = "application/x-go-sgf";

    private final PageBooks books;

    @Context
    UriInfo uri;

    GameQueries(PageBooks books) {
        this.books = books;
    }

    @GET
    @Path("record")
    @Produces(MediaType.APPLICATION_JSON)
    public Response record(@PathParam("id") String id) {
        return json(id, GameArchive::game);
    }

    @GET
    @Path("board")
    @Produces(MediaType.APPLICATION_JSON)
    public Response board(@PathParam("id") String id) {
        return json(id, GameArchive::board);
    }

    @GET
    @Path("replay")
    @Produces(MediaType.APPLICATION_JSON)
    public Response replay(@PathParam("id") String id) {
        return json(id, GameArchive::replay);
    }

    @GET
    @Path("sgf")
    @Produces({SGF, MediaType.APPLICATION_JSON})
    public Response sgf(@PathParam("id") String id) {
        return books.game(id).flatMap(archive -> archive.sgf(id))
                .map(sgf -> Response.ok(sgf, SGF + ";charset=UTF-8").header("Content-Disposition",
                        "attachment; filename=\"" + id.replaceAll("[^A-Za-z0-9._-]", "_") + ".sgf\"").build())
                .orElseGet(() -> unknownGame(id));
    }

    private Response json(String id, BiFunction<GameArchive, String, Optional<?>> view) {
        return books.game(id).flatMap(archive -> view.apply(archive, id)).<Response>map(v -> Response.ok(v).build())
                .orElseGet(() -> unknownGame(id));
    }

    private Response unknownGame(String id) {
        return Problem.of(404, "Not found", "game-not-found", "No game " + id + " exists.", null, uri.getPath())
                .response();
    }
}
