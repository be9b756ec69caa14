package dev.tengen.readmodel;

import static dev.tengen.readmodel.Events.T;
import static dev.tengen.readmodel.Events.confirmed;
import static dev.tengen.readmodel.Events.configured;
import static dev.tengen.readmodel.Events.created;
import static dev.tengen.readmodel.Events.minute;
import static dev.tengen.readmodel.Events.player;
import static dev.tengen.readmodel.Events.started;
import static dev.tengen.readmodel.Events.withdrawn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.PenaltyImposed;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.rules.Color;
import dev.tengen.tournament.service.api.ByeGranted;
import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.TournamentClosed;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.PairingParameters;
import dev.tengen.tournament.service.api.ResultRecorded;
import dev.tengen.tournament.service.api.RoundBye;
import dev.tengen.tournament.service.api.RoundPaired;
import dev.tengen.tournament.service.api.RoundPublished;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.UnplayedRoundValues;
import dev.tengen.tournament.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Four players, two rounds: round 1 Ann (B) beats Bo, Dan (B) loses to Cy; round 2 Ann (B) beats Cy, Dan (B)
 * loses to Bo. After round 2 Ann has 2 wins, Bo and Cy 1, Dan 0, and every SOS is 2 (expected values by hand).
 */
class TournamentBookTest {

    private final TournamentBook book = new TournamentBook();

    private void fourPlayersTwoRounds(String ruleSet) {
        fourPlayersTwoRounds(configured(ruleSet, "swiss"));
    }

    private void fourPlayersTwoRounds(TournamentConfigured configuration) {
        book.on(created(T, "Seoul Open", 0));
        book.on(configuration);
        book.on(player("ann", "Ann", "3d"));
        book.on(player("bo", "Bo", "2d"));
        book.on(player("cy", "Cy", "1d"));
        book.on(player("dan", "Dan", "1k"));
        play(started("g11", 1, 1, "ann", "bo"), Outcome.BLACK_WINS, "B+R");
        play(started("g12", 1, 2, "dan", "cy"), Outcome.WHITE_WINS, "W+2.5");
        play(started("g21", 2, 1, "ann", "cy"), Outcome.BLACK_WINS, "B+R");
        play(started("g22", 2, 2, "dan", "bo"), Outcome.WHITE_WINS, "W+R");
    }

    private void play(GameStarted game, Outcome outcome, String result) {
        book.on(game);
        book.on(confirmed(game, outcome, result));
    }

    @Test
    void theListShowsEachTournamentWithItsConfigurationAndCounts() {
        fourPlayersTwoRounds("korean-2016");
        book.on(created("t-0", "Older Cup", -5));

        List<TournamentOverview> list = book.tournaments();

        assertEquals(List.of("Older Cup", "Seoul Open"), list.stream().map(TournamentOverview::name).toList());
        TournamentOverview open = list.get(1);
        assertEquals("korean-2016", open.ruleSet());
        assertEquals("swiss", open.pairingSystem());
        assertEquals(4, open.players());
        assertEquals(2, open.roundsPaired());
        assertEquals(4, open.gamesFinished());
        assertEquals(0, open.gamesInPlay());
    }

    @Test
    void aTournamentsOverviewReadBeforeAChangeShowsTheChangeWhenReadAgain() {
        threePlayers(configured("korean-2016", "swiss"));
        assertEquals(3, book.tournament(T).orElseThrow().players());
        GameStarted game = started("g11", 1, 1, "ann", "bo");
        book.on(game);

        TournamentOverview started = book.tournaments().getFirst();
        assertEquals(1, started.gamesInPlay());
        assertEquals(1, started.roundsPaired());

        book.on(confirmed(game, Outcome.BLACK_WINS, "B+R"));
        book.on(withdrawn("cy", "ill"));
        book.on(new OfficialAppointed(T, "kim", "referee", "Kim", "KR", "td", minute(20)));
        book.on(new TournamentClosed(T, 1, "td", minute(30)));

        TournamentOverview after = book.tournaments().getFirst();
        assertEquals(0, after.gamesInPlay());
        assertEquals(1, after.gamesFinished());
        assertEquals(1, after.withdrawn());
        assertEquals(List.of("referee: Kim"), after.officials());
        assertTrue(after.closed());
        assertEquals(after, book.tournament(T).orElseThrow(), "the list and the tournament's own page agree");
    }

