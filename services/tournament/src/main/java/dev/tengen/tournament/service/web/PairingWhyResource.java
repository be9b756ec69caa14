package dev.tengen.tournament.service.web;

import dev.tengen.pairing.TournamentPairer;
import dev.tengen.pairing.mcmahon.PairWhy;
import dev.tengen.service.web.problem.NotFound;
import dev.tengen.service.web.problem.Problem;
import dev.tengen.service.web.problem.UnknownPlayer;
import dev.tengen.service.web.problem.UnknownTournament;
import dev.tengen.service.web.security.Roles;
import dev.tengen.standing.TournamentStandings;
import dev.tengen.tournament.service.api.Refusal;
import dev.tengen.tournament.service.api.RoundBye;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * "Why this pairing": the criteria the McMahon or EGF-style Swiss pairing weighed a pair by, for a pair of the
 * round's draft or published pairing or for any other pair of its players (a director weighing a swap). Read by the
 * officials who see a draft.
 */
@Path("/api/v1/tournaments/{id}/rounds/{n}/pairing/why")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Tournament play")
public class PairingWhyResource {

    private final TournamentList list;
    private final TournamentPlay play;
    private final TournamentDesk desk;

    @Context
    UriInfo uri;

    PairingWhyResource(TournamentList list, TournamentPlay play, TournamentDesk desk) {
        this.list = list;
        this.play = play;
        this.desk = desk;
    }

    @GET
    @RolesAllowed({Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE, Roles.REFEREE})
    @Operation(summary = "Why this pairing: the pair's weight in the round's McMahon or EGF-style Swiss pairing, criterion"
            + " by criterion, with the facts each read (scores, earlier meetings, colours, draws up and down, club and"
            + " country, seeding positions)", description = "Roles: organizer, technical-delegate, chief-referee, referee"
            + " (those who read a draft). Any two players of the round, paired together or not. 404 round-not-found,"
            + " player-not-found; 422 pair-same-player, pair-not-weighed (the engine's reason: a player absent or on a"
            + " bye, a system that draws without weights).")
    public Response why(@PathParam("id") String id, @PathParam("n") int n, @QueryParam("black") String black,
            @QueryParam("white") String white) {
        TournamentView tournament = list.find(id).orElseThrow(() -> new UnknownTournament(id));
        RoundView round = play.round(id, n).orElseThrow(() -> new NotFound(Refusal.ROUND_NOT_FOUND.code(),
                "Round " + n + " of tournament " + id + " is not paired yet."));
        for (String[] asked : List.of(new String[] {"black", black}, new String[] {"white", white})) {
            if (asked[1] == null || asked[1].isBlank()) {
                return problem(400, "Malformed request", "field-invalid", "The parameter '" + asked[0]
                        + "' names a player of the round (a player id).", asked[0]);
            }
            if (tournament.players().stream().noneMatch(p -> p.id().equals(asked[1]))) {
                throw new UnknownPlayer(asked[1]);
            }
        }
        if (black.equals(white)) {
            return problem(422, "Refused by the rules", "pair-same-player", "A player cannot be paired with themself: "
                    + "'black' and 'white' both name " + black + ".", "white");
        }
        List<String> setAside = round.byes().stream()
                .filter(bye -> RoundBye.PAIRING_BYE.equals(bye.kind()) || RoundBye.NOT_PAIRED.equals(bye.kind()))
                .map(RoundBye::playerId).toList();
        PairWhy why = TournamentPairer.why(desk.engineModel(id), n, TournamentStandings::order, setAside, black, white);
        return switch (why) {
            case PairWhy.Weighed weighed -> Response.ok(PairingWhy.of(round, boardOf(round, black, white), weighed)).build();
            case PairWhy.Refused refused -> problem(422, "Refused by the rules", "pair-not-weighed", "Round " + n
                    + " cannot weigh this pair: " + refused.reason() + ".", null);
        };
    }

    private static Integer boardOf(RoundView round, String a, String b) {
        return round.games().stream().filter(g -> (g.black().equals(a) && g.white().equals(b))
                || (g.black().equals(b) && g.white().equals(a))).map(GameView::board).findFirst().orElse(null);
    }

    private Response problem(int status, String title, String code, String detail, String field) {
        return Problem.of(status, title, code, detail, field, uri.getPath()).response();
    }
}
