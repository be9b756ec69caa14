package dev.tengen.tournament.service;

import dev.tengen.tournament.Player;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.service.api.EngineModel;
import dev.tengen.tournament.service.api.Settings;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The aggregate's state as the engine's tournament model ({@link EngineModel}): its entrants and published rounds. */
final class TournamentModel {

    private TournamentModel() {
    }

    static Tournament of(String name, Instant createdAt, Settings settings, Map<String, Entrant> entrants,
            List<PlayRound> published) {
        List<Player> players = new ArrayList<>();
        entrants.forEach((id, entrant) -> players.add(EngineModel.player(id, entrant.name(), entrant.rank(),
                entrant.club(), entrant.country(), entrant.absentRounds(), entrant.withdrawnFrom(),
                entrant.mcMahonCorrection(), 0)));
        List<Round> rounds = published.stream().map(round -> EngineModel.round(round.number, round.games, round.byes,
                board -> Optional.ofNullable(round.results.get(board)))).toList();
        return EngineModel.of(name, createdAt, settings, players, rounds);
    }
}
