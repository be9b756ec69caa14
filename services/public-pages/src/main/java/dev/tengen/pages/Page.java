package dev.tengen.pages;

import java.util.List;

/**
 * What the layout of every public page shows ({@code templates/layout.html}): the title, the language switcher, the
 * event's tabs when the page belongs to one, and the stream a live page follows.
 *
 * @param lang the page's language tag, for {@code <html lang>}
 * @param event the event's name and tabs, or null outside an event
 * @param live what the page follows, or null for a page that does not change by itself
 * @param viewer whether the page carries the game viewer's script
 */
public record Page(String title, String lang, List<LanguageLink> languages, EventNav event, Live live, boolean viewer) {

    /** One language of the switcher: the same page in that language. */
    public record LanguageLink(String tag, String name, String href, boolean current) {
    }

    /** The event a page belongs to, with its tabs. */
    public record EventNav(String name, String href, List<Tab> tabs) {
    }

    public record Tab(String label, String href, boolean current) {
    }

    /**
     * A live page: its script listens to {@code stream} and, on one of {@code events} (of {@code round} only, when
     * set), reloads the page's live parts.
     */
    public record Live(String stream, String events, String round) {
    }

    Page live(Live following) {
        return new Page(title, lang, languages, event, following, viewer);
    }

    Page withViewer() {
        return new Page(title, lang, languages, event, live, true);
    }
}
