package dev.tengen.readmodel.audit;

import dev.tengen.readmodel.TimelinePage;
import java.util.List;
import java.util.Map;

/**
 * A page of a tournament's timeline as the auditor reads it: the ledger's page ({@link TimelinePage}) with each event
 * that records an official's decision read as one, as {@link DecisionLog} reads it for the decisions' list.
 *
 * @param events the page's events, in ledger order
 * @param total how many events match the filter in the whole tournament
 * @param next the sequence to ask after for the next page; null on the last page
 * @param kinds for each event type, how many events match the filter's other criteria
 * @param decisions for each of those types that records a decision, the decision's word ({@link Decision#decision})
 * @param games the tournament's games, for choosing one
 */
public record DecidedTimeline(List<TimelineEvent> events, int total, Long next, Map<String, Integer> kinds,
        Map<String, String> decisions, List<TimelinePage.TimelineGame> games) {
}
