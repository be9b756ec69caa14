package dev.tengen.arbitration.app;

import dev.tengen.arbitration.service.web.ArbitrationDesk;
import dev.tengen.distributed.identity.OfficeIdentities;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The offices a token's account holds on arbitration's paths, as the embedded platform's appointed roles give them: a
 * tournament's path (its docket, the protests filed in it) is about that tournament; a protest (its decision, its
 * appeal filed at {@code /protests/{id}/appeal}) or an appeal belongs to its game's tournament, read from the
 * arbitration's own store, whose referees decide and whose committee sits (Incheon 2013 arbitration art. 1.1-1.2).
 * The offices themselves come from the tournament's events ({@link TournamentFactsFromEvents}).
 */
@ApplicationScoped
public class ArbitrationOffices extends OfficeIdentities {

    private static final Pattern TOURNAMENT = Pattern.compile("^/api/v1/tournaments/([^/]+)(/.*)?$");
    private static final Pattern PROTEST = Pattern.compile("^/api/v1/protests/([^/]+)(/.*)?$");
    private static final Pattern APPEAL = Pattern.compile("^/api/v1/appeals/([^/]+)(/.*)?$");

    private final ArbitrationDesk arbitration;
    private final TournamentFactsFromEvents tournaments;

    ArbitrationOffices(ArbitrationDesk arbitration, TournamentFactsFromEvents tournaments) {
        this.arbitration = arbitration;
        this.tournaments = tournaments;
    }

    @Override
    protected Optional<String> tournamentOf(String path) {
        Matcher tournament = TOURNAMENT.matcher(path);
        if (tournament.matches()) {
            return Optional.of(tournament.group(1));
        }
        Matcher protest = PROTEST.matcher(path);
        if (protest.matches()) {
            return Optional.of(arbitration.protest(protest.group(1)).tournamentId());
        }
        Matcher appeal = APPEAL.matcher(path);
        if (appeal.matches()) {
            return Optional.of(arbitration.appeal(appeal.group(1)).tournamentId());
        }
        return Optional.empty();
    }

    @Override
    protected Set<String> offices(String tournamentId, String account) {
        return tournaments.roles(tournamentId, account);
    }
}
