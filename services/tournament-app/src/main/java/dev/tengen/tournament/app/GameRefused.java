package dev.tengen.tournament.app;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The game service refused an order of the tournament's (403 the caller may not, 404 no such game, 409 a conflict, 422
 * the game's rules): the caller hears it with the game's own status, code and detail; nothing was written here.
 */
final class GameRefused extends RuntimeException {

    private final int status;
    private final String title;
    private final String code;
    private final String field;

    private GameRefused(int status, String title, String code, String detail, String field) {
        super(detail);
        this.status = status;
        this.title = title;
        this.code = code;
        this.field = field;
    }

    /** The refusal the game's answer {@code problem} (an RFC 9457 document, or none) states. */
    static GameRefused of(int status, JsonNode problem, String gameId) {
        String detail = text(problem, "detail");
        return new GameRefused(status, textOr(problem, "title", "Refused by the game service"),
                textOr(problem, "code", "game-refused"),
                detail != null ? detail : "The game service refused the order for game " + gameId + " (" + status + ").",
                text(problem, "field"));
    }

    int status() {
        return status;
    }

    String title() {
        return title;
    }

    String code() {
        return code;
    }

    String field() {
        return field;
    }

    private static String textOr(JsonNode problem, String name, String otherwise) {
        String text = text(problem, name);
        return text == null ? otherwise : text;
    }

    private static String text(JsonNode problem, String name) {
        JsonNode value = problem == null ? null : problem.get(name);
        return value == null || value.isNull() ? null : value.asText();
    }
}
