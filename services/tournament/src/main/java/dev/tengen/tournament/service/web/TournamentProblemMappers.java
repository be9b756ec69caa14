package dev.tengen.tournament.service.web;

import dev.tengen.service.web.problem.ProblemMappers;
import dev.tengen.service.web.problem.UnknownPlayer;
import dev.tengen.tournament.service.api.Refusal;
import dev.tengen.tournament.service.api.TournamentRefused;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.axonframework.eventsourcing.IncompatibleAggregateException;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.axonframework.modelling.command.ConcurrencyException;
import org.axonframework.modelling.command.ConflictingAggregateVersionException;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * The tournament's refusals as RFC 9457 problems, beside the ones every service shares ({@link ProblemMappers}): a
 * refused command by its kind (400, 404, 409, 422 the rules say no), and the store's answers about a tournament.
 */
public class TournamentProblemMappers {

    /** The tournament a path names, for the answer to an id of another record. */
    private static final Pattern TOURNAMENT_IN_PATH = Pattern.compile("/tournaments/([^/]+)");


    @ServerExceptionMapper
    public Response refused(TournamentRefused refused, UriInfo uri) {
        Refusal refusal = refused.refusal();
        return switch (refusal.kind()) {
            case MALFORMED -> ProblemMappers.problem(400, "Malformed request", refused.code(), refused.getMessage(), refusal.field(), uri);
            case RULE_VIOLATION -> ProblemMappers.problem(422, "Refused by the rules", refused.code(), refused.getMessage(),
                    refusal.field(), uri);
            case NOT_FOUND -> ProblemMappers.problem(404, "Not found", refused.code(), refused.getMessage(), refusal.field(), uri);
            case CONFLICT -> ProblemMappers.problem(409, "Conflict with the record", refused.code(), refused.getMessage(),
                    refusal.field(), uri);
        };
    }

    @ServerExceptionMapper
    public Response unknownPlayer(UnknownPlayer unknown, UriInfo uri) {
        return ProblemMappers.problem(404, "Not found", Refusal.PLAYER_NOT_FOUND.code(), unknown.getMessage(), null, uri);
    }

    @ServerExceptionMapper
    public Response aggregateNotFound(AggregateNotFoundException notFound, UriInfo uri) {
        return ProblemMappers.tournamentNotFound(String.valueOf(notFound.getAggregateIdentifier()), uri);
    }

    /**
     * The id of another record (a game's, a protest's, a ban's) where a tournament's is due: the store keeps every
     * aggregate's events under its id, Axon loads them into a tournament and refuses (it answered 500).
     */
    @ServerExceptionMapper
    public Response notATournament(IncompatibleAggregateException other, UriInfo uri) {
        Matcher tournament = TOURNAMENT_IN_PATH.matcher(uri.getPath());
        return ProblemMappers.tournamentNotFound(tournament.find() ? tournament.group(1) : uri.getPath(), uri);
    }

    @ServerExceptionMapper
    public Response staleVersion(ConflictingAggregateVersionException conflict, UriInfo uri) {
        return ProblemMappers.problem(409, "Version conflict", "version-conflict", "Tournament " + conflict.getAggregateIdentifier()
                + " is at version " + conflict.getActualVersion() + ", not at version " + conflict.getExpectedVersion()
                + " as If-Match said; read it again and decide again.", null, uri);
    }

    @ServerExceptionMapper
    public Response simultaneousChange(ConcurrencyException conflict, UriInfo uri) {
        return ProblemMappers.problem(409, "Version conflict", "concurrent-change",
                "Another change to this tournament was stored at the same moment; read it again and retry.", null, uri);
    }
}
