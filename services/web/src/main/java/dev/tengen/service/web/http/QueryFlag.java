package dev.tengen.service.web.http;

import dev.tengen.service.web.problem.MalformedRequest;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;

/**
 * A yes-or-no query parameter ({@code ?dryRun=true}), read strictly: {@code true} or {@code false} in any case, once;
 * absent is false. JAX-RS reads a {@code boolean} parameter as {@link Boolean#parseBoolean}, so {@code ?dryRun=yes},
 * {@code ?dryRun=1} or a bare {@code ?dryRun} were a real import where the director asked for a preview; any such
 * value is refused as a 400 naming the parameter, and nothing is done. Read from the request's query itself: a bare
 * {@code ?dryRun} and an absent one are the same to a {@code @QueryParam}.
 */
public final class QueryFlag {

    private QueryFlag() {
    }

    public static boolean of(String name, UriInfo uri) {
        List<String> values = uri.getQueryParameters().get(name);
        if (values == null || values.isEmpty()) {
            return false;
        }
        String value = values.getFirst() == null ? "" : values.getFirst();
        if (values.size() == 1 && value.equalsIgnoreCase("true")) {
            return true;
        }
        if (values.size() == 1 && value.equalsIgnoreCase("false")) {
            return false;
        }
        throw new MalformedRequest("field-invalid", name, "The parameter '" + name + "' takes true or false, once"
                + (values.size() > 1 ? "; it was given " + values.size() + " times"
                        : value.isEmpty() ? "; it was given no value" : "") + ".");
    }
}
