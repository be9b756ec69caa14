package dev.tengen.readmodel.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.tengen.arbitration.service.api.ProtestDecided;
import dev.tengen.arbitration.service.api.ProtestDecision;
import dev.tengen.arbitration.service.api.Sanction;
import dev.tengen.arbitration.service.api.SanctionRecommended;
import dev.tengen.game.service.api.GameForfeited;
import dev.tengen.game.service.api.PenaltyImposed;
import dev.tengen.game.service.api.PenaltyReviewed;
import dev.tengen.game.service.api.TurnLost;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.rules.Color;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.RoundPublished;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.time.Instant;
import java.util.List;
import org.axonframework.eventhandling.AnnotationEventHandlerAdapter;
import org.axonframework.eventhandling.GenericEventMessage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Each decision's English sentence as it always read, and beside it the facts that sentence is made of, for a reader in
 * another language. The events: Kim Jiwon (Black) and Cho Minho (White) meet on board 3 of round 1 (game g1); Kim is
 * warned twice, Cho loses 2 points, Kim loses the turn at move 57, the Chief Referee concurs with the referee's
 * decision d-7, Cho forfeits; on another game the referees reject a protest, and the committee recommends a public
 * reprimand of Coach Yang.
 */
class DecisionLogTest {

    private static final Instant AT = Instant.parse("2026-11-21T10:00:00Z");

    private final TournamentBook book = new TournamentBook();
    private final AuditLedger ledger = new AuditLedger();

    private void happened(Object... events) {
        AnnotationEventHandlerAdapter toBook = new AnnotationEventHandlerAdapter(book);
        AnnotationEventHandlerAdapter toLedger = new AnnotationEventHandlerAdapter(ledger);
        for (Object event : events) {
            try {
                toBook.handle(GenericEventMessage.asEventMessage(event));
                toLedger.handle(GenericEventMessage.asEventMessage(event));
            } catch (Exception failed) {
                throw new IllegalStateException(failed);
            }
        }
    }

    @BeforeEach
    void pairKimAndCho() {
        happened(new TournamentCreated("t-1", "Autumn Open", "organizer", AT),
                new TournamentConfigured("t-1", "korean-2016", 19, 3, "swiss", "organizer", AT),
                new PlayerRegistered("t-1", "kim", "Kim Jiwon", "3d", "Seoul Baduk", "KR", "organizer", AT),
                new PlayerRegistered("t-1", "cho", "Cho Minho", "3d", "Busan Baduk", "KR", "organizer", AT),
                new RoundPublished("t-1", 1, "korean-2016", "incheon-2013", 19,
                        List.of(new PairedGame(3, "g1", "kim", "cho", 0, 6.5)), List.of(), "organizer", AT));
    }

    private Decision only(String kind) {
        List<Decision> decisions = new DecisionLog(ledger, book).decisions("t-1").orElseThrow().stream()
                .filter(d -> d.decision().equals(kind)).toList();
        assertEquals(1, decisions.size(), kind);
        return decisions.get(0);
    }

    @Test
    void aWarningNamesTheColourAndTheWarningsNumber() {
        happened(new WarningIssued("g1", "t-1", Color.BLACK, 2, "talking", "art. 27", "referee", AT));

        Decision warning = only("warning");

        assertEquals("Kim Jiwon is warned: warning 2 in this game", warning.consequence());
        assertEquals("Kim Jiwon", warning.playerName());
        assertEquals(Color.BLACK, warning.facts().color());
        assertEquals(2, warning.facts().count());
        assertNull(warning.facts().points());
    }

    @Test
    void aPenaltyNamesThePointsTakenOff() {
        happened(new PenaltyImposed("g1", "t-1", Color.WHITE, 2, "phone rang", "art. 28", "referee", AT));

        Decision penalty = only("penalty");

        assertEquals("2 points taken off Cho Minho's score at the count", penalty.consequence());
        assertEquals(Color.WHITE, penalty.facts().color());
        assertEquals(2.0, penalty.facts().points());
    }

    @Test
    void aLostTurnNamesTheMoveThatIsAPass() {
        happened(new TurnLost("g1", "t-1", 57, Color.BLACK, "art. 12", "referee", AT));

        Decision turn = only("turn-lost");

        assertEquals("Kim Jiwon loses the turn: move 57 of the record is a pass", turn.consequence());
        assertEquals(Color.BLACK, turn.facts().color());
        assertEquals(57, turn.facts().move());
    }

    @Test
    void aForfeitNamesTheLosersColourOnly() {
        happened(new GameForfeited("g1", "t-1", Color.WHITE, "absent", "art. 14", "referee", AT));

        Decision forfeit = only("forfeit");

        assertEquals("Cho Minho loses the game by forfeit", forfeit.consequence());
        assertEquals(new DecisionFacts(Color.WHITE, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null),
                forfeit.facts());
    }

    @Test
    void theChiefRefereesReviewSaysWhetherHeConcursAndWithWhichDecision() {
        happened(new PenaltyReviewed("g1", "t-1", "d-7", true, "as proposed", "art. 30", "chief", AT));

        Decision review = only("penalty-review");

        assertEquals("The Chief Referee concurs with the referee's proposed penalty (decision d-7)",
                review.consequence());
        assertEquals(true, review.facts().concurred());
        assertEquals("d-7", review.facts().reviewed());
    }

    @Test
    void aProtestsDecisionNamesTheRefereesAndWhatTheyDecided() {
        happened(new ProtestDecided("p-1", "t-1", "g1", 1, 3, ProtestDecision.REJECTED, "Referee Han",
                "the judgment stands", "referee", AT));

        Decision decided = only("protest-decision");

        assertEquals("The referees (Referee Han) rejected the protest; an appeal may be handed in within 15 minutes",
                decided.consequence());
        assertEquals("rejected", decided.facts().protestDecision());
        assertEquals("Referee Han", decided.facts().referees());
    }

    @Test
    void aRecommendedSanctionNamesItsWordAndWhomItIsAgainst() {
        happened(new SanctionRecommended("a-1", "t-1", "Coach Yang", Sanction.PUBLIC_REPRIMAND, "ignored the ruling",
                "art. 2.6", "committee", AT));

        Decision recommended = only("sanction-recommended");

        assertEquals("The Arbitration Committee recommends to the Technical Delegate a public reprimand of Coach Yang",
                recommended.consequence());
        assertEquals("public-reprimand", recommended.facts().sanction());
        assertEquals("Coach Yang", recommended.facts().against());
        assertNull(recommended.facts().color());
    }
}
