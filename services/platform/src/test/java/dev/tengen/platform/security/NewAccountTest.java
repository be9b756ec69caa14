package dev.tengen.platform.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.service.web.problem.MalformedRequest;
import dev.tengen.service.web.security.Roles;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The account names the platform takes: those every client sends as the same bytes in HTTP Basic credentials. */
class NewAccountTest {

    @ParameterizedTest
    @ValueSource(strings = {"referee-ahn", "td.park", "kim_2026", "director@seoul-open.kr", "A",
            "a123456789012345678901234567890123456789012345678901234567890123"})
    void aNameOfLatinLettersDigitsAndPunctuationIsTaken(String user) {
        assertEquals(user, new NewAccount(user, "baduk-2026", List.of(Roles.REFEREE), List.of()).account(1000).user());
    }

    /** Hangul, Hanzi, an accent, a space, a colon (Basic's separator), 65 characters, an empty name. */
    @ParameterizedTest
    @ValueSource(strings = {"감독", "裁判", "arbitre-rené", "referee ahn", "referee:ahn",
            "a1234567890123456789012345678901234567890123456789012345678901234", ""})
    void anyOtherNameIsRefusedSayingWhichCharactersAName(String user) {
        MalformedRequest refused = assertThrows(MalformedRequest.class,
                () -> new NewAccount(user, "baduk-2026", List.of(Roles.REFEREE), List.of()).account(1000));
        assertEquals("user", refused.field());
        assertEquals("field-invalid", refused.code());
        assertTrue(refused.getMessage().contains("Latin letters a-z and A-Z"), refused.getMessage());
    }

    /** The ids the tournament gives at registration (UUIDs), and the demo's. */
    @Test
    void theIdsATournamentGivesAreTaken() {
        List<String> players = List.of("0b7e3c52-5d0e-4b9a-9a57-3f0f2c1d8e41", "demo-p12");
        assertEquals(players, new NewAccount("kim", "baduk-2026", List.of(Roles.PLAYER), players).account(1000).players());
    }

    /** A null, a blank id, a space, a line break or a tab (the body's text check lets both through), a slash, Hangul. */
    @ParameterizedTest
    @NullSource
    @ValueSource(strings = {"", " ", "p-1\n", "p\t1", "p/1", "선수-1"})
    void aPlayerIdThatIsNoIdIsRefusedNamingItsIndex(String player) {
        List<String> players = new ArrayList<>(List.of("demo-p1"));
        players.add(player);
        MalformedRequest refused = assertThrows(MalformedRequest.class,
                () -> new NewAccount("kim", "baduk-2026", List.of(Roles.PLAYER), players).account(1000));
        assertEquals("field-invalid", refused.code());
        assertEquals("players.1", refused.field());
        assertEquals("The field 'players.1' is not a player id: an id is 1 to 64 Latin letters, digits, dots, dashes or"
                + " underscores, as the tournament gives it at registration (the playerId of its receipt).",
                refused.getMessage());
    }

    @Test
    void aPlayerListedTwiceIsRefusedNamingBothPlaces() {
        MalformedRequest refused = assertThrows(MalformedRequest.class, () -> new NewAccount("kim", "baduk-2026",
                List.of(Roles.PLAYER), List.of("demo-p1", "demo-p2", "demo-p1")).account(1000));
        assertEquals("players.2", refused.field());
        assertEquals("The field 'players.2' names the player of 'players.0' again; list each player once.",
                refused.getMessage());
    }

    @Test
    void aListOfMoreThanAHundredPlayersIsRefused() {
        List<String> players = new ArrayList<>();
        for (int i = 1; i <= 101; i++) {
            players.add("demo-p" + i);
        }
        MalformedRequest refused = assertThrows(MalformedRequest.class,
                () -> new NewAccount("kim", "baduk-2026", List.of(Roles.PLAYER), players).account(1000));
        assertEquals("players", refused.field());
        assertEquals("The field 'players' lists at most 100 players an account plays as; it lists 101.",
                refused.getMessage());
    }
}
