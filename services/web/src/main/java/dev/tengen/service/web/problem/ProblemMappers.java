package dev.tengen.service.web.problem;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Request;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.Set;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Every failure becomes an RFC 9457 problem with a stable code; none carries a stack trace. The status says
 * whose move it is: 400 fix the request, 404 it names nothing, 409 read again and retry, 422 the rules say
 * no, 500 ours.
 */
@Singleton
public class ProblemMappers {

    private static final Logger LOG = Logger.getLogger(ProblemMappers.class);

    @Inject
    Instance<NotFoundPage> pages;

    @Inject
    AllowedMethods allowedMethods;

    @ServerExceptionMapper
    public Response malformed(MalformedRequest malformed, UriInfo uri) {
        return problem(400, "Malformed request", malformed.code(), malformed.getMessage(), malformed.field(), uri);
    }

    @ServerExceptionMapper
    public Response notRetrySafe(RetrySafeWrite.Refused refused, UriInfo uri) {
        return problem(428, "Precondition required", "precondition-required", refused.getMessage(), refused.header(), uri);
    }

    @ServerExceptionMapper
    public Response unknownTournament(UnknownTournament unknown, UriInfo uri) {
        return tournamentNotFound(unknown.tournamentId(), uri);
    }

    @ServerExceptionMapper
    public Response notFound(NotFound notFound, UriInfo uri) {
        return problem(404, "Not found", notFound.code(), notFound.getMessage(), null, uri);
    }

    @ServerExceptionMapper
    public Response notJson(JsonParseException notJson, UriInfo uri) {
        return problem(400, "Malformed request", "json-malformed", "The request body is not valid JSON (line "
                + notJson.getLocation().getLineNr() + ", column " + notJson.getLocation().getColumnNr() + "): "
                + plain(notJson.getOriginalMessage()), null, uri);
    }

    /**
     * Jackson's sentence without its advice to the programmer: "enable `JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS`
     * to allow", "(not recognized as one since Feature 'ALLOW_COMMENTS' not enabled for parser)", "(through
     * reference chain: ...)" name Java classes and parser switches, which say nothing to whoever sent the body
     * (docs/PLATFORM.md, "Problems": no Java class in an answer).
     */
    static String plain(String jackson) {
        if (jackson == null) {
            return "";
        }
        String plain = jackson
                .replaceAll("[:;]?\\s*enable `[^`]*` to allow", "")
                .replaceAll("\\s*\\(not recognized as one since Feature '[^']*' not enabled for parser\\)", "")
                .replaceAll("\\s*\\(through reference chain: .*", "")
                .replaceAll(",? from `[^`]*`", "")
                .replaceAll("`[A-Za-z_$][\\w$]*(\\.[\\w$]+)+`", "a value")
                .strip();
        return plain;
    }

    @ServerExceptionMapper
    public Response notText(TextLimits.NotText notText, UriInfo uri) {
        return problem(400, "Malformed request", "field-invalid", notText.getOriginalMessage(), path(notText), uri);
    }

    @ServerExceptionMapper
    public Response nullElement(InvalidNullException nullElement, UriInfo uri) {
        String field = path(nullElement);
        return problem(400, "Malformed request", "field-invalid", "The field '" + field
                + "' is null; a list holds values, not null.", field, uri);
    }

    @ServerExceptionMapper
    public Response tooLong(TextLimits.TooLong tooLong, UriInfo uri) {
        return problem(400, "Malformed request", "field-too-long", tooLong.getOriginalMessage(), path(tooLong), uri);
    }

    @ServerExceptionMapper
    public Response unknownField(UnrecognizedPropertyException unknown, UriInfo uri) {
        return problem(400, "Malformed request", "field-unknown", "The request has a field '" + unknown.getPropertyName()
                + "' that this endpoint does not know; the fields are " + unknown.getKnownPropertyIds() + ".",
                path(unknown), uri);
    }

    @ServerExceptionMapper
    public Response wrongType(InvalidFormatException invalid, UriInfo uri) {
        return problem(400, "Malformed request", "field-invalid", "The field '" + path(invalid) + "' cannot hold "
                + invalid.getValue() + "; it takes " + kindOf(invalid.getTargetType()) + ".", path(invalid), uri);
    }

