package dev.tengen.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.arbitration.service.api.AppealFiled;
import dev.tengen.arbitration.service.api.AppealForm;
import dev.tengen.arbitration.service.api.AppealRejectedAsInvalid;
import dev.tengen.arbitration.service.api.AppealRuled;
import dev.tengen.arbitration.service.api.Deposit;
import dev.tengen.arbitration.service.api.Money;
import dev.tengen.arbitration.service.api.RulingDecision;
import dev.tengen.arbitration.service.api.Vote;
import dev.tengen.arbitration.service.api.VoteCast;
import dev.tengen.game.service.api.GameForfeited;
import dev.tengen.game.service.api.PenaltyReviewed;
import dev.tengen.game.service.api.RefereeDecided;
import dev.tengen.game.service.api.RulingLine;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.readmodel.LedgerEntry;
import dev.tengen.readmodel.PairingView;
import dev.tengen.readmodel.PlayerView;
import dev.tengen.rules.Color;
import io.quarkus.test.junit.QuarkusTest;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What the rulings page publishes of a tournament's events, and when (Incheon 2013 arbitration art. 2.5: nothing of an appeal before
 * its ruling; ch. 3 art. 2.5: a referee's proposed bar only once the Chief Referee concurs). In the Quarkus test
 * application for its message bundles.
 */
@QuarkusTest
class RulingsPageTest {

    private static final Instant AT = Instant.parse("2026-05-09T08:00:00Z");
    private static final String GAME = "t-r1-b3";
    private static final RulingsPage.Boards BOARDS = new RulingsPage.Boards(Map.of(GAME,
            new PairingView(1, 3, GAME, "p-kim", "Kim Jiseok", "p-lee", "Lee Sedol", 0, 6.5, "B+R", "BLACK_WINS", false, "")));
    private static final AppealForm FORM = new AppealForm(AT, "Lee Sedol", "Lee Sedol", "KOR", "Coach Yang", "Kim Jiseok",
            "KOR", "The clock was stopped by the referee", List.of(), "Board 3", "10:01", "", "I was not late.", "");
    private static final AppealFiled FILED = new AppealFiled("a-1", "p-1", "t", GAME, 1, 3, AT, FORM,
            new Deposit(new Money(new BigDecimal("500"), "USD"), true), Money.DEFAULT_APPEAL_DEPOSIT, AT.plusSeconds(1800),
            "p-lee", AT);
    private static final VoteCast VOTE = new VoteCast("a-1", "t", "arb-wang", RulingDecision.OVERRULE,
            "Draft: the referee erred.", "arb-wang", AT.plusSeconds(600));
    private static final AppealRuled RULED = new AppealRuled("a-1", "p-1", "t", GAME, 1, 3, RulingDecision.OVERRULE,
            AppealRuled.BY_COMMITTEE, List.of("arb-wang", "arb-kim", "arb-sato"), List.of(new Vote("arb-wang",
                    RulingDecision.OVERRULE), new Vote("arb-kim", RulingDecision.OVERRULE), new Vote("arb-sato",
                    RulingDecision.UPHOLD)), null, "The clock was never stopped.", true, false, "arb-wang",
            AT.plusSeconds(900));
    private static final RefereeDecided BAR = new RefereeDecided(GAME, "t", "d-1", "misconduct", Color.WHITE, null, null,
            List.of(new RulingLine(RulingLine.BARRED, Color.WHITE, 0, null, null, "struck the opponent",
                    "Incheon 2013 code art. 6.1")), true, "ref-han", AT.plusSeconds(60));

