package dev.tengen.conduct;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Citations as the engine writes them, read back: {@code Chinese 2002 art. 22.5}, lists and ranges ({@code art. 8, 9
 * and 12}, {@code art. 22.1-22.4}), items ({@code 17.5 (5)}, {@code 27.1 (1)(C)}), Ing's named sections ({@code Ing
 * 1991 art. 8, Forfeiture (3)}), appendix tables, and a gloss in brackets that is no item. Each cited article is
 * looked up in the index of the seeds (resource seed-articles/articles.txt, made from the seeds alone).
 */
final class SeedCitations {

    /** One article of one document, as the index writes it. */
    record Cited(String document, String article) {
        @Override
        public String toString() {
            return document + (article.isEmpty() ? "" : " " + article);
        }
    }

    /** What a text cites, and what in it is a citation that cannot be read. */
    record Reading(List<Cited> cited, List<String> problems) {}

    private static final String DOCUMENTS = "Chinese 2002|Korean 2013|Korean 2016|Incheon 2013|Ing 1991|AGA";

    /**
     * A document named, then (within a few words) the word that starts its article and the article: a title such as
     * "AGA concise rules" names a document without citing it.
     */
    private static final Pattern MENTION = Pattern.compile("(" + DOCUMENTS + ")([ ,\\-][A-Za-z' ,\\-]{0,40}?)?"
            + "(?<![A-Za-z])(?:(?:art\\.|rules?\\b|App\\.|appendix\\b|Tables?\\b)(?=\\s*(?:\\d|Tables?\\b))|reminders\\b)");

    /** How each document is named before its article; anything else naming a seed is not a citation Tengen writes. */
    private static final Map<String, String> PHRASES = Map.ofEntries(
            Map.entry("Chinese 2002 art.", "Chinese 2002"),
            Map.entry("Chinese 2002 appendix", "Chinese 2002 appendix"),
            Map.entry("Chinese 2002 App.", "Chinese 2002 appendix"),
            Map.entry("Korean 2013 art.", "Korean 2013"),
            Map.entry("Korean 2016 art.", "Korean 2016"),
            Map.entry("Incheon 2013 code art.", "Incheon 2013 code"),
            Map.entry("Incheon 2013 duties art.", "Incheon 2013 duties"),
            Map.entry("Incheon 2013 arbitration art.", "Incheon 2013 arbitration"),
            Map.entry("Ing 1991 art.", "Ing 1991"),
            Map.entry("AGA rule", "AGA rule"),
            Map.entry("AGA rules", "AGA rule"),
            Map.entry("AGA other rule", "AGA other rule"),
            Map.entry("AGA other rules", "AGA other rule"),
            Map.entry("AGA reminders", "AGA reminders"));

    private static final Pattern NUMBER = Pattern.compile("^\\d+(\\.\\d+)*");
    private static final Pattern ITEM = Pattern.compile("^ ?\\((\\d+|[A-Z])\\)");
    private static final Pattern TABLES = Pattern.compile("^Tables? (\\d+)((?:(?:, | and )\\d+)*)");
    private static final Pattern SECTION = Pattern.compile("^(?:, and |, | and )(?!(?:" + DOCUMENTS + ")\\b)(?!art\\.)"
            + "([A-Z][A-Za-z' -]*?)(?= \\(|,| and |\\)|;|:|\\.|$)");
    private static final Pattern TABLE_AFTER = Pattern.compile("^(?:, | and )(?=Tables? \\d)");
    private static final Pattern NEXT_ARTICLE = Pattern.compile("^(?:, and |, art\\. |, | and |-)(?=\\d)");
    /** A literal that ends where an article should follow, or starts with what follows a document's name. */
    private static final Pattern PARTIAL = Pattern.compile("(?:\\bart\\.\\s*$)|(?:^\\s*(?:art\\.|appendix|App\\.)\\s)");

    private SeedCitations() {}