    /**
     * What a field takes, in words: "it takes a LocalDate" named a Java class (docs/PLATFORM.md, "Problems": no Java
     * class in an answer), which a director cannot act on.
     */
    static String kindOf(Class<?> type) {
        if (type == null) {
            return "another kind of value";
        }
        return switch (type.getName()) {
            case "java.time.LocalDate" -> "a date written YYYY-MM-DD, such as 2026-05-02";
            case "java.time.Instant", "java.time.OffsetDateTime", "java.time.ZonedDateTime" ->
                    "an instant such as 2026-05-02T09:30:00Z";
            case "java.time.Duration" -> "an ISO-8601 duration such as PT1H or PT30S";
            case "java.time.LocalTime" -> "a time of day such as 09:30";
            case "int", "java.lang.Integer", "long", "java.lang.Long", "short", "java.lang.Short" -> "a whole number";
            case "double", "java.lang.Double", "float", "java.lang.Float", "java.math.BigDecimal" -> "a number";
            case "boolean", "java.lang.Boolean" -> "true or false";
            default -> type.isEnum() ? "one of " + java.util.Arrays.stream(type.getEnumConstants())
                    .map(constant -> ((Enum<?>) constant).name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'))
                    .collect(Collectors.joining(", ")) : "another kind of value";
        };
    }

    @ServerExceptionMapper
    public Response mismatched(MismatchedInputException mismatched, UriInfo uri) {
        String field = path(mismatched);
        if (field == null) {
            return problem(400, "Malformed request", "body-malformed",
                    "The request body is not the JSON object this endpoint takes.", null, uri);
        }
        return problem(400, "Malformed request", "field-invalid",
                "The field '" + field + "' does not have the type this endpoint takes.", field, uri);
    }

    @ServerExceptionMapper
    public Response unreadable(JsonMappingException unreadable, UriInfo uri) {
        return problem(400, "Malformed request", "body-malformed", "The request body cannot be read: "
                + plain(unreadable.getOriginalMessage()), path(unreadable), uri);
    }

    @ServerExceptionMapper
    public Response http(WebApplicationException http, UriInfo uri, Request request, HttpHeaders headers) {
        // Quarkus wraps a body Jackson could not read in a 400; the cause says what was wrong with it.
        switch (http.getCause()) {
            case JsonParseException notJson -> {
                return notJson(notJson, uri);
            }
            case TextLimits.TooLong tooLong -> {
                return tooLong(tooLong, uri);
            }
            case TextLimits.NotText notText -> {
                return notText(notText, uri);
            }
            case InvalidNullException nullElement -> {
                return nullElement(nullElement, uri);
            }
            case UnrecognizedPropertyException unknown -> {
                return unknownField(unknown, uri);
            }
            case InvalidFormatException invalid -> {
                return wrongType(invalid, uri);
            }
            case MismatchedInputException mismatched -> {
                return mismatched(mismatched, uri);
            }
            case JsonMappingException unreadable -> {
                return unreadable(unreadable, uri);
            }
            case JsonProcessingException beyondLimits -> {
                // StreamConstraintsException: a number of 1,000 digits, nesting 1,000 deep (Jackson's StreamReadConstraints)
                return problem(400, "Malformed request", "json-malformed", "The request body cannot be read: "
                        + plain(beyondLimits.getOriginalMessage()), null, uri);
            }
            case null, default -> {
                return httpStatus(http, uri, request, headers);
            }
        }
    }

    /**
     * A browser's reading of an address outside the API and Quarkus' own paths: GET or HEAD, HTML accepted. A browser
     * sent to {@code /standings} was shown a JSON problem; an API client asks for JSON, or anything ({@code *}{@code /*}).
     */
    private static boolean forAPerson(UriInfo uri, Request request, HttpHeaders headers) {
        String path = uri.getPath();
        String accept = headers.getHeaderString(HttpHeaders.ACCEPT);
        return (request.getMethod().equals("GET") || request.getMethod().equals("HEAD"))
                && !path.startsWith("/api/") && !path.equals("/api") && !path.startsWith("/q/")
                && accept != null && accept.toLowerCase(java.util.Locale.ROOT).contains("text/html");
    }

    private Response httpStatus(WebApplicationException http, UriInfo uri, Request request, HttpHeaders headers) {
        int status = http.getResponse().getStatus();
        if (status >= 500) {
            return internal(http, uri);
        }
        // the framework's own sentences ("Unable to find matching target resource method") say nothing to a reader
        if (status == 404 && http instanceof NotFoundException && http.getCause() == null) {
            if (forAPerson(uri, request, headers) && pages.isResolvable()) {
                return pages.get().page(headers, uri);
            }
            return problem(404, "Not Found", "resource-not-found", "Nothing here answers " + request.getMethod() + " "
                    + uri.getPath() + ": no endpoint of this service has that path (its paths are listed at /q/openapi;"
                    + " in the distributed deployment each path belongs to one service, which the Ingress sends it to).", null, uri);
        }
        if (status == 405) {
            // RFC 9110 section 15.5.6: a 405 names the methods the address takes, which the framework's does not
            Set<String> allowed = allowedMethods.of(uri.getPath());
            return Response.fromResponse(problem(405, "Method Not Allowed", "method-not-allowed", uri.getPath()
                    + " does not take " + request.getMethod() + (allowed.isEmpty() ? " (its methods are listed at"
                    + " /q/openapi)." : "; it takes " + String.join(", ", allowed) + "."), null, uri))
                    .allow(allowed).build();
        }
        // nor do its sentences on media types, which name its annotations ("did not match the value in @Produces")
        if (status == 406) {
            return problem(406, "Not Acceptable", "not-acceptable", uri.getPath() + " does not answer in the types"
                    + " the request's Accept header takes (" + header(headers, HttpHeaders.ACCEPT) + "); the API answers"
                    + " in JSON (application/json), and /q/openapi lists the few other types.", null, uri);
        }
        if (status == 415) {
            return problem(415, "Unsupported Media Type", "unsupported-media-type", uri.getPath() + " does not read a"
                    + " body of type " + header(headers, HttpHeaders.CONTENT_TYPE) + "; the types it reads are listed"
                    + " at /q/openapi.", null, uri);
        }
        String code = status == 404 ? "resource-not-found" : "http-" + status;
        Response.Status known = Response.Status.fromStatusCode(status);
        String title = known == null ? "Request refused" : known.getReasonPhrase();
        return problem(status, title, code, http.getMessage(), null, uri);
    }

    /** A request header as a problem quotes it: at most 100 characters, "none" when absent. */
    private static String header(HttpHeaders headers, String name) {
        String value = headers.getHeaderString(name);
        return value == null || value.isBlank() ? "none" : "'" + (value.length() > 100 ? value.substring(0, 100) + "..."
                : value) + "'";
    }

    @ServerExceptionMapper
    public Response internal(Throwable failure, UriInfo uri) {
        LOG.errorf(failure, "Unexpected failure on %s", uri.getPath());
        return problem(500, "Internal error", "internal-error",
                "Something failed on our side; it was logged.", null, uri);
    }

    /** 404 tournament-not-found: the one answer for a tournament that does not exist. */
    public static Response tournamentNotFound(String tournamentId, UriInfo uri) {
        return problem(404, "Not found", "tournament-not-found", "No tournament " + tournamentId + " exists.", null, uri);
    }

    /** The problem as the answer: its status, {@code application/problem+json}, the problem as JSON. */
    public static Response problem(int status, String title, String code, String detail, String field, UriInfo uri) {
        return Problem.of(status, title, code, detail, field, uri.getPath()).response();
    }

    /** The JSON path of the field at fault ("players.0.rank"), or null for the body as a whole. */
    private static String path(JsonMappingException failure) {
        if (failure.getPath().isEmpty()) {
            return null;
        }
        return failure.getPath().stream()
                .map(reference -> reference.getFieldName() != null ? reference.getFieldName() : String.valueOf(reference.getIndex()))
                .collect(Collectors.joining("."));
    }
}