    /** The loss a second warning brings: the code's sentence ends with the article it cites (Incheon 2013 code art. 5.7). */
    private static final GameForfeited TWO_WARNINGS = new GameForfeited(GAME, "t", Color.BLACK,
            "Black loses: 2 warnings (Incheon 2013 code art. 5.7)", "Incheon 2013 code art. 5.7", "ref-han", AT);
    /** A ruled appeal, a bar the Chief Referee concurred with, a warning the code gave and the loss it brought. */
    private static final Object[] CITING = {FILED, VOTE, RULED, BAR,
            new PenaltyReviewed(GAME, "t", "d-1", true, "", "", "chief", AT),
            new WarningIssued(GAME, "t", Color.BLACK, 1, "ko retaken", "Incheon 2013 code art. 5.3", "ref-han", AT),
            TWO_WARNINGS};

    private static RulingsPage page(Object... events) {
        return page(Language.ENGLISH, events);
    }

    private static RulingsPage page(Language language, Object... events) {
        Reader reader = new Reader(language);
        People people = new People(reader, List.of(player("p-kim", "Kim Jiseok"), player("p-lee", "Lee Sedol")),
                List.of(new Official("arb-wang", "arbitrator", "Wang Runan")), user -> List.of());
        List<LedgerEntry> ledger = new ArrayList<>();
        for (Object event : events) {
            ledger.add(new LedgerEntry(ledger.size() + 1, null, null, event.getClass().getSimpleName(), AT, "", event));
        }
        return RulingsPage.of(ledger, BOARDS, people, ZoneId.of("Europe/Paris"), reader);
    }

    private static PlayerView player(String id, String name) {
        return new PlayerView(id, name, "5d", "Club", "KR", false, null, 0, 0, List.of());
    }

    @Test
    void anAppealBeforeItsRulingIsNotPublishedNorItsVotesAsCast() {
        RulingsPage page = page(FILED, VOTE);
        assertEquals(List.of(), page.appeals());
        assertTrue(!page.toString().contains("Draft"), "no draft opinion");
    }

    @Test
    void aRulingIsPublishedWithEachMembersVoteByName() {
        RulingsPage.Appeal appeal = page(FILED, VOTE, RULED).appeals().get(0);
        assertEquals("Appeal on round 1, board 3", appeal.heading());
        assertEquals("The committee overruled the referees' decision.", appeal.decision());
        assertEquals(List.of("Arbitration Committee member Wang Runan: overrule", "arb-kim: overrule", "arb-sato: uphold"),
                appeal.votes());
        assertEquals("The game's result stands.", appeal.result());
        assertTrue(appeal.ruledAt().contains("May 9, 2026") && appeal.ruledAt().contains("10:15:00"),
                "in the venue's time: " + appeal.ruledAt());
    }

    @Test
    void aBarProposedByARefereeIsPublishedOnlyOnceTheChiefRefereeConcurs() {
        assertEquals(List.of(), page(BAR).sanctions());
        assertEquals(List.of(), page(BAR, new PenaltyReviewed(GAME, "t", "d-1", false, "not proven", "", "chief", AT))
                .sanctions());
        assertEquals(List.of("Lee Sedol is barred from future competitions: struck the opponent (Incheon 2013 code art. 6.1)"),
                page(BAR, new PenaltyReviewed(GAME, "t", "d-1", true, "", "", "chief", AT)).sanctions());
    }

    @Test
    void aWarningTheCodeGaveNamesItsInfractionInTheReadersLanguageAndARefereesOwnReasonStaysAsWritten() {
        // "ko retaken" is how the event stores the code's infraction (Incheon 2013 code art. 5.3)
        WarningIssued byCode = new WarningIssued(GAME, "t", Color.BLACK, 1, "ko retaken", "Incheon 2013 code art. 5.3",
                "ref-han", AT);
        WarningIssued byReferee = new WarningIssued(GAME, "t", Color.WHITE, 1, "talked to a spectator", "Incheon 2013 code art. 6.3",
                "ref-han", AT);
        assertEquals("Ko retaken at once (Incheon 2013 code art. 5.3)", page(byCode).penalties().get(0).reason());
        assertEquals("패를 바로 되따냄 (인천 2013 경기 규정 제5.3조)",
                page(Language.of("ko").orElseThrow(), byCode).penalties().get(0).reason());
        assertEquals("立即提回劫 (仁川 2013 竞赛规程 第5.3条)", page(Language.of("zh").orElseThrow(), byCode).penalties().get(0).reason());
        assertEquals("talked to a spectator (인천 2013 경기 규정 제6.3조)",
                page(Language.of("ko").orElseThrow(), byReferee).penalties().get(0).reason());
    }

