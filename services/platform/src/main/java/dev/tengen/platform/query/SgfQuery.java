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

/** A game as an SGF file. */
@Path("/api/v1/games/{id}/sgf")
@Produces({Queries.SGF, MediaType.APPLICATION_JSON})
@Tag(name = "Results")
public class SgfQuery {

    private final GameArchive archive;

    @Context
    UriInfo uri;

    SgfQuery(GameArchive archive) {
        this.archive = archive;
    }

    @GET
    @Operation(summary = "The game as an SGF FF[4] record with its result and event history", description = "Public.")
    public Response sgf(@PathParam("id") String id) {
        return archive.sgf(id)
                .map(sgf -> Response.ok(sgf, Queries.SGF + ";charset=UTF-8")
                        .header("Content-Disposition", "attachment; filename=\"" + id.replaceAll("[^A-Za-z0-9._-]", "_")
                                + ".sgf\"")
                        .build())
                .orElseGet(() -> Queries.unknownGame(id, uri));
    }
}
