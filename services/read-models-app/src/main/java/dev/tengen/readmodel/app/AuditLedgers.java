package dev.tengen.readmodel.app;

import dev.tengen.readmodel.AuditLedger;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.axonframework.eventhandling.AnnotationEventHandlerAdapter;

/**
 * Each tournament's audit ledger (tengen-read-models' {@link AuditLedger}, the embedded platform's) made of its
 * ledger events kept in MongoDB ({@link TournamentSources#ledgerAfter}) in ledger order, held by each replica and
 * given only the events numbered after those it holds. An event numbered before one it holds (two members storing at
 * once, the later number stored first) shows as a count that does not add up: the ledger is then made anew.
 */
@Singleton
public class AuditLedgers {

    /** One tournament's ledger as followed: the events it holds and the last one's number. */
    private static final class Followed {
        private AuditLedger ledger = new AuditLedger();
        private long applied;
        private long last;
    }

    private final TournamentSources sources;
    private final Map<String, Followed> followed = new ConcurrentHashMap<>();

    AuditLedgers(ReadModelStore store) {
        this.sources = store.sources();
    }

    /** The tournament's ledger with every one of its events kept now; empty when none is kept. */
    AuditLedger of(String tournamentId) {
        Followed f = followed.computeIfAbsent(tournamentId, t -> new Followed());
        synchronized (f) {
            long kept = sources.ledgerCount(tournamentId);
            if (kept == f.applied) {
                return f.ledger;
            }
            List<TournamentSources.Ledgered> more = sources.ledgerAfter(tournamentId, f.last);
            if (f.applied + more.size() < sources.ledgerCount(tournamentId)) {
                // an event numbered before the last one held came since: the ledger in its order from the first
                f.ledger = new AuditLedger();
                f.applied = 0;
                f.last = 0;
                more = sources.ledgerAfter(tournamentId, 0);
            }
            apply(tournamentId, f, more);
            return f.ledger;
        }
    }

    private void apply(String tournamentId, Followed f, List<TournamentSources.Ledgered> events) {
        AnnotationEventHandlerAdapter toLedger = new AnnotationEventHandlerAdapter(f.ledger);
        try {
            sources.replay(events.stream().map(TournamentSources.Ledgered::event).toList(),
                    "the audit ledger of tournament " + tournamentId, toLedger::handle);
        } catch (RuntimeException e) {
            f.ledger = new AuditLedger(); // made anew next time
            f.applied = 0;
            f.last = 0;
            throw e;
        }
        f.applied += events.size();
        if (!events.isEmpty()) {
            f.last = events.getLast().ledgerSequence();
        }
    }
}
