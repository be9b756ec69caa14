package dev.tengen.pages;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An article as the platform cites it ("Incheon 2013 code art. 5.7", "Korean 2016 art. 8, 9 and 12", "Chinese 2002
 * art. 22.1-22.4", "Ing 1991 art. 7 (1), art. 8, Forfeiture (4)", "AGA rules 8, 9 and 10", "Chinese 2002 art. 22.7,
 * Incheon 2013 code art. 5.5.2") in the reader's language: "인천 2013 경기 규정 제5.7조", "仁川 2013 竞赛规程 第5.7条",
 * "仁川 2013 競技規程 第5.7条", "règlement de compétition d'Incheon 2013, art. 5.7". The documents' names are
 * {@link CitedDocument}'s.
 *
 * <p>Only what it recognises is rewritten: a document of that table followed by its article's word and numbers joined
 * by ", ", " and ", "-" or ", art. ". Everything else stays exactly as written, in place: an English gloss after the
 * numbers (", Forfeiture (4)", " (the code is silent on how to resign)"), a document it does not know ("004 art.
 * 16.3"), a bare "art. 11". An English page gets the text as given, byte for byte.
 *
 * <p>The numbers stay Arabic in every language: the seeds number their articles so (seed 004, the English version of
 * the Chinese rules, writes "24. Warning Punishment" and "24.1", not "第二十四条"), and a sub-article such as 24.1 or
 * 2.3.6 has no plain form in Chinese numerals ("第二十四条第一款" would name a paragraph structure the seeds do not
 * give). A sub-item in brackets, "(4)", is kept after its article.
 */
final class ArticleWords {

    /** The word after a document's name, before the numbers: an article's, or one or more of the AGA's rules. */
    private static final Pattern WORD = Pattern.compile("(?<word>art\\.|(?<rule>rules?)) ");
    /** An article's number, sub-articles after dots, and a bracketed item: "5.7", "2.3.6 (4)". */
    private static final Pattern NUMBER = Pattern.compile("(\\d+(?:\\.\\d+)*)( \\(\\d+\\))?");
    /** What joins two numbers of one document: the article's word repeated, a list, an "and", a range. */
    private static final Pattern JOIN = Pattern.compile("(?<again>, art\\. )|(?<list>, )|(?<and> and )|(?<range>-)");

    /**
     * How a language writes articles.
     *
     * @param word whether the article's word is written before the numbers ("art. 8, 9 et 12"), rather than {@code
     *     before} and {@code after} around each number ("제8조, 제9조 및 제12조")
     * @param also between numbers of a list, and for a repeated "art."
     * @param through between the ends of a range
     * @param comma and {@code semicolon}: between two documents' citations
     */
    private record Style(boolean word, String before, String after, String also, String and, String through,
            String comma, String semicolon) {
    }

    private final Language language;
    private final Style style;

    ArticleWords(Language language) {
        this.language = language;
        this.style = switch (language.tag()) {
            case "ko" -> new Style(false, "제", "조", ", ", " 및 ", "~", ", ", "; ");
            case "zh" -> new Style(false, "第", "条", "、", "和", "至", "，", "；");
            case "ja" -> new Style(false, "第", "条", "、", "及び", "～", "、", "；");
            case "fr" -> new Style(true, "", "", ", ", " et ", " à ", ", ", " ; ");
            default -> null;
        };
    }

    /** The citation in the reader's language; as given in English, or when it holds no citation this recognises. */
    String of(String citation) {
        if (style == null || citation == null || citation.isEmpty()) {
            return citation;
        }
        StringBuilder out = new StringBuilder();
        int copied = 0;
        boolean afterCitation = false;
        for (int at = 0; at < citation.length(); at++) {
            if (at > 0 && Character.isLetterOrDigit(citation.charAt(at - 1))) {
                continue;
            }
            Span span = span(citation, at);
            if (span == null) {
                continue;
            }
            String between = citation.substring(copied, at);
            out.append(afterCitation ? separator(between) : between).append(span.words());
            copied = span.end();
            afterCitation = true;
            at = span.end() - 1;
        }
        return out.append(citation.substring(copied)).toString();
    }

    /** A recognised citation: where it ends in the text, and its words in the reader's language. */
    private record Span(int end, String words) {
    }

    /** The citation that begins at {@code at}, or null when none of the table's documents does. */
    private Span span(String text, int at) {
        for (CitedDocument document : CitedDocument.values()) {
            if (!text.startsWith(document.english + " ", at)) {
                continue;
            }
            Matcher word = WORD.matcher(text).region(at + document.english.length() + 1, text.length());
            if (word.lookingAt() && (word.group("rule") != null) == document.rules) {
                Span numbers = numbers(text, word.end());
                if (numbers != null) {
                    String joiner = style.word() ? ", " + frenchWord(word.group("word")) + " " : " ";
                    return new Span(numbers.end(), document.name(language) + joiner + numbers.words());
                }
            }
        }
        return null;
    }

    /** The numbers from {@code at}, as far as they go; null when no number is there. */
    private Span numbers(String text, int at) {
        Matcher number = NUMBER.matcher(text).region(at, text.length());
        if (!number.lookingAt()) {
            return null;
        }
        StringBuilder words = new StringBuilder(number(number));
        int end = number.end();
        Matcher join = JOIN.matcher(text);
        while (true) {
            join.region(end, text.length());
            if (!join.lookingAt()) {
                break;
            }
            number.region(join.end(), text.length());
            if (!number.lookingAt()) {
                break;
            }
            words.append(join(join)).append(number(number));
            end = number.end();
        }
        return new Span(end, words.toString());
    }

    private String number(Matcher number) {
        String item = number.group(2) == null ? "" : number.group(2);
        return style.before() + number.group(1) + style.after() + item;
    }

    private String join(Matcher join) {
        if (join.group("again") != null) {
            return style.word() ? join.group() : style.also();
        }
        if (join.group("list") != null) {
            return style.also();
        }
        return join.group("and") != null ? style.and() : style.through();
    }

    /** Between two citations, a comma or a semicolon in the reader's punctuation; any other text as written. */
    private String separator(String between) {
        return switch (between) {
            case ", " -> style.comma();
            case "; " -> style.semicolon();
            default -> between;
        };
    }

    /** The word before a French article's numbers: "art." stays, the AGA's rules are "règles". */
    private static String frenchWord(String word) {
        return switch (word) {
            case "rule" -> "règle";
            case "rules" -> "règles";
            default -> word;
        };
    }
}
