package dev.tengen.platform.query;

import dev.tengen.readmodel.GameArchive;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The live position of a game. */
@Path("/api/v1/games/{id}/board")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Results")
public class BoardQuery {

    private final GameArchive archive;

    @Context
    UriInfo uri;

    BoardQuery(GameArchive archive) {
        this.archive = archive;
    }

    @GET
    @Operation(summary = "The position after the recorded moves, with captures", description = "Public.")
    public Response board(@PathParam("id") String id) {
        return Queries.found(archive.board(id), () -> Queries.unknownGame(id, uri));
    }
}
