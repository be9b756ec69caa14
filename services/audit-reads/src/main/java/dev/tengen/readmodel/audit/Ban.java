package dev.tengen.readmodel.audit;

import dev.tengen.tournament.service.api.PlayerBanned;
import java.time.Instant;
import java.time.LocalDate;

/**
 * One entry of the sanctions registry as a person's conduct across tournaments lists it, in the shape
 * {@code GET /api/v1/bans} shows it (the tournament service's BanView): each application fills it from its own
 * registry.
 *
 * @param until the last day of the ban, or null until lifted
 * @param lifted the reason it was lifted, or null while it stands
 */
public record Ban(String id, String name, String country, String reason, String article, String source,
        LocalDate until, String lifted, String by, Instant at) {

    /** The ban as decided, standing. */
    public static Ban of(PlayerBanned event) {
        return new Ban(event.banId(), event.name(), event.country(), event.reason(), event.article(), event.source(),
                event.until(), null, event.by(), event.at());
    }

    /** The same ban, lifted for {@code reason}. */
    public Ban lifted(String reason) {
        return new Ban(id, name, country, this.reason, article, source, until, reason, by, at);
    }
}
