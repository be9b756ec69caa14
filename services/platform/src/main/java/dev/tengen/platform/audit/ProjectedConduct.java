package dev.tengen.platform.audit;

import dev.tengen.readmodel.audit.AuditViews;
import dev.tengen.readmodel.audit.ConductSources;
import dev.tengen.readmodel.audit.PlayerConduct;
import dev.tengen.tournament.service.api.BanView;
import dev.tengen.tournament.service.web.BanRegistry;
import dev.tengen.tournament.service.web.PlayerView;
import dev.tengen.tournament.service.web.TournamentList;
import dev.tengen.tournament.service.web.TournamentSummary;
import dev.tengen.tournament.service.web.TournamentView;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A person's conduct across tournaments (tengen-audit-reads) read from the platform's projections in memory: the
 * tournament list's registrations, the per-tournament audit's conduct ({@link AuditViews}) and the ban registry.
 */
final class ProjectedConduct implements ConductSources {

    private final TournamentList tournaments;
    private final AuditViews views;
    private final BanRegistry bans;

    ProjectedConduct(TournamentList tournaments, AuditViews views, BanRegistry bans) {
        this.tournaments = tournaments;
        this.views = views;
        this.bans = bans;
    }

    @Override
    public List<Tournament> tournaments() {
        List<Tournament> all = new ArrayList<>();
        for (TournamentSummary summary : tournaments.summaries()) {
            tournaments.find(summary.id()).map(ProjectedConduct::tournament).ifPresent(all::add);
        }
        return all;
    }

    @Override
    public Optional<List<PlayerConduct>> conduct(String tournamentId) {
        return views.conduct(tournamentId);
    }

    @Override
    public List<BanView> bans() {
        return bans.all();
    }

    private static Tournament tournament(TournamentView t) {
        return new Tournament(t.id(), t.name(), t.players().stream().map(ProjectedConduct::player).toList());
    }

    private static Player player(PlayerView p) {
        return new Player(p.id(), p.name(), p.rank(), p.club(), p.country(), p.memberships(), p.withdrawn());
    }
}
