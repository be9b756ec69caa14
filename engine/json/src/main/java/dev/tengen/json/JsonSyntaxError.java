package dev.tengen.json;

/** Where the text stops being JSON, and why. */
public final class JsonSyntaxError extends Exception {

    private final JsonValue.Position position;

    JsonSyntaxError(JsonValue.Position position, String message) {
        super(message, null, false, false);
        this.position = position;
    }

    public JsonValue.Position position() {
        return position;
    }
}
