package dev.tengen.tournament.service.web;

import dev.tengen.tournament.service.api.EventDetails;
import java.util.Optional;

/**
 * When and where an event is held as the public record shows it. The deployment says where it is read (in the
 * embedded platform, the tournament book the public pages read).
 */
public interface PublishedDetails {

    /** The event's details as last described; empty until the organizer describes them. */
    Optional<EventDetails> of(String tournamentId);
}
