package dev.tengen.service.web.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tengen.service.web.problem.Problem;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;

/** A problem detail answered by a route that runs before the REST layer (which has its own mappers). */
public final class RouteAnswers {

    private static final ObjectMapper JSON = new ObjectMapper();

    private RouteAnswers() {
    }

    /** Ends the request with {@code problem}: its status, {@code application/problem+json}, the problem as JSON. */
    public static void problem(RoutingContext request, Problem problem) {
        String body;
        try {
            body = JSON.writeValueAsString(problem);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a problem detail is plain text and numbers", e);
        }
        request.response().setStatusCode(problem.status()).putHeader(HttpHeaders.CONTENT_TYPE, Problem.MEDIA_TYPE)
                .end(body);
    }
}
