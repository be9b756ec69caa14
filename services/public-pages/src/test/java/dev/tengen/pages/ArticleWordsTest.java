package dev.tengen.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The platform's citations (engine/conduct's codes, engine/rules' rule sets, the arbitration's and the clock's
 * articles) in each language of the public pages, and what stays as written.
 */
class ArticleWordsTest {

    private static final ArticleWords KOREAN = new ArticleWords(new Language("ko", "한국어"));
    private static final ArticleWords CHINESE = new ArticleWords(new Language("zh", "中文"));
    private static final ArticleWords JAPANESE = new ArticleWords(new Language("ja", "日本語"));
    private static final ArticleWords FRENCH = new ArticleWords(new Language("fr", "Français"));
    private static final ArticleWords ENGLISH = new ArticleWords(Language.ENGLISH);

    @Test
    void eachDocumentIsNamedInKoreanWithItsArticleAsJe_Jo() {
        assertEquals("인천 2013 경기 규정 제5.7조", KOREAN.of("Incheon 2013 code art. 5.7"));
        assertEquals("인천 2013 중재 규칙 제3.8조", KOREAN.of("Incheon 2013 arbitration art. 3.8"));
        assertEquals("인천 2013 직무 규정 제2.5조", KOREAN.of("Incheon 2013 duties art. 2.5"));
        assertEquals("한국 바둑 규칙 2016 제7조", KOREAN.of("Korean 2016 art. 7"));
        assertEquals("한국 바둑 규칙 2013 제3.1조", KOREAN.of("Korean 2013 art. 3.1"));
        assertEquals("중국 바둑 규칙 2002 제24.1조", KOREAN.of("Chinese 2002 art. 24.1"));
        assertEquals("응씨 규칙 1991 제10조", KOREAN.of("Ing 1991 art. 10"));
        assertEquals("AGA 규칙 제7조", KOREAN.of("AGA rule 7"));
        assertEquals("AGA 기타 규칙 제2조", KOREAN.of("AGA other rule 2"));
    }

    @Test
    void eachDocumentIsNamedInChineseWithItsArticleAsDi_Tiao() {
        assertEquals("仁川 2013 竞赛规程 第5.7条", CHINESE.of("Incheon 2013 code art. 5.7"));
        assertEquals("仁川 2013 仲裁规则 第3.8条", CHINESE.of("Incheon 2013 arbitration art. 3.8"));
        assertEquals("仁川 2013 职责规定 第2.5条", CHINESE.of("Incheon 2013 duties art. 2.5"));
        assertEquals("韩国围棋规则 2016 第7条", CHINESE.of("Korean 2016 art. 7"));
        assertEquals("韩国围棋规则 2013 第3.1条", CHINESE.of("Korean 2013 art. 3.1"));
        assertEquals("中国围棋竞赛规则 2002 第24.1条", CHINESE.of("Chinese 2002 art. 24.1"));
        assertEquals("应氏围棋规则 1991 第10条", CHINESE.of("Ing 1991 art. 10"));
        assertEquals("AGA规则 第7条", CHINESE.of("AGA rule 7"));
        assertEquals("AGA其他规则 第2条", CHINESE.of("AGA other rule 2"));
    }

    @Test
    void eachDocumentIsNamedInJapaneseWithItsArticleAsDai_Jou() {
        assertEquals("仁川 2013 競技規程 第5.7条", JAPANESE.of("Incheon 2013 code art. 5.7"));
        assertEquals("仁川 2013 仲裁規則 第3.8条", JAPANESE.of("Incheon 2013 arbitration art. 3.8"));
        assertEquals("仁川 2013 職務規定 第2.5条", JAPANESE.of("Incheon 2013 duties art. 2.5"));
        assertEquals("韓国ルール 2016 第7条", JAPANESE.of("Korean 2016 art. 7"));
        assertEquals("韓国ルール 2013 第3.1条", JAPANESE.of("Korean 2013 art. 3.1"));
        assertEquals("中国ルール 2002 第24.1条", JAPANESE.of("Chinese 2002 art. 24.1"));
        assertEquals("応氏ルール 1991 第10条", JAPANESE.of("Ing 1991 art. 10"));
        assertEquals("AGAルール 第7条", JAPANESE.of("AGA rule 7"));
        assertEquals("AGAその他の規則 第2条", JAPANESE.of("AGA other rule 2"));
    }

