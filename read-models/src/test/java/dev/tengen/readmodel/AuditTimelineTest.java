package dev.tengen.readmodel;

import static dev.tengen.readmodel.Events.T;
import static dev.tengen.readmodel.Events.confirmed;
import static dev.tengen.readmodel.Events.created;
import static dev.tengen.readmodel.Events.minute;
import static dev.tengen.readmodel.Events.player;
import static dev.tengen.readmodel.Events.started;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.rules.Color;
import dev.tengen.tournament.Outcome;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The auditor's timeline: the ledger filtered by game, player, kind and time, a page at a time. */
class AuditTimelineTest {

    /** Stand-ins named as the arbitration events are: the ledger knows them by name. */
    record VoteCast(String appealId, String tournamentId, String member, String by, Instant at) {
    }

    record AppealRuled(String appealId, String tournamentId, String by, Instant at) {
    }

    private final AuditLedger ledger = new AuditLedger();
    private final GameStarted annBlack = started("g11", 1, 1, "ann", "bo");
    private final GameStarted carlBlack = started("g12", 1, 2, "carl", "dee");

    private void feed(String aggregate, long sequence, Object payload) {
        ledger.on(payload, new GenericDomainEventMessage<>("Aggregate", aggregate, sequence, payload));
    }

    private static MovePlayed move(String game, int number, Color color, String point) {
        return new MovePlayed(game, T, number, color, point, List.of(), "referee", minute(20 + number));
    }

    private List<Long> sequences(TimelineFilter filter) {
        return ledger.timeline(T, filter, 0, 100).events().stream().map(LedgerEntry::sequence).toList();
    }

    @BeforeEach
    void aRoundWithTwoGames() {
        feed(T, 0, created(T, "Seoul Open", 0));                                        // 1
        feed(T, 1, player("ann", "Ann", "3d"));                                           // 2
        feed(T, 2, player("bo", "Bo", "2d"));                                             // 3
        feed(T, 3, player("carl", "Carl", "1d"));                                         // 4
        feed(T, 4, player("dee", "Dee", "1k"));                                           // 5
        feed("g11", 0, annBlack);                                                         // 6
        feed("g12", 0, carlBlack);                                                        // 7
        feed("g11", 1, move("g11", 1, Color.BLACK, "Q16"));                               // 8
        feed("g11", 2, move("g11", 2, Color.WHITE, "D4"));                                // 9
        feed("g11", 3, new WarningIssued("g11", T, Color.WHITE, 1, "ko", "Korean 2016 art. 7", "referee",
                minute(25)));                                                             // 10
        feed("g12", 1, move("g12", 1, Color.BLACK, "R4"));                                // 11
        feed("g11", 4, confirmed(annBlack, Outcome.BLACK_WINS, "B+R"));                   // 12
    }

    @Test
    void aGameShowsItsOwnEventsOnly() {
        assertEquals(List.of(6L, 8L, 9L, 10L, 12L), sequences(new TimelineFilter("g11", null, Set.of(), null, null)));
    }

    @Test
    void aPlayerShowsTheirRegistrationTheirMovesTheirWarningsAndTheirGamesButNotTheOpponentsMoves() {
        assertEquals(List.of(3L, 6L, 9L, 10L, 12L), sequences(new TimelineFilter(null, "bo", Set.of(), null, null)));
    }

    @Test
    void aGameStartedAgainWithAnotherPlayerGivesItsLaterMovesToThatPlayer() {
        feed("g11", 5, started("g11", 1, 1, "carl", "bo"));                               // 13
        feed("g11", 6, move("g11", 3, Color.BLACK, "C3"));                               // 14

        assertEquals(List.of(2L, 6L, 8L, 12L), sequences(new TimelineFilter(null, "ann", Set.of(), null, null)));
        assertEquals(List.of(4L, 7L, 11L, 13L, 14L), sequences(new TimelineFilter(null, "carl", Set.of(), null, null)));
    }

    @Test
    void kindsFilterByEventNameAndEachKindIsCountedUnderTheOtherCriteria() {
        TimelinePage page = ledger.timeline(T, new TimelineFilter("g11", null, Set.of("MovePlayed"), null, null), 0, 100);

        assertEquals(List.of(8L, 9L), page.events().stream().map(LedgerEntry::sequence).toList());
        assertEquals(2, page.total());
        assertEquals(Map.of("GameStarted", 1, "MovePlayed", 2, "WarningIssued", 1, "ResultConfirmed", 1), page.kinds());
    }

    @Test
    void aTimeRangeIncludesItsStartAndExcludesItsEnd() {
        assertEquals(List.of(9L, 10L), sequences(new TimelineFilter("g11", null, Set.of(), minute(22), minute(26))));
    }

    @Test
    void pagesFollowOneAnotherFromTheSequenceAskedAfter() {
        TimelinePage first = ledger.timeline(T, TimelineFilter.EVERYTHING, 0, 5);
        TimelinePage second = ledger.timeline(T, TimelineFilter.EVERYTHING, first.next(), 5);
        TimelinePage last = ledger.timeline(T, TimelineFilter.EVERYTHING, second.next(), 5);

        assertEquals(List.of(1L, 2L, 3L, 4L, 5L), first.events().stream().map(LedgerEntry::sequence).toList());
        assertEquals(5L, first.next());
        assertEquals(List.of(6L, 7L, 8L, 9L, 10L), second.events().stream().map(LedgerEntry::sequence).toList());
        assertEquals(List.of(11L, 12L), last.events().stream().map(LedgerEntry::sequence).toList());
        assertNull(last.next());
        assertEquals(12, last.total());
    }

    @Test
    void theGamesAreOfferedWithTheirRoundBoardAndPlayers() {
        assertEquals(List.of(new TimelinePage.TimelineGame("g11", 1, 1, "ann", "bo"),
                new TimelinePage.TimelineGame("g12", 1, 2, "carl", "dee")), ledger.timeline(T, TimelineFilter.EVERYTHING, 0, 1).games());
    }

    @Test
    void aVoteStaysOutOfTheTimelineUntilTheRuling() {
        feed("p-appeal", 0, new VoteCast("p-appeal", T, "kim", "kim", minute(40)));        // 13
        assertEquals(List.of(), sequences(new TimelineFilter(null, null, Set.of("VoteCast"), null, null)));

        feed("p-appeal", 1, new AppealRuled("p-appeal", T, "tanaka", minute(45)));         // 14
        assertEquals(List.of(13L), sequences(new TimelineFilter(null, null, Set.of("VoteCast"), null, null)));
    }
}
