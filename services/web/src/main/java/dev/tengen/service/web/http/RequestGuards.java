package dev.tengen.service.web.http;

import dev.tengen.service.web.problem.Problem;
import dev.tengen.service.web.problem.TextLimits;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpVersion;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Locale;

/**
 * What every request to the API must be before anything reads it, checked first on the I/O thread:
 *
 * <ul>
 *   <li>its header fields hold at most {@link HeaderFields#LIMIT_BYTES} (431 otherwise, for a page too): the server's
 *       own 431 had an empty body;</li>
 *   <li>a body sent to the API is declared {@code application/json} (415 otherwise). A browser sends a
 *       cross-site {@code fetch} with a body of another type (a Blob has none, {@code text/plain} needs no
 *       preflight) with the cached Basic credentials: taken as JSON, it created an organizer;</li>
 *   <li>a body is at most {@link #LIMIT_BYTES} as announced (413 otherwise), before a byte of it is read; an audit
 *       export sent to be verified and another program's tournament file at most their own limits
 *       ({@link UploadLimits#bodyLimit}), the export with its length announced;</li>
 *   <li>a write's query parameters (the {@code reason} of a withdrawal, a dismissal, a ban lifted) hold text as a
 *       body's texts do ({@link TextLimits#fault}): {@code ?reason=%00} was stored in the event, past the body's
 *       check.</li>
 * </ul>
 *
 * <p>And every answer says {@code X-Content-Type-Options: nosniff}; an HTML page also forbids framing by another
 * site and scripts from elsewhere ({@link PageSecurity}).
 */
@Singleton
public class RequestGuards {

    /** The largest command body: the longest texts (10,000 characters, {@code TextLimits}) several times over. */
    public static final long LIMIT_BYTES = 1024L * 1024;

    /** Before {@link WholeBodies}, so that no body is read before it is judged. */
    private static final int FIRST = Integer.MIN_VALUE;

    void guardFirst(@Observes Router router) {
        router.route().order(FIRST).handler(this::guard);
    }

    private void guard(RoutingContext request) {
        request.response().putHeader("X-Content-Type-Options", "nosniff");
        request.addHeadersEndHandler(ignored -> PageSecurity.onPage(request));
        long headerBytes = HeaderFields.bytes(request.request());
        if (headerBytes > HeaderFields.LIMIT_BYTES) {
            refuse(request, 431, "Request Header Fields Too Large", "header-fields-too-large", "The request's header"
                    + " fields hold " + String.format(Locale.ROOT, "%,d", headerBytes) + " bytes; a request's take at most "
                    + String.format(Locale.ROOT, "%,d", HeaderFields.LIMIT_BYTES) + " bytes (a cookie or a token grown"
                    + " too large is the usual cause).");
            return;
        }
        String path = request.normalizedPath();
        HttpMethod method = request.request().method();
        boolean write = method == HttpMethod.POST || method == HttpMethod.PUT || method == HttpMethod.PATCH;
        if ((write || method == HttpMethod.DELETE) && path.startsWith("/api/") && !queryIsText(request)) {
            return;
        }
        if (!write || !path.startsWith("/api/")) {
            request.next();
            return;
        }
        String length = request.request().getHeader(HttpHeaders.CONTENT_LENGTH);
        boolean chunked = "chunked".equalsIgnoreCase(request.request().getHeader(HttpHeaders.TRANSFER_ENCODING));
        long announced = parse(length);
        boolean export = path.equals(UploadLimits.AUDIT_VERIFY);
        if (export && announced < 0) {
            refuse(request, 411, "Length Required", "length-required", "An audit export to verify is sent with its"
                    + " length (Content-Length), so that its size is judged before it is read.");
            return;
        }
        long limit = UploadLimits.bodyLimit(path);
        if (announced > limit) {
            refuse(request, 413, "Content Too Large", "body-too-large", "The request body has " + announced
                    + " bytes; " + (export ? "an audit export to verify" : UploadLimits.tournamentFile(path)
                            ? "a tournament file" : "a command") + " takes at most " + limit + " bytes.");
            return;
        }
        String contentType = request.request().getHeader(HttpHeaders.CONTENT_TYPE);
        boolean xmlFile = xmlUpload(path) && xml(contentType);
        boolean exportFile = export && UploadLimits.ndjson(contentType);
        if ((announced > 0 || chunked) && !json(contentType) && !xmlFile && !exportFile) {
            refuse(request, 415, "Unsupported Media Type", "unsupported-media-type", "The request body must be "
                    + "declared 'Content-Type: application/json'" + (xmlUpload(path)
                            ? " or, for an OpenGotha or MacMahon file, 'application/xml'" : export
                                    ? " or, for an audit export, 'application/x-ndjson'" : "") + "; it was "
                    + (request.request().getHeader(HttpHeaders.CONTENT_TYPE) == null ? "not declared"
                            : "declared '" + request.request().getHeader(HttpHeaders.CONTENT_TYPE) + "'") + ".");
            return;
        }
        request.next();
    }