    @Test
    void eachDocumentIsNamedInFrenchBeforeItsArticle() {
        assertEquals("règlement de compétition d'Incheon 2013, art. 5.7", FRENCH.of("Incheon 2013 code art. 5.7"));
        assertEquals("règlement d'arbitrage d'Incheon 2013, art. 3.8", FRENCH.of("Incheon 2013 arbitration art. 3.8"));
        assertEquals("fonctions des officiels d'Incheon 2013, art. 2.5", FRENCH.of("Incheon 2013 duties art. 2.5"));
        assertEquals("règles coréennes de 2016, art. 7", FRENCH.of("Korean 2016 art. 7"));
        assertEquals("règles coréennes de 2013, art. 3.1", FRENCH.of("Korean 2013 art. 3.1"));
        assertEquals("règles chinoises de 2002, art. 24.1", FRENCH.of("Chinese 2002 art. 24.1"));
        assertEquals("règles Ing de 1991, art. 10", FRENCH.of("Ing 1991 art. 10"));
        assertEquals("règles de l'AGA, règle 7", FRENCH.of("AGA rule 7"));
        assertEquals("autres règles de l'AGA, règle 2", FRENCH.of("AGA other rule 2"));
    }

    @Test
    void combinedFormsInKorean() {
        assertEquals("한국 바둑 규칙 2016 제8조, 제9조 및 제12조", KOREAN.of("Korean 2016 art. 8, 9 and 12"));
        assertEquals("중국 바둑 규칙 2002 제23.4조 및 제23.5조", KOREAN.of("Chinese 2002 art. 23.4 and 23.5"));
        assertEquals("중국 바둑 규칙 2002 제22.1조~제22.4조", KOREAN.of("Chinese 2002 art. 22.1-22.4"));
        assertEquals("중국 바둑 규칙 2002 제12.3조, 제22.5조", KOREAN.of("Chinese 2002 art. 12.3, 22.5"));
        assertEquals("인천 2013 중재 규칙 제2.4조~제2.5조, 제3.6조", KOREAN.of("Incheon 2013 arbitration art. 2.4-2.5, 3.6"));
        assertEquals("인천 2013 경기 규정 제2.3.6조 (4)", KOREAN.of("Incheon 2013 code art. 2.3.6 (4)"));
        assertEquals("응씨 규칙 1991 제7조 (1), 제8조, Forfeiture (4)", KOREAN.of("Ing 1991 art. 7 (1), art. 8, Forfeiture (4)"));
        assertEquals("AGA 규칙 제8조, 제9조 및 제10조", KOREAN.of("AGA rules 8, 9 and 10"));
        assertEquals("중국 바둑 규칙 2002 제22.7조, 인천 2013 경기 규정 제5.5.2조",
                KOREAN.of("Chinese 2002 art. 22.7, Incheon 2013 code art. 5.5.2"));
        assertEquals("인천 2013 경기 규정 제4.4조; 중국 바둑 규칙 2002 제16.4조",
                KOREAN.of("Incheon 2013 code art. 4.4; Chinese 2002 art. 16.4"));
    }

