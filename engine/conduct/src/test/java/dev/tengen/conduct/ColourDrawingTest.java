package dev.tengen.conduct;

import static dev.tengen.conduct.Play.kinds;
import static dev.tengen.rules.Color.BLACK;
import static dev.tengen.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.rank.Contender;
import dev.tengen.rank.Parity;
import dev.tengen.rank.Rank;
import dev.tengen.rules.Color;
import dev.tengen.rules.Rulesets;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Colours drawn by the code's rule before the game (Chinese 2002 art. 10; Ing 1991 art. 6). Kim is
 * listed as Black and Lee as White; the drawing decides who really holds Black.
 */
class ColourDrawingTest {

    private static final LocalDate OLDER = LocalDate.of(1960, 3, 1);
    private static final LocalDate YOUNGER = LocalDate.of(1990, 7, 15);

    private final Play play = Play.timeline();

    private Adjudication game(CompetitionCode code, Team black, Team white) {
        return new Adjudication(new Setup(Rulesets.byName(code.ruleset()).orElseThrow().withBoardSize(9), code, Play.START,
                Venue.NEAR_LODGING, Optional.empty(), 0, black, white, Set.of(), Map.of(), false));
    }

    private Adjudication game(CompetitionCode code) {
        return game(code, Team.player("Kim"), Team.player("Lee"));
    }

    private Action.DrawColours drawing(Contender kim, Contender lee, Parity guess, int stones, Optional<Color> chosen) {
        return new Action.DrawColours(play.next(), kim, lee, guess, stones, Optional.empty(), chosen);
    }

    @Test
    void underChineseRulesTheLowerRankGuessingRightPlaysBlack() {
        // Chinese 2002 art. 10: Lee (4d) holds; Kim (2d) shows one stone for odd; the fist holds 7: right, Kim is Black.
        List<Ruling> rulings = game(CompetitionCodes.CHINESE_2002).handle(
                drawing(Contender.of(Rank.dan(2)), Contender.of(Rank.dan(4)), Parity.ODD, 7, Optional.empty()));
        assertEquals(List.of(new Ruling.ColoursDrawn("Lee", true, Optional.empty(), "Kim", "Lee", false, "Chinese 2002 art. 10")),
                rulings);
    }

    @Test
    void underChineseRulesAWrongGuessGivesTheHolderBlack() {
        // Kim guesses even, the fist holds 7: wrong, so Kim plays White and Lee, listed as White, plays Black.
        List<Ruling> rulings = game(CompetitionCodes.CHINESE_2002).handle(
                drawing(Contender.of(Rank.dan(2)), Contender.of(Rank.dan(4)), Parity.EVEN, 7, Optional.empty()));
        assertEquals(List.of(new Ruling.ColoursDrawn("Lee", false, Optional.empty(), "Lee", "Kim", true, "Chinese 2002 art. 10")),
                rulings);
    }

    @Test
    void swappedColoursSeatTheListedWhitePairOnBlack() {
        // Pair Go under the Chinese code: the wrong guess gives Black to the pair listed as White, whose
        // first partner Lm then plays Black's first move.
        Adjudication a = game(CompetitionCodes.CHINESE_2002, new Team("Kims", List.of("Km", "Kw")),
                new Team("Lees", List.of("Lm", "Lw")));
        a.handle(drawing(Contender.of(Rank.dan(2)), Contender.of(Rank.dan(4)), Parity.EVEN, 7, Optional.empty()));
        List<Ruling> refused = a.handle(new Action.Place(play.next(), BLACK, Play.point("C3"), Optional.of("Km")));
        assertEquals(List.of("ActionRefused"), kinds(refused));
        List<Ruling> played = a.handle(new Action.Place(play.next(), BLACK, Play.point("C3"), Optional.of("Lm")));
        assertEquals(List.of("MoveAccepted"), kinds(played));
    }

    @Test
    void underIngTheRightGuesserChoosesHisColour() {
        // Ing 1991 art. 6: Kim, older, holds; Lee guesses even and the fist holds 10: right, Lee chooses, and takes White.
        List<Ruling> rulings = game(CompetitionCodes.ING_1991).handle(drawing(Contender.of(Rank.tuan(3), OLDER),
                Contender.of(Rank.tuan(3), YOUNGER), Parity.EVEN, 10, Optional.of(WHITE)));
        assertEquals(List.of(new Ruling.ColoursDrawn("Kim", true, Optional.of("Lee"), "Kim", "Lee", false,
                "Ing 1991 art. 6, Choosing colors")), rulings);
    }

