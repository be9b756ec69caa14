package dev.tengen.pages;

import dev.tengen.service.web.problem.NotFoundPage;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;

/**
 * A browser sent to an address no page and no endpoint has ({@code /standings}, {@code /tournaments}, a link cut
 * short) is shown the public pages' 404 page in the reader's language, with the way home, as under {@code /t} and
 * {@code /g}; it was shown the API's JSON problem.
 */
@ApplicationScoped
class AddressNotFound implements NotFoundPage {

    private final PageSources sources;

    AddressNotFound(PageSources sources) {
        this.sources = sources;
    }

    @Override
    public Response page(HttpHeaders headers, UriInfo uri) {
        PublicPages pages = new PublicPages(sources);
        pages.headers = headers;
        pages.uri = uri;
        return pages.noSuchPage();
    }
}
