package dev.tengen.arbitration.service.api;

import java.time.Instant;

/**
 * The committee had not ruled within half an hour of receiving the appeal (Incheon 2013 arbitration art. 3.2: "within half an
 * hour in principle"). Recorded once, by a check or by the late ruling itself; the ruling stays valid.
 *
 * @param dueAt half an hour after receipt
 * @param minutesOver whole minutes past {@code dueAt} at {@code at}
 */
public record RulingDeadlineMissed(String appealId, String tournamentId, Instant dueAt, long minutesOver,
        String article, String by, Instant at) {
}
