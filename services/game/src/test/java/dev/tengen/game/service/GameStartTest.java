package dev.tengen.game.service;

import static dev.tengen.game.service.Games.AT;
import static dev.tengen.game.service.Refusals.refusedWith;

import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.Recorded;
import dev.tengen.game.service.api.StartGame;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class GameStartTest {

    private AggregateTestFixture<Game> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Game.class);
    }

    private static StartGame start(String ruleset, String code, int size, int handicap) {
        return new StartGame("g-1", "t-1", 1, 3, "p-lee", "p-cho", ruleset, code, size, handicap, 6.5, "td-park", AT);
    }

    @Test
    void aStartRecordsTheCanonicalNamesOfRuleSetAndCode() {
        GameStarted started = new GameStarted("g-1", "t-1", 1, 3, "p-lee", "p-cho", "korean-2016", "incheon-2013", 19, 0,
                6.5, "td-park", AT);
        fixture.givenNoPriorActivity()
                .when(start("Korean-2016", "INCHEON-2013", 19, 0))
                .expectEvents(started)
                .expectResultMessagePayload(new Recorded(0, List.of(started)));
    }

    /** A game opened by hand as round 2,147,483,647, board -5 went into its tournament's games.zip and audit. */
    @Test
    void aGameOnBoardMinusFiveIsRefused() {
        fixture.givenNoPriorActivity()
                .when(new StartGame("g-1", "t-1", 2_147_483_647, -5, "p-lee", "p-cho", "korean-2016", "incheon-2013", 19, 0,
                        6.5, "td-park", AT))
                .expectNoEvents()
                .expectException(refusedWith("round-or-board-invalid"));
    }

    @Test
    void aGameOfRoundZeroIsRefused() {
        fixture.givenNoPriorActivity()
                .when(new StartGame("g-1", "t-1", 0, 1, "p-lee", "p-cho", "korean-2016", "incheon-2013", 19, 0, 6.5,
                        "td-park", AT))
                .expectNoEvents()
                .expectException(refusedWith("round-or-board-invalid"));
    }

    @Test
    void aGameStartsOnce() {
        fixture.given(Games.started("korean-2016", "incheon-2013", 19, 6.5))
                .when(start("korean-2016", "incheon-2013", 19, 0))
                .expectNoEvents()
                .expectException(refusedWith("game-already-started"));
    }

    @Test
    void anUnknownRuleSetIsRefused() {
        fixture.givenNoPriorActivity()
                .when(start("japanese-1989", "incheon-2013", 19, 0))
                .expectNoEvents()
                .expectException(refusedWith("unknown-rule-set"));
    }

    @Test
    void anUnknownCompetitionCodeIsRefused() {
        fixture.givenNoPriorActivity()
                .when(start("korean-2016", "fide-2023", 19, 0))
                .expectNoEvents()
                .expectException(refusedWith("unknown-competition-code"));
    }

    @Test
    void aBoardOfFourLinesIsRefused() {
        fixture.givenNoPriorActivity()
                .when(start("korean-2016", "incheon-2013", 4, 0))
                .expectNoEvents()
                .expectException(refusedWith("board-size-out-of-range"));
    }

    @Test
    void moreHandicapStonesThanStarPointsAreRefusedByTheEngine() {
        fixture.givenNoPriorActivity()
                .when(start("korean-2016", "incheon-2013", 19, 10))
                .expectNoEvents()
                .expectException(refusedWith("handicap-out-of-range"));
    }

    @Test
    void aPlayerCannotHoldBothColours() {
        fixture.givenNoPriorActivity()
                .when(new StartGame("g-1", "t-1", 1, 3, "p-lee", "p-lee", "korean-2016", "incheon-2013", 19, 0, 6.5,
                        "td-park", AT))
                .expectNoEvents()
                .expectException(refusedWith("same-player-twice"));
    }
}
