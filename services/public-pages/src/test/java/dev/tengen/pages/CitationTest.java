package dev.tengen.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A reason and its article: the article once, in the reader's words; the reason's own words as written. */
class CitationTest {

    private static final ArticleWords KOREAN = new ArticleWords(new Language("ko", "한국어"));
    private static final ArticleWords ENGLISH = new ArticleWords(Language.ENGLISH);

    @Test
    void aReasonGetsItsArticleInTheReadersWords() {
        assertEquals("talked to a spectator (인천 2013 경기 규정 제6.3조)",
                Citation.of("talked to a spectator", "Incheon 2013 code art. 6.3", KOREAN));
    }

    @Test
    void withoutAReasonTheArticleIsAlone() {
        assertEquals("한국 바둑 규칙 2016 제7조", Citation.of("", "Korean 2016 art. 7", KOREAN));
        assertEquals("talked to a spectator", Citation.of("talked to a spectator", null, KOREAN));
    }

    @Test
    void theArticleTheCodesSentenceEndsWithIsSaidInTheReadersWordsOnce() {
        assertEquals("White loses: 2 warnings (인천 2013 경기 규정 제5.7조)",
                Citation.of("White loses: 2 warnings (Incheon 2013 code art. 5.7)", "Incheon 2013 code art. 5.7", KOREAN));
    }

    @Test
    void aRefereesWordsThatCiteTheArticleElsewhereStayAsWrittenAndTheArticleIsNotRepeated() {
        assertEquals("under Incheon 2013 code art. 6.3 (talking), warned again",
                Citation.of("under Incheon 2013 code art. 6.3 (talking), warned again", "Incheon 2013 code art. 6.3",
                        KOREAN));
    }

    @Test
    void inEnglishTheReasonAndArticleAreAsTheEventsGiveThem() {
        assertEquals("White loses: 2 warnings (Incheon 2013 code art. 5.7)",
                Citation.of("White loses: 2 warnings (Incheon 2013 code art. 5.7)", "Incheon 2013 code art. 5.7", ENGLISH));
        assertEquals("talked to a spectator (Incheon 2013 code art. 6.3)",
                Citation.of("talked to a spectator", "Incheon 2013 code art. 6.3", ENGLISH));
    }
}
