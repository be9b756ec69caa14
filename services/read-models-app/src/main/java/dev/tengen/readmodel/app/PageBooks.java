package dev.tengen.readmodel.app;

import dev.tengen.arbitration.service.docket.DocketBook;
import dev.tengen.arbitration.service.docket.DocketEntry;
import dev.tengen.audit.SignedHead;
import dev.tengen.pages.EventRules;
import dev.tengen.pages.Official;
import dev.tengen.pages.PageSources;
import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.GameArchive;
import dev.tengen.readmodel.LedgerEntry;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.OfficialDismissed;
import dev.tengen.tournament.service.api.OfficialsInOffice;
import dev.tengen.tournament.service.api.TournamentConfigured;
import io.quarkus.arc.Arc;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;
import org.axonframework.eventhandling.AnnotationEventHandlerAdapter;

/**
 * The public pages (tengen-public-pages) over the events this application keeps in MongoDB: each tournament's
 * pages are made from a tournament book, an audit ledger, its rules and its officials built from the tournament's
 * events ({@link TournamentSources}), kept in memory by each replica and built again when MongoDB holds more of its
 * events than they were built from, which is counted once per page request ({@link PageRequest}); a game's page from a games' archive of the game's events and its tournament's own,
 * the same way. Any replica serves, whether it consumes or not. Not here: the accounts' players (an appeal's
 * complainant is named by account) and the signed audit head.
 */
@Singleton
public class PageBooks implements PageSources {

    /** One tournament as its pages and desks show it, built from {@code builtFrom} of its events. */
    private record Built(long builtFrom, TournamentBook book, AuditLedger ledger, Optional<EventRules> rules,
            List<Official> officials, DocketBook docket) {
    }

    /** One game's record, built from {@code builtFrom} of its and its tournament's events. */
    private record Game(long builtFrom, GameArchive archive) {
    }

    private final TournamentSources sources;
    private final PageRequest request;
    private final Map<String, Built> built = new ConcurrentHashMap<>();
    private final Map<String, Game> games = new ConcurrentHashMap<>();

    PageBooks(ReadModelStore store, PageRequest request) {
        this.sources = store.sources();
        this.request = request;
    }

    /** Every tournament, with one request to MongoDB for the number of events kept of each. */
    @Override
    public List<TournamentOverview> tournaments() {
        return sources.counts().entrySet().stream()
                .map(kept -> built(kept.getKey(), kept::getValue).book().tournament(kept.getKey()))
                .flatMap(Optional::stream)
                .sorted(Comparator.comparing(TournamentOverview::createdAt).thenComparing(TournamentOverview::id))
                .toList();
    }

    @Override
    public Optional<TournamentBook> book(String tournamentId) {
        Built b = built(tournamentId);
        return b.builtFrom() == 0 ? Optional.empty() : Optional.of(b.book());
    }

    @Override
    public Optional<EventRules> rules(String tournamentId) {
        return built(tournamentId).rules();
    }

    @Override
    public List<Official> officials(String tournamentId) {
        return built(tournamentId).officials();
    }

    /** The tournament's protests and appeals as the arbitration's docket folds them, their deadlines as of {@code now}. */
    public List<DocketEntry> matters(String tournamentId, Instant now) {
        return built(tournamentId).docket().matters(tournamentId, now);
    }

    @Override
    public List<LedgerEntry> ledger(String tournamentId) {
        return built(tournamentId).ledger().ledger(tournamentId);
    }

    @Override
    public List<String> accountPlayers(String account) {
        return List.of(); // the accounts are Keycloak's in this deployment; no event says whom an account plays as
    }

    @Override
    public Optional<SignedHead> auditHead(String tournamentId) {
        return Optional.empty(); // the audit chain is signed by the embedded platform's installation key only
    }

    @Override
    public Optional<GameArchive> game(String gameId) {
        Optional<String> tournamentId = sources.tournamentOfGame(gameId);
        if (tournamentId.isEmpty()) {
            return Optional.empty();
        }
        long kept = sources.countOfGame(gameId, tournamentId.get());
        Game known = games.get(gameId);
        if (known != null && known.builtFrom() == kept) {
            return Optional.of(known.archive());
        }
        GameArchive archive = new GameArchive();
        long builtFrom = sources.replay(sources.ofGame(gameId, tournamentId.get()), "game " + gameId,
                new AnnotationEventHandlerAdapter(archive)::handle);
        return Optional.of(games.merge(gameId, new Game(builtFrom, archive),
                (old, made) -> made.builtFrom() >= old.builtFrom() ? made : old).archive());
    }

    @Override
    public Instant now() {
        return Instant.now();
    }

    /**
     * The tournament as built from every event of it MongoDB held when this request first asked for it (its events
     * counted once per request): the one in memory while no event came.
     */
    private Built built(String tournamentId) {
        return built(tournamentId, () -> sources.count(tournamentId));
    }

    /** As {@link #built(String)}, {@code kept} giving how many of its events MongoDB holds. */
    private Built built(String tournamentId, LongSupplier kept) {
        if (!Arc.container().requestContext().isActive()) {
            return current(tournamentId, kept.getAsLong()); // not within a request: as MongoDB holds it now
        }
        return request.once("tournament " + tournamentId, () -> current(tournamentId, kept.getAsLong()));
    }

    private Built current(String tournamentId, long kept) {
        Built known = built.get(tournamentId);
        if (known != null && known.builtFrom() == kept) {
            return known;
        }
        Built fresh = build(tournamentId);
        // a request that built from more events meanwhile keeps its tournament
        return built.merge(tournamentId, fresh, (old, made) -> made.builtFrom() >= old.builtFrom() ? made : old);
    }

    private Built build(String tournamentId) {
        TournamentBook book = new TournamentBook();
        AuditLedger ledger = new AuditLedger();
        AnnotationEventHandlerAdapter toBook = new AnnotationEventHandlerAdapter(book);
        AnnotationEventHandlerAdapter toLedger = new AnnotationEventHandlerAdapter(ledger);
        AtomicReference<TournamentConfigured> configured = new AtomicReference<>();
        OfficialsInOffice officials = new OfficialsInOffice(); // as the tournament service's play projection keeps them
        DocketBook docket = new DocketBook();
        long builtFrom = sources.replay(tournamentId, message -> {
            toBook.handle(message);
            toLedger.handle(message);
            docket.apply(message.getPayload());
            switch (message.getPayload()) {
                case TournamentConfigured c -> configured.set(c);
                case OfficialAppointed a -> officials.apply(a);
                case OfficialDismissed d -> officials.apply(d);
                default -> {
                }
            }
        });
        return new Built(builtFrom, book, ledger, Optional.ofNullable(configured.get()).map(EventRules::of),
                officials.appointments().stream().map(a -> new Official(a.personId(), a.role(), a.name())).toList(),
                docket);
    }
}
