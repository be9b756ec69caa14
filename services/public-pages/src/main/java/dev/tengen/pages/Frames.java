package dev.tengen.pages;

import dev.tengen.readmodel.TournamentOverview;
import jakarta.ws.rs.core.UriInfo;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Builds the layout's {@link Page} for a request: the language links keep the page and its other parameters. */
final class Frames {

    /** The tabs of an event's pages, in order. */
    enum Tab { EVENT, STANDINGS, PAIRINGS, RULINGS, NONE }

    private Frames() {
    }

    static Page page(Reader reader, UriInfo uri, String title) {
        return new Page(title, reader.language().tag(), languages(reader, uri), null, null, false);
    }

    static Page eventPage(Reader reader, UriInfo uri, String title, TournamentOverview t, Tab current) {
        Msg msg = reader.msg;
        List<Page.Tab> tabs = new ArrayList<>();
        tabs.add(new Page.Tab(msg.tabEvent(), Paths.tournament(t.id()), current == Tab.EVENT));
        tabs.add(new Page.Tab(msg.tabStandings(), Paths.tournament(t.id()) + "/standings", current == Tab.STANDINGS));
        if (t.roundsPaired() > 0) {
            tabs.add(new Page.Tab(msg.tabPairings(), Paths.round(t.id(), t.roundsPaired()), current == Tab.PAIRINGS));
        }
        tabs.add(new Page.Tab(msg.tabRulings(), Paths.rulings(t.id()), current == Tab.RULINGS));
        return new Page(title, reader.language().tag(), languages(reader, uri),
                new Page.EventNav(t.name(), Paths.tournament(t.id()), tabs), null, false);
    }

    private static List<Page.LanguageLink> languages(Reader reader, UriInfo uri) {
        return Language.ALL.stream().map(l -> new Page.LanguageLink(l.tag(), l.ownName(), withLanguage(uri, l.tag()),
                l.equals(reader.language()))).toList();
    }

    /** This page's address with {@code ?lang=} set and its other parameters kept. */
    private static String withLanguage(UriInfo uri, String tag) {
        StringBuilder query = new StringBuilder("?lang=").append(tag);
        for (Map.Entry<String, List<String>> parameter : uri.getQueryParameters().entrySet()) {
            if (parameter.getKey().equals("lang")) {
                continue;
            }
            for (String value : parameter.getValue()) {
                query.append('&').append(encode(parameter.getKey())).append('=').append(encode(value));
            }
        }
        return path(uri) + query;
    }

    /**
     * This page's path, each segment encoded again. Not {@code UriInfo.getRequestUri()}: it builds the absolute
     * address from the {@code Host} header, which an HTTP/1.0 request need not send, and every page answered such a
     * request ({@code GET / HTTP/1.0}, a monitoring probe's) 500.
     */
    private static String path(UriInfo uri) {
        return Arrays.stream(uri.getPath().split("/", -1)).map(Paths::segment).collect(Collectors.joining("/"));
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }
}
