package dev.tengen.service.web.http;

import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.util.Locale;

/**
 * The one request allowed a body larger than a command's: an audit export sent to be verified ({@code POST
 * /api/v1/audit/verify}), up to {@link #AUDIT_EXPORT_BYTES}, which is Quarkus' own limit
 * ({@code quarkus.http.limits.max-body-size}). Every other request keeps the command's limit
 * ({@link RequestGuards#LIMIT_BYTES}) as before: one announced larger is refused 413 here, right after Quarkus' own
 * check, and one sent without a length is read by the REST layer up to that limit and no further.
 */
@Singleton
public class UploadLimits {

    /** The path of the verification; RequestGuards admits its type and judges its announced length. */
    public static final String AUDIT_VERIFY = "/api/v1/audit/verify";

    /** 64 MiB: an export of about 150,000 events (some 430 bytes a line), a long event with every move recorded. */
    public static final long AUDIT_EXPORT_BYTES = 64L * 1024 * 1024;

    /** Quarkus' own body limit is checked at order -2 ({@code RouteConstants.ROUTE_ORDER_UPLOAD_LIMIT}). */
    private static final int AFTER_QUARKUS_LIMIT = -1;

    /** The routing context key under which the REST layer reads its limit for a body sent without a length. */
    private static final String REST_READ_LIMIT = "io.quarkus.max-request-size";

    void keepTheCommandLimit(@Observes Router router) {
        router.route().order(AFTER_QUARKUS_LIMIT).handler(this::limit);
    }

    private void limit(RoutingContext request) {
        if (request.normalizedPath().equals(AUDIT_VERIFY)) {
            request.next();
            return;
        }
        String length = request.request().getHeader(HttpHeaders.CONTENT_LENGTH);
        if (length == null || length.isBlank()) {
            request.put(REST_READ_LIMIT, RequestGuards.LIMIT_BYTES);
        } else if (tooLong(length)) {
            request.response().putHeader(HttpHeaders.CONNECTION, "close").setStatusCode(413).end();
            return;
        }
        request.next();
    }

    private static boolean tooLong(String length) {
        try {
            return Long.parseLong(length.strip()) > RequestGuards.LIMIT_BYTES;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** JSON lines, the audit export's type ({@code application/x-ndjson}), with parameters or not. */
    static boolean ndjson(String contentType) {
        return contentType != null
                && contentType.split(";", 2)[0].strip().toLowerCase(Locale.ROOT).equals("application/x-ndjson");
    }
}
