package dev.tengen.tournament.service.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A tournament as the tournament list shows it, players in registration order.
 *
 * @param version the sequence number of the last event shown, the tournament's ETag
 * @param configuration null until the tournament is configured
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TournamentView(
        String id,
        String name,
        long version,
        String createdBy,
        Instant createdAt,
        ConfigurationView configuration,
        List<PlayerView> players) {

    public TournamentView {
        players = List.copyOf(players);
    }

    TournamentView configure(ConfigurationView newConfiguration, long newVersion) {
        return new TournamentView(id, name, newVersion, createdBy, createdAt, newConfiguration, players);
    }

    TournamentView register(PlayerView player, long newVersion) {
        List<PlayerView> more = new ArrayList<>(players);
        more.add(player);
        return new TournamentView(id, name, newVersion, createdBy, createdAt, configuration, more);
    }

    TournamentView withdraw(String playerId, Instant at, String reason, long newVersion) {
        List<PlayerView> changed = players.stream()
                .map(player -> player.id().equals(playerId) ? player.withdraw(at, reason) : player)
                .toList();
        return new TournamentView(id, name, newVersion, createdBy, createdAt, configuration, changed);
    }

    /** The same tournament after an event the list shows nothing of (pairings, officials, results). */
    TournamentView at(long newVersion) {
        return new TournamentView(id, name, newVersion, createdBy, createdAt, configuration, players);
    }

    TournamentSummary summary() {
        int playing = (int) players.stream().filter(player -> !player.withdrawn()).count();
        return new TournamentSummary(id, name, version, createdAt,
                configuration == null ? null : configuration.ruleSet(), playing, players.size() - playing);
    }
}
