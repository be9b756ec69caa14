package dev.tengen.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A paired round that is not published may still change: the API showed it to anyone while the pages hid it. */
class DraftPairingAttackTest {

    @Test
    void anUnpublishedRoundIsNotShownToAnAnonymousReader() throws Exception {
        Fixture fixture = Fixture.shared();
        String tournamentId = fixture.tournament("Draft Open");
        String path = "/api/v1/tournaments/" + tournamentId;
        fixture.organizer.put(path + "/configuration", """
                {"ruleSet": "korean-2016", "boardSize": 19, "rounds": 3, "pairingSystem": "swiss"}""").expect(200);
        for (String name : new String[] {"Lee", "Cho", "Park", "Choi"}) {
            fixture.organizer.post(path + "/players", "{\"name\": \"" + name + "\", \"rank\": \"1d\", \"club\": \"C\", "
                    + "\"country\": \"KR\"}").expect(201);
        }
        Http delegate = fixture.account(Fixture.unique("delegate"), java.util.List.of("technical-delegate"),
                java.util.List.of());
        delegate.post(path + "/rounds/1/pairing", null).expect(200);
        delegate.get(path + "/rounds/1").expect(200);

        Answer anonymous = Http.anonymous(fixture.platform).get(path + "/rounds/1");

        assertEquals(404, anonymous.status(), anonymous::abbreviated);
    }
}
