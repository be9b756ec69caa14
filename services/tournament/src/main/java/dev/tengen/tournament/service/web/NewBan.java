package dev.tengen.tournament.service.web;

import java.time.LocalDate;

/**
 * The body of {@code POST /api/v1/bans}: a sanction decided outside a game (a disqualification by the Technical
 * Delegate, Incheon 2013 arbitration art. 2.6; a federation's own decision).
 *
 * @param until the last day, or null until lifted
 * @param source what decided it, e.g. "federation:KBA-2026-14" or "appeal:{id}"
 */
public record NewBan(String name, String country, String reason, String article, String source, LocalDate until) {}
