package dev.tengen.service.web.http;

import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Locale;

/**
 * The one place that decides how large a request's body may be; {@link RequestGuards} (the announced length),
 * this class (right after Quarkus' own check) and {@link WholeBodies} (the body read) all ask {@link #bodyLimit}:
 *
 * <ul>
 *   <li>an audit export sent to be verified ({@code POST /api/v1/audit/verify}), up to {@link #AUDIT_EXPORT_BYTES},
 *       which is Quarkus' own limit ({@code quarkus.http.limits.max-body-size});</li>
 *   <li>another program's whole tournament file sent to register its players ({@code POST
 *       .../players/opengotha}, {@code .../players/macmahon}, {@code .../players/pairgoth}), up to
 *       {@link #TOURNAMENT_FILE_BYTES};</li>
 *   <li>every other request, the command's limit ({@link RequestGuards#LIMIT_BYTES}).</li>
 * </ul>
 *
 * A body announced larger than its limit is refused 413 before it is read; one sent without a length is read by the
 * REST layer up to its limit and no further.
 */
@Singleton
public class UploadLimits {

    /** The path of the verification; RequestGuards admits its type and judges its announced length. */
    public static final String AUDIT_VERIFY = "/api/v1/audit/verify";

    /** 64 MiB: an export of about 150,000 events (some 430 bytes a line), a long event with every move recorded. */
    public static final long AUDIT_EXPORT_BYTES = 64L * 1024 * 1024;

    /**
     * 8 MiB. The real files' bytes: OpenGotha writes about 300 bytes a player and 163 a game (paris2021-48th.xml,
     * 176 players and 458 games in 131,110 bytes), MacMahon 3.9 about 410 a player and 270 a pairing, pairgoth less
     * (its Paris file, 98,433 bytes). The largest events, 1,000 players over 10 rounds, make 1.1 MB in OpenGotha and
     * 1.8 MB in MacMahon 3.9, past the command's 1 MiB; 2,000 players over 10 rounds in MacMahon (3.5 MB), or over
     * OpenGotha's 20 rounds at most (3.9 MB), still fit twice. And the most a file of that size can cost: 8 MiB of
     * empty elements is a tree of some 72 MiB (XmlTree, measured at 32 MiB for 4 MiB).
     */
    public static final long TOURNAMENT_FILE_BYTES = 8L * 1024 * 1024;

    /** The paths, under {@code /api/}, of the endpoints that take another program's whole tournament file. */
    private static final List<String> TOURNAMENT_FILES = List.of("/players/opengotha", "/players/macmahon",
            "/players/pairgoth");

    /** Quarkus' own body limit is checked at order -2 ({@code RouteConstants.ROUTE_ORDER_UPLOAD_LIMIT}). */
    private static final int AFTER_QUARKUS_LIMIT = -1;

    /** The routing context key under which the REST layer reads its limit for a body sent without a length. */
    private static final String REST_READ_LIMIT = "io.quarkus.max-request-size";

    void keepTheCommandLimit(@Observes Router router) {
        router.route().order(AFTER_QUARKUS_LIMIT).handler(this::limit);
    }

    /** The largest body a request to {@code path} (its normalized path) may send. */
    public static long bodyLimit(String path) {
        if (path.equals(AUDIT_VERIFY)) {
            return AUDIT_EXPORT_BYTES;
        }
        return tournamentFile(path) ? TOURNAMENT_FILE_BYTES : RequestGuards.LIMIT_BYTES;
    }

    /** Whether {@code path} takes another program's whole tournament file. */
    static boolean tournamentFile(String path) {
        return path.startsWith("/api/") && TOURNAMENT_FILES.stream().anyMatch(path::endsWith);
    }

    private void limit(RoutingContext request) {
        String path = request.normalizedPath();
        if (path.equals(AUDIT_VERIFY)) {
            request.next();
            return;
        }
        long limit = bodyLimit(path);
        String length = request.request().getHeader(HttpHeaders.CONTENT_LENGTH);
        if (length == null || length.isBlank()) {
            request.put(REST_READ_LIMIT, limit);
        } else if (tooLong(length, limit)) {
            request.response().putHeader(HttpHeaders.CONNECTION, "close").setStatusCode(413).end();
            return;
        }
        request.next();
    }

    private static boolean tooLong(String length, long limit) {
        try {
            return Long.parseLong(length.strip()) > limit;
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
