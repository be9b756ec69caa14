package dev.tengen.arbitration.service.api;

import java.time.Instant;

/** The committee received the referee's report on the matter (Incheon 2013 arbitration art. 3.4). */
public record RefereeReportRecorded(String appealId, String tournamentId, String referee, String report, String by,
        Instant at) {
}
