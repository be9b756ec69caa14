package dev.tengen.tournament.service.web;

import dev.tengen.service.web.problem.UnknownTournament;
import dev.tengen.tournament.service.api.Refusal;
import dev.tengen.tournament.service.api.TournamentRefused;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** A published round in play, board by board: not started, in play, finished; and the players a clock waits for. */
@Path("/api/v1/tournaments/{id}/rounds/{n}/status")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Tournament play")
public class RoundStatusResource {

    private final TournamentList list;
    private final TournamentPlay play;
    private final BoardGames games;

    RoundStatusResource(TournamentList list, TournamentPlay play, BoardGames games) {
        this.list = list;
        this.play = play;
        this.games = games;
    }

    @GET
    @Operation(summary = "Where each board of a published round stands (not started, in play, finished) and the"
            + " players a clock waits for (late, or not yet at the board)", description = "Public.")
    public RoundStatus status(@PathParam("id") String id, @PathParam("n") int round) {
        list.find(id).orElseThrow(() -> new UnknownTournament(id));
        RoundView view = play.round(id, round).filter(r -> "published".equals(r.status()))
                .orElseThrow(() -> new TournamentRefused(Refusal.ROUND_NOT_FOUND,
                        "Round " + round + " of tournament " + id + " is not published yet."));
        List<RoundStatus.Board> boards = new ArrayList<>();
        List<RoundStatus.Late> late = new ArrayList<>();
        int notStarted = 0;
        int inPlay = 0;
        int finished = 0;
        for (GameView game : view.games()) {
            Optional<BoardGames.Progress> progress = games.progress(game.gameId());
            BoardGames.Clock clock = progress.map(BoardGames.Progress::clock).orElse(null);
            int moves = progress.map(BoardGames.Progress::moves).orElse(0);
            boolean started = clock != null && clock.startedAt() != null;
            String state = game.result() != null ? RoundStatus.FINISHED
                    : moves > 0 || started ? RoundStatus.IN_PLAY : RoundStatus.NOT_STARTED;
            switch (state) {
                case RoundStatus.FINISHED -> finished++;
                case RoundStatus.IN_PLAY -> inPlay++;
                default -> notStarted++;
            }
            boards.add(new RoundStatus.Board(game.board(), game.gameId(), game.black(), game.white(), state, game.result(),
                    moves, progress.map(BoardGames.Progress::lastMoveAt).orElse(null), started ? clock.startedAt() : null,
                    clock == null ? null : clock.running()));
            if (started && game.result() == null) {
                waiting(game, clock, moves, "black", clock.blackArrival()).ifPresent(late::add);
                waiting(game, clock, moves, "white", clock.whiteArrival()).ifPresent(late::add);
            }
        }
        late.sort(Comparator.comparing(RoundStatus.Late::since));
        return new RoundStatus(round, boards.size(), notStarted, inPlay, finished, boards, late);
    }

    /**
     * A player the clock waits for: arrived late (the lateness recorded), or not yet at the board: the clock runs for
     * their side and they have not moved (Black's first move is the game's first, or White's after the handicap stones).
     */
    private static Optional<RoundStatus.Late> waiting(GameView game, BoardGames.Clock clock, int moves, String colour,
            BoardGames.Arrival arrival) {
        String player = colour.equals("black") ? game.black() : game.white();
        if (arrival != null) {
            return arrival.lateness().isZero() ? Optional.empty() : Optional.of(new RoundStatus.Late(game.board(),
                    game.gameId(), player, colour, clock.startedAt(), arrival.lateness(), arrival.forfeits()));
        }
        boolean firstToMove = game.handicap() >= 2 ? colour.equals("white") : colour.equals("black");
        boolean notMovedYet = moves == 0 || moves == 1 && !firstToMove;
        return notMovedYet && colour.equals(clock.running())
                ? Optional.of(new RoundStatus.Late(game.board(), game.gameId(), player, colour, clock.startedAt(), null,
                        false))
                : Optional.empty();
    }
}