    @Test
    void egfStandingsAfterRoundTwoPlaceByWinsThenSosThenSosos() {
        fourPlayersTwoRounds("korean-2016");

        StandingsView standings = book.standings(T, null).orElseThrow();

        assertEquals(2, standings.afterRound());
        assertEquals(List.of("NBW", "SOS", "SOSOS"), standings.criteria());
        assertEquals(List.of("ann", "bo", "cy", "dan"), standings.rows().stream().map(StandingRow::playerId).toList());
        assertEquals(List.of(1, 2, 2, 4), standings.rows().stream().map(StandingRow::place).toList());
        assertEquals(List.of(2.0, 2.0, 4.0), standings.rows().get(0).values());
        assertEquals(List.of(1.0, 2.0, 4.0), standings.rows().get(1).values());
        assertTrue(standings.rows().get(1).shared());
        assertEquals(List.of(0.0, 2.0, 4.0), standings.rows().get(3).values());
    }

    @Test
    void standingsAfterRoundOneCountOnlyRoundOne() {
        fourPlayersTwoRounds("korean-2016");

        StandingsView standings = book.standings(T, 1).orElseThrow();

        // Ann and Cy: 1 win, SOS 0 (the beaten opponent has 0), SOSOS 1; Bo and Dan: 0, 1, 0.
        assertEquals(List.of("ann", "cy", "bo", "dan"), standings.rows().stream().map(StandingRow::playerId).toList());
        assertEquals(List.of(1, 1, 3, 3), standings.rows().stream().map(StandingRow::place).toList());
        assertEquals(List.of(1.0, 0.0, 1.0), standings.rows().get(0).values());
        assertEquals(List.of(0.0, 1.0, 0.0), standings.rows().get(2).values());
    }

    @Test
    void chineseStandingsCountTwoPointsAWinAndPlaceFewerWarningsHigher() {
        fourPlayersTwoRounds(new TournamentConfigured(T, "chinese-2002", 19, 5, "swiss", "organizer", minute(1),
                "chinese-2002", 7.5, null, null, List.of("CHINESE_POINTS", "OPPONENTS_POINTS", "WARNINGS")));
        book.on(new WarningIssued("g12", T, Color.WHITE, 1, "talking", "Chinese 2002 art. 24.1", "referee", minute(13)));

        StandingsView standings = book.standings(T, 2).orElseThrow();

        assertEquals(List.of("CHINESE_POINTS", "OPPONENTS_POINTS", "WARNINGS"), standings.criteria());
        // Points 4, 2, 2, 0; opponents' points all 4; Cy's warning puts Bo ahead.
        assertEquals(List.of("ann", "bo", "cy", "dan"), standings.rows().stream().map(StandingRow::playerId).toList());
        assertEquals(List.of(1, 2, 3, 4), standings.rows().stream().map(StandingRow::place).toList());
        assertEquals(List.of(2.0, 4.0, -1.0), standings.rows().get(2).values());
        PlayerView cy = book.player(T, "cy").orElseThrow();
        assertEquals(1, cy.warnings());
        assertEquals(List.of("round 1, board 2: warning: talking (Chinese 2002 art. 24.1)"), cy.sanctions());
    }

    @Test
    void theCrosstableNamesOpponentsByPlaceResultAndColour() {
        fourPlayersTwoRounds("korean-2016");

        CrosstableView table = book.crosstable(T, null).orElseThrow();

        assertEquals(2, table.rounds());
        assertEquals(List.of("2+b", "2+b"), table.rows().get(0).cells());
        assertEquals("bo", table.rows().get(1).playerId());
        assertEquals(List.of("1-w", "4+w"), table.rows().get(1).cells());
        assertEquals(List.of("2-b", "2-b"), table.rows().get(3).cells());
        // the same rounds as OpenGotha writes them, for the public page, the API and the printed crosstable
        assertEquals(List.of("1-/w", "4+/w"), table.rows().get(1).results());
    }

    @Test
    void aRoundListsItsBoardsWithNamesAndResults() {
        fourPlayersTwoRounds("korean-2016");

        RoundView round = book.round(T, 1).orElseThrow();

        assertEquals(2, round.pairings().size());
        PairingView second = round.pairings().get(1);
        assertEquals(2, second.board());
        assertEquals("Dan", second.blackName());
        assertEquals("Cy", second.whiteName());
        assertEquals("W+2.5", second.result());
        assertEquals("WHITE_WINS", second.outcome());
        assertEquals(List.of(), round.byes());
    }

