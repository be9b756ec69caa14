package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.time.LocalDate;

/** A player is barred from future competitions; see {@link BanPlayer} for the fields. */
public record PlayerBanned(String banId, String name, String country, String reason, String article, String source,
        LocalDate until, String by, Instant at) {}
