package dev.tengen.readmodel;

import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.DomainEventMessage;

/**
 * Every event of each tournament, in the order the store committed them: the audit ledger. It takes any event
 * whose payload is a record with a {@code tournamentId}, so the events services add later need nothing here.
 * In memory and rebuilt from the events alone.
 */
@ProcessingGroup(AuditLedger.PROCESSING_GROUP)
public class AuditLedger {

    public static final String PROCESSING_GROUP = "read-audit-ledger";

    /** The arbitration events by type name: a member's vote and opinion, and the ruling that unseals it. */
    private static final String SEALED_UNTIL_RULED = "VoteCast";
    private static final String RULED = "AppealRuled";

    /**
     * Each record type's accessors by component name, looked up once per type: reflecting afresh for every event
     * built a new accessor each time and cost a tenth of the start-up replay (docs/BENCHMARKS.md, "Rebuild").
     */
    private static final ClassValue<Map<String, Method>> ACCESSORS = new ClassValue<>() {
        @Override
        protected Map<String, Method> computeValue(Class<?> type) {
            if (!type.isRecord()) {
                return Map.of();
            }
            Map<String, Method> accessors = new HashMap<>();
            for (RecordComponent component : type.getRecordComponents()) {
                Method accessor = component.getAccessor();
                // checked once here rather than at every call: the check was a twelfth of the start-up replay
                accessor.trySetAccessible();
                accessors.put(component.getName(), accessor);
            }
            return Map.copyOf(accessors);
        }
    };

    private final Map<String, List<LedgerEntry>> ledgers = new HashMap<>();
    /** Per tournament, the game and players of each entry, in the same order (for the timeline's filters). */
    private final Map<String, LedgerSubjects> subjects = new HashMap<>();
    /** The appeals ruled, whose votes are no longer sealed. */
    private final Set<Object> ruled = new HashSet<>();

    @EventHandler
    synchronized void on(Object payload, EventMessage<?> message) {
        Optional<String> tournamentId = component(payload, "tournamentId").map(String::valueOf);
        if (tournamentId.isEmpty()) {
            return;
        }
        List<LedgerEntry> ledger = ledgers.computeIfAbsent(tournamentId.get(), t -> new ArrayList<>());
        String aggregate = null;
        Long aggregateSequence = null;
        if (message instanceof DomainEventMessage<?> domain) {
            aggregate = domain.getAggregateIdentifier();
            aggregateSequence = domain.getSequenceNumber();
        }
        Instant at = component(payload, "at").filter(Instant.class::isInstance).map(Instant.class::cast)
                .orElse(message.getTimestamp());
        String type = payload.getClass().getSimpleName();
        ledger.add(new LedgerEntry(ledger.size() + 1, aggregate, aggregateSequence, type, at, who(payload), payload));
        subjects.computeIfAbsent(tournamentId.get(), t -> new LedgerSubjects()).add(payload, type);
        if (type.equals(RULED)) {
            component(payload, "appealId").ifPresent(ruled::add);
        }
    }

    @ResetHandler
    synchronized void forgetEverything() {
        ledgers.clear();
        subjects.clear();
        ruled.clear();
    }

    /**
     * A page of the tournament's timeline: the visible events matching the filter with a sequence after {@code after},
     * at most {@code limit}, with the count of all matches and of each type. Only references are copied under the
     * lock; the caller renders them after it is released.
     */
    public synchronized TimelinePage timeline(String tournamentId, TimelineFilter filter, long after, int limit) {
        List<LedgerEntry> all = ledgers.getOrDefault(tournamentId, List.of());
        LedgerSubjects about = subjects.get(tournamentId);
        List<LedgerEntry> page = new ArrayList<>(Math.min(limit, 1024));
        Map<String, Integer> kinds = new TreeMap<>();
        int total = 0;
        Long next = null;
        for (int i = 0; i < all.size(); i++) {
            LedgerEntry entry = all.get(i);
            if (!visible(entry) || !filter.admitsApartFromType(entry, about.get(i))) {
                continue;
            }
            kinds.merge(entry.type(), 1, Integer::sum);
            if (!filter.admitsType(entry.type())) {
                continue;
            }
            total++;
            if (entry.sequence() > after) {
                if (page.size() < limit) {
                    page.add(entry);
                } else if (next == null) {
                    next = page.getLast().sequence();
                }
            }
        }
        return new TimelinePage(List.copyOf(page), total, next, kinds, about == null ? List.of() : about.games());
    }

    /**
     * The tournament's events in order; empty when no event names the tournament. A committee member's vote and
     * draft opinion ({@code VoteCast}) stays sealed until the appeal is ruled (Incheon 2013 arbitration art. 2.5: deliberations are
     * not revealed before the ruling), then appears in its place: its sequence number shows the gap meanwhile.
     */
    public synchronized List<LedgerEntry> ledger(String tournamentId) {
        return ledgers.getOrDefault(tournamentId, List.of()).stream().filter(this::visible).toList();
    }

    /** Whether the entry is shown now: a vote is sealed until its appeal's ruling (Incheon 2013 arbitration art. 2.5). */
    private boolean visible(LedgerEntry entry) {
        return !entry.type().equals(SEALED_UNTIL_RULED)
                || component(entry.payload(), "appealId").filter(ruled::contains).isPresent();
    }

    /** How many events the tournament's ledger holds. */
    public synchronized int size(String tournamentId) {
        return ledgers.getOrDefault(tournamentId, List.of()).size();
    }

    /**
     * The tournament's events from the {@code from}th on (0-based: {@code from} = how many the caller has already),
     * in order: what a reader that follows the ledger copies, rather than the whole of it each time.
     */
    public synchronized List<LedgerEntry> ledger(String tournamentId, int from) {
        List<LedgerEntry> ledger = ledgers.getOrDefault(tournamentId, List.of());
        return from >= ledger.size() ? List.of() : List.copyOf(ledger.subList(from, ledger.size()));
    }

    private static String who(Object payload) {
        Optional<Object> by = component(payload, "by");
        if (by.isPresent()) {
            return String.valueOf(by.get());
        }
        return component(payload, "confirmedBy")
                .map(value -> value instanceof List<?> list ? String.join(", ", list.stream().map(String::valueOf).toList())
                        : String.valueOf(value))
                .orElse("");
    }

    static Optional<Object> component(Object payload, String name) {
        Method accessor = ACCESSORS.get(payload.getClass()).get(name);
        if (accessor == null) {
            return Optional.empty();
        }
        try {
            return Optional.ofNullable(accessor.invoke(payload));
        } catch (ReflectiveOperationException e) {
            return Optional.empty();
        }
    }
}
