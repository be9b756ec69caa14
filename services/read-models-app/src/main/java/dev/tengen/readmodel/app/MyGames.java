package dev.tengen.readmodel.app;

import dev.tengen.readmodel.PlayerGames;
import dev.tengen.readmodel.PlayerGamesView;
import io.quarkus.security.Authenticated;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/**
 * The player's screen, {@code GET /api/v1/accounts/me/games}, as the embedded platform's MyGamesResource answers it:
 * the games of the players the token's account plays as (its {@code tengen_players} claim, the accounts being
 * Keycloak's here), their pairings and results, the referees' judgments a protest may still contest, the protests and
 * the rulings, from the events kept here; 401 without a token.
 */
@Path("/api/v1/accounts/me/games")
public class MyGames {

    private final KeptDesks desks;
    private final SecurityIdentity identity;

    MyGames(KeptDesks desks, SecurityIdentity identity) {
        this.desks = desks;
        this.identity = identity;
    }

    @GET
    @Authenticated
    @Produces(MediaType.APPLICATION_JSON)
    public PlayerGamesView games() {
        return new PlayerGames(desks).of(identity.getPrincipal().getName(), ConsoleCaller.players(identity));
    }
}
