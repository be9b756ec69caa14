package dev.tengen.distributed.app;

import dev.tengen.service.web.problem.Problem;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Refusals of the bearer token as problem details: 401 with the Bearer challenge (RFC 6750) when a write comes without
 * a token or with one Keycloak did not issue for this API (expired, wrongly signed, another issuer or audience), 403
 * when the token's roles and offices do not admit the request.
 */
public class TokenProblems {

    @ServerExceptionMapper
    public Response unauthenticated(UnauthorizedException refused, UriInfo uri) {
        return challenge("sign-in-required", "This request needs a bearer token of the realm tengen whose roles allow it.",
                "Bearer realm=\"tengen\"", uri);
    }

    @ServerExceptionMapper
    public Response tokenRefused(AuthenticationFailedException refused, UriInfo uri) {
        return challenge("token-invalid", "The bearer token is not one this service accepts: expired, not signed by the"
                + " realm's key, or issued by another issuer or for another audience.",
                "Bearer realm=\"tengen\", error=\"invalid_token\"", uri);
    }

    @ServerExceptionMapper
    public Response forbidden(ForbiddenException refused, UriInfo uri) {
        String detail = refused.getMessage() != null && !refused.getMessage().isBlank() ? refused.getMessage()
                : "The token's roles, and its offices in this tournament, do not allow this request.";
        return Problem.of(403, "Forbidden", "role-forbidden", detail, null, uri.getPath()).response();
    }

    private static Response challenge(String code, String detail, String challenge, UriInfo uri) {
        return Response.fromResponse(Problem.of(401, "Unauthorized", code, detail, null, uri.getPath()).response())
                .header(HttpHeaders.WWW_AUTHENTICATE, challenge).build();
    }
}