    /** Every article the index lists, as "document|article". */
    static Set<String> index() {
        try (InputStream in = SeedCitations.class.getResourceAsStream("/seed-articles/articles.txt")) {
            Set<String> articles = new HashSet<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    articles.add(line);
                }
            }
            return articles;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The citations of a text, such as a ruling's article or a sentence with one in brackets. */
    static Reading read(String text) {
        List<Cited> cited = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        if (PARTIAL.matcher(text).find()) {
            problems.add("'" + text + "' ends in the middle of a citation: write the citation in one piece");
        }
        Matcher mention = MENTION.matcher(text);
        int from = 0;
        while (mention.find(from)) {
            String phrase = text.substring(mention.start(), mention.end());
            String document = PHRASES.get(phrase);
            if (document == null) {
                problems.add("'" + phrase + "' in '" + text + "' names no document the way citations do");
                from = mention.end();
                continue;
            }
            if (document.equals("AGA reminders")) {
                cited.add(new Cited(document, ""));
                from = mention.end();
                continue;
            }
            int end = articles(document, text, mention.end(), cited, problems);
            from = Math.max(end, mention.end());
        }
        return new Reading(cited, problems);
    }

    /** Reads the articles after a document's name; returns where they end. */
    private static int articles(String document, String text, int start, List<Cited> cited, List<String> problems) {
        boolean appendix = document.equals("Chinese 2002 appendix");
        int at = start + (start < text.length() && text.charAt(start) == ' ' ? 1 : 0);
        boolean first = true;
        while (true) {
            Matcher tables = TABLES.matcher(text.substring(at));
            if (appendix && tables.find()) {
                at += tables(tables, document, cited);
            } else {
                Matcher number = NUMBER.matcher(text.substring(at));
                if (!number.find()) {
                    if (first) {
                        problems.add("no article after '" + document + "' in '" + text + "'");
                    }
                    return at;
                }
                String base = number.group();
                at += number.end();
                Items items = items(text, at);
                at += items.length();
                boolean sectioned = false;
                while (true) {
                    Matcher table = TABLE_AFTER.matcher(text.substring(at));
                    Matcher section = SECTION.matcher(text.substring(at));
                    if (appendix && table.find()) {
                        at += table.end();
                        at += tables(matched(TABLES, text.substring(at)), document, cited);
                    } else if (section.find()) {
                        at += section.end();
                        Items sectionItems = items(text, at);
                        at += sectionItems.length();
                        cited.add(new Cited(document, base + ", " + section.group(1) + sectionItems.written()));
                        sectioned = true;
                    } else {
                        break;
                    }
                }
                if (!sectioned) {
                    cited.add(new Cited(document, base + items.written()));
                }
            }
            first = false;
            Matcher next = NEXT_ARTICLE.matcher(text.substring(at));
            if (!next.find()) {
                return at;
            }
            at += next.end();
        }
    }

    /** Items such as " (1)(C)": as the index writes them after an article, and how many characters they took. */
    private record Items(String labels, int length) {
        String written() {
            return labels.isEmpty() ? "" : " " + labels;
        }
    }

    private static Items items(String text, int at) {
        StringBuilder labels = new StringBuilder();
        int i = at;
        for (Matcher item = ITEM.matcher(text.substring(i)); item.find(); item = ITEM.matcher(text.substring(i))) {
            labels.append('(').append(item.group(1)).append(')');
            i += item.end();
        }
        return new Items(labels.toString(), i - at);
    }

    private static Matcher matched(Pattern pattern, String text) {
        Matcher matcher = pattern.matcher(text);
        if (!matcher.find()) {
            throw new IllegalStateException("expected " + pattern + " at '" + text + "'");
        }
        return matcher;
    }

    /** "Table 4", "Tables 4 and 5": each table cited; the length read. */
    private static int tables(Matcher tables, String document, List<Cited> cited) {
        cited.add(new Cited(document, "Table " + tables.group(1)));
        for (String more : tables.group(2).split(", | and ")) {
            if (!more.isEmpty()) {
                cited.add(new Cited(document, "Table " + more));
            }
        }
        return tables.end();
    }
}
