package dev.tengen.tournament.app;

import dev.tengen.tournament.service.api.EventDescribed;
import dev.tengen.tournament.service.api.EventDetails;
import dev.tengen.tournament.service.web.PublishedDetails;
import jakarta.inject.Singleton;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;

/**
 * When and where each event is held, from the tournament's own events (EventDescribed; a later description replaces
 * the earlier one): in this deployment the public pages' book is another application's, so the tournament answers
 * {@link PublishedDetails} from its own store.
 */
@Singleton
@ProcessingGroup(EventDetailsBook.PROCESSING_GROUP)
public class EventDetailsBook implements PublishedDetails {

    static final String PROCESSING_GROUP = "event-details";

    private final Map<String, EventDetails> details = new ConcurrentHashMap<>();

    @EventHandler
    void on(EventDescribed described) {
        details.put(described.tournamentId(), described.details());
    }

    @Override
    public Optional<EventDetails> of(String tournamentId) {
        return Optional.ofNullable(details.get(tournamentId));
    }
}
