package dev.tengen.pages;

/**
 * A reason with the article it applies, the article once and in the reader's words ({@link ArticleWords}): not again
 * when the reason already cites it. A reason the code wrote ends with the article it applies, in brackets ("White
 * loses: 2 warnings (Incheon 2013 code art. 5.7)", {@code Verdicts.loss}; a late arrival's): that ending is the
 * code's citation and is said in the reader's words; the rest of a reason, a referee's words, is never rewritten.
 */
final class Citation {

    private Citation() {
    }

    static String of(String reason, String article, ArticleWords articles) {
        String r = reason == null ? "" : reason.strip();
        String a = article == null ? "" : article.strip();
        if (a.isEmpty()) {
            return r;
        }
        String ending = " (" + a + ")";
        if (r.endsWith(ending)) {
            return r.substring(0, r.length() - ending.length()) + " (" + articles.of(a) + ")";
        }
        if (r.contains(a)) {
            return r;
        }
        return r.isEmpty() ? articles.of(a) : r + " (" + articles.of(a) + ")";
    }
}
