package dev.tengen.platform.player;

import dev.tengen.service.web.security.CurrentActor;
import dev.tengen.readmodel.PlayerGamesView;
import io.quarkus.security.Authenticated;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The player's screen: the games of the players the signed-in account plays as. */
@Path("/api/v1/accounts/me/games")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Games")
public class MyGamesResource {

    private final PlayerGames games;
    private final CurrentActor current;

    MyGamesResource(PlayerGames games, CurrentActor current) {
        this.games = games;
        this.current = current;
    }

    @GET
    @Authenticated
    @Operation(summary = "The signed-in player's games, pairings and results in every tournament they are registered "
            + "in, the referees' judgments a protest may still contest, the protests about their games and the rulings",
            description = "Any signed-in account; the account's `players` (its registrations) decide what it sees. "
                    + "Judgments are protestable until the game's result is confirmed (Incheon 2013 code art. 4.3); a rejected "
                    + "protest shows the 15 minutes left to appeal (Incheon 2013 arbitration art. 1.2).")
    public PlayerGamesView games() {
        return games.of(current.actor().name(), current.players());
    }
}
