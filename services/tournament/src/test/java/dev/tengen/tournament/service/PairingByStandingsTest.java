package dev.tengen.tournament.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.TournamentPairer;
import dev.tengen.standing.TournamentStandings;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.service.api.EngineModel;
import dev.tengen.tournament.service.api.HandicapSettings;
import dev.tengen.tournament.service.api.PairRound;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.PairingParameters;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.ResultRecorded;
import dev.tengen.tournament.service.api.RoundPaired;
import dev.tengen.tournament.service.api.RoundPublished;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.Test;

/**
 * One computation: the aggregate pairs a round as {@code tengen pair} does, with the tournament's own standings
 * breaking the ties of score and rank inside a score group (engine/pairing {@code TournamentPairer.StandingsOrder},
 * computed by engine/standing {@code TournamentStandings.order}). A Swiss of eight 1-dans, two rounds played: in the
 * group of one win, registration order and SOS order differ, and so do the two pairings of round 3 (checked first,
 * so that this test can tell them apart).
 */
class PairingByStandingsTest {

    private static final Instant AT = Instant.parse("2026-05-02T10:30:00Z");
    private static final String TD = "td-park";
    private static final TournamentConfigured SWISS = new TournamentConfigured("t-1", "korean-2016", 19, 3, "swiss", TD,
            AT, "incheon-2013", 6.5, HandicapSettings.NONE,
            new PairingParameters(null, null, null, null, null, null, null, null, null, null), List.of("NBW", "SOS", "SOSOS"));
    /** Black's win on each board: round 1 p1-p2, p3-p4, p5-p6, p7-p8; round 2 p1-p3, p5-p7, p4-p2, p6-p8. */
    private static final String[][][] ROUNDS = {
        {{"p1", "p2"}, {"p3", "p4"}, {"p5", "p6"}, {"p7", "p8"}},
        {{"p1", "p3"}, {"p5", "p7"}, {"p4", "p2"}, {"p6", "p8"}}};

    @Test
    void aRoundIsPairedWithTheTournamentsStandingsAsTheCommandLineDoes() {
        List<Object> history = new ArrayList<>(List.of(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", AT), SWISS));
        List<Player> players = new ArrayList<>();
        for (int number = 1; number <= 8; number++) {
            history.add(new PlayerRegistered("t-1", "p" + number, "Player " + number, "1d", "Club", "KR", TD, AT, null, null));
            players.add(EngineModel.player("p" + number, "Player " + number, "1d", "Club", "KR", List.of(), 0, 0, 0));
        }
        List<Round> rounds = new ArrayList<>();
        for (int r = 1; r <= ROUNDS.length; r++) {
            List<PairedGame> games = new ArrayList<>();
            List<GameRecord> records = new ArrayList<>();
            for (int b = 1; b <= ROUNDS[r - 1].length; b++) {
                String black = ROUNDS[r - 1][b - 1][0];
                String white = ROUNDS[r - 1][b - 1][1];
                games.add(new PairedGame(b, PairedGame.gameId("t-1", r, b), black, white, 0, 6.5));
                records.add(new GameRecord(r, b, black, white, 0, Outcome.BLACK_WINS, false));
            }
            history.add(new RoundPaired("t-1", r, "swiss", games, List.of(), List.of(), TD, AT));
            history.add(new RoundPublished("t-1", r, "korean-2016", "incheon-2013", 19, games, List.of(), TD, AT));
            for (PairedGame game : games) {
                history.add(new ResultRecorded("t-1", r, game.board(), game.gameId(), game.black(), game.white(),
                        Outcome.BLACK_WINS, false, "B+R", "counted", TD, AT));
            }
            rounds.add(new Round(r, records, List.of()));
        }
        dev.tengen.tournament.Tournament model = EngineModel.of("Seoul Open", AT, SWISS, players, rounds);
        List<PairedGame> byStandings = games(TournamentPairer.pair(model, 3, TournamentStandings::order));
        assertNotEquals(games(TournamentPairer.pair(model, 3, TournamentPairer.StandingsOrder.BY_STRENGTH)), byStandings,
                "the field is one where the standings change the pairing");

        new AggregateTestFixture<>(Tournament.class).given(history)
                .when(new PairRound("t-1", null, 3, TD, AT))
                .expectEvents(new RoundPaired("t-1", 3, "swiss", byStandings, List.of(), List.of(), TD, AT));
    }

    private static List<PairedGame> games(TournamentPairer.Outcome outcome) {
        TournamentPairer.Paired paired = (TournamentPairer.Paired) outcome;
        assertEquals(List.of(), paired.pairing().byes());
        List<PairedGame> games = new ArrayList<>();
        for (Pairing game : paired.pairing().games()) {
            games.add(new PairedGame(game.board(), PairedGame.gameId("t-1", 3, game.board()), game.black(), game.white(),
                    game.handicap(), 6.5));
        }
        return games;
    }
}
