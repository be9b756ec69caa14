package dev.tengen.pages.live;

/**
 * The first event of every stream, sent once the subscription is in place: from here on no change is missed.
 *
 * @param stream the tournament or game id followed
 * @param position the last event-store position the read model had applied when the stream opened
 */
public record Connected(String stream, long position) {
}
