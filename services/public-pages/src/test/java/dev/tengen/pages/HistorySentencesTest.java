package dev.tengen.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.readmodel.GameView;
import dev.tengen.readmodel.HistoryEntry;
import dev.tengen.readmodel.PlayerView;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A game's history on its page cites the code's and the rules' articles in the reader's language: a warning the code
 * gave (Incheon 2013 code art. 5.3), a move the rules refused (Korean 2016 art. 7) and the loss a second warning
 * brought (Incheon 2013 code art. 5.7). In the Quarkus test application for its message bundles.
 */
@QuarkusTest
class HistorySentencesTest {

    private static final Instant AT = Instant.parse("2026-05-09T08:00:00Z");
    private static final List<HistoryEntry> TIMELINE = List.of(
            new HistoryEntry(AT, "WarningIssued", "", "black warned", Map.of("colour", "black", "count", "1",
                    "reason", "ko retaken", "article", "Incheon 2013 code art. 5.3")),
            new HistoryEntry(AT, "IllegalMoveRejected", "p-kim", "D4 refused", Map.of("colour", "black", "point", "D4",
                    "reason", "D4 retakes the ko at once; a move elsewhere must come first", "article",
                    "Korean 2016 art. 7", "infraction", "ko-retaken")),
            new HistoryEntry(AT, "GameForfeited", "", "white forfeits", Map.of("colour", "white",
                    "reason", "White loses: 2 warnings (Incheon 2013 code art. 5.7)", "article", "Incheon 2013 code art. 5.7")));
    private static final GameView GAME = new GameView("g-1", "t", "Incheon Open", 1, 3, "p-kim", "Kim Jiseok", "5d",
            "p-lee", "Lee Sedol", "5d", "korean-2016", "incheon-2013", 19, 0, 6.5, AT, List.of(), null, null, List.of(),
            TIMELINE);

    private static List<String> sentences(String tag) {
        Reader reader = new Reader(Language.of(tag).orElseThrow());
        People people = new People(reader, List.of(player("p-kim", "Kim Jiseok"), player("p-lee", "Lee Sedol")),
                List.of(), user -> List.of());
        return new HistorySentences(reader, people).of(GAME, ZoneId.of("Asia/Seoul")).stream()
                .map(HistorySentences.Line::sentence).toList();
    }

    private static PlayerView player(String id, String name) {
        return new PlayerView(id, name, "5d", "Club", "KR", false, null, 0, 0, List.of());
    }

    @Test
    void aKoreanHistoryCitesInKorean() {
        List<String> korean = sentences("ko");
        assertEquals(List.of("흑 Kim Jiseok 경고(이 대국 1번째): 패를 바로 되따냄 (인천 2013 경기 규정 제5.3조)",
                "흑 Kim Jiseok의 D4 착수 거부: 패를 바로 되따냄 (한국 바둑 규칙 2016 제7조)",
                "백 Lee Sedol 반칙패: 경고 2회 (인천 2013 경기 규정 제5.7조)"), korean);
        assertFalse(String.join(" ", korean).contains("art. "));
    }

    @Test
    void aChineseHistoryCitesInChinese() {
        List<String> chinese = sentences("zh");
        assertEquals(List.of("Kim Jiseok（黑方）被警告（本局第1次）：立即提回劫 (仁川 2013 竞赛规程 第5.3条)",
                "Kim Jiseok（黑方）在D4的着手未被接受：立即提回劫 (韩国围棋规则 2016 第7条)",
                "Lee Sedol（白方）被判负：警告2次 (仁川 2013 竞赛规程 第5.7条)"), chinese);
        assertFalse(String.join(" ", chinese).contains("art. "));
    }

    @Test
    void aJapaneseHistoryCitesInJapanese() {
        List<String> japanese = sentences("ja");
        assertEquals(List.of("Kim Jiseok（黒）に警告（この対局で1回目）：コウの即時取り返し (仁川 2013 競技規程 第5.3条)",
                "Kim Jiseok（黒）のD4への着手は認められませんでした：コウの即時取り返し (韓国ルール 2016 第7条)",
                "Lee Sedol（白）の反則負け：警告2回 (仁川 2013 競技規程 第5.7条)"), japanese);
        assertFalse(String.join(" ", japanese).contains("art. "));
    }

    @Test
    void anEnglishHistoryCitesAsTheEventsDo() {
        List<String> english = sentences("en");
        assertEquals(3, english.size());
        assertTrue(english.get(0).endsWith(": Ko retaken at once (Incheon 2013 code art. 5.3)"), english.get(0));
        assertTrue(english.get(1).endsWith(
                ": D4 retakes the ko at once; a move elsewhere must come first (Korean 2016 art. 7)"), english.get(1));
        assertTrue(english.get(2).endsWith(": 2 warnings (Incheon 2013 code art. 5.7)"), english.get(2));
    }

    /**
     * The two entries a page once showed in the archive's English to every reader: the expiry judged a pass on appeal
     * (Chinese 2002 art. 22.5) and a game voided by a correction of the pairing, the director's reason as written; an
     * entry archived without its facts keeps its text.
     */
    @Test
    void anExpiryJudgedAPassAndAVoidedGameAreSaidInTheReadersLanguage() {
        List<HistoryEntry> timeline = List.of(
                new HistoryEntry(AT, "ExpiryJudgedAsPass", "", "white's expiry is judged a pass",
                        Map.of("colour", "white", "article", "Chinese 2002 art. 22.5")),
                new HistoryEntry(AT, "GameVoided", "td", "void after 87 moves", Map.of("moves", "87", "round", "3",
                        "reason", "players seated at the wrong board")),
                new HistoryEntry(AT, "GameVoided", "td", "void after 12 moves: as archived before", Map.of()));
        GameView game = new GameView("g-1", "t", "Incheon Open", 3, 3, "p-kim", "Kim Jiseok", "5d", "p-lee", "Lee Sedol",
                "5d", "chinese-2002", "chinese-2002", 19, 0, 7.5, AT, List.of(), null, null, List.of(), timeline);
        Reader reader = new Reader(Language.of("ko").orElseThrow());
        People people = new People(reader, List.of(player("p-kim", "Kim Jiseok"), player("p-lee", "Lee Sedol")),
                List.of(), user -> List.of());

        assertEquals(List.of("항소에 따라 백 Lee Sedol의 시간 초과를 패스로 판정, 대국 계속(중국 바둑 규칙 2002 제22.5조).",
                        "87수 후 무효: 3라운드 대진이 정정됨(players seated at the wrong board).",
                        "void after 12 moves: as archived before"),
                new HistorySentences(reader, people).of(game, ZoneId.of("Asia/Seoul")).stream()
                        .map(HistorySentences.Line::sentence).toList());
    }
}
