package dev.tengen.tournament.service.api;

import java.time.Instant;

/** A ban ended before its term. */
public record BanLifted(String banId, String name, String reason, String by, Instant at) {}
