package dev.tengen.readmodel.app;

import dev.tengen.readmodel.BoardsView;
import dev.tengen.readmodel.RefereeBoards;
import io.quarkus.security.Authenticated;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/**
 * The referee's desk, {@code GET /api/v1/accounts/me/boards}, as the embedded platform's MyBoardsResource answers it:
 * the boards of every published round of each tournament where the token's name is appointed referee or Chief Referee
 * (the appointments kept here), or of every tournament not closed for a token holding the realm's referee or Chief
 * Referee role; an empty list for an account that referees nothing, 401 without a token.
 */
@Path("/api/v1/accounts/me/boards")
public class MyBoards {

    private final KeptDesks boards;
    private final SecurityIdentity identity;

    MyBoards(KeptDesks boards, SecurityIdentity identity) {
        this.boards = boards;
        this.identity = identity;
    }

    @GET
    @Authenticated
    @Produces(MediaType.APPLICATION_JSON)
    public BoardsView boards() {
        return new RefereeBoards(boards).of(identity.getPrincipal().getName(), identity.getRoles());
    }
}
