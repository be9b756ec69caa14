package dev.tengen.service.web.security;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The players one account plays as, as both deployments take them. */
class AccountPlayersTest {

    private static List<String> demoPlayers(int count) {
        List<String> players = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            players.add("demo-p" + i);
        }
        return players;
    }

    @Test
    void aHundredWellFormedIdsEachOnceAreTaken() {
        assertEquals(Optional.empty(), AccountPlayers.fault(demoPlayers(100)));
        assertEquals(Optional.empty(), AccountPlayers.fault(List.of("0b7e3c52-5d0e-4b9a-9a57-3f0f2c1d8e41", "a.b_c")));
        assertEquals(Optional.empty(), AccountPlayers.fault(List.of()));
    }

    @Test
    void aHundredAndOneAreTooMany() {
        assertEquals(Optional.of(new AccountPlayers.Fault.TooMany(101)), AccountPlayers.fault(demoPlayers(101)));
    }

    @Test
    void theFirstEntryThatIsNoIdIsNamed() {
        assertEquals(Optional.of(new AccountPlayers.Fault.NotAnId(1)),
                AccountPlayers.fault(Arrays.asList("demo-p1", null, "")));
        assertEquals(Optional.of(new AccountPlayers.Fault.NotAnId(0)), AccountPlayers.fault(List.of("demo-p1\n")));
    }

    @Test
    void aPlayerListedAgainIsNamedWithItsFirstPlace() {
        assertEquals(Optional.of(new AccountPlayers.Fault.Again(2, 0)),
                AccountPlayers.fault(List.of("demo-p1", "demo-p2", "demo-p1")));
    }
}
