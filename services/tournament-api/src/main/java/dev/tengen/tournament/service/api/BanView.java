package dev.tengen.tournament.service.api;

import dev.tengen.tournament.BanReach;
import java.time.Instant;
import java.time.LocalDate;

/**
 * One entry of the sanctions registry as {@code GET /api/v1/bans} shows it, and as a person's conduct across
 * tournaments lists it ({@link BansDecided} folds them).
 *
 * @param until the last day of the ban, or null until lifted
 * @param lifted the reason it was lifted, or null while it stands
 */
public record BanView(String id, String name, String country, String reason, String article, String source,
        LocalDate until, String lifted, String by, Instant at) {

    /** The ban as decided, standing. */
    public static BanView of(PlayerBanned event) {
        return new BanView(event.banId(), event.name(), event.country(), event.reason(), event.article(), event.source(),
                event.until(), null, event.by(), event.at());
    }

    /** The same ban, lifted for {@code reason}. */
    public BanView lifted(String reason) {
        return new BanView(id, name, country, this.reason, article, source, until, reason, by, at);
    }

    /** Whether the ban bars a player of this name and country on {@code day}: a lifted ban bars nobody. */
    public boolean bars(String playerName, String playerCountry, LocalDate day) {
        return lifted == null && new BanReach(name, country, until).bars(playerName, playerCountry, day);
    }
}
