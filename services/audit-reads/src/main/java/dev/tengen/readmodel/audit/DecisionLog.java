package dev.tengen.readmodel.audit;

import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.LedgerEntry;
import dev.tengen.readmodel.TimelinePage;
import dev.tengen.readmodel.TournamentBook;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Every decision of a tournament's officials, read from the audit ledger (the same events, in the same order, as
 * the export) as {@link DecisionKinds} reads each, and placed on its round, board and player with the tournament
 * book's pairings ({@link DecisionPlaces}). No state of its own.
 */
public class DecisionLog {

    private final AuditLedger ledger;
    private final TournamentBook book;

    public DecisionLog(AuditLedger ledger, TournamentBook book) {
        this.ledger = ledger;
        this.book = book;
    }

    /** The tournament's decisions in ledger order; empty when there is no such tournament. */
    public Optional<List<Decision>> decisions(String tournamentId) {
        if (book.tournament(tournamentId).isEmpty()) {
            return Optional.empty();
        }
        DecisionPlaces places = new DecisionPlaces(book, tournamentId);
        List<Decision> decisions = new ArrayList<>();
        for (LedgerEntry entry : ledger.ledger(tournamentId)) {
            DecisionKinds.read(entry, places).ifPresent(decisions::add);
        }
        return Optional.of(decisions);
    }

    /**
     * A page of the tournament's timeline with each event that records a decision read as {@link #decisions} reads it,
     * and the decision's word for each event type the page's filter offers that records one (the word depends on the
     * type alone). The page's decisions read of the book only what they ask for, once. The caller has found the
     * tournament.
     */
    public DecidedTimeline timeline(String tournamentId, TimelinePage page) {
        DecisionPlaces places = new DecisionPlaces(book, tournamentId);
        List<TimelineEvent> events = page.events().stream()
                .map(e -> TimelineEvent.of(e, DecisionKinds.read(e, places).orElse(null))).toList();
        Map<String, String> words = new TreeMap<>();
        for (String type : page.kinds().keySet()) {
            DecisionKinds.word(type).ifPresent(word -> words.put(type, word));
        }
        return new DecidedTimeline(events, page.total(), page.next(), page.kinds(), words, page.games());
    }
}
