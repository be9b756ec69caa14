package dev.tengen.arbitration.service.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.tengen.arbitration.service.api.ArbitrationRefusal;
import dev.tengen.arbitration.service.api.ArbitrationRefused;
import dev.tengen.service.web.problem.Problem;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.axonframework.modelling.command.ConcurrencyException;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Arbitration refusals as RFC 9457 problems, like the tournament's, with one extension member: {@code article},
 * the article applied (Incheon 2013 arbitration ...), when there is one.
 */
public class ArbitrationProblems {

    private static final String TYPE_PREFIX = "tag:tengen.dev,2026:problems/";

    /** A problem detail with the article applied. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ArbitrationProblem(String type, String title, int status, String detail, String code, String field,
            String instance, String article) {
    }

    @ServerExceptionMapper
    public Response refused(ArbitrationRefused refused, UriInfo uri) {
        ArbitrationRefusal refusal = refused.refusal();
        int status = switch (refusal.kind()) {
            case MALFORMED -> 400;
            case RULE_VIOLATION -> 422;
            case NOT_FOUND -> 404;
            case FORBIDDEN -> 403;
        };
        String title = switch (refusal.kind()) {
            case MALFORMED -> "Malformed request";
            case RULE_VIOLATION -> "Refused by the rules";
            case NOT_FOUND -> "Not found";
            case FORBIDDEN -> "Forbidden";
        };
        return Response.status(status).type(Problem.MEDIA_TYPE)
                .entity(new ArbitrationProblem(TYPE_PREFIX + refused.code(), title, status, refused.getMessage(),
                        refused.code(), refusal.field(), uri.getPath(), refusal.article()))
                .build();
    }

    /**
     * Another command on the same protest or appeal stored its events first (in the distributed deployment, while a
     * rolling update runs two pods of the service): nothing of this one was stored.
     */
    @ServerExceptionMapper
    public Response simultaneousChange(ConcurrencyException conflict, UriInfo uri) {
        return Problem.of(409, "Version conflict", "concurrent-change", "Another change to this matter was stored at"
                + " the same moment; nothing of this request was stored. Read it again and retry.", null, uri.getPath())
                .response();
    }
}
