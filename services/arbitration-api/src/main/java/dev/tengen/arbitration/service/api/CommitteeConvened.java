package dev.tengen.arbitration.service.api;

import java.time.Instant;
import java.util.List;

/** The committee met on the appeal with these members present (Incheon 2013 arbitration art. 3.6). */
public record CommitteeConvened(String appealId, String tournamentId, List<String> membersPresent, String by,
        Instant at) {
}
