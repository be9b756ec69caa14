package dev.tengen.platform.problem;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.platform.RetryKey;
import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 5's error coverage, over every operation the OpenAPI document lists, so that a new endpoint is covered the
 * day it is added: an unknown id is a 404 with a problem code (a friendly HTML page for the public pages, which
 * people read), a body that is not JSON is a 400 with a code, and JSON of the wrong shape is a 400 or 422 problem.
 * The caller holds every role, so that no 401 or 403 hides what the endpoint itself answers.
 */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE, Roles.ARBITRATOR, Roles.PLAYER, Roles.TEAM_LEADER, Roles.AUDITOR})
class EveryEndpointTest {

    private static final Pattern PARAMETER = Pattern.compile("\\{([^}]+)}");

    /** Path parameters that number a round or a board: any number will do once the id before them is unknown. */
    private static final List<String> NUMBERS = List.of("n", "round", "board");

    /**
     * A well-formed body for each write that reads one before it looks its id up, so that the unknown id, not a
     * missing field, is what it answers. A write left out is sent {@code {}}; if that is refused as malformed
     * first, the test asks for its sample here.
     */
    private static final Map<String, String> WELL_FORMED = Map.ofEntries(
            Map.entry("POST /api/v1/games/{id}/moves", "{\"color\": \"black\", \"point\": \"D4\"}"),
            Map.entry("POST /api/v1/games/{id}/passes", "{\"color\": \"black\"}"),
            Map.entry("POST /api/v1/games/{id}/resignation", "{\"color\": \"black\"}"),
            Map.entry("POST /api/v1/games/{id}/recount", "{\"color\": \"black\"}"),
            Map.entry("POST /api/v1/games/{id}/dead-stones", "{\"color\": \"black\", \"points\": [\"D4\"]}"),
            Map.entry("POST /api/v1/games/{id}/confirmations",
                    "{\"role\": \"referee\", \"confirmer\": \"Referee Han\", \"result\": \"B+R\"}"),
            Map.entry("POST /api/v1/games/{id}/decisions", "{\"infraction\": \"phone-rang\", \"offender\": \"black\"}"),
            Map.entry("POST /api/v1/games/{id}/decisions/{decision}/review", "{\"concur\": true}"),
            Map.entry("POST /api/v1/games/{id}/moves/preview", "{\"color\": \"black\", \"point\": \"D4\"}"),
            Map.entry("POST /api/v1/games/{id}/passes/preview", "{\"color\": \"black\"}"),
            Map.entry("POST /api/v1/games/{id}/decisions/preview", "{\"infraction\": \"phone-rang\", \"offender\": \"black\"}"),
            Map.entry("POST /api/v1/games/{id}/dead-stones/preview", "{\"points\": [\"D4\"]}"),
            Map.entry("POST /api/v1/games/{id}/result", "{\"outcome\": \"BLACK_WINS\", \"result\": \"B+R\"}"),
            Map.entry("POST /api/v1/games/{id}/result-corrections", "{\"outcome\": \"BLACK_WINS\", \"result\":"
                    + " \"B+R\", \"reason\": \"appeal upheld\", \"source\": \"decision:d-1\"}"),
            Map.entry("POST /api/v1/games/{id}/void", "{\"reason\": \"wrong colours\"}"),
            Map.entry("POST /api/v1/tournaments/{id}/rounds/{n}/reports", "{\"text\": \"Every board finished on time.\"}"),
            Map.entry("PUT /api/v1/tournaments/{id}/configuration", """
                    {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 19, "rounds": 3,
                     "pairingSystem": "swiss", "placementCriteria": ["NBW", "SOS"]}"""),
            Map.entry("POST /api/v1/tournaments/{id}/officials", "{\"role\": \"chief-referee\", \"name\": \"Han\"}"),
            Map.entry("POST /api/v1/tournaments/{id}/players", "{\"name\": \"Lee Sedol\", \"rank\": \"9p\"}"),
            Map.entry("POST /api/v1/tournaments/{id}/rounds/{n}/byes", "{\"playerId\": \"p-1\", \"reason\": \"ill\"}"),
            Map.entry("PUT /api/v1/tournaments/{id}/rounds/{n}/boards/{board}/result", "{\"result\": \"B+R\"}"),
            Map.entry("POST /api/v1/tournaments/{id}/rounds/{n}/boards/{board}/corrections",
                    "{\"result\": \"B+R\", \"reason\": \"the slip was misread\"}"),
            Map.entry("POST /api/v1/games/{id}/arrivals", "{\"color\": \"white\"}"),
            Map.entry("POST /api/v1/games/{id}/clock/expiry-pass", "{\"color\": \"black\"}"),
            Map.entry("PUT /api/v1/tournaments/{id}/rounds/{n}/pairing",
                    "{\"changes\": [{\"board\": 1, \"black\": \"p-1\", \"white\": \"p-2\"}], \"reason\": \"a clash\"}"),
            Map.entry("POST /api/v1/tournaments/{id}/rounds/{n}/pairing-corrections",
                    "{\"changes\": [{\"board\": 1, \"black\": \"p-1\", \"white\": \"p-2\"}], \"reason\": \"a clash\"}"));

