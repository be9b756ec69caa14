package dev.tengen.platform.security;

import dev.tengen.service.web.problem.Problem;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Security refusals as problem details: 401 (no or wrong credentials, with the Basic challenge) and 403 (signed in,
 * but the endpoint does not admit any of the caller's roles, or a player acting on someone else's game).
 */
public class SecurityProblems {

    /** The Basic challenge every 401 carries. */
    public static final String CHALLENGE = "Basic realm=\"tengen\", charset=\"UTF-8\"";

    /** The problem of a write without credentials, also answered before its body is read (http/AnonymousWrites). */
    public static Problem signInRequired(String path) {
        return Problem.of(401, "Unauthorized", "sign-in-required", "This request changes the tournament record: sign in"
                + " with an account whose role allows it.", null, path);
    }

    @ServerExceptionMapper
    public Response unauthenticated(UnauthorizedException refused, UriInfo uri) {
        return challenge("sign-in-required", "This request needs an account: sign in with one whose role allows it.", uri);
    }

    @ServerExceptionMapper
    public Response badCredentials(AuthenticationFailedException refused, UriInfo uri) {
        if (refused.getCause() instanceof SignInThrottled throttled) {
            return throttled(throttled, uri);
        }
        return challenge("credentials-invalid", "The user name or password is wrong.", uri);
    }

    @ServerExceptionMapper
    public Response busy(PasswordWork.Busy refused, UriInfo uri) {
        return Response.fromResponse(Problem.of(503, "Service Unavailable", "sign-in-busy", "Too many sign-ins are being"
                + " checked at this moment; send the request again in a few seconds.", null, uri.getPath()).response())
                .header(HttpHeaders.RETRY_AFTER, "2")
                .build();
    }

    @ServerExceptionMapper
    public Response forbidden(ForbiddenException refused, UriInfo uri) {
        String detail = refused.getMessage() != null && !refused.getMessage().isBlank()
                ? refused.getMessage()
                : "Your account's roles do not allow this request; the API documentation names the roles each "
                        + "endpoint admits.";
        return Problem.of(403, "Forbidden", "role-forbidden", detail, null, uri.getPath()).response();
    }

    @ServerExceptionMapper
    public Response throttled(SignInThrottled throttled, UriInfo uri) {
        return Response.fromResponse(Problem.of(429, "Too Many Requests", "sign-in-throttled", throttled.getMessage(),
                null, uri.getPath()).response())
                .header(HttpHeaders.RETRY_AFTER, throttled.retryAfterSeconds())
                .build();
    }

    private static Response challenge(String code, String detail, UriInfo uri) {
        return withChallenge(Problem.of(401, "Unauthorized", code, detail, null, uri.getPath()));
    }

    private static Response withChallenge(Problem problem) {
        return Response.fromResponse(problem.response()).header(HttpHeaders.WWW_AUTHENTICATE, CHALLENGE).build();
    }
}
