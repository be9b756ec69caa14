package dev.tengen.tournament.service.web;

import java.util.List;

/**
 * The body of {@code POST /api/v1/tournaments/{id}/rounds/{n}/check-in}: player ids answered present, and those
 * marked absent (not paired in that round, scored as an absence).
 */
public record RollCallRequest(List<String> present, List<String> absent) {
}
