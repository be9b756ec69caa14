package dev.tengen.submission;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rank.Rank;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.Checked;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Tournament;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class EgfH9ReaderTest {

    private static final String HEADER = "; EV[Test]\n; DT[2024-05-11,2024-05-12]\n; Pl Name Rk Co Club  MMS\n";

    @Test
    void readsTheHeaderTagsOfJuvisy() {
        Tournament juvisy = Resources.h9("exchange/juvisy.h9");
        assertEquals("Tournoi de Juvisy", juvisy.event().name());
        assertEquals(LocalDate.of(2019, 10, 26), juvisy.event().begins());
        assertEquals(LocalDate.of(2019, 10, 28), juvisy.event().ends());
        assertEquals("Juvisy", juvisy.event().place());
        assertEquals(7.5, juvisy.regulations().compensation());
        assertEquals(1, juvisy.regulations().handicap().correction());
        assertEquals(4, juvisy.regulations().rounds());
        assertEquals(List.of(PlacementCriterion.MMS, PlacementCriterion.SOS, PlacementCriterion.SOSOS),
                juvisy.placement().criteria());
    }

    @Test
    void readsAnIso885915NameWithItsAccent() {
        Tournament juvisy = Resources.h9("exchange/juvisy.h9");
        Player nemo = juvisy.players().get(4);
        assertEquals("Nemo", nemo.name());
        assertEquals("André", nemo.firstName());
        assertEquals(Rank.kyu(2), nemo.rank());
        assertEquals("FR", nemo.country());
        assertEquals("78Ve", nemo.club());
    }

    /** Juvisy's table saved again by an editor: with UTF-8's byte order mark, and as Notepad's "Unicode" (UTF-16LE). */
    @Test
    void readsTheTableSavedAgainWithAByteOrderMark() {
        String text = new String(Resources.bytes("exchange/juvisy.h9"), EgfH9.ENCODING);
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        byte[] marked = new byte[utf8.length + 3];
        marked[0] = (byte) 0xEF;
        marked[1] = (byte) 0xBB;
        marked[2] = (byte) 0xBF;
        System.arraycopy(utf8, 0, marked, 3, utf8.length);
        byte[] utf16 = ("\uFEFF" + text).getBytes(StandardCharsets.UTF_16LE);
        for (byte[] bytes : List.of(marked, utf16)) {
            Tournament juvisy = EgfH9Reader.read(bytes, "juvisy.h9").orElseThrow();
            assertEquals("Tournoi de Juvisy", juvisy.event().name());
            assertEquals(19, juvisy.players().size());
            assertEquals("André", juvisy.players().get(4).firstName());
            assertEquals(36, juvisy.games().size());
        }
    }

    @Test
    void readsEveryGameOnceWithColourHandicapAndWinner() {
        Tournament juvisy = Resources.h9("exchange/juvisy.h9");
        // 19 players, 4 rounds; Daguenet misses 3 rounds and Vargas 1: (19*4 - 4) / 2 games
        assertEquals(36, juvisy.games().size());
        GameRecord first = juvisy.round(1).orElseThrow().games().stream()
                .filter(g -> g.involves("MINIERIDAVIDE")).findFirst().orElseThrow();
        assertEquals("MINIERIDAVIDE", first.white());
        assertEquals("DAGUENETMATHIEU", first.black());
        assertEquals(Outcome.WHITE_WINS, first.outcome());
        GameRecord handicap = juvisy.round(4).orElseThrow().games().stream()
                .filter(g -> g.involves("REBELOMANUELA")).findFirst().orElseThrow();
        assertEquals("RAVERASYLVAIN", handicap.white());
        assertEquals(9, handicap.handicap());
    }

    @Test
    void readsAHalfPointRoundAsAnAbsence() {
        Tournament juvisy = Resources.h9("exchange/juvisy.h9");
        assertEquals(List.of(2, 3, 4), juvisy.player("DAGUENETMATHIEU").orElseThrow().absentRounds());
    }

    @Test
    void readsAFreeWinAsAPairingBye() {
        Tournament t = EgfH9Reader.read(HEADER + "1 A B 1d FR Club 32 0+ 2+/w0\n2 C D 1d FR Club 31 0= 1-/b0\n", "t")
                .orElseThrow();
        assertEquals(List.of(new Bye(1, "AB", Bye.Kind.PAIRING_BYE)), t.round(1).orElseThrow().byes());
    }

    @Test
    void keepsTheFilesMcMahonScoreOfAPlayerAboveTheBar() {
        // a 6d starting at a bar of 2d (32) with one win has MMS 33, not the 36 his rank alone gives
        Tournament t = EgfH9Reader.read(HEADER + "1 A B 6d FR Club 33 2+/w0\n2 C D 1d FR Club 30 1-/b0\n", "t")
                .orElseThrow();
        String line = EgfH9.write(t, Resources.JUVISY).lines().filter(l -> l.contains("A B")).findFirst().orElseThrow();
        assertEquals(List.of("1", "A", "B", "6D", "FR", "Club", "33", "2+/w0"), List.of(line.strip().split("\\s+")));
    }

    @Test
    void readsThePinAfterTheBar() {
        Tournament t = EgfH9Reader.read(HEADER + "1 A B 1d FR Club 31 2+/w0 |12345678\n2 C D 1d FR Club 30 1-/b0\n", "t")
                .orElseThrow();
        assertEquals("12345678", t.players().get(0).memberships().get("egf"));
    }

    @Test
    void readsAPendingGameFromQuestionMarks() {
        Tournament chinois = Resources.h9("exchange/chinois.h9");
        assertEquals(24, chinois.players().size());
        assertTrue(chinois.games().stream().anyMatch(g -> g.outcome() == Outcome.PENDING));
    }

    @Test
    void givesPlayersWithTheSameNameTheirOwnIds() {
        Tournament chinois = Resources.h9("exchange/chinois.h9");
        assertEquals(24, chinois.players().stream().map(Player::id).distinct().count());
    }

    @Test
    void namesTheLineOfAResultItCannotRead() {
        Checked<Tournament> read = EgfH9Reader.read(HEADER + "1 A B 1d FR Club 31 2+/w0\n2 C D 1d FR Club 30 1x/b0\n", "t");
        assertFalse(read.isValid());
        assertEquals("line 5", read.problems().get(0).where());
    }

    @Test
    void namesBothLinesWhenTheResultsDisagree() {
        Checked<Tournament> read = EgfH9Reader.read(HEADER + "1 A B 1d FR Club 31 2+/w0\n2 C D 1d FR Club 30 1=/b0\n", "t");
        assertFalse(read.isValid());
        assertTrue(read.problems().get(0).toString().contains("line 4"), read.problems().toString());
        assertTrue(read.problems().get(0).toString().contains("line 5"), read.problems().toString());
    }

    @Test
    void refusesAnOpponentWhoNamesSomeoneElse() {
        Checked<Tournament> read = EgfH9Reader.read(HEADER
                + "1 A B 1d FR Club 31 2+/w0\n2 C D 1d FR Club 30 3-/b0\n3 E F 1d FR Club 30 2+/w0\n", "t");
        assertFalse(read.isValid());
    }

    @Test
    void refusesARankItDoesNotKnow() {
        Checked<Tournament> read = EgfH9Reader.read(HEADER + "1 A B 45k FR Club 31 0+\n", "t");
        assertFalse(read.isValid());
        assertEquals("line 4", read.problems().get(0).where());
    }

    @Test
    void refusesAFileWithoutDates() {
        Checked<Tournament> read = EgfH9Reader.read("; EV[x]\n1 A B 1d FR Club 0+\n", "t");
        assertFalse(read.isValid());
        assertTrue(read.problems().get(0).what().contains("DT"));
    }

    @Test
    void decodesUtf8WhenTheBytesAreUtf8() {
        byte[] bytes = (HEADER + "1 Müller Jörg 1d DE Club 31 0+\n").getBytes(StandardCharsets.UTF_8);
        assertEquals("Müller", EgfH9Reader.read(bytes, "t").orElseThrow().players().get(0).name());
    }

    /** Regulations.MAX_ROUNDS: an h9 line's columns are its rounds, 1,001 of them a few kilobytes. */
    @Test
    void moreRoundsThanATournamentHasAreRefusedAtTheFirstLine() {
        String absent = " 0=".repeat(1001);
        Checked<Tournament> read = EgfH9Reader.read(HEADER + "1 A B 1d FR Club 31" + absent + "\n2 C D 1d FR Club 30"
                + absent + "\n", "t");

        assertEquals(List.of("line 4: 1001 rounds: a tournament has at most 1000"),
                read.problems().stream().map(Object::toString).toList());
    }
}
