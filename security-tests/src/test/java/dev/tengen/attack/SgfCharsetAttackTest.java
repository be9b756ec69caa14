package dev.tengen.attack;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The SGF export wrote UTF-8 names without saying so: SGF's default charset is Latin-1 (FF[4] CA). */
class SgfCharsetAttackTest {

    @Test
    void theSgfExportDeclaresItsCharset() throws Exception {
        Fixture fixture = Fixture.shared();
        String gameId = fixture.game("p-이세돌", "p-古力", null);

        Http anonymous = Http.anonymous(fixture.platform);
        Answer sgf = anonymous.get("/api/v1/games/" + gameId + "/sgf");
        for (int i = 0; i < 200 && sgf.status() == 404; i++) { // the archive is a projection: it follows shortly
            Thread.sleep(50);
            sgf = anonymous.get("/api/v1/games/" + gameId + "/sgf");
        }
        sgf.expect(200);

        assertTrue(sgf.body().contains("CA[UTF-8]"), sgf::abbreviated);
    }
}
