package dev.tengen.readmodel.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.arbitration.service.api.ProtestDecided;
import dev.tengen.arbitration.service.api.ProtestFiled;
import dev.tengen.arbitration.service.api.ProtestDecision;
import dev.tengen.arbitration.service.api.Sanction;
import dev.tengen.arbitration.service.api.SanctionDecided;
import dev.tengen.arbitration.service.api.SanctionRecommended;
import dev.tengen.conduct.AppealRules;
import dev.tengen.game.service.api.GameForfeited;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.PenaltyImposed;
import dev.tengen.game.service.api.PenaltyReviewed;
import dev.tengen.game.service.api.TurnLost;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.LedgerEntry;
import dev.tengen.readmodel.PairingView;
import dev.tengen.readmodel.PlayerView;
import dev.tengen.readmodel.RoundView;
import dev.tengen.readmodel.TimelineFilter;
import dev.tengen.readmodel.TimelinePage;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import dev.tengen.rules.Color;
import dev.tengen.tournament.service.api.ByeGranted;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.RoundPublished;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
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

    /** What a reading asked of the book and of the ledger, by method: a page must not copy the whole ledger. */
    private final List<String> reads = new ArrayList<>();

    private final TournamentBook book = new TournamentBook() {
        @Override
        public Optional<TournamentOverview> tournament(String tournamentId) {
            reads.add("book.tournament");
            return super.tournament(tournamentId);
        }

        @Override
        public Optional<RoundView> round(String tournamentId, int round) {
            reads.add("book.round");
            return super.round(tournamentId, round);
        }

        @Override
        public Optional<List<PairingView>> boards(String tournamentId) {
            reads.add("book.boards");
            return super.boards(tournamentId);
        }

        @Override
        public Optional<List<PlayerView>> players(String tournamentId) {
            reads.add("book.players");
            return super.players(tournamentId);
        }
    };
    private final AuditLedger ledger = new AuditLedger() {
        @Override
        public List<LedgerEntry> ledger(String tournamentId) {
            reads.add("ledger.ledger");
            return super.ledger(tournamentId);
        }
    };

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
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null),
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
        assertEquals(AppealRules.FILING_WINDOW_MINUTES, decided.facts().appealWindowMinutes(),
                "the window the sentence names, for another language");
    }

    @Test
    void anAcceptedProtestOpensNoAppealWindow() {
        happened(new ProtestDecided("p-1", "t-1", "g1", 1, 3, ProtestDecision.ACCEPTED, "Referee Han",
                "the judgment is reversed", "referee", AT));

        Decision decided = only("protest-decision");

        assertEquals("The referees (Referee Han) accepted the protest", decided.consequence());
        assertNull(decided.facts().appealWindowMinutes());
    }

    /**
     * A long timeline: Lee Sedol and Park Junghwan join and meet on board 1 of round 2 (game g2); g1 and g2 start, and
     * 120 moves are played on
     * g1 and g2, and among them every few moves a decision: warnings, penalties, lost turns, a forfeit, a warning in a
     * game opened by hand on no board, a protest and its rejection, a sanction against Lee by another spelling of his
     * name and its acceptance withdrawing him, Park's bye in round 3.
     */
    private void aLongTimeline() {
        happened(new PlayerRegistered("t-1", "lee", "Lee Sedol", "9p", "Hanguk Kiwon", "KR", "organizer", AT),
                new PlayerRegistered("t-1", "park", "Park Junghwan", "9p", "Hanguk Kiwon", "KR", "organizer", AT),
                new RoundPublished("t-1", 2, "korean-2016", "incheon-2013", 19,
                        List.of(new PairedGame(1, "g2", "lee", "park", 0, 6.5)), List.of(), "organizer", AT),
                new GameStarted("g1", "t-1", 1, 3, "kim", "cho", "korean-2016", "incheon-2013", 19, 0, 6.5, "td", AT),
                new GameStarted("g2", "t-1", 2, 1, "lee", "park", "korean-2016", "incheon-2013", 19, 0, 6.5, "td", AT));
        for (int n = 1; n <= 120; n++) {
            String game = n % 2 == 0 ? "g2" : "g1";
            Color color = n % 4 < 2 ? Color.BLACK : Color.WHITE;
            happened(new MovePlayed(game, "t-1", n, color, "D" + (1 + n % 19), List.of(), "player", AT.plusSeconds(n)));
            switch (n % 20) {
                case 3 -> happened(new WarningIssued(game, "t-1", color, n / 20 + 1, "talking", "art. 27", "referee", AT));
                case 7 -> happened(new PenaltyImposed(game, "t-1", color, 1.5, "phone rang", "art. 28", "referee", AT));
                case 11 -> happened(new TurnLost(game, "t-1", n + 1, color, "art. 12", "referee", AT));
                case 15 -> happened(new WarningIssued("hand-" + n, "t-1", color, 1, "talking", "art. 27", "referee", AT));
                default -> { }
            }
        }
        happened(new GameForfeited("g1", "t-1", Color.WHITE, "absent", "art. 14", "referee", AT),
                new ProtestFiled("p-1", "t-1", "g2", 2, 1, "Park Junghwan", "the ko was taken at once", "park", AT),
                new ProtestDecided("p-1", "t-1", "g2", 2, 1, ProtestDecision.REJECTED, "Referee Han",
                        "the judgment stands", "referee", AT),
                new SanctionRecommended("a-1", "t-1", "LEE  sedol", Sanction.DISQUALIFICATION, "ignored the ruling",
                        "art. 2.6", "committee", AT),
                new SanctionDecided("a-1", "t-1", 1, "LEE  sedol", Sanction.DISQUALIFICATION, true, "lee",
                        "serious disobedience", "art. 2.6", "td", AT),
                new ByeGranted("t-1", "park", 3, "asked for it", "organizer", AT));
    }

    @Test
    void everyPageOfALongTimelineReadsItsDecisionsAsTheDecisionsListDoes() {
        aLongTimeline();
        DecisionLog log = new DecisionLog(ledger, book);
        List<Decision> list = log.decisions("t-1").orElseThrow();
        Map<Long, Decision> bySequence = new HashMap<>();
        Map<String, String> wordByType = new HashMap<>();
        for (Decision decision : list) {
            bySequence.put(decision.sequence(), decision);
            wordByType.put(decision.event(), decision.decision());
        }
        assertEquals(30, list.size(), "6 warnings and penalties each, 6 lost turns, 6 warnings on no board, and 6 more");

        for (TimelineFilter filter : List.of(TimelineFilter.EVERYTHING,
                new TimelineFilter(null, "lee", Set.of(), null, null),
                new TimelineFilter(null, null, Set.of("MovePlayed", "TurnLost", "SanctionDecided"), null, null))) {
            int read = 0;
            int pages = 0;
            Long after = 0L;
            while (after != null) {
                TimelinePage page = ledger.timeline("t-1", filter, after, 7);
                DecidedTimeline timeline = log.timeline("t-1", page);
                for (TimelineEvent event : timeline.events()) {
                    assertEquals(bySequence.get(event.sequence()), event.decision(), "event " + event.sequence());
                }
                Map<String, String> offered = new TreeMap<>();
                page.kinds().keySet().stream().filter(wordByType::containsKey)
                        .forEach(type -> offered.put(type, wordByType.get(type)));
                assertEquals(offered, timeline.decisions(), "the page after " + after);
                read += page.events().size();
                pages++;
                after = page.next();
            }
            assertEquals(ledger.timeline("t-1", filter, 0, Integer.MAX_VALUE).total(), read, filter.toString());
            assertTrue(pages > 3, filter + " is read in " + pages + " pages");
        }
    }

    @Test
    void aPageCopiesNoLedgerAndReadsOfTheBookOnlyWhatItsDecisionsAsk() {
        aLongTimeline();
        DecisionLog log = new DecisionLog(ledger, book);
        TimelinePage moves = ledger.timeline("t-1", new TimelineFilter("g1", null, Set.of("MovePlayed"), null, null), 0, 10);
        reads.clear();

        DecidedTimeline read = log.timeline("t-1", moves);

        assertEquals(10, read.events().size());
        assertEquals(Map.of("GameForfeited", "forfeit", "PenaltyImposed", "penalty", "TurnLost", "turn-lost",
                "WarningIssued", "warning"), read.decisions(), "the words of the game's kinds of decision");
        assertEquals(List.of(), reads, "moves record no decision: nothing is read");

        TimelinePage warnings = ledger.timeline("t-1", new TimelineFilter(null, null, Set.of("WarningIssued"), null,
                null), 0, 100);
        reads.clear();
        log.timeline("t-1", warnings);
        assertEquals(List.of("book.boards", "book.players"), reads, "the boards and the names, once each, for 12 warnings");
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
