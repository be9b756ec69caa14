package dev.tengen.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Names written to slip past comparisons: a banned player registering under a Unicode variant of the name, the
 * same player registered twice (composed and decomposed accents), and names that show nothing at all.
 */
class NameAttackTest {

    private static String player(String name) {
        return "{\"name\": \"" + name + "\", \"rank\": \"3d\", \"club\": \"Hanguk Kiwon\", \"country\": \"KR\"}";
    }

    @ParameterizedTest
    @ValueSource(strings = {"Jung\\u00a0Minsu", "Jung \\u200bMinsu", "\\uff2aung \\uff2dinsu", "JUNG\\u2003MINSU",
            "\\u202eJung Minsu", "jung  minsu"})
    void aBannedPlayerCannotRegisterUnderAUnicodeVariantOfTheName(String variant) throws Exception {
        Fixture fixture = Fixture.shared();
        String banned = "Jung Minsu " + Fixture.unique("b");
        Http delegate = fixture.account(Fixture.unique("delegate"), List.of("technical-delegate"), List.of());
        delegate.keyed().post("/api/v1/bans", "{\"name\": \"" + banned + "\", \"country\": \"KR\", "
                + "\"reason\": \"disregarded a ruling\"}").expect(201);
        String tournamentId = fixture.tournament("Ban Open");

        Answer answer = fixture.organizer.post("/api/v1/tournaments/" + tournamentId + "/players",
                player(banned.replace("Jung Minsu", variant)));

        assertEquals(422, answer.status(), answer::abbreviated);
        assertEquals("player-banned", answer.field("code"));
    }

    /**
     * A zero-width space, a direction mark or a bidi override in a name is refused, naming the character: the name
     * would not read as its letters (a banned player's name so written is refused as banned, above).
     */
    @ParameterizedTest
    @ValueSource(strings = {"Jung \\u200bMinsu", "\\u202eJung Minsu", "Jung Minsu\\u200e", "\\u2066Jung Minsu\\u2069",
            "Jung\\u00adMinsu", "\\ufeffJung Minsu"})
    void aNameWithAHiddenCharacterIsRefusedNamingIt(String variant) throws Exception {
        Fixture fixture = Fixture.shared();
        String tournamentId = fixture.tournament("Hidden Open");

        Answer answer = fixture.organizer.post("/api/v1/tournaments/" + tournamentId + "/players", player(variant));
        Answer club = fixture.organizer.post("/api/v1/tournaments/" + tournamentId + "/players",
                "{\"name\": \"Kim Jiwon\", \"rank\": \"3d\", \"club\": \"" + variant + "\", \"country\": \"KR\"}");
        Answer named = fixture.organizer.post("/api/v1/tournaments", "{\"name\": \"" + variant + " Cup\"}");

        assertEquals(400, answer.status(), answer::abbreviated);
        assertEquals("name-hidden-character", answer.field("code"));
        assertEquals("name", answer.field("field"));
        assertTrue(answer.field("detail").matches("The name holds U\\+[0-9A-F]{4} [A-Z -]+ at character \\d+, .*"),
                answer::abbreviated);
        assertEquals(400, club.status(), club::abbreviated);
        assertEquals("player-club-invalid", club.field("code"));
        assertEquals(400, named.status(), named::abbreviated);
        assertEquals("name-hidden-character", named.field("code"));
        Answer players = fixture.organizer.get("/api/v1/tournaments/" + tournamentId + "/players").expect(200);
        assertEquals("[]", players.body().replaceAll("\\s", ""), "nobody registered");
    }

    @Test
    void theSamePlayerCannotBeRegisteredTwiceWithDecomposedAccents() throws Exception {
        Fixture fixture = Fixture.shared();
        String tournamentId = fixture.tournament("Duplicate Open");
        fixture.organizer.post("/api/v1/tournaments/" + tournamentId + "/players", player("Ren\\u00e9 Dupont")).expect(201);

        Answer answer = fixture.organizer.post("/api/v1/tournaments/" + tournamentId + "/players",
                player("Rene\\u0301 Dupont"));

        assertEquals(422, answer.status(), answer::abbreviated);
    }

    @ParameterizedTest
    @ValueSource(strings = {"\\u200b\\u200b", "\\u202e\\u202d", "\\u0000", "\\u0007\\u0008", " \\u00a0 ", "\\ufeff"})
    void aNameThatShowsNothingIsRefused(String name) throws Exception {
        Fixture fixture = Fixture.shared();
        String tournamentId = fixture.tournament("Invisible Open");

        Answer player = fixture.organizer.post("/api/v1/tournaments/" + tournamentId + "/players", player(name));
        Answer tournament = fixture.organizer.post("/api/v1/tournaments", "{\"name\": \"" + name + "\"}");

        assertEquals(400, player.status(), player::abbreviated);
        assertEquals("name", player.field("field"));
        assertEquals(400, tournament.status(), tournament::abbreviated);
    }
}
