package dev.tengen.platform.tournament;

import dev.tengen.readmodel.TournamentBook;
import dev.tengen.tournament.service.api.EventDetails;
import dev.tengen.tournament.service.web.PublishedDetails;
import jakarta.inject.Singleton;
import java.util.Optional;

/** An event's details as the tournament book in this process shows them to the public pages. */
@Singleton
public class PublishedDetailsInProcess implements PublishedDetails {

    private final TournamentBook book;

    PublishedDetailsInProcess(TournamentBook book) {
        this.book = book;
    }

    @Override
    public Optional<EventDetails> of(String tournamentId) {
        return book.details(tournamentId);
    }
}
