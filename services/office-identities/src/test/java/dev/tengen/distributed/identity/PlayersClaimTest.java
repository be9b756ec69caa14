package dev.tengen.distributed.identity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import jakarta.json.Json;
import jakarta.json.JsonValue;
import java.io.StringReader;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What the warning says of a claim it drops: where the claim is wrong, never what the entry holds. */
class PlayersClaimTest {

    private static JsonValue json(String claim) {
        return Json.createReader(new StringReader(claim)).readValue();
    }

    @Test
    void anEntryThatIsNoIdIsNamedByItsIndexFromZero() {
        assertEquals(Optional.of("has no player id at entry 1 (an id is 1 to 64 Latin letters, digits, dots, dashes or"
                + " underscores)"), PlayersClaim.read(json("[\"demo-p01\", 7]")).fault());
    }

    @Test
    void aPlayerNamedAgainIsNamedWithItsFirstEntry() {
        assertEquals(Optional.of("names the player of entry 0 again at entry 2"),
                PlayersClaim.read(json("[\"demo-p01\", \"demo-p02\", \"demo-p01\"]")).fault());
    }

    @Test
    void aClaimOfTooManyEntriesSaysHowManyAndTheBound() {
        StringBuilder many = new StringBuilder("[\"p0\"");
        for (int i = 1; i < 100_000; i++) {
            many.append(", \"p").append(i).append('"');
        }
        assertEquals(Optional.of("lists 100000 players, more than 100"),
                PlayersClaim.read(json(many.append(']').toString())).fault());
    }

    @Test
    void aClaimThatIsNoListSaysWhatItIs() {
        assertEquals(Optional.of("is a JSON number, not a list of player ids"), PlayersClaim.read(json("7")).fault());
        assertEquals(Optional.of("is a JSON object, not a list of player ids"),
                PlayersClaim.read(json("{\"players\": [\"demo-p01\"]}")).fault());
        assertEquals(Optional.of("is a JSON boolean, not a list of player ids"), PlayersClaim.read(json("true")).fault());
    }

    /** The text of a bad entry could forge a log line: the warning never repeats it. */
    @Test
    void theWarningNeverRepeatsTheEntry() {
        String fault = PlayersClaim.read(json("[\"demo-p01\", \"x\\n2026-11-27 WARN forged line\"]")).fault().orElseThrow();
        assertFalse(fault.contains("forged"), fault);
    }

    @Test
    void noClaimIsNoPlayerAndNoFault() {
        assertEquals(new PlayersClaim.Reading(List.of(), Optional.empty()), PlayersClaim.read(null));
    }
}