    @Test
    void aStartedGameIsPendingAndAnActivePlayerWithoutABoardIsListedUnpaired() {
        book.on(created(T, "Seoul Open", 0));
        book.on(player("ann", "Ann", "3d"));
        book.on(player("bo", "Bo", "2d"));
        book.on(player("cy", "Cy", "1d"));
        book.on(player("dan", "Dan", "1k"));
        book.on(withdrawn("dan", "ill"));
        book.on(started("g11", 1, 1, "ann", "bo"));

        RoundView round = book.round(T, 1).orElseThrow();

        assertNull(round.pairings().get(0).result());
        assertEquals("PENDING", round.pairings().get(0).outcome());
        assertEquals(List.of(new RoundView.ByeView("cy", "Cy", "not-paired", "")), round.byes());
        assertEquals(1, book.tournament(T).orElseThrow().gamesInPlay());
    }

    @Test
    void aPlayerRecordListsGamesResultsAndColours() {
        fourPlayersTwoRounds("korean-2016");

        PlayerRecord bo = book.record(T, "bo").orElseThrow();

        assertEquals(1, bo.wins());
        assertEquals(1, bo.losses());
        assertEquals(0, bo.asBlack());
        assertEquals(2, bo.asWhite());
        assertEquals(List.of("loss", "win"), bo.games().stream().map(RecordLine::result).toList());
        assertEquals(List.of("Ann", "Dan"), bo.games().stream().map(RecordLine::opponentName).toList());
        assertNull(bo.duan(), "an amateur has no Duan promotion points");
    }

    @Test
    void aWithdrawnPlayerStaysListedWithTheReason() {
        fourPlayersTwoRounds("korean-2016");
        book.on(withdrawn("dan", "ill"));

        PlayerView dan = book.player(T, "dan").orElseThrow();

        assertTrue(dan.withdrawn());
        assertEquals("ill", dan.withdrawalReason());
        assertEquals(4, book.standings(T, null).orElseThrow().rows().size());
        assertFalse(book.player(T, "ann").orElseThrow().withdrawn());
    }

    @Test
    void professionalsGetTable4DuanPoints() {
        book.on(created(T, "Promotion", 0));
        book.on(configured("chinese-2002", "round-robin"));
        book.on(player("p5", "Five", "5p"));
        book.on(player("p7", "Seven", "7p"));
        play(started("g", 1, 1, "p5", "p7"), Outcome.BLACK_WINS, "B+R");

        // Table 4: beating an opponent two Duan higher earns 100; losing to one two Duan lower earns 20.
        DuanView five = book.record(T, "p5").orElseThrow().duan();
        DuanView seven = book.record(T, "p7").orElseThrow().duan();

        assertEquals(List.of(100), five.points());
        assertEquals(100, five.total());
        assertNull(five.promotedTo(), "one game is short of the 16 duty games of 5 Duan");
        assertEquals(List.of(20), seven.points());
    }

    @Test
    void unknownTournamentsAndPlayersAreEmpty() {
        fourPlayersTwoRounds("korean-2016");

        assertTrue(book.tournament("nope").isEmpty());
        assertTrue(book.standings("nope", null).isEmpty());
        assertTrue(book.record(T, "nobody").isEmpty());
    }

    @Test
    void aResetForgetsEverythingForTheReplay() {
        fourPlayersTwoRounds("korean-2016");

        book.forgetEverything();

        assertEquals(List.of(), book.tournaments());
    }

    private void threePlayers(TournamentConfigured configuration) {
        book.on(created(T, "Small Open", 0));
        book.on(configuration);
        book.on(player("ann", "Ann", "3d"));
        book.on(player("bo", "Bo", "2d"));
        book.on(player("cy", "Cy", "1k"));
    }

    private static TournamentConfigured configuredWith(String pairingSystem, PairingParameters parameters,
            List<String> criteria) {
        return new TournamentConfigured(T, "korean-2016", 19, 3, pairingSystem, "organizer", minute(1), "incheon-2013",
                6.5, null, parameters, criteria);
    }

    private static RoundPublished published(int round, List<PairedGame> games, List<RoundBye> byes) {
        return new RoundPublished(T, round, "korean-2016", "korean-2013", 19, games, byes, "td", minute(10 * round));
    }

    private static ResultRecorded recorded(int round, PairedGame game, Outcome outcome, String result) {
        return new ResultRecorded(T, round, game.board(), game.gameId(), game.black(), game.white(), outcome, false,
                result, "", "td", minute(10 * round + 5));
    }

