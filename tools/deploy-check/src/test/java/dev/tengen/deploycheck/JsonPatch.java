package dev.tengen.deploycheck;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** RFC 6902 JSON patch operations add, replace and remove, as kustomize applies them. */
final class JsonPatch {

    private JsonPatch() {
    }

    /** Applies the operations (an array of {op, path, value}) to the document in place. */
    static void apply(ObjectNode document, JsonNode operations, String origin) {
        if (!operations.isArray()) {
            throw new IllegalArgumentException(origin + ": not a JSON 6902 patch (a list of operations); the Java "
                    + "render supports only those");
        }
        for (JsonNode operation : operations) {
            String op = operation.path("op").asText();
            String path = operation.path("path").asText();
            int cut = path.lastIndexOf('/');
            if (cut < 0) {
                throw new IllegalArgumentException(origin + ": path '" + path + "' is not a JSON pointer");
            }
            JsonNode parent = document.at(path.substring(0, cut));
            String last = path.substring(cut + 1).replace("~1", "/").replace("~0", "~");
            switch (op) {
                case "add" -> add(parent, last, operation.path("value").deepCopy(), origin, path);
                case "replace" -> {
                    require(parent, last, origin, path);
                    set(parent, last, operation.path("value").deepCopy());
                }
                case "remove" -> {
                    require(parent, last, origin, path);
                    if (parent instanceof ObjectNode object) {
                        object.remove(last);
                    } else {
                        ((ArrayNode) parent).remove(Integer.parseInt(last));
                    }
                }
                default -> throw new IllegalArgumentException(origin + ": operation '" + op
                        + "' is not supported by the Java render (add, replace, remove)");
            }
        }
    }

    private static void add(JsonNode parent, String last, JsonNode value, String origin, String path) {
        if (parent instanceof ObjectNode object) {
            object.set(last, value);
        } else if (parent instanceof ArrayNode array) {
            if ("-".equals(last)) {
                array.add(value);
            } else {
                array.insert(Integer.parseInt(last), value);
            }
        } else {
            throw new IllegalArgumentException(origin + ": no parent for " + path);
        }
    }

    private static void set(JsonNode parent, String last, JsonNode value) {
        if (parent instanceof ObjectNode object) {
            object.set(last, value);
        } else {
            ((ArrayNode) parent).set(Integer.parseInt(last), value);
        }
    }

    private static void require(JsonNode parent, String last, String origin, String path) {
        boolean present = parent instanceof ObjectNode object ? object.has(last)
                : parent instanceof ArrayNode array && last.matches("\\d+") && Integer.parseInt(last) < array.size();
        if (!present) {
            throw new IllegalArgumentException(origin + ": " + path + " does not exist");
        }
    }
}