    record Endpoint(String method, String path, Map<String, Object> operation) {

        boolean takesJson() {
            return operation.get("requestBody") instanceof Map<?, ?> body
                    && body.get("content") instanceof Map<?, ?> content && content.containsKey("application/json");
        }

        /** A public page, for people: its unknown ids answer an HTML page, not a problem (API documents do). */
        boolean page() {
            return !path.startsWith("/api/") && operation.get("responses") instanceof Map<?, ?> responses
                    && responses.get("200") instanceof Map<?, ?> ok
                    && ok.get("content") instanceof Map<?, ?> content
                    && content.keySet().stream().anyMatch(type -> String.valueOf(type).startsWith("text/html"));
        }

        String name() {
            return method + " " + path;
        }

        /** The type the operation declares for its body: JSON, or XML for the OpenGotha upload. */
        boolean takesXml() {
            return operation.get("requestBody") instanceof Map<?, ?> body
                    && body.get("content") instanceof Map<?, ?> content && content.containsKey("application/xml");
        }

        Response call(String path, String body) {
            if (takesXml()) {
                return given().contentType("application/xml").body("<Tournament/>").request(method, path);
            }
            // as the console sends a write: with an Idempotency-Key (a referee's decision asks for one or an If-Match)
            var request = given().contentType(ContentType.JSON).header(RetryKey.fresh());
            return (body == null ? request : request.body(body)).request(method, path);
        }
    }

    @Test
    void everyUnknownIdInAPathIsA404WithAProblemCode() {
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (Endpoint endpoint : endpoints()) {
            if (!endpoint.path().contains("{")) {
                continue;
            }
            checked++;
            String path = fill(endpoint.path(), name -> NUMBERS.contains(name) ? "1" : UUID.randomUUID().toString());
            String body = endpoint.takesJson() ? WELL_FORMED.getOrDefault(endpoint.name(), "{}") : null;
            Response answer = endpoint.call(path, body);
            String problem = endpoint.page() ? notFoundPage(answer) : notFoundProblem(answer);
            if (problem != null) {
                wrong.add(endpoint.name() + ": " + problem + (endpoint.takesJson() && !WELL_FORMED.containsKey(endpoint.name())
                        ? " (sent {}; add a well-formed body to WELL_FORMED)" : ""));
            }
        }
        assertTrue(checked > 40, "operations with a path parameter: " + checked);
        assertEquals(List.of(), wrong);
    }