    @Test
    void aKoreanPageCitesTheCodesArticlesInKorean() {
        RulingsPage korean = page(Language.of("ko").orElseThrow(), CITING);
        assertEquals(List.of("Lee Sedol: 향후 대회 출전 금지. 사유: struck the opponent (인천 2013 경기 규정 제6.1조)"),
                korean.sanctions());
        assertEquals("패를 바로 되따냄 (인천 2013 경기 규정 제5.3조)", korean.penalties().get(0).reason());
        assertEquals("경고 2회 (인천 2013 경기 규정 제5.7조)", korean.penalties().get(1).reason());
        assertTrue(korean.appeals().get(0).ruledAt().endsWith("이 판정은 최종입니다(인천 2013 중재 규칙 제3.8조)."),
                korean.appeals().get(0).ruledAt());
        assertFalse(korean.toString().contains("art. "), korean.toString());
    }

    @Test
    void aChinesePageCitesTheCodesArticlesInChinese() {
        RulingsPage chinese = page(Language.of("zh").orElseThrow(), CITING);
        assertEquals(List.of("Lee Sedol被禁止参加今后的比赛：struck the opponent (仁川 2013 竞赛规程 第6.1条)"), chinese.sanctions());
        assertEquals("立即提回劫 (仁川 2013 竞赛规程 第5.3条)", chinese.penalties().get(0).reason());
        assertEquals("警告2次 (仁川 2013 竞赛规程 第5.7条)", chinese.penalties().get(1).reason());
        assertFalse(chinese.toString().contains("art. "), chinese.toString());
    }

    @Test
    void aJapanesePageCitesTheCodesArticlesInJapanese() {
        RulingsPage japanese = page(Language.of("ja").orElseThrow(), CITING);
        assertEquals(List.of("Lee Sedolは今後の大会への出場を禁止されました：struck the opponent (仁川 2013 競技規程 第6.1条)"),
                japanese.sanctions());
        assertEquals("コウの即時取り返し (仁川 2013 競技規程 第5.3条)", japanese.penalties().get(0).reason());
        assertEquals("警告2回 (仁川 2013 競技規程 第5.7条)", japanese.penalties().get(1).reason());
        assertFalse(japanese.toString().contains("art. "), japanese.toString());
    }

    @Test
    void aFrenchPageNamesTheCodesDocumentsInFrench() {
        RulingsPage french = page(Language.of("fr").orElseThrow(), CITING);
        assertEquals("Ko repris immédiatement (règlement de compétition d'Incheon 2013, art. 5.3)",
                french.penalties().get(0).reason());
        assertTrue(french.appeals().get(0).ruledAt().endsWith(
                "elle est définitive (règlement d'arbitrage d'Incheon 2013, art. 3.8)."), french.appeals().get(0).ruledAt());
        assertFalse(french.toString().matches("(?s).*Incheon 2013 (code|arbitration|duties) art.*"), french.toString());
    }

    @Test
    void theEnglishPageCitesAsTheEventsDo() {
        RulingsPage english = page(CITING);
        assertEquals(List.of("Lee Sedol is barred from future competitions: struck the opponent (Incheon 2013 code art. 6.1)"),
                english.sanctions());
        assertEquals("Ko retaken at once (Incheon 2013 code art. 5.3)", english.penalties().get(0).reason());
        assertEquals("2 warnings (Incheon 2013 code art. 5.7)", english.penalties().get(1).reason());
        assertTrue(english.appeals().get(0).ruledAt().endsWith("the ruling is final (Incheon 2013 arbitration art. 3.8)."),
                english.appeals().get(0).ruledAt());
    }

