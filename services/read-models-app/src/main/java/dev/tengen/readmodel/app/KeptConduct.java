package dev.tengen.readmodel.app;

import dev.tengen.readmodel.audit.AuditViews;
import dev.tengen.readmodel.audit.ConductSources;
import dev.tengen.readmodel.audit.DecisionLog;
import dev.tengen.readmodel.audit.PlayerConduct;
import dev.tengen.tournament.service.api.BanLifted;
import dev.tengen.tournament.service.api.BanView;
import dev.tengen.tournament.service.api.BansDecided;
import dev.tengen.tournament.service.api.PlayerBanned;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.PlayerWithdrawn;
import dev.tengen.tournament.service.api.TournamentCreated;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A person's conduct across tournaments (tengen-audit-reads) read from what this application keeps in MongoDB
 * ({@link TournamentSources}): the registrations folded from every tournament's kept {@code TournamentCreated},
 * {@code PlayerRegistered} and {@code PlayerWithdrawn} (as the tournament service's list keeps them, federation ids
 * included), each tournament's conduct from its book ({@link PageBooks}) and its audit ledger ({@link AuditLedgers}),
 * and the sanctions registry folded from the kept {@link #BANS} events ({@link BansDecided}, as the tournament
 * service's ban registry folds them).
 */
@Singleton
public class KeptConduct implements ConductSources {

    /** The sanctions registry's events, kept under their event ids (a redelivery is the same document). */
    static final List<Class<?>> BANS = List.of(PlayerBanned.class, BanLifted.class);
    private static final List<Class<?>> REGISTRATIONS = List.of(TournamentCreated.class, PlayerRegistered.class,
            PlayerWithdrawn.class);

    private final TournamentSources sources;
    private final PageBooks books;
    private final AuditLedgers ledgers;

    KeptConduct(ReadModelStore store, PageBooks books, AuditLedgers ledgers) {
        this.sources = store.sources();
        this.books = books;
        this.ledgers = ledgers;
    }

    /** One tournament's registrations as folded: created when, named what. */
    private static final class Roster {
        private final String id;
        private final String name;
        private final Instant createdAt;
        private final Map<String, Player> players = new LinkedHashMap<>();

        Roster(TournamentCreated created) {
            this.id = created.tournamentId();
            this.name = created.name();
            this.createdAt = created.at();
        }
    }

    @Override
    public List<Tournament> tournaments() {
        Map<String, Roster> rosters = new LinkedHashMap<>();
        sources.replay(sources.ofTypes(REGISTRATIONS), "the registrations", message -> {
            switch (message.getPayload()) {
                case TournamentCreated c -> rosters.putIfAbsent(c.tournamentId(), new Roster(c));
                case PlayerRegistered r -> Optional.ofNullable(rosters.get(r.tournamentId())).ifPresent(t -> t.players
                        .put(r.playerId(), new Player(r.playerId(), r.name(), r.rank(), r.club(), r.country(),
                                r.memberships(), false)));
                case PlayerWithdrawn w -> Optional.ofNullable(rosters.get(w.tournamentId()))
                        .map(t -> t.players).ifPresent(players -> players.computeIfPresent(w.playerId(),
                                (id, p) -> new Player(p.id(), p.name(), p.rank(), p.club(), p.country(),
                                        p.memberships(), true)));
                default -> {
                }
            }
        });
        // the oldest first, as the tournament service lists them
        return rosters.values().stream().sorted(Comparator.comparing((Roster r) -> r.createdAt)
                .thenComparing(r -> r.id)).map(r -> new Tournament(r.id, r.name, List.copyOf(r.players.values())))
                .toList();
    }

    @Override
    public Optional<List<PlayerConduct>> conduct(String tournamentId) {
        return KeptTournament.of(books, tournamentId).flatMap(t -> new AuditViews(t.book(),
                new DecisionLog(ledgers.of(tournamentId), t.book())).conduct(tournamentId));
    }

    @Override
    public List<BanView> bans() {
        BansDecided registry = new BansDecided();
        sources.replay(sources.ofTypes(BANS), "the sanctions registry", message -> {
            switch (message.getPayload()) {
                case PlayerBanned b -> registry.apply(b);
                case BanLifted l -> registry.apply(l);
                default -> {
                }
            }
        });
        return registry.all();
    }
}
