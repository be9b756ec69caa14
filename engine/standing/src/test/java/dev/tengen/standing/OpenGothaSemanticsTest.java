package dev.tengen.standing;

import static dev.tengen.standing.OpenGothaCrossCheckTest.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.opengotha.OpenGothaFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Each of OpenGotha's scoring rules on the real file that shows it (docs/RULES-NOTES.md, "Standings as OpenGotha
 * computes them"); where no file shows a rule, one attribute of a real file is changed, as the test says. Values are
 * worked by hand in the comments.
 */
class OpenGothaSemanticsTest {

    private static final Tournament BOSP = OpenGothaOracle.tournament("bosp2024");
    private static final Tournament PARIS = OpenGothaOracle.tournament("paris2021-48th");

    /** A real file with one edit: {@code original} must occur in it. */
    static Tournament edited(String name, String original, String replacement) {
        try (InputStream in = OpenGothaSemanticsTest.class.getResourceAsStream("/opengotha/" + name + ".xml")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(text.contains(original), "the edit applies to " + name + ": " + original);
            return OpenGothaFile.read(text.replace(original, replacement)).orElseThrow();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void byeScoresTheFilesPointAndOwnStartScoreInSosm() {
        // bosp2024: Guney 24k, floor 20k, so start 10; bye in round 1 (a point), beats Kilic (10, lost twice) in round 2
        assertEquals(12, value(BOSP, 2, "MMS", "GUNEYMETE"));
        assertEquals(2, value(BOSP, 2, "NBW", "GUNEYMETE"));
        // own start 10 for the bye, Kilic's 10
        assertEquals(20, value(BOSP, 2, "SOSM", "GUNEYMETE"));
        // Kilic met Topdemir (2 wins) and Guney (2, his bye counts in his wins)
        assertEquals(4, value(BOSP, 2, "SOSW", "KILICILBIGE"));
    }

    @Test
    void playersWhoNeverPlayAreLeftOutOfThePlacesAndListedApart() {
        // bosp2024: 71 registered, 32 never in a game nor given a bye
        TournamentStandings.Ranked ranked = assertInstanceOf(TournamentStandings.Ranked.class,
                TournamentStandings.rank(BOSP, 2, BOSP.placement().criteria()));
        assertEquals(32, ranked.registeredOnly().size());
        assertEquals(39, ranked.standings().places().size());
        assertTrue(ranked.registeredOnly().contains("ADALBIRAND"));
        assertFalse(ranked.standings().of("ADALBIRAND").isPresent());
        assertTrue(ranked.standings().places().stream().allMatch(p -> p.place() <= 39));
    }

    @Test
    void gameByDefaultIsAWinAndALossAgainstItsRealOpponent() {
        // paris2021-48th round 1: Macek (3k, start 27) wins by default against Chaouki (3k, start 27); half points off
        Tournament paris = edited("paris2021-48th", "genCountNotPlayedGamesAsHalfPoint=\"true\"",
                "genCountNotPlayedGamesAsHalfPoint=\"false\"");
        assertEquals(28, value(paris, 1, "MMS", "MACEKPATRIK"));
        assertEquals(0, value(paris, 1, "NBW", "CHAOUKIYOUNESS"));
        // Chaouki's SOS holds Macek (28, one win), not his own start score (27) nor 0
        assertEquals(28, value(paris, 1, "SOSM", "CHAOUKIYOUNESS"));
        assertEquals(1, value(paris, 1, "SOSW", "CHAOUKIYOUNESS"));
    }

    @Test
    void unplayedRoundsCountHalfAPointInOpponentsScores() {
        // paris2021-48th counts not played games as half a point: Macek's win by default is no played game
        assertEquals(0.5, value(PARIS, 1, "SOSW", "CHAOUKIYOUNESS"));
        assertEquals(27.5, value(PARIS, 1, "SOSM", "CHAOUKIYOUNESS"));
        assertEquals(0.5, value(PARIS, 1, "SODOSW", "MACEKPATRIK"));
        // after round 3: Macek 27 + 1/2 (by default) + 1/2 (absent) + 0 (lost to Roullier); Chaouki absent twice (27 each)
        assertEquals(28 + 27 + 27, value(PARIS, 3, "SOSM", "CHAOUKIYOUNESS"));
    }

    @Test
    void gameWithUnknownResultScoresNothingButItsOpponentCountsInSos() {
        // notsimplemm round 1: Rendu (1d, start 30) gives Marechal (6k, start 24) five stones; result made unknown
        Tournament t = edited("notsimplemm", "handicap=\"5\" knownColor=\"true\" result=\"RESULT_WHITEWINS\"",
                "handicap=\"5\" knownColor=\"true\" result=\"RESULT_UNKNOWN\"");
        assertEquals(30, value(t, 1, "MMS", "RENDUQUENTIN"));
        assertEquals(0, value(t, 1, "NBW", "RENDUQUENTIN"));
        // Marechal 24 raised by the 5 stones Rendu gave as White; Rendu 30 lowered by the 5 Marechal received
        assertEquals(29, value(t, 1, "SOSM", "RENDUQUENTIN"));
        assertEquals(25, value(t, 1, "SOSM", "MARECHALMORGANE"));
    }

    @Test
    void sosmMinusOneAndTwoStayZeroThroughRoundTwoAsOpenGothaComputesThem() {
        Tournament t = OpenGothaOracle.tournament("notsimplemm");
        // Noguchi beat Leveque (30, no win yet) and Rendu (31): SOSM 61, SOSW 0 + 1
        assertEquals(61, value(t, 2, "SOSM", "NOGUCHIMOTOKI"));
        assertEquals(0, value(t, 2, "SOSM-1", "NOGUCHIMOTOKI"));
        assertEquals(1, value(t, 2, "SOSW-1", "NOGUCHIMOTOKI"));
        // round 3, Bacardatz (31): SOSM 30 + 31 + 31 = 92, less the lowest (30) and the next (31)
        assertEquals(62, value(t, 3, "SOSM-1", "NOGUCHIMOTOKI"));
        assertEquals(31, value(t, 3, "SOSM-2", "NOGUCHIMOTOKI"));
    }

    @Test
    void mcMahonCorrectionRaisesTheStartScore() {
        // notsimplemm: Robin 11k starts at 19; the director adds 2; bye in round 1
        Tournament t = edited("notsimplemm", "rank=\"11K\" rating=\"1129\" ratingOrigin=\"FFG : -921\" registeringStatus=\"FIN\" smmsCorrection=\"0\"",
                "rank=\"11K\" rating=\"1129\" ratingOrigin=\"FFG : -921\" registeringStatus=\"FIN\" smmsCorrection=\"2\"");
        assertEquals(22, value(t, 1, "MMS", "ROBINCLÉ"));
        assertEquals(21, value(t, 1, "SOSM", "ROBINCLÉ"));
    }

    @Test
    void cupScoreWeighsAWinMoreTheEarlierItCame() {
        // simpleswiss placed as OpenGotha's cup (CPS, then Rating)
        Tournament cup = edited("simpleswiss", "<PlacementCriterion name=\"NBW\" number=\"1\"/>",
                "<PlacementCriterion name=\"CPS\" number=\"1\"/>");
        // after round 4: Baratou W W L L = ((1*2+1)*2+0)*2+0; Batailler L L W L = 2; Berreby W W W L = 14
        assertEquals(12, value(cup, 4, "CPS", "BARATOUPAUL"));
        assertEquals(2, value(cup, 4, "CPS", "BATAILLERPHILIPPE"));
        assertEquals(14, value(cup, 4, "CPS", "BERREBYMONIQUE"));
    }

    @Test
    void cupScoreAddsAByePointOnceWithoutDoublingIt() {
        // notsosimpleswiss: Martin-Vallas L L bye W W; games give ((0*2+0)*2+0)*2+1)*2+1 = 3, the bye 1 more
        Tournament cup = edited("notsosimpleswiss", "<PlacementCriterion name=\"NBW\" number=\"1\"/>",
                "<PlacementCriterion name=\"CPS\" number=\"1\"/>");
        assertEquals(4, value(cup, 5, "CPS", "MARTIN-VALLASBRUNO"));
    }
}
