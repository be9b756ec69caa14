package dev.tengen.arbitration.service.api;

import java.util.Objects;

/** One committee member's vote. */
public record Vote(String member, RulingDecision decision) {

    public Vote {
        Objects.requireNonNull(member, "member");
        Objects.requireNonNull(decision, "decision");
    }
}
