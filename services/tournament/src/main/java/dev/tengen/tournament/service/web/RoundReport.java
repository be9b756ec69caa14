package dev.tengen.tournament.service.web;

import dev.tengen.tournament.service.api.RoundReportSubmitted;
import java.time.Instant;

/**
 * A referee's sum-up report of a round as the Chief Referee reads it (Incheon 2013 duties art. 3.8); the body of a new one
 * carries only {@code text}.
 */
public record RoundReport(int round, String personId, String name, String role, String text, Instant at) {

    /** The body of {@code POST .../rounds/{n}/reports}. */
    public record New(String text) {}

    static RoundReport of(RoundReportSubmitted event) {
        return new RoundReport(event.round(), event.personId(), event.name(), event.role(), event.text(), event.at());
    }
}
