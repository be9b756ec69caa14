package dev.tengen.arbitration.app;

import dev.tengen.arbitration.service.web.TournamentFacts;
import dev.tengen.distributed.app.FoldedFacts;
import jakarta.inject.Singleton;
import java.util.Optional;
import java.util.Set;

/**
 * Arbitration's port to the tournaments in this deployment: the tournament service's events as folded into the
 * arbitration's database ({@link FactsFromTopics}), answering as the embedded platform's TournamentFactsInProcess does
 * from the tournament's projections; and the offices an account holds in a tournament, for its token's roles.
 */
@Singleton
public class TournamentFactsFromEvents implements TournamentFacts {

    private final FoldedFacts facts;

    TournamentFactsFromEvents(FoldedFacts facts) {
        this.facts = facts;
    }

    @Override
    public boolean exists(String tournamentId) {
        return tournament(tournamentId).created();
    }

    @Override
    public boolean configured(String tournamentId) {
        return tournament(tournamentId).configured();
    }

    @Override
    public boolean registered(String tournamentId, String playerId) {
        return tournament(tournamentId).players().contains(playerId);
    }

    @Override
    public CommitteeInOffice committee(String tournamentId) {
        TournamentOnRecord tournament = tournament(tournamentId);
        String lacking = tournament.committeeLacking().orElse(null);
        return new CommitteeInOffice(tournament.committee().stream().map(TournamentOnRecord.Office::personId).toList(),
                lacking == null, lacking);
    }

    @Override
    public Optional<String> technicalDelegate(String tournamentId) {
        return tournament(tournamentId).technicalDelegate();
    }

    /** The roles the offices {@code account} holds in the tournament give. */
    Set<String> roles(String tournamentId, String account) {
        return tournament(tournamentId).roles(account);
    }

    private TournamentOnRecord tournament(String tournamentId) {
        return facts.find(FactsFromTopics.TOURNAMENT, tournamentId, TournamentOnRecord.class)
                .orElse(TournamentOnRecord.NONE);
    }
}
