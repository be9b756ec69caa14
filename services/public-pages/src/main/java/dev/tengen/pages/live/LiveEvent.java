package dev.tengen.pages.live;

/**
 * One server-sent event of a live stream: the tournament or game it is about, its name ({@code event:} line) and
 * the small JSON object it carries. A client reloads what it shows on the names it follows and reads the rest
 * from the query endpoints.
 */
public record LiveEvent(String about, String name, Object data) {
}
