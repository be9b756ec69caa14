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

/** A game's record as the public reads it. */
@Path("/api/v1/games/{id}/record")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Results")
public class GameRecordQuery {

    private final GameArchive archive;

    @Context
    UriInfo uri;

    GameRecordQuery(GameArchive archive) {
        this.archive = archive;
    }

    @GET
    @Operation(summary = "A game's record: players, rules, moves, result and the events that touched it",
            description = "Public.")
    public Response record(@PathParam("id") String id) {
        return Queries.found(archive.game(id), () -> Queries.unknownGame(id, uri));
    }
}
