package dev.tengen.pages;

/**
 * The documents the platform's articles cite, as the engine and the services name them in English ("Incheon 2013 code
 * art. 5.7", "AGA rule 7"), with their names in the other languages of the pages: the one table of them.
 *
 * <p>The names are the seeds' own where the seeds give one (/work/shared/seeds/README.md): seed 000 calls the games
 * "제4회 인천 실내&amp;무도아시아경기대회", hence "인천" and "仁川"; seed 004 is the English version of the Chinese
 * Weiqi Association's "中国围棋竞赛规则" (its art. 34 makes the Chinese original the authority), which the Chinese
 * page names so. The other seeds are English texts (seed 003 a translation of the Korean Baduk Association's rules,
 * seed 002 one of Ing Chang-ki's laws): their names here are the pages' own words for the rule sets and codes
 * ({@code messages/go_*.properties}, the console's words), and the chapters of seed 000 as the rulings page and the
 * console already cite them ("인천 2013 중재 규칙", "仁川 2013 职责规定"). A proper name (Incheon, Ing, AGA) stays a
 * proper name.
 *
 * @param english the document as the events write it, before the article's word
 * @param rules whether the document's numbered parts are rules ("AGA rule 7", "AGA rules 8, 9 and 10"), not articles
 */
enum CitedDocument {

    INCHEON_2013_CODE("Incheon 2013 code", false, "인천 2013 경기 규정", "仁川 2013 竞赛规程", "仁川 2013 競技規程",
            "règlement de compétition d'Incheon 2013"),
    /** Seed 000, chapter four: the Arbitration Committee (Jury of Appeal) rule. */
    INCHEON_2013_ARBITRATION("Incheon 2013 arbitration", false, "인천 2013 중재 규칙", "仁川 2013 仲裁规则",
            "仁川 2013 仲裁規則", "règlement d'arbitrage d'Incheon 2013"),
    /** Seed 000, chapter three: the duties of the Technical Delegate and the referees. */
    INCHEON_2013_DUTIES("Incheon 2013 duties", false, "인천 2013 직무 규정", "仁川 2013 职责规定", "仁川 2013 職務規定",
            "fonctions des officiels d'Incheon 2013"),
    KOREAN_2016("Korean 2016", false, "한국 바둑 규칙 2016", "韩国围棋规则 2016", "韓国ルール 2016",
            "règles coréennes de 2016"),
    /** Seed 000, chapter one: the Korean rules of baduk of March 2013. */
    KOREAN_2013("Korean 2013", false, "한국 바둑 규칙 2013", "韩国围棋规则 2013", "韓国ルール 2013",
            "règles coréennes de 2013"),
    CHINESE_2002("Chinese 2002", false, "중국 바둑 규칙 2002", "中国围棋竞赛规则 2002", "中国ルール 2002",
            "règles chinoises de 2002"),
    ING_1991("Ing 1991", false, "응씨 규칙 1991", "应氏围棋规则 1991", "応氏ルール 1991", "règles Ing de 1991"),
    /** Seed 001's numbered rules, 1) to 12). */
    AGA("AGA", true, "AGA 규칙", "AGA规则", "AGAルール", "règles de l'AGA"),
    /** Seed 001's "Other rules", after the numbered ones. */
    AGA_OTHER("AGA other", true, "AGA 기타 규칙", "AGA其他规则", "AGAその他の規則", "autres règles de l'AGA");

    final String english;
    final boolean rules;
    private final String korean;
    private final String chinese;
    private final String japanese;
    private final String french;

    CitedDocument(String english, boolean rules, String korean, String chinese, String japanese, String french) {
        this.english = english;
        this.rules = rules;
        this.korean = korean;
        this.chinese = chinese;
        this.japanese = japanese;
        this.french = french;
    }

    /** The document's name in {@code language}; its English one in English or a language the table lacks. */
    String name(Language language) {
        return switch (language.tag()) {
            case "ko" -> korean;
            case "zh" -> chinese;
            case "ja" -> japanese;
            case "fr" -> french;
            default -> english;
        };
    }
}
