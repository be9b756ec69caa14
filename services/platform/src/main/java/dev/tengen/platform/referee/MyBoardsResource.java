package dev.tengen.platform.referee;

import dev.tengen.readmodel.BoardsView;
import dev.tengen.readmodel.RefereeBoards;
import io.quarkus.security.Authenticated;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The referee's desk: the boards of the rounds the signed-in account referees. */
@Path("/api/v1/accounts/me/boards")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Games")
public class MyBoardsResource {

    private final BoardSources boards;
    private final SecurityIdentity identity;

    MyBoardsResource(BoardSources boards, SecurityIdentity identity) {
        this.boards = boards;
        this.identity = identity;
    }

    @GET
    @Authenticated
    @Operation(summary = "The boards the signed-in referee looks after: every published round of each tournament where "
            + "the account is appointed referee or Chief Referee, the current round first, each unfinished game's status",
            description = "Any signed-in account; an account holding the referee's or Chief Referee's role itself sees "
                    + "every tournament not closed. Empty for an account that referees nothing.")
    public BoardsView boards() {
        return new RefereeBoards(boards).of(identity.getPrincipal().getName(), identity.getRoles());
    }
}