    @Test
    void underIngAWrongGuessLetsTheOlderPlayerChoose() {
        // Lee guesses odd, the fist holds 10: wrong, so Kim, the older, chooses; he takes White.
        List<Ruling> rulings = game(CompetitionCodes.ING_1991).handle(drawing(Contender.of(Rank.tuan(3), OLDER),
                Contender.of(Rank.tuan(3), YOUNGER), Parity.ODD, 10, Optional.of(WHITE)));
        assertEquals(List.of(new Ruling.ColoursDrawn("Kim", false, Optional.of("Kim"), "Lee", "Kim", true,
                "Ing 1991 art. 6, Choosing colors")), rulings);
    }

    @Test
    void underIngTheChosenColourMustBeSaid() {
        List<Ruling> rulings = game(CompetitionCodes.ING_1991).handle(drawing(Contender.of(Rank.tuan(3), OLDER),
                Contender.of(Rank.tuan(3), YOUNGER), Parity.EVEN, 10, Optional.empty()));
        assertEquals(List.of(new Ruling.ActionRefused("colour drawing", "Lee chooses Black or White: say which",
                "Ing 1991 art. 6, Choosing colors")), rulings);
    }

    @Test
    void underIngDifferentRanksTakeColoursByTheTableNotByDrawing() {
        // Ing 1991 art. 6: colours are drawn "in an even game"; 3 tuan against 5 tuan is a handicap of one play.
        List<Ruling> rulings = game(CompetitionCodes.ING_1991).handle(drawing(Contender.of(Rank.tuan(3), OLDER),
                Contender.of(Rank.tuan(5), YOUNGER), Parity.EVEN, 10, Optional.of(BLACK)));
        assertEquals(List.of("ActionRefused"), kinds(rulings));
    }

    @Test
    void aDrawingOnceTheGameHasStartedIsRefused() {
        Adjudication a = game(CompetitionCodes.CHINESE_2002);
        a.handle(new Action.Place(play.next(), BLACK, Play.point("E5"), Optional.empty()));
        List<Ruling> rulings = a.handle(drawing(Contender.of(Rank.dan(2)), Contender.of(Rank.dan(4)), Parity.ODD, 7, Optional.empty()));
        assertEquals(List.of(new Ruling.ActionRefused("colour drawing",
                "the game has started: colours are drawn before the first move", "Chinese 2002 art. 10")), rulings);
    }

    @Test
    void coloursAreDrawnOnce() {
        Adjudication a = game(CompetitionCodes.CHINESE_2002);
        a.handle(drawing(Contender.of(Rank.dan(2)), Contender.of(Rank.dan(4)), Parity.ODD, 7, Optional.empty()));
        List<Ruling> again = a.handle(drawing(Contender.of(Rank.dan(2)), Contender.of(Rank.dan(4)), Parity.EVEN, 7, Optional.empty()));
        assertEquals(List.of("ActionRefused"), kinds(again));
    }

    @Test
    void theHolderNamedMustBeTheOneTheRuleNames() {
        // Chinese 2002 art. 10: the higher rank, Lee, holds the stones, not Kim.
        List<Ruling> rulings = game(CompetitionCodes.CHINESE_2002).handle(new Action.DrawColours(play.next(),
                Contender.of(Rank.dan(2)), Contender.of(Rank.dan(4)), Parity.ODD, 7, Optional.of(BLACK), Optional.empty()));
        assertEquals(List.of(new Ruling.ActionRefused("colour drawing", "Lee holds the stones under the rule, not Kim",
                "Chinese 2002 art. 10")), rulings);
    }

    @Test
    void aCodeWithoutADrawingRuleLeavesColoursToTheDirectors() {
        List<Ruling> rulings = game(CompetitionCodes.INCHEON_2013).handle(
                drawing(Contender.of(Rank.dan(2)), Contender.of(Rank.dan(4)), Parity.ODD, 7, Optional.empty()));
        assertEquals(List.of("ActionRefused"), kinds(rulings));
        assertEquals("Incheon 2013 duties art. 2.4", rulings.get(0).article());
    }

    @Test
    void aHandicapGameHasNoDrawing() {
        CompetitionCode code = CompetitionCodes.CHINESE_2002;
        Adjudication a = new Adjudication(new Setup(Rulesets.CHINESE_2002, code, Play.START, Venue.NEAR_LODGING,
                Optional.empty(), 2, Team.player("Kim"), Team.player("Lee"), Set.of(), Map.of(), false));
        List<Ruling> rulings = a.handle(drawing(Contender.of(Rank.dan(2)), Contender.of(Rank.dan(4)), Parity.ODD, 7, Optional.empty()));
        assertEquals(List.of("ActionRefused"), kinds(rulings));
    }
}
