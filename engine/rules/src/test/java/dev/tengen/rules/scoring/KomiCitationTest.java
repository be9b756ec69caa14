package dev.tengen.rules.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Rulesets;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A count cites where its komi came from: the rule set's article for its own komi, the tournament for any other. */
class KomiCitationTest {

    static ScoreReport count(Ruleset rules, int handicap) {
        FinalPosition position = FinalPosition.of(Positions.board(PositionAnalysisTest.SEKI_WITHOUT_EYES), Set.of());
        return Scorer.score(new FinalPosition(position.board(), Set.of(), 0, 0, handicap), Penalties.NONE, rules);
    }

    static String compensationNote(ScoreReport report) {
        return report.notes().stream().filter(n -> n.startsWith("compensation ")).findFirst().orElseThrow();
    }

    @Test
    void aKomiOtherThanTheRuleSetsIsCitedAsTheTournamentsWithTheRuleSetsOwnBeside() {
        ScoreReport report = count(Rulesets.KOREAN_2013.withBoardSize(7).withTournamentKomi(7.5, 0), 0);
        assertEquals("compensation 7.5 points to White, set by the tournament, in place of the rule set's 6.5"
                + " (Incheon 2013 code art. 2.2.1)", compensationNote(report));
        assertEquals(7.5, report.white().compensation());
    }

    @Test
    void theRuleSetsOwnKomiCitesItsArticle() {
        assertEquals("compensation 7.5 points to White, AGA rule 3",
                compensationNote(count(Rulesets.AGA.withBoardSize(7).withTournamentKomi(7.5, 0), 0)));
        // Chinese 2002 art. 11 counts in stones: 3 3/4 stones are the 7.5 points a tournament gives
        assertEquals("compensation 7.5 points to White, Chinese 2002 art. 11",
                compensationNote(count(Rulesets.CHINESE_2002.withBoardSize(7).withTournamentKomi(7.5, 0), 0)));
    }

    @Test
    void aHandicapGameIsComparedWithTheRuleSetsHandicapCompensation() {
        // AGA rule 3: 0.5 in handicap games, 7.5 in even ones
        assertEquals("compensation 0.5 points to White, AGA rule 3",
                compensationNote(count(Rulesets.AGA.withBoardSize(7).withTournamentKomi(0.5, 3), 3)));
        String even = compensationNote(count(Rulesets.AGA.withBoardSize(7).withTournamentKomi(0.5, 0), 0));
        assertTrue(even.endsWith("in place of the rule set's 7.5 (AGA rule 3)"), even);
    }
}