    @Test
    void combinedFormsInChinese() {
        assertEquals("韩国围棋规则 2016 第8条、第9条和第12条", CHINESE.of("Korean 2016 art. 8, 9 and 12"));
        assertEquals("中国围棋竞赛规则 2002 第23.4条和第23.5条", CHINESE.of("Chinese 2002 art. 23.4 and 23.5"));
        assertEquals("中国围棋竞赛规则 2002 第22.1条至第22.4条", CHINESE.of("Chinese 2002 art. 22.1-22.4"));
        assertEquals("中国围棋竞赛规则 2002 第12.3条、第22.5条", CHINESE.of("Chinese 2002 art. 12.3, 22.5"));
        assertEquals("仁川 2013 仲裁规则 第2.4条至第2.5条、第3.6条", CHINESE.of("Incheon 2013 arbitration art. 2.4-2.5, 3.6"));
        assertEquals("仁川 2013 竞赛规程 第2.3.6条 (4)", CHINESE.of("Incheon 2013 code art. 2.3.6 (4)"));
        assertEquals("应氏围棋规则 1991 第7条 (1)、第8条, Forfeiture (4)", CHINESE.of("Ing 1991 art. 7 (1), art. 8, Forfeiture (4)"));
        assertEquals("AGA规则 第8条、第9条和第10条", CHINESE.of("AGA rules 8, 9 and 10"));
        assertEquals("中国围棋竞赛规则 2002 第22.7条，仁川 2013 竞赛规程 第5.5.2条",
                CHINESE.of("Chinese 2002 art. 22.7, Incheon 2013 code art. 5.5.2"));
        assertEquals("仁川 2013 竞赛规程 第4.4条；中国围棋竞赛规则 2002 第16.4条",
                CHINESE.of("Incheon 2013 code art. 4.4; Chinese 2002 art. 16.4"));
    }

    @Test
    void combinedFormsInJapanese() {
        assertEquals("韓国ルール 2016 第8条、第9条及び第12条", JAPANESE.of("Korean 2016 art. 8, 9 and 12"));
        assertEquals("中国ルール 2002 第23.4条及び第23.5条", JAPANESE.of("Chinese 2002 art. 23.4 and 23.5"));
        assertEquals("中国ルール 2002 第22.1条～第22.4条", JAPANESE.of("Chinese 2002 art. 22.1-22.4"));
        assertEquals("中国ルール 2002 第12.3条、第22.5条", JAPANESE.of("Chinese 2002 art. 12.3, 22.5"));
        assertEquals("仁川 2013 仲裁規則 第2.4条～第2.5条、第3.6条", JAPANESE.of("Incheon 2013 arbitration art. 2.4-2.5, 3.6"));
        assertEquals("仁川 2013 競技規程 第2.3.6条 (4)", JAPANESE.of("Incheon 2013 code art. 2.3.6 (4)"));
        assertEquals("応氏ルール 1991 第7条 (1)、第8条, Forfeiture (4)", JAPANESE.of("Ing 1991 art. 7 (1), art. 8, Forfeiture (4)"));
        assertEquals("AGAルール 第8条、第9条及び第10条", JAPANESE.of("AGA rules 8, 9 and 10"));
        assertEquals("中国ルール 2002 第22.7条、仁川 2013 競技規程 第5.5.2条",
                JAPANESE.of("Chinese 2002 art. 22.7, Incheon 2013 code art. 5.5.2"));
        assertEquals("仁川 2013 競技規程 第4.4条；中国ルール 2002 第16.4条",
                JAPANESE.of("Incheon 2013 code art. 4.4; Chinese 2002 art. 16.4"));
    }

