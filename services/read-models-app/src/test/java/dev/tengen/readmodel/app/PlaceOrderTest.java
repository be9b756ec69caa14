package dev.tengen.readmodel.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The order a tournament's kept events are folded in: as they happened, the stores' merge told apart by aggregate. */
class PlaceOrderTest {

    private static final Instant NINE = Instant.parse("2026-11-22T09:00:00Z");

    private static List<String> ordered(TournamentSources.Place... places) {
        List<TournamentSources.Place> list = new ArrayList<>(List.of(places));
        list.sort(TournamentSources.Place.HAPPENED);
        return list.stream().map(TournamentSources.Place::eventId).toList();
    }

    @Test
    void aGamesEventReadLateSortsBeforeTheTournamentsLaterEvents() {
        TournamentSources.Place roundTwo = new TournamentSources.Place("round-2", NINE.plusSeconds(11), "Tournament",
                "t-1", 7);
        TournamentSources.Place warning = new TournamentSources.Place("warning", NINE.plusMillis(10_500), "Game",
                "t-1-r1-b1", 2);

        assertEquals(List.of("warning", "round-2"), ordered(roundTwo, warning));
    }

    @Test
    void atOneTimeTheAggregatesTypeThenItsIdThenTheSequenceDecide() {
        assertEquals(List.of("game-a-0", "game-a-1", "game-b-0", "tournament-0"), ordered(
                new TournamentSources.Place("tournament-0", NINE, "Tournament", "t-1", 0),
                new TournamentSources.Place("game-b-0", NINE, "Game", "b", 0),
                new TournamentSources.Place("game-a-1", NINE, "Game", "a", 1),
                new TournamentSources.Place("game-a-0", NINE, "Game", "a", 0)));
    }

    @Test
    void oneEventPublishedAgainUnderAnotherIdComesAfterTheSmallerId() {
        assertEquals(List.of("e-1", "e-2"), ordered(new TournamentSources.Place("e-2", NINE, "Game", "a", 1),
                new TournamentSources.Place("e-1", NINE, "Game", "a", 1)));
    }
}
