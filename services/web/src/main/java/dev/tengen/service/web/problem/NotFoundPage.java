package dev.tengen.service.web.problem;

import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;

/**
 * The page a person's browser is shown for an address nothing answers, outside the API: the public pages' own 404
 * page in the reader's language (services/public-pages), where an API client is answered the problem
 * {@code resource-not-found}. A service without public pages has none, and answers the problem to everyone.
 */
public interface NotFoundPage {

    Response page(HttpHeaders headers, UriInfo uri);
}