    /** Whether every query parameter of a write is text; refuses the request (400) when one is not. */
    private static boolean queryIsText(RoutingContext request) {
        io.vertx.core.MultiMap parameters;
        try {
            parameters = request.queryParams();
        } catch (RuntimeException malformed) {
            refuse(request, 400, "Malformed request", "query-malformed", "The query string cannot be read: "
                    + "a '%' must be followed by two hexadecimal digits.", null);
            return false;
        }
        for (var parameter : parameters) {
            String fault = TextLimits.fault(parameter.getValue());
            if (fault != null) {
                refuse(request, 400, "Malformed request", "field-invalid", "The parameter '" + parameter.getKey() + "' "
                        + fault, parameter.getKey());
                return false;
            }
        }
        return true;
    }

    /**
     * The uploads that are not JSON: an OpenGotha or a MacMahon file ({@code POST .../players/opengotha},
     * {@code .../players/macmahon}). XML types are not among the types a cross-site request may send without a CORS
     * preflight, so accepting them keeps the guard's point.
     */
    private static final List<String> XML_UPLOADS = List.of("/players/opengotha", "/players/macmahon");

    private static boolean xmlUpload(String path) {
        return XML_UPLOADS.stream().anyMatch(path::endsWith);
    }

    private static boolean xml(String contentType) {
        if (contentType == null) {
            return false;
        }
        String type = contentType.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
        return type.equals("application/xml") || type.equals("text/xml");
    }

    /** {@code application/json}, with parameters (charset) or not. */
    private static boolean json(String contentType) {
        if (contentType == null) {
            return false;
        }
        String type = contentType.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
        return type.equals("application/json");
    }

    private static long parse(String length) {
        if (length == null || length.isBlank()) {
            return -1;
        }
        try {
            return Long.parseLong(length.strip());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static void refuse(RoutingContext request, int status, String title, String code, String detail) {
        refuse(request, status, title, code, detail, null);
    }

    private static void refuse(RoutingContext request, int status, String title, String code, String detail,
            String field) {
        Problem problem = Problem.of(status, title, code, detail, field, request.normalizedPath());
        JsonObject body = new JsonObject().put("type", problem.type()).put("title", problem.title())
                .put("status", problem.status()).put("detail", problem.detail()).put("code", problem.code())
                .put("instance", problem.instance());
        if (field != null) {
            body.put("field", field);
        }
        request.response().setStatusCode(status).putHeader(HttpHeaders.CONTENT_TYPE, Problem.MEDIA_TYPE);
        if (request.request().version() != HttpVersion.HTTP_2) {
            // the body is left unread: HTTP/1.1 cannot take the next request on this connection (HTTP/2 resets the stream)
            request.response().putHeader(HttpHeaders.CONNECTION, "close");
        }
        request.response().end(body.encode());
    }
}
