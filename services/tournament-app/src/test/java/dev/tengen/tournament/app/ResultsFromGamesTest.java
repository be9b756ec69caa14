package dev.tengen.tournament.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.service.api.RecordResult;
import dev.tengen.tournament.service.api.ResultCorrected;
import dev.tengen.tournament.service.api.ResultRecorded;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A game's confirmed result is recorded in its tournament once: the flow looks at the tournament's own stream before
 * it acts, as the embedded platform's round flow does. The tournament's store is a list the recorded commands append
 * their event to, as the Tournament aggregate records them.
 */
class ResultsFromGamesTest {

    private static final Instant AT = Instant.parse("2026-05-01T12:00:00Z");

    private final Map<String, List<Object>> streams = new HashMap<>();
    private final List<RecordResult> sent = new ArrayList<>();
    private final ResultsFromGames results = new ResultsFromGames(command -> {
        sent.add(command);
        streams.computeIfAbsent(command.tournamentId(), id -> new ArrayList<>()).add(recorded(command.round(),
                command.board(), command.result()));
        return 1L;
    }, id -> streams.getOrDefault(id, List.of()).stream(), Clock.fixed(AT, ZoneOffset.UTC));

    private static ResultConfirmed confirmed(int board, String result) {
        return new ResultConfirmed("t-1-r1-b" + board, "t-1", 1, board, "p1", "p2", Outcome.BLACK_WINS, false, result,
                "White resigned", List.of("p1", "p2", "referee-han"), AT);
    }

    private static ResultRecorded recorded(int round, int board, String result) {
        return new ResultRecorded("t-1", round, board, "t-1-r" + round + "-b" + board, "p1", "p2", Outcome.BLACK_WINS,
                false, result, "White resigned", "referee-han", AT);
    }

    @Test
    void aConfirmedResultIsRecordedOnItsBoardByTheFlow() {
        results.confirmed(confirmed(1, "B+R"));

        assertEquals(List.of(new RecordResult("t-1", null, 1, 1, "t-1-r1-b1", "p1", "p2", Outcome.BLACK_WINS, false,
                "B+R", "White resigned", ResultsFromGames.BY, AT)), sent);
    }

    @Test
    void theSameResultDeliveredTwiceIsRecordedOnce() {
        results.confirmed(confirmed(1, "B+R"));
        results.confirmed(confirmed(1, "B+R"));

        assertEquals(1, sent.size());
    }

    @Test
    void aBoardWhoseResultTheOfficialRecordedFirstGetsNothing() {
        streams.put("t-1", new ArrayList<>(List.of(recorded(1, 1, "B+R"))));

        results.confirmed(confirmed(1, "B+R"));

        assertEquals(List.of(), sent);
    }

    @Test
    void aBoardTheTournamentCorrectedGetsNothing() {
        streams.put("t-1", new ArrayList<>(List.of(new ResultCorrected("t-1", 1, 2, "t-1-r1-b2", "p3", "p4",
                Outcome.BLACK_WINS, "B+R", Outcome.WHITE_WINS, false, "W+F", "misconduct", "decision:d-1", List.of(),
                "td", AT))));

        results.confirmed(confirmed(2, "B+R"));
        results.confirmed(confirmed(1, "B+R"));

        assertEquals(List.of(1), sent.stream().map(RecordResult::board).toList());
    }

    @Test
    void aRecordingRefusedIsLoggedAndTheNextResultIsStillRecorded() {
        List<RecordResult> tried = new ArrayList<>();
        ResultsFromGames refusing = new ResultsFromGames(command -> {
            tried.add(command);
            if (command.board() == 1) {
                throw new IllegalStateException("refused");
            }
            return 1L;
        }, id -> java.util.stream.Stream.empty(), Clock.fixed(AT, ZoneOffset.UTC));

        refusing.confirmed(confirmed(1, "B+R"));
        refusing.confirmed(confirmed(2, "W+R"));

        assertEquals(List.of(1, 2), tried.stream().map(RecordResult::board).toList());
    }
}
