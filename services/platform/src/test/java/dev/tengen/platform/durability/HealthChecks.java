package dev.tengen.platform.durability;

import com.fasterxml.jackson.databind.JsonNode;

/** One named check of a {@code /q/health} answer, as the durability tests read it. */
final class HealthChecks {

    private HealthChecks() {
    }

    static JsonNode check(JsonNode health, String name) {
        for (JsonNode check : health.get("checks")) {
            if (check.get("name").asText().equals(name)) {
                return check;
            }
        }
        throw new AssertionError("no check " + name + " in " + health);
    }
}
