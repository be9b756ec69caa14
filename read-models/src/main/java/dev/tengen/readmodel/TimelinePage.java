package dev.tengen.readmodel;

import java.util.List;
import java.util.Map;

/**
 * One page of a tournament's timeline: the events matching a filter after a sequence number, oldest first.
 *
 * @param events at most the page's size, in ledger order
 * @param total how many events match the filter in the whole tournament
 * @param next the sequence to ask after for the next page; null on the last page
 * @param kinds for each event type, how many events match the filter's other criteria (the filter's own choices)
 * @param games the tournament's games, for choosing one
 */
public record TimelinePage(List<LedgerEntry> events, int total, Long next, Map<String, Integer> kinds,
        List<TimelineGame> games) {

    /** A game as the filter offers it: where it was played and by whom (player ids). */
    public record TimelineGame(String gameId, int round, int board, String black, String white) {
    }
}
