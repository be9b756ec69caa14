package dev.tengen.pairing.knockout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.pairing.RoundPairing;
import java.util.List;

final class RoundPairingAssert {

    private RoundPairingAssert() {
    }

    static void round(RoundPairing round, String games, List<String> byes) {
        assertEquals(games, Brackets.games(round));
        assertEquals(byes, round.byes());
    }
}
