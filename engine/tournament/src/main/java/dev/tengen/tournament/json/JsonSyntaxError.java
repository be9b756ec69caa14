package dev.tengen.tournament.json;

/** Where the text stops being JSON, and why. */
final class JsonSyntaxError extends Exception {

    private final JsonValue.Position position;

    JsonSyntaxError(JsonValue.Position position, String message) {
        super(message, null, false, false);
        this.position = position;
    }

    JsonValue.Position position() {
        return position;
    }
}