    @Test
    void aGameOpenedByHandNeverTakesAPublishedBoardNorOpensARoundBeyondTheLast() {
        threePlayers(configured("korean-2016", "swiss"));
        PairedGame board1 = new PairedGame(1, "t-1-r1-b1", "ann", "bo", 0, 6.5);
        book.on(published(1, List.of(board1), List.of(new RoundBye("cy", RoundBye.PAIRING_BYE, "odd field"))));
        book.on(started("t-1-r1-b1", 1, 1, "ann", "bo"));
        // an organizer opens a game by hand naming round 1, board 1 (POST /games), and one naming round 9 of 5
        GameStarted intruder = started("hand-1", 1, 1, "intruder", "ghost");
        GameStarted beyond = started("hand-9", 9, 1, "ann", "bo");
        play(intruder, Outcome.WHITE_WINS, "W+R");
        play(beyond, Outcome.BLACK_WINS, "B+R");

        PairingView board = book.round(T, 1).orElseThrow().pairings().getFirst();
        assertEquals(List.of("t-1-r1-b1", "ann", "bo", "PENDING"),
                List.of(board.gameId(), board.black(), board.white(), board.outcome()));
        assertEquals(1, book.tournament(T).orElseThrow().roundsPaired(), "no round 9 of a 5-round tournament");
        assertTrue(book.round(T, 9).isEmpty() || book.round(T, 9).orElseThrow().pairings().isEmpty());
        assertEquals(1, book.tournament(T).orElseThrow().gamesInPlay(), "the board's own game is still in play");
    }

    @Test
    void theBoardsArePublishedRoundsBoardsWithTheGamesThatStandForThem() {
        threePlayers(configured("korean-2016", "swiss"));
        PairedGame board1 = new PairedGame(1, "t-1-r1-b1", "ann", "bo", 0, 6.5);
        book.on(published(1, List.of(board1), List.of(new RoundBye("cy", RoundBye.PAIRING_BYE, "odd field"))));
        book.on(new RoundPaired(T, 2, "swiss", List.of(new PairedGame(1, "t-1-r2-b1", "bo", "cy", 0, 6.5)), List.of(),
                List.of(), "td", minute(19)));
        book.on(started("t-1-r1-b1", 1, 1, "ann", "bo"));
        book.on(started("hand-1", 1, 1, "intruder", "ghost"));

        assertEquals(List.of("t-1-r1-b1"), book.boards(T).orElseThrow().stream().map(PairingView::gameId).toList(),
                "round 1's board with its own game; round 2 is a draft");
        assertTrue(book.boards("no-such-tournament").isEmpty());
    }

    @Test
    void aPairedRoundIsNotPublicUntilPublished() {
        threePlayers(configured("korean-2016", "swiss"));
        PairedGame board1 = new PairedGame(1, "t-1-r1-b1", "ann", "bo", 0, 6.5);
        List<RoundBye> bye = List.of(new RoundBye("cy", RoundBye.PAIRING_BYE, "odd field"));
        book.on(new RoundPaired(T, 1, "swiss", List.of(board1), bye, List.of(), "td", minute(9)));

        assertFalse(book.round(T, 1).orElseThrow().published());
        assertEquals(List.of(), book.round(T, 1).orElseThrow().pairings());

        book.on(published(1, List.of(board1), bye));

        RoundView round = book.round(T, 1).orElseThrow();
        assertTrue(round.published());
        assertEquals("t-1-r1-b1", round.pairings().get(0).gameId());
        assertEquals(List.of(new RoundView.ByeView("cy", "Cy", "pairing-bye", "odd field")), round.byes());
    }

    @Test
    void aPairingByeScoresAWinInEgfStandingsAndTheRecordedResultCounts() {
        threePlayers(configured("korean-2016", "swiss"));
        PairedGame board1 = new PairedGame(1, "t-1-r1-b1", "ann", "bo", 0, 6.5);
        book.on(published(1, List.of(board1), List.of(new RoundBye("cy", RoundBye.PAIRING_BYE, "odd field"))));
        book.on(recorded(1, board1, Outcome.WHITE_WINS, "W+R"));

        StandingsView standings = book.standings(T, null).orElseThrow();

        // EGF: Bo beat Ann (1), Cy's bye is worth a win (1), Ann 0. SOS: Bo 0 (Ann), Cy 0 (no opponent), Ann 1.
        // SOSOS: Bo 1 (Ann's SOS), Cy 0 (a virtual opponent at his start score 0), Ann 0 (Bo's SOS).
        assertEquals(1, standings.afterRound());
        assertEquals(List.of("bo", "cy", "ann"), standings.rows().stream().map(StandingRow::playerId).toList());
        assertEquals(List.of(1.0, 0.0, 1.0), standings.rows().get(0).values());
        assertEquals(List.of(1.0, 0.0, 0.0), standings.rows().get(1).values());
        assertEquals(List.of(0.0, 1.0, 0.0), standings.rows().get(2).values());
        assertEquals("0", book.crosstable(T, null).orElseThrow().rows().get(1).cells().get(0));
    }

