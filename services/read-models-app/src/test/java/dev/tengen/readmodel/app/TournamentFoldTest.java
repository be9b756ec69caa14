package dev.tengen.readmodel.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.rules.Color;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.RoundPublished;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.axonframework.eventhandling.AnnotationEventHandlerAdapter;
import org.axonframework.eventhandling.GenericEventMessage;
import org.junit.jupiter.api.Test;

/**
 * A tournament's book given only the events it lacks, or folded anew when an event came late and sorts before some it
 * applied. The events: Ann and Bo meet in round 1 (game g1, Ann Black) and round 2 (g2, Ann White), and Ann is warned
 * in each game; her sanctions list the warnings in the order the book applied them.
 */
class TournamentFoldTest {

    private static final Instant AT = Instant.parse("2026-11-22T09:00:00Z");

    /** An event as kept: its id and its payload. */
    private record Kept(String id, Object payload) {
    }

    private static final Kept CREATED = new Kept("e-created", new TournamentCreated("t-1", "Fold Open", "organizer", AT));
    private static final Kept CONFIGURED = new Kept("e-configured",
            new TournamentConfigured("t-1", "korean-2016", 19, 2, "swiss", "organizer", AT));
    private static final Kept ANN = new Kept("e-ann",
            new PlayerRegistered("t-1", "ann", "Ann Lee", "4d", "Seoul Baduk", "KR", "organizer", AT));
    private static final Kept BO = new Kept("e-bo",
            new PlayerRegistered("t-1", "bo", "Bo Park", "3d", "Seoul Baduk", "KR", "organizer", AT));
    private static final Kept ROUND_1 = new Kept("e-round-1", new RoundPublished("t-1", 1, "korean-2016", "incheon-2013",
            19, List.of(new PairedGame(1, "g1", "ann", "bo", 0, 6.5)), List.of(), "organizer", AT));
    private static final Kept WARNING_1 = new Kept("e-warning-1",
            new WarningIssued("g1", "t-1", Color.BLACK, 1, "talking", "art. 27", "referee", AT));
    private static final Kept ROUND_2 = new Kept("e-round-2", new RoundPublished("t-1", 2, "korean-2016", "incheon-2013",
            19, List.of(new PairedGame(1, "g2", "bo", "ann", 0, 6.5)), List.of(), "organizer", AT));
    private static final Kept WARNING_2 = new Kept("e-warning-2",
            new WarningIssued("g2", "t-1", Color.WHITE, 1, "late", "art. 28", "referee", AT));

    /** What the applier was given, call by call. */
    private final List<List<String>> given = new ArrayList<>();

    private int fold(TournamentFold fold, Kept... ordered) {
        return fold.foldTo(List.of(ordered), Kept::id, (events, book) -> {
            given.add(events.stream().map(Kept::id).toList());
            AnnotationEventHandlerAdapter handler = new AnnotationEventHandlerAdapter(book);
            for (Kept e : events) {
                try {
                    handler.handle(GenericEventMessage.asEventMessage(e.payload()));
                } catch (Exception failed) {
                    throw new IllegalStateException(failed);
                }
            }
        });
    }

    private static List<String> annsSanctions(TournamentBook book) {
        return book.player("t-1", "ann").orElseThrow().sanctions();
    }

    @Test
    void eventsThatFollowThoseAppliedAreTheOnlyOnesGiven() {
        TournamentFold fold = new TournamentFold();
        fold(fold, CREATED, CONFIGURED, ANN, BO, ROUND_1, WARNING_1);

        int applied = fold(fold, CREATED, CONFIGURED, ANN, BO, ROUND_1, WARNING_1, ROUND_2, WARNING_2);

        assertEquals(2, applied);
        assertEquals(List.of("e-round-2", "e-warning-2"), given.get(1));
        assertEquals(8, fold.applied());
        assertEquals(List.of("round 1, board 1: warning: talking (art. 27)", "round 2, board 1: warning: late (art. 28)"),
                annsSanctions(fold.book()));
    }

    @Test
    void aLateEventThatSortsBeforeOnesAppliedFoldsTheTournamentAnew() {
        TournamentFold fold = new TournamentFold();
        fold(fold, CREATED, CONFIGURED, ANN, BO, ROUND_1, ROUND_2, WARNING_2);

        int applied = fold(fold, CREATED, CONFIGURED, ANN, BO, ROUND_1, WARNING_1, ROUND_2, WARNING_2);

        assertEquals(8, applied);
        assertEquals(List.of("e-created", "e-configured", "e-ann", "e-bo", "e-round-1", "e-warning-1", "e-round-2",
                "e-warning-2"), given.get(1));
        // in the order they happened, as a fold of all eight from the start gives them
        assertEquals(List.of("round 1, board 1: warning: talking (art. 27)", "round 2, board 1: warning: late (art. 28)"),
                annsSanctions(fold.book()));
    }

    @Test
    void theSameEventsAgainApplyNothing() {
        TournamentFold fold = new TournamentFold();
        fold(fold, CREATED, CONFIGURED, ANN, BO);

        assertEquals(0, fold(fold, CREATED, CONFIGURED, ANN, BO));
        assertEquals(List.of(), given.get(1));
    }

    @Test
    void aFoldWhoseEventFailedIsFoldedAnewNextTime() {
        TournamentFold fold = new TournamentFold();
        fold(fold, CREATED, CONFIGURED, ANN);

        assertThrows(IllegalStateException.class, () -> fold.foldTo(List.of(CREATED, CONFIGURED, ANN, BO), Kept::id,
                (events, book) -> {
                    throw new IllegalStateException("the event e-bo cannot be applied");
                }));

        assertEquals(0, fold.applied());
        assertEquals(4, fold(fold, CREATED, CONFIGURED, ANN, BO));
        assertEquals(2, fold.book().players("t-1").orElseThrow().size());
    }

    @Test
    void theAppliedAreHeldWhenTheOrderBeginsWithExactlyThem() {
        assertEquals(2, TournamentFold.held(List.of("a", "b"), List.of("a", "b", "c")));
        assertEquals(2, TournamentFold.held(List.of("a", "b"), List.of("a", "b")));
        assertEquals(0, TournamentFold.held(List.of(), List.of("a")));
    }

    @Test
    void theAppliedAreNotHeldWhenAnotherEventTakesOneOfTheirPlacesOrTheOrderIsShorter() {
        assertEquals(-1, TournamentFold.held(List.of("a", "c"), List.of("a", "b", "c")));
        assertEquals(-1, TournamentFold.held(List.of("b", "a"), List.of("a", "b")));
        assertEquals(-1, TournamentFold.held(List.of("a", "b", "c"), List.of("a", "b")));
    }
}