    @Test
    void aRefereesOwnWordsStayAsWrittenEvenWhereTheyCiteAnArticle() {
        WarningIssued quoting = new WarningIssued(GAME, "t", Color.WHITE, 1,
                "Incheon 2013 code art. 6.3 as the players were told: talked to a spectator", "Incheon 2013 code art. 6.3",
                "ref-han", AT);
        assertEquals("Incheon 2013 code art. 6.3 as the players were told: talked to a spectator",
                page(Language.of("ko").orElseThrow(), quoting).penalties().get(0).reason());
    }

    /**
     * A loss the code ruled says why in the reader's words, not "Black loses: …" in English: the line already names
     * the loser and the loss. A cause the engine words itself (a late arrival) keeps its words, its article translated.
     */
    @Test
    void aLossTheCodeRuledSaysWhyInTheReadersWords() {
        GameForfeited second = new GameForfeited(GAME, "t", Color.WHITE,
                "White loses: a second ko retaken (Incheon 2013 code art. 5.4)", "Incheon 2013 code art. 5.4", "ref-han", AT);
        GameForfeited late = new GameForfeited(GAME, "t", Color.BLACK,
                "Black loses: late by 0:16:00, more than 0:15:00 (Incheon 2013 code art. 4.2)", "Incheon 2013 code art. 4.2",
                "ref-han", AT);
        RulingsPage korean = page(Language.of("ko").orElseThrow(), second, late);
        assertEquals("패를 바로 되따냄 (두 번째) (인천 2013 경기 규정 제5.4조)", korean.penalties().get(0).reason());
        assertEquals("late by 0:16:00, more than 0:15:00 (인천 2013 경기 규정 제4.2조)", korean.penalties().get(1).reason());
        RulingsPage english = page(second, late);
        assertEquals("Ko retaken at once, a second time (Incheon 2013 code art. 5.4)", english.penalties().get(0).reason());
        assertEquals("late by 0:16:00, more than 0:15:00 (Incheon 2013 code art. 4.2)", english.penalties().get(1).reason());
        assertEquals("第二次立即提回劫 (仁川 2013 竞赛规程 第5.4条)",
                page(Language.of("zh").orElseThrow(), second).penalties().get(0).reason());
    }

    /** An appeal not heard says why in the reader's language, from the event's reason code; English keeps the sentence. */
    @Test
    void anAppealNotHeardSaysWhyInTheReadersLanguage() {
        AppealRejectedAsInvalid short_ = new AppealRejectedAsInvalid("a-2", "p-1", "t", GAME, FORM,
                new Deposit(new Money(new BigDecimal("300"), "USD"), true), AppealRejectedAsInvalid.DEPOSIT_SHORT,
                "The deposit paid, USD 300, is not the USD 500 required (Incheon 2013 arbitration art. 1.3).",
                "Incheon 2013 arbitration art. 1.3", "arb-wang", AT);
        AppealRejectedAsInvalid unknown = new AppealRejectedAsInvalid("a-3", "p-1", "t", GAME, FORM,
                new Deposit(new Money(new BigDecimal("500"), "USD"), true), "appeal-in-crayon",
                "The form is written in crayon.", "Incheon 2013 arbitration art. 1.3", "arb-wang", AT);

        assertEquals(List.of("Lee Sedol의 항소는 심리되지 않았습니다: 낸 공탁금(USD 300)이 정해진 금액보다 적습니다"
                        + "(인천 2013 중재 규칙 제1.3조).", "Lee Sedol의 항소는 심리되지 않았습니다: The form is written in crayon."),
                page(Language.of("ko").orElseThrow(), short_, unknown).notHeard());
        assertEquals(List.of("An appeal by Lee Sedol was not heard: The deposit paid, USD 300, is not the USD 500 required"
                + " (Incheon 2013 arbitration art. 1.3)."), page(short_).notHeard());
    }
}