    @Test
    void theConfiguredCriteriaOrderTheStandings() {
        threePlayers(configuredWith("swiss", PairingParameters.DEFAULTS, List.of("NBW", "SODOS")));
        PairedGame board1 = new PairedGame(1, "t-1-r1-b1", "ann", "bo", 0, 6.5);
        book.on(published(1, List.of(board1), List.of()));
        book.on(recorded(1, board1, Outcome.BLACK_WINS, "B+R"));

        StandingsView standings = book.standings(T, 1).orElseThrow();

        assertEquals(List.of("NBW", "SODOS"), standings.criteria());
        assertEquals("Placed by NBW, SODOS", standings.placement());
        assertNull(standings.note());
        assertEquals(List.of(1.0, 0.0), standings.rows().get(0).values());
    }

    @Test
    void mcMahonScoresStartFromRankBetweenFloorAndBar() {
        // Bar 2d, floor 1k, zero 1k: Ann (3d) starts at the bar, 2d - 1k = 2; Bo (2d) 2; Cy (1k) 0.
        PairingParameters parameters = new PairingParameters(null, null, null, null, "2d", "1k", "1k", null, null, null);
        threePlayers(configuredWith("mcmahon", parameters, List.of("MMS", "SOS")));
        PairedGame board1 = new PairedGame(1, "t-1-r1-b1", "bo", "cy", 0, 6.5);
        book.on(published(1, List.of(board1), List.of(new RoundBye("ann", RoundBye.PAIRING_BYE, "odd field"))));
        book.on(recorded(1, board1, Outcome.WHITE_WINS, "W+R"));

        StandingsView standings = book.standings(T, 1).orElseThrow();

        // MMS: Ann 2 + 1 (bye), Bo 2 (lost), Cy 1 (won). SOS: Ann 2 (own start score), Bo 1 (Cy), Cy 2 (Bo).
        assertEquals(List.of("ann", "bo", "cy"), standings.rows().stream().map(StandingRow::playerId).toList());
        assertEquals(List.of(3.0, 2.0), standings.rows().get(0).values());
        assertEquals(List.of(2.0, 1.0), standings.rows().get(1).values());
        assertEquals(List.of(1.0, 2.0), standings.rows().get(2).values());
    }

    @Test
    void aPenaltyIsCountedAgainstThePlayerOfItsColour() {
        fourPlayersTwoRounds("chinese-2002");
        book.on(new PenaltyImposed("g21", T, Color.BLACK, 2, "second warning", "Chinese 2002 art. 24.1", "referee",
                minute(22)));

        PlayerView ann = book.player(T, "ann").orElseThrow();

        assertEquals(1, ann.penalties());
        assertEquals(0, ann.warnings());
        assertEquals(List.of("round 2, board 1: penalty of 2.0 points: second warning (Chinese 2002 art. 24.1)"),
                ann.sanctions());
    }

    @Test
    void playersNeverPairedAreListedApartAndLeftOutOfThePlaces() {
        threePlayers(configuredWith("swiss", PairingParameters.DEFAULTS, List.of("NBW", "SOS")));
        book.on(player("dee", "Dee", "5k"));
        PairedGame board1 = new PairedGame(1, "t-1-r1-b1", "ann", "bo", 0, 6.5);
        book.on(published(1, List.of(board1), List.of(new RoundBye("cy", RoundBye.PAIRING_BYE, "odd field"),
                new RoundBye("dee", RoundBye.NOT_PAIRED, "not paired by the director: did not come"))));
        book.on(recorded(1, board1, Outcome.BLACK_WINS, "B+R"));

        StandingsView standings = book.standings(T, 1).orElseThrow();

        assertEquals(List.of("ann", "cy", "bo"), standings.rows().stream().map(StandingRow::playerId).toList());
        assertEquals(List.of(new RegisteredPlayer("dee", "Dee", "5k", "Seoul Baduk")), standings.registeredOnly());
        assertEquals(3, book.crosstable(T, 1).orElseThrow().rows().size());
        assertEquals(standings.registeredOnly(), book.crosstable(T, 1).orElseThrow().registeredOnly());
    }

