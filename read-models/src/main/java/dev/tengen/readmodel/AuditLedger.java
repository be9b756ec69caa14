package dev.tengen.readmodel;

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

    private final Map<String, List<LedgerEntry>> ledgers = new HashMap<>();
    /** Per tournament, the game and players of each entry, in the same order (for the timeline's filters). */
    private final Map<String, LedgerSubjects> subjects = new HashMap<>();
    /** The appeals ruled, whose votes are no longer sealed. */
    private final Set<Object> ruled = new HashSet<>();

    @EventHandler
    synchronized void on(Object payload, EventMessage<?> message) {
        LedgerFields fields = LedgerFields.of(payload);
        Object tournament = LedgerFields.value(fields.tournamentId, payload);
        if (tournament == null) {
            return;
        }
        String tournamentId = String.valueOf(tournament);
        List<LedgerEntry> ledger = ledgers.computeIfAbsent(tournamentId, t -> new ArrayList<>());
        String aggregate = null;
        Long aggregateSequence = null;
        if (message instanceof DomainEventMessage<?> domain) {
            aggregate = domain.getAggregateIdentifier();
            aggregateSequence = domain.getSequenceNumber();
        }
        Instant at = LedgerFields.value(fields.at, payload) instanceof Instant instant ? instant : message.getTimestamp();
        String type = LedgerEntry.type(payload.getClass());
        ledger.add(new LedgerEntry(ledger.size() + 1, aggregate, aggregateSequence, type, at, who(fields, payload),
                payload));
        subjects.computeIfAbsent(tournamentId, t -> new LedgerSubjects()).add(payload, type, fields);
        if (type.equals(RULED)) {
            Object appeal = LedgerFields.value(fields.appealId, payload);
            if (appeal != null) {
                ruled.add(appeal);
            }
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

    private static String who(LedgerFields fields, Object payload) {
        Object by = LedgerFields.value(fields.by, payload);
        if (by != null) {
            return String.valueOf(by);
        }
        Object confirmedBy = LedgerFields.value(fields.confirmedBy, payload);
        if (confirmedBy == null) {
            return "";
        }
        return confirmedBy instanceof List<?> list ? String.join(", ", list.stream().map(String::valueOf).toList())
                : String.valueOf(confirmedBy);
    }

    static Optional<Object> component(Object payload, String name) {
        return Optional.ofNullable(LedgerFields.value(LedgerFields.of(payload).named(name), payload));
    }
}
