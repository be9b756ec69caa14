package dev.tengen.service.web.problem;

import com.fasterxml.jackson.annotation.JsonInclude;
import jakarta.ws.rs.core.Response;

/**
 * An RFC 9457 problem detail, the body of every error response ({@code application/problem+json}).
 *
 * @param type a URI naming the kind of problem; {@code tag:} URIs, stable and not meant to be fetched
 * @param title the same for every problem of this type
 * @param status the HTTP status, repeated for clients that lose the header
 * @param detail a sentence for a tournament director about this occurrence
 * @param code the stable machine-readable code, the last segment of {@code type}
 * @param field the request field at fault, when there is one
 * @param instance the request path
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Problem(String type, String title, int status, String detail, String code, String field, String instance) {

    public static final String MEDIA_TYPE = "application/problem+json";

    private static final String TYPE_PREFIX = "tag:tengen.dev,2026:problems/";

    public static Problem of(int status, String title, String code, String detail, String field, String instance) {
        return new Problem(TYPE_PREFIX + code, title, status, detail, code, field, instance);
    }

    public Response response() {
        return Response.status(status).type(MEDIA_TYPE).entity(this).build();
    }
}
