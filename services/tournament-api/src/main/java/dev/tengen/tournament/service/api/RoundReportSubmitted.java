package dev.tengen.tournament.service.api;

import java.time.Instant;

/**
 * A referee's sum-up report of a round reached the Chief Referee (Incheon 2013 duties art. 3.8). A later report by the same
 * official for the same round adds to the record; none is erased.
 *
 * @param personId the appointed official who wrote it
 * @param role the office held: referee or chief-referee
 */
public record RoundReportSubmitted(String tournamentId, int round, String personId, String name, String role, String text,
        String by, Instant at) {}