    @Test
    void combinedFormsInFrench() {
        assertEquals("règles coréennes de 2016, art. 8, 9 et 12", FRENCH.of("Korean 2016 art. 8, 9 and 12"));
        assertEquals("règles chinoises de 2002, art. 23.4 et 23.5", FRENCH.of("Chinese 2002 art. 23.4 and 23.5"));
        assertEquals("règles chinoises de 2002, art. 22.1 à 22.4", FRENCH.of("Chinese 2002 art. 22.1-22.4"));
        assertEquals("règles chinoises de 2002, art. 12.3, 22.5", FRENCH.of("Chinese 2002 art. 12.3, 22.5"));
        assertEquals("règlement d'arbitrage d'Incheon 2013, art. 2.4 à 2.5, 3.6",
                FRENCH.of("Incheon 2013 arbitration art. 2.4-2.5, 3.6"));
        assertEquals("règlement de compétition d'Incheon 2013, art. 2.3.6 (4)", FRENCH.of("Incheon 2013 code art. 2.3.6 (4)"));
        assertEquals("règles Ing de 1991, art. 7 (1), art. 8, Forfeiture (4)",
                FRENCH.of("Ing 1991 art. 7 (1), art. 8, Forfeiture (4)"));
        assertEquals("règles de l'AGA, règles 8, 9 et 10", FRENCH.of("AGA rules 8, 9 and 10"));
        assertEquals("règles chinoises de 2002, art. 22.7, règlement de compétition d'Incheon 2013, art. 5.5.2",
                FRENCH.of("Chinese 2002 art. 22.7, Incheon 2013 code art. 5.5.2"));
        assertEquals("règlement de compétition d'Incheon 2013, art. 4.4 ; règles chinoises de 2002, art. 16.4",
                FRENCH.of("Incheon 2013 code art. 4.4; Chinese 2002 art. 16.4"));
    }

    @Test
    void anEnglishGlossAfterTheNumbersStaysAsWritten() {
        assertEquals("한국 바둑 규칙 2013 제11조 (the code is silent on how to resign)",
                KOREAN.of("Korean 2013 art. 11 (the code is silent on how to resign)"));
        assertEquals("应氏围棋规则 1991 第9条, Improper conduct, and 10, Referee",
                CHINESE.of("Ing 1991 art. 9, Improper conduct, and 10, Referee"));
        assertEquals("AGAその他の規則 第1条 (no disturbing the opponent; the rules count no warnings)",
                JAPANESE.of("AGA other rule 1 (no disturbing the opponent; the rules count no warnings)"));
        assertEquals("règlement de compétition d'Incheon 2013, art. 2.3.6 (illegal exchange of information)",
                FRENCH.of("Incheon 2013 code art. 2.3.6 (illegal exchange of information)"));
    }

    @Test
    void aCitationItDoesNotRecogniseStaysAsWritten() {
        for (String unknown : List.of("AGA reminders (competitors must be available at designated times)", "art. 11",
                "Chinese 2002 App. 5", "Korean 2016 Rules", "Incheon 2013 code 5.5.2", "Ing 1991, note 1",
                "Chinese 2002 art. ", "FIFA 2013 art. 5.3")) {
            for (ArticleWords words : List.of(KOREAN, CHINESE, JAPANESE, FRENCH)) {
                assertEquals(unknown, words.of(unknown));
            }
        }
        // seed 004 under its file's number is not a name the table knows: it stays, the rest is read
        assertEquals("인천 2013 경기 규정 제4.3조; 004 art. 16.3", KOREAN.of("Incheon 2013 code art. 4.3; 004 art. 16.3"));
    }

    @Test
    void aCitationWithinOtherWordsIsReadWhereItStandsAndTheWordsStay() {
        assertEquals("set by the competition (仁川 2013 竞赛规程 第2.2.1条: 6.5)",
                CHINESE.of("set by the competition (Incheon 2013 code art. 2.2.1: 6.5)"));
        assertEquals("MyIncheon 2013 code art. 5.3", KOREAN.of("MyIncheon 2013 code art. 5.3"));
    }

    @Test
    void englishIsUnchangedByteForByte() {
        for (String citation : List.of("Incheon 2013 code art. 5.7", "Korean 2016 art. 8, 9 and 12",
                "Chinese 2002 art. 22.7, Incheon 2013 code art. 5.5.2", "Incheon 2013 code art. 4.4; Chinese 2002 art. 16.4",
                "Ing 1991 art. 7 (1), art. 8, Forfeiture (4)", "AGA rules 8, 9 and 10", "004 art. 16.3")) {
            assertEquals(citation, ENGLISH.of(citation));
        }
        assertNull(KOREAN.of(null));
        assertEquals("", FRENCH.of(""));
    }
}
