package dev.tengen.tournament.service.api;

import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The sanctions registry folded from its events: every ban in the order decided, standing until a
 * {@link BanLifted} marks it lifted. The one fold the tournament service's registry (registration consults it) and
 * the read models' conduct across tournaments both keep. Not thread-safe: its holder guards it.
 */
public final class BansDecided {

    private final Map<String, BanView> bans = new LinkedHashMap<>();

    public void apply(PlayerBanned event) {
        bans.put(event.banId(), BanView.of(event));
    }

    /** A lift of a ban not known is passed over. */
    public void apply(BanLifted event) {
        bans.computeIfPresent(event.banId(), (id, ban) -> ban.lifted(event.reason()));
    }

    public void clear() {
        bans.clear();
    }

    /** Every ban, standing or lifted, in the order decided. */
    public List<BanView> all() {
        return List.copyOf(bans.values());
    }

    public Optional<BanView> find(String banId) {
        return Optional.ofNullable(bans.get(banId));
    }

    /** The first standing ban that bars a player of this name and country on {@code day}. */
    public Optional<BanView> barring(String name, String country, LocalDate day) {
        return bans.values().stream().filter(ban -> ban.bars(name, country, day)).findFirst();
    }
}
