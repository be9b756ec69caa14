package dev.tengen.platform.arbitration;

import dev.tengen.arbitration.service.web.TournamentFacts;
import dev.tengen.tournament.service.web.CommitteeView;
import dev.tengen.tournament.service.web.OfficialView;
import dev.tengen.tournament.service.web.TournamentList;
import dev.tengen.tournament.service.web.TournamentPlay;
import dev.tengen.tournament.service.api.OfficialRoles;
import jakarta.inject.Singleton;
import java.util.Optional;

/** Arbitration reads the tournament's facts from the tournament service's projections in this process. */
@Singleton
public class TournamentFactsInProcess implements TournamentFacts {

    private final TournamentList tournaments;
    private final TournamentPlay play;

    TournamentFactsInProcess(TournamentList tournaments, TournamentPlay play) {
        this.tournaments = tournaments;
        this.play = play;
    }

    @Override
    public boolean exists(String tournamentId) {
        return tournaments.find(tournamentId).isPresent();
    }

    @Override
    public boolean configured(String tournamentId) {
        return play.settings(tournamentId).isPresent();
    }

    @Override
    public boolean registered(String tournamentId, String playerId) {
        return tournaments.find(tournamentId).stream().flatMap(t -> t.players().stream())
                .anyMatch(player -> player.id().equals(playerId));
    }

    @Override
    public CommitteeInOffice committee(String tournamentId) {
        CommitteeView committee = play.committee(tournamentId);
        return new CommitteeInOffice(committee.members().stream().map(OfficialView::personId).toList(),
                committee.complete(), committee.lacking());
    }

    @Override
    public Optional<String> technicalDelegate(String tournamentId) {
        return play.officials(tournamentId).stream()
                .filter(official -> official.role().equals(OfficialRoles.TECHNICAL_DELEGATE))
                .map(OfficialView::personId).findFirst();
    }
}
