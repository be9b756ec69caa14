package dev.tengen.platform.tournament;

import dev.tengen.platform.problem.MalformedRequest;

/** Presence checks on request bodies; what a present value means is the tournament's to judge. */
final class Fields {

    private Fields() {
    }

    static <T> T body(T body) {
        if (body == null) {
            throw new MalformedRequest("body-missing", null, "The request needs a JSON body.");
        }
        return body;
    }

    static <T> T required(T value, String field) {
        if (value == null) {
            throw new MalformedRequest("field-missing", field, "The field '" + field + "' is required.");
        }
        return value;
    }

    static String optional(String value) {
        return value == null ? "" : value;
    }
}