    @Test
    void sosOnMcMahonScoresIsCorrectedByTheHandicapGiven() {
        // Bar 2d, floor 1k, zero 1k: Bo (2d) starts at 2, Cy (1k) at 0; Bo gives Cy two stones and loses
        PairingParameters parameters = new PairingParameters(null, null, null, null, "2d", "1k", "1k", null, null, null);
        threePlayers(configuredWith("mcmahon", parameters, List.of("MMS", "SOSM")));
        PairedGame board1 = new PairedGame(1, "t-1-r1-b1", "cy", "bo", 2, 0.5);
        book.on(published(1, List.of(board1), List.of()));
        book.on(recorded(1, board1, Outcome.BLACK_WINS, "B+R"));

        StandingsView standings = book.standings(T, 1).orElseThrow();

        // Bo's SOSM: Cy's 1 raised by the 2 stones he gave as White; Cy's: Bo's 2 lowered by the 2 received
        assertEquals(List.of(2.0, 3.0), row(standings, "bo").values());
        assertEquals(List.of(1.0, 0.0), row(standings, "cy").values());
    }

    @Test
    void aGameWonByDefaultCountsItsRealOpponentInSos() {
        threePlayers(configuredWith("swiss", PairingParameters.DEFAULTS, List.of("NBW", "SOS")));
        PairedGame board1 = new PairedGame(1, "t-1-r1-b1", "ann", "bo", 0, 6.5);
        book.on(published(1, List.of(board1), List.of(new RoundBye("cy", RoundBye.PAIRING_BYE, "odd field"))));
        book.on(new ResultRecorded(T, 1, 1, board1.gameId(), "ann", "bo", Outcome.WHITE_WINS, true, "W+F",
                "Ann did not come", "td", minute(20)));

        StandingsView standings = book.standings(T, 1).orElseThrow();

        // Bo wins by default: a win, and Ann, his real opponent, in his SOS; Ann's SOS holds Bo's win
        assertEquals(List.of(1.0, 0.0), row(standings, "bo").values());
        assertEquals(List.of(0.0, 1.0), row(standings, "ann").values());
        assertEquals("3+w!", book.crosstable(T, 1).orElseThrow().rows().stream()
                .filter(r -> r.playerId().equals("bo")).findFirst().orElseThrow().cells().get(0));
        assertEquals("3+!w", book.crosstable(T, 1).orElseThrow().rows().stream()
                .filter(r -> r.playerId().equals("bo")).findFirst().orElseThrow().results().get(0));
    }

    @Test
    void theConfiguredValueOfAnAbsenceAndAMcMahonCorrectionCount() {
        book.on(created(T, "Small Open", 0));
        book.on(new TournamentConfigured(T, "korean-2016", 19, 3, "mcmahon", "organizer", minute(1), "incheon-2013", 6.5,
                null, new PairingParameters(null, null, null, null, "2d", "1k", "1k", null, null, null),
                List.of("MMS", "SOSM"), null, new UnplayedRoundValues(2, 0, 2, 2, true, false)));
        book.on(new PlayerRegistered(T, "ann", "Ann", "3d", "Seoul Baduk", "KR", "organizer", minute(2), -1, null));
        book.on(player("bo", "Bo", "2d"));
        book.on(player("cy", "Cy", "1k"));
        book.on(new ByeGranted(T, "ann", 1, "away", "td", minute(3)));
        PairedGame board1 = new PairedGame(1, "t-1-r1-b1", "bo", "cy", 0, 6.5);
        book.on(published(1, List.of(board1), List.of(new RoundBye("ann", RoundBye.ABSENT, "away"))));
        book.on(recorded(1, board1, Outcome.BLACK_WINS, "B+R"));
        book.on(published(2, List.of(new PairedGame(1, "t-1-r2-b1", "ann", "bo", 0, 6.5)),
                List.of(new RoundBye("cy", RoundBye.PAIRING_BYE, "odd field"))));

        StandingsView standings = book.standings(T, 1).orElseThrow();

        // Ann: bar 2d, less her correction 1, so 1; her absence is worth a whole point here: 2, SOSM her own start 1
        assertEquals(List.of(2.0, 1.0), row(standings, "ann").values());
    }

    private static StandingRow row(StandingsView standings, String playerId) {
        return standings.rows().stream().filter(r -> r.playerId().equals(playerId)).findFirst().orElseThrow();
    }
}
