package dev.tengen.game.app;

import static dev.tengen.game.app.TournamentEvents.published;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tengen.game.service.api.GameRefusal;
import dev.tengen.game.service.api.GameRefused;
import dev.tengen.game.service.api.StartGame;
import dev.tengen.game.service.flow.RoundGames;
import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.RoundPublished;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.axonframework.commandhandling.SimpleCommandBus;
import org.axonframework.commandhandling.gateway.DefaultCommandGateway;
import org.junit.jupiter.api.Test;

/**
 * What the game service sends for a tournament's event, on Axon's own command bus with a game that answers as the test
 * says: a refused board does not stop the others; a failure that is not a refusal is thrown, so that the event is read
 * again. Round 1 of t-1: p1-p2 on board 1, p3-p4 on board 2.
 */
class RoundCommandsTest {

    private static final Instant AT = Instant.parse("2026-11-26T09:00:00Z");

    private final List<String> started = new ArrayList<>();
    private final SimpleCommandBus bus = SimpleCommandBus.builder().build();
    private final RoundCommands rounds = new RoundCommands(DefaultCommandGateway.builder().commandBus(bus).build(),
            new RoundGames(ids -> Set.of(), "check"), Clock.fixed(AT, ZoneOffset.UTC));

    @Test
    void aBoardTheGameRefusesIsPassedAndTheNextBoardsGameStarts() {
        games(gameId -> {
            if (gameId.endsWith("b1")) {
                throw new GameRefused(GameRefusal.SAME_PLAYER_TWICE, "refused for the test");
            }
        });

        rounds.apply(published(round()));

        assertEquals(List.of("t-1-r1-b1", "t-1-r1-b2"), started, "both were sent");
    }

    @Test
    void aFailureThatIsNotARefusalIsThrownSoThatTheEventIsReadAgain() {
        games(gameId -> {
            throw new IllegalStateException("the event store game cannot be reached");
        });

        assertThrows(IllegalStateException.class, () -> rounds.apply(published(round())));
        assertEquals(List.of("t-1-r1-b1"), started, "nothing after the failed board");
    }

    @Test
    void anEventOtherThanARoundsOrACorrectionsSendsNothing() {
        games(gameId -> { });

        rounds.apply(published(new OfficialAppointed("t-1", "han", "referee", "Han", "KR", "td", AT)));

        assertEquals(List.of(), started);
    }

    private interface GameAnswer {
        void start(String gameId);
    }

    /** The game's handler of StartGame: notes the game, then answers as {@code answer} does. */
    private void games(GameAnswer answer) {
        bus.subscribe(StartGame.class.getName(), message -> {
            String gameId = ((StartGame) message.getPayload()).gameId();
            started.add(gameId);
            answer.start(gameId);
            return null;
        });
    }

    private static RoundPublished round() {
        return new RoundPublished("t-1", 1, "korean-2016", "incheon-2013", 19, List.of(
                new PairedGame(1, "t-1-r1-b1", "p1", "p2", 0, 6.5), new PairedGame(2, "t-1-r1-b2", "p3", "p4", 0, 6.5)),
                List.of(), "td", AT, null);
    }
}
