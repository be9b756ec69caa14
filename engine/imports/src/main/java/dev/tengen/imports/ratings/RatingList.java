package dev.tengen.imports.ratings;

import dev.tengen.tournament.PersonName;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A federation's rating list as read from a file: its body, the date it is as of (if it says), and its players in
 * file order.
 */
public record RatingList(RatingBody body, Optional<LocalDate> date, List<RatedPlayer> players) {

    public RatingList {
        Objects.requireNonNull(body);
        Objects.requireNonNull(date);
        players = List.copyOf(players);
    }

    /**
     * The players {@code query} names: the player whose id it is, if it is one; else every player whose full name
     * holds each word of the query at the start of one of its words, accents and case not counting ("dup j" finds
     * "Dupont Jérôme").
     */
    public List<RatedPlayer> find(String query) {
        String trimmed = query == null ? "" : query.strip();
        if (trimmed.isEmpty()) {
            return List.of();
        }
        List<RatedPlayer> byId = players.stream().filter(p -> p.id().equalsIgnoreCase(trimmed)).toList();
        if (!byId.isEmpty()) {
            return byId;
        }
        List<String> words = List.of(PersonName.searchKey(trimmed).split(" "));
        return players.stream().filter(p -> named(p.nameWords(), words)).toList();
    }

    private static boolean named(List<String> name, List<String> query) {
        return query.stream().allMatch(q -> name.stream().anyMatch(w -> w.startsWith(q)));
    }

    /** The rating {@code player} held on {@code at}, as far as this list tells it. */
    public FrozenRating ratingAt(RatedPlayer player, LocalDate at) {
        return FrozenRating.of(player, date, at);
    }
}
