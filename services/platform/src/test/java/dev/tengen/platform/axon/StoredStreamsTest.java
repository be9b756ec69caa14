package dev.tengen.platform.axon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.platform.tournament.TournamentModule;
import dev.tengen.tournament.service.api.CreateTournament;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.RegisterPlayer;
import dev.tengen.tournament.service.api.TournamentCreated;
import dev.tengen.tournament.service.web.TournamentList;
import dev.tengen.tournament.service.web.TournamentPlay;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.axonframework.config.Configuration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The flows' two questions about streams, on a real store: which streams exist, and a stream's events of some types. */
class StoredStreamsTest {

    private static final Instant AT = Instant.parse("2026-05-01T09:00:00Z");

    @TempDir
    Path dataDir;

    private Configuration configuration;

    @BeforeEach
    void twoTournamentsOneWithPlayers() {
        configuration = PlatformAxon.configure(dataDir, List.of(new TournamentModule(new TournamentList(),
                new TournamentPlay())));
        configuration.start();
        configuration.commandGateway().sendAndWait(new CreateTournament("t-1", "Seoul Open", "organizer-kim", AT));
        configuration.commandGateway().sendAndWait(new CreateTournament("t-2", "Busan Open", "organizer-kim", AT));
        for (int n = 1; n <= 2; n++) {
            configuration.commandGateway().sendAndWait(new RegisterPlayer("t-1", null, "p" + n, "Player " + n, n + "d", "",
                    "KR", "organizer-kim", AT));
        }
    }

    @AfterEach
    void stop() {
        configuration.shutdown();
    }

    @Test
    void onlyTheAggregatesWithEventsExist() {
        assertEquals(Set.of("t-1", "t-2"), streams().existing(List.of("t-1", "t-2", "t-3", "t-1")));
        assertEquals(Set.of(), streams().existing(List.of("t-3")));
    }

    @Test
    void aStreamGivesTheEventsOfTheTypesAskedInItsOrder() {
        List<Object> registered = streams().events("t-1", List.of(PlayerRegistered.class));
        assertEquals(List.of("p1", "p2"), registered.stream().map(event -> ((PlayerRegistered) event).playerId()).toList());
        assertEquals(List.of(TournamentCreated.class), streams().events("t-2",
                List.of(PlayerRegistered.class, TournamentCreated.class)).stream().map(Object::getClass).toList());
    }

    private StoredStreams streams() {
        return configuration.getComponent(StoredStreams.class);
    }
}
