package dev.tengen.platform.security;

import dev.tengen.service.web.problem.Problem;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.ext.Provider;
import java.util.Set;

/**
 * Cross-site request forgery, the second wall: the session cookie is SameSite=Strict, so another site's page does
 * not send it; and a write that the cookie signs in must also carry the header {@value #HEADER}, which another
 * site's page cannot add without a CORS preflight the platform never answers. Scripts sign in with HTTP Basic and
 * need no header. The console's requests also get no Basic challenge back, so the browser never opens its own
 * password dialog over the console's sign-in page.
 */
@Provider
public class ConsoleGuard implements ContainerRequestFilter, ContainerResponseFilter {

    public static final String HEADER = "X-Tengen-Console";

    private static final Set<String> SAFE = Set.of("GET", "HEAD", "OPTIONS");

    @Override
    public void filter(ContainerRequestContext request) {
        boolean byCookie = request.getCookies().containsKey(SessionCookie.NAME)
                && request.getHeaderString(HttpHeaders.AUTHORIZATION) == null;
        if (byCookie && !SAFE.contains(request.getMethod()) && request.getHeaderString(HEADER) == null) {
            request.abortWith(Problem.of(403, "Forbidden", "console-header-missing", "A change signed in by the "
                    + "console's session carries the header " + HEADER + "; scripts sign in with HTTP Basic instead.",
                    null, request.getUriInfo().getPath()).response());
        }
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (request.getHeaderString(HEADER) != null) {
            response.getHeaders().remove(HttpHeaders.WWW_AUTHENTICATE);
        }
    }
}
