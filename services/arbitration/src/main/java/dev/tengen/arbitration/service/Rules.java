package dev.tengen.arbitration.service;

import dev.tengen.arbitration.service.api.ArbitrationRefusal;
import dev.tengen.arbitration.service.api.ArbitrationRefused;

/** Checks shared by the arbitration aggregates. */
final class Rules {

    private Rules() {
    }

    static void requireText(String text, ArbitrationRefusal refusal, String sentence) {
        if (text == null || text.isBlank()) {
            throw refuse(refusal, sentence);
        }
    }

    static ArbitrationRefused refuse(ArbitrationRefusal refusal, String sentence) {
        return new ArbitrationRefused(refusal, sentence);
    }
}
