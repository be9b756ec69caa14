package dev.tengen.pages;

/** A reason with the article it applies, the article once: not again when the reason already cites it. */
final class Citation {

    private Citation() {
    }

    static String of(String reason, String article) {
        String r = reason == null ? "" : reason.strip();
        String a = article == null ? "" : article.strip();
        if (a.isEmpty() || r.contains(a)) {
            return r;
        }
        return r.isEmpty() ? a : r + " (" + a + ")";
    }
}
