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

/** A game move by move, as the engine replays it: for a viewer that steps through it. */
@Path("/api/v1/games/{id}/replay")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Results")
public class ReplayQuery {

    private final GameArchive archive;

    @Context
    UriInfo uri;

    ReplayQuery(GameArchive archive) {
        this.archive = archive;
    }

    @GET
    @Operation(summary = "The stones before the first move, then each move's stone, the stones it captured and the"
            + " captures after it", description = "Public.")
    public Response replay(@PathParam("id") String id) {
        return Queries.found(archive.replay(id), () -> Queries.unknownGame(id, uri));
    }
}
