package dev.tengen.readmodel.app;

import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import dev.tengen.service.web.problem.Problem;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.Optional;

/**
 * A tournament as the public reads of its record, scores and games find it in {@link PageBooks}: its book and
 * overview, or the 404 problem {@code tournament-not-found} the embedded platform answers for an unknown one.
 */
record KeptTournament(TournamentBook book, TournamentOverview overview) {

    static Optional<KeptTournament> of(PageBooks books, String tournamentId) {
        return books.book(tournamentId).flatMap(book -> book.tournament(tournamentId)
                .map(overview -> new KeptTournament(book, overview)));
    }

    static Response unknown(String tournamentId, UriInfo uri) {
        return Problem.of(404, "Not found", "tournament-not-found", "No tournament " + tournamentId + " exists.", null,
                uri.getPath()).response();
    }
}
