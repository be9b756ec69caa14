package dev.tengen.service.web.idempotency;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tengen.service.web.problem.Problem;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.Principal;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * Commands made safe to retry: a write to the API sent with an {@code Idempotency-Key} header is answered once; the
 * same account sending the same key again gets the first answer (status, body, ETag, Location, and
 * {@code Idempotent-Replayed: true}) without the command running again. A move retried after its answer was lost
 * is then not judged a second move in a row (which loses the game under incheon-2013). The key is reused for
 * another request (another path or body): 422 idempotency-key-reused. Sent again while the first is still being
 * answered: 409 idempotency-key-in-flight, to retry a moment later. Only successes (2xx) are kept: a refused
 * command changed nothing and may be sent again. Answers are kept a day ({@link AnswerStore}).
 */
public class IdempotencyKeys {

    public static final String HEADER = "Idempotency-Key";
    /** A UUID fits many times over; a key is a client's token, not a document. */
    static final int LONGEST_KEY = 200;

    private static final Set<String> WRITES = Set.of("POST", "PUT", "PATCH", "DELETE");
    private static final String PENDING = IdempotencyKeys.class.getName() + ".pending";
    /** A command still unanswered after this long is taken as lost (its answer never came back through here). */
    private static final long IN_FLIGHT_NANOS = 60_000_000_000L;

    private final AnswerStore answers;
    private final ObjectMapper json;
    private final Map<String, Long> inFlight = new ConcurrentHashMap<>();

    IdempotencyKeys(AnswerStore answers, ObjectMapper json) {
        this.answers = answers;
        this.json = json;
    }

    /** The account's request under its key, to answer or to let through. */
    private record Pending(String account, String key, String request) {
        String slot() {
            return AnswerStore.slot(account, key);
        }
    }

    @ServerRequestFilter
    public Response replay(ContainerRequestContext request, HttpServerRequest http) {
        String key = request.getHeaderString(HEADER);
        if (key == null || !WRITES.contains(request.getMethod()) || !request.getUriInfo().getPath().startsWith("/api/")) {
            return null;
        }
        if (key.isBlank() || key.length() > LONGEST_KEY) {
            return problem(400, "Malformed request", "field-invalid", "The header '" + HEADER + "' takes 1 to "
                    + LONGEST_KEY + " characters, a UUID for instance.", request);
        }
        // the header twice is read as its values joined by a comma ("k1,k2"): a retry carrying k1 alone would then
        // be a new request and be carried out twice
        if (request.getHeaders().get(HEADER).size() > 1 || key.contains(",")) {
            return problem(400, "Malformed request", "field-invalid", "The header '" + HEADER + "' is sent once, with"
                    + " one key and no comma.", request);
        }
        Principal principal = request.getSecurityContext().getUserPrincipal();
        if (principal == null) {
            return null; // anonymous: the endpoint refuses it, and nothing is kept
        }
        Pending pending = new Pending(principal.getName(), key, fingerprint(request, http));
        Optional<StoredAnswer> first = answers.find(pending.account(), key);
        if (first.isPresent()) {
            if (!first.get().request().equals(pending.request())) {
                return problem(422, "Refused", "idempotency-key-reused", "The key " + key + " was sent with another "
                        + "request; a key names one command. Send a new key for a new command.", request);
            }
            return answered(first.get());
        }
        long now = System.nanoTime();
        Long started = inFlight.putIfAbsent(pending.slot(), now);
        if (started != null && now - started < IN_FLIGHT_NANOS) {
            return problem(409, "Conflict", "idempotency-key-in-flight", "The request with key " + key + " is still being"
                    + " answered; send it again in a moment to get its answer.", request);
        }
        inFlight.put(pending.slot(), now);
        request.setProperty(PENDING, pending);
        return null;
    }

    @ServerResponseFilter
    public void remember(ContainerRequestContext request, ContainerResponseContext response) {
        if (!(request.getProperty(PENDING) instanceof Pending pending)) {
            return;
        }
        try {
            if (response.getStatus() / 100 == 2) {
                Object entity = response.getEntity();
                String body = entity == null ? null : entity instanceof String text ? text : json.writeValueAsString(entity);
                if (body != null && !(entity instanceof String)) {
                    // written once: the answer sent is the text kept, not the entity serialised a second time
                    response.setEntity(body.getBytes(StandardCharsets.UTF_8));
                }
                EntityTag etag = response.getEntityTag();
                Object location = response.getHeaders().getFirst(HttpHeaders.LOCATION);
                answers.keep(pending.account(), pending.key(), new StoredAnswer(pending.request(), response.getStatus(),
                        response.getMediaType() == null ? null : response.getMediaType().toString(),
                        etag == null ? null : etag.getValue(), location == null ? null : location.toString(), body));
            }
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("An answer could not be kept for its retries: " + e.getOriginalMessage(), e);
        } finally {
            inFlight.remove(pending.slot());
        }
    }

    private static Response answered(StoredAnswer first) {
        Response.ResponseBuilder answer = Response.status(first.status()).header("Idempotent-Replayed", "true");
        if (first.body() != null) {
            answer.entity(first.body()).type(first.mediaType());
        }
        if (first.etag() != null) {
            answer.tag(new EntityTag(first.etag()));
        }
        if (first.location() != null) {
            answer.header(HttpHeaders.LOCATION, first.location());
        }
        return answer.build();
    }

    /**
     * Method, path with query, and the SHA-256 of the body as received. The body is read here (from memory when
     * {@code WholeBodies} read it first) and handed back to the endpoint unchanged.
     */
    private static String fingerprint(ContainerRequestContext request, HttpServerRequest http) {
        byte[] body = new byte[0];
        if (request.hasEntity()) {
            try {
                body = request.getEntityStream().readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException("The request body could not be read", e);
            }
            request.setEntityStream(new ByteArrayInputStream(body));
        }
        try {
            MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
            // the path and query as sent, not UriInfo.getRequestUri(): that builds the absolute address from the Host
            // header, which an HTTP/1.0 request need not send (a write with a key then answered 500)
            return request.getMethod() + " " + http.path() + "?" + Optional.ofNullable(http.query()).orElse("") + " "
                    + HexFormat.of().formatHex(sha256.digest(body));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }

    private static Response problem(int status, String title, String code, String detail, ContainerRequestContext request) {
        return Problem.of(status, title, code, detail, HEADER, request.getUriInfo().getPath()).response();
    }
}