    @Test
    void everyUnknownIdUnderAKnownTournamentIsA404WithAProblemCode() throws InterruptedException {
        String tournament = given().contentType(ContentType.JSON).body("{\"name\": \"Known Open\"}")
                .post("/api/v1/tournaments").then().statusCode(201).extract().path("tournamentId");
        for (int tries = 0; given().get("/api/v1/tournaments/" + tournament + "/standings").statusCode() != 200; tries++) {
            assertTrue(tries < 250, "the tournament book never showed " + tournament);
            Thread.sleep(20);
        }
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (Endpoint endpoint : endpoints()) {
            List<String> names = PARAMETER.matcher(endpoint.path()).results().map(m -> m.group(1))
                    .filter(name -> !NUMBERS.contains(name)).toList();
            if (names.size() < 2 || !names.getFirst().equals("id") || !endpoint.path().matches("/(api/v1/tournaments|t)/.*")) {
                continue;
            }
            checked++;
            String path = fill(endpoint.path(), name -> name.equals("id") ? tournament
                    : NUMBERS.contains(name) ? "1" : UUID.randomUUID().toString());
            String body = endpoint.takesJson() ? WELL_FORMED.getOrDefault(endpoint.name(), "{}") : null;
            Response answer = endpoint.call(path, body);
            String problem = endpoint.page() ? notFoundPage(answer) : notFoundProblem(answer);
            if (problem != null) {
                wrong.add(endpoint.name() + ": " + problem);
            }
        }
        assertTrue(checked >= 5, "operations with an id under a tournament: " + checked);
        assertEquals(List.of(), wrong);
    }

    @Test
    void everyBodyThatIsNotJsonIsA400JsonMalformedProblem() {
        List<String> wrong = new ArrayList<>();
        for (Endpoint endpoint : jsonWrites()) {
            Response answer = endpoint.call(unknownIds(endpoint.path()), "{\"x\":");
            if (answer.statusCode() != 400 || !"json-malformed".equals(problemCode(answer))) {
                wrong.add(endpoint.name() + ": " + describe(answer));
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void everyBodyOfTheWrongShapeIsA400Or422Problem() {
        List<String> wrong = new ArrayList<>();
        for (Endpoint endpoint : jsonWrites()) {
            for (String body : List.of("[]", "\"a string\"", "42")) {
                Response answer = endpoint.call(unknownIds(endpoint.path()), body);
                if ((answer.statusCode() != 400 && answer.statusCode() != 422) || problemCode(answer) == null) {
                    wrong.add(endpoint.name() + " with " + body + ": " + describe(answer));
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    private List<Endpoint> jsonWrites() {
        List<Endpoint> writes = endpoints().stream().filter(Endpoint::takesJson).toList();
        assertTrue(writes.size() > 15, "operations that take a JSON body: " + writes.size());
        return writes;
    }

    private static String notFoundProblem(Response answer) {
        return answer.statusCode() == 404 && problemCode(answer) != null ? null : describe(answer);
    }

    private static String notFoundPage(Response answer) {
        return answer.statusCode() == 404 && answer.contentType().startsWith("text/html")
                && answer.asString().contains("<h1>Not found</h1>") ? null : describe(answer);
    }

    /** The problem's code, or null when the answer is not a problem with one. */
    private static String problemCode(Response answer) {
        if (!answer.contentType().startsWith("application/problem+json")) {
            return null;
        }
        String code = answer.jsonPath().getString("code");
        return code == null || code.isBlank() ? null : code;
    }

    private static String describe(Response answer) {
        String body = answer.asString();
        return answer.statusCode() + " " + answer.contentType() + " " + (body.length() > 200 ? body.substring(0, 200) : body);
    }

    private static String unknownIds(String path) {
        return fill(path, name -> NUMBERS.contains(name) ? "1" : UUID.randomUUID().toString());
    }

    private static String fill(String path, Function<String, String> value) {
        Matcher parameter = PARAMETER.matcher(path);
        StringBuilder out = new StringBuilder();
        while (parameter.find()) {
            parameter.appendReplacement(out, Matcher.quoteReplacement(value.apply(parameter.group(1))));
        }
        return parameter.appendTail(out).toString();
    }

    @SuppressWarnings("unchecked")
    private static List<Endpoint> endpoints() {
        Map<String, Map<String, Object>> paths = given().accept(ContentType.JSON).get("/q/openapi?format=json")
                .then().statusCode(200).extract().jsonPath().getMap("paths");
        List<Endpoint> endpoints = new ArrayList<>();
        paths.forEach((path, operations) -> operations.forEach((method, operation) -> {
            if (List.of("get", "post", "put", "delete", "patch").contains(method)) {
                endpoints.add(new Endpoint(method.toUpperCase(), path, (Map<String, Object>) operation));
            }
        }));
        return endpoints;
    }
}
