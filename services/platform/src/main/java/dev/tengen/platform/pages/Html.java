package dev.tengen.platform.pages;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * The public pages' HTML: one small layout (a viewport meta tag and a few lines of CSS) and the escaping every
 * user-provided string goes through. A live page carries one short inline script, no framework: it listens to the
 * page's event stream and, on an event it follows, fetches the page again and swaps in the new content; without
 * JavaScript a meta refresh reloads it every {@value #REFRESH_SECONDS} seconds instead.
 */
public final class Html {

    /** Seconds between reloads of a live page in a browser without JavaScript. */
    static final int REFRESH_SECONDS = 30;

    /**
     * Reloads the content of {@code <main data-stream>} when its stream sends an event named in {@code data-events}
     * (of round {@code data-round} when set), a quarter second after the last of a burst; after a reconnection too,
     * since events may have been missed. Stops when the new content no longer follows a stream (the game ended).
     */
    public static final String LIVE_SCRIPT = """
            (function(){var m=document.querySelector('main[data-stream]');if(!m||!window.EventSource)return;
            var r=m.dataset.round,t,c=0,s=new EventSource(m.dataset.stream);
            function reload(){fetch(location.href).then(function(x){return x.text()}).then(function(h){
            var n=new DOMParser().parseFromString(h,'text/html').querySelector('main');if(!n)return;
            m.innerHTML=n.innerHTML;if(!n.dataset.stream)s.close()})}
            function later(){clearTimeout(t);t=setTimeout(reload,250)}
            s.addEventListener('connected',function(){if(c++)later()});
            m.dataset.events.split(' ').forEach(function(k){s.addEventListener(k,function(e){
            var d=JSON.parse(e.data);if(r&&d.round&&String(d.round)!==r)return;later()})})})();
            """;

    private static final String STYLE = """
            body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:.5rem 1rem;color:#222;line-height:1.4}
            header a{color:inherit;text-decoration:none;font-weight:bold}
            nav a{margin-right:.8rem}
            table{border-collapse:collapse;margin:.5rem 0}
            th,td{border-bottom:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top}
            td.n,th.n{text-align:right}
            .wrap{overflow-x:auto}
            .muted{color:#666;font-size:.9em}
            svg.board{width:100%;max-width:32rem;height:auto}
            ol.moves{columns:8rem;padding-left:2.5rem}
            """;

    private Html() {
    }

    /** Escapes text for an element's content or a quoted attribute value. */
    public static String esc(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /** A path segment built from an id, escaped for a URL and then for HTML. */
    static String seg(String id) {
        return esc(URLEncoder.encode(id, StandardCharsets.UTF_8).replace("+", "%20"));
    }

    /** A criterion value: whole numbers without decimals, others with up to two. */
    static String num(double value) {
        if (value == Math.rint(value)) {
            return Long.toString((long) value);
        }
        return String.format(Locale.ROOT, "%.2f", value).replaceAll("0+$", "");
    }

    /** A page; {@code follow} null for one that does not refresh. */
    static String page(String title, Follow follow, String body) {
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
                + (follow == null ? "" : "<noscript><meta http-equiv=\"refresh\" content=\"" + REFRESH_SECONDS
                        + "\"></noscript>")
                + "<title>" + esc(title) + " · Tengen</title><style>" + STYLE + "</style></head><body>"
                + "<header><a href=\"/\">Tengen</a></header>" + main(follow) + body + "</main>"
                + (follow == null ? "" : "<script>" + LIVE_SCRIPT + "</script>") + "</body></html>\n";
    }

    private static String main(Follow follow) {
        if (follow == null) {
            return "<main>";
        }
        return "<main data-stream=\"" + follow.stream() + "\" data-events=\"" + esc(String.join(" ", follow.events()))
                + "\"" + (follow.round() == null ? "" : " data-round=\"" + follow.round() + "\"") + ">";
    }

    static String tournamentNav(String id) {
        String t = "/t/" + seg(id);
        return "<nav><a href=\"" + t + "\">Overview</a><a href=\"" + t + "/standings\">Standings</a>"
                + "<a href=\"" + t + "/crosstable\">Crosstable</a></nav>";
    }

    static String row(List<String> cells) {
        StringBuilder out = new StringBuilder("<tr>");
        cells.forEach(cell -> out.append("<td>").append(cell).append("</td>"));
        return out.append("</tr>").toString();
    }
}
