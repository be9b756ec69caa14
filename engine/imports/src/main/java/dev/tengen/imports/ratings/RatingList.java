package dev.tengen.imports.ratings;

import dev.tengen.tournament.PersonName;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A federation's rating list as read from a file: its body, the date it is as of (if it says), and its players in
 * file order. The players' names are folded for search once, when the list is read: the EGD's world list has some
 * hundred thousand players, and the desk searches it as the director types.
 */
public final class RatingList {

    private final RatingBody body;
    private final Optional<LocalDate> date;
    private final List<RatedPlayer> players;
    private final List<List<String>> nameWords;

    public RatingList(RatingBody body, Optional<LocalDate> date, List<RatedPlayer> players) {
        this.body = Objects.requireNonNull(body);
        this.date = Objects.requireNonNull(date);
        this.players = List.copyOf(players);
        this.nameWords = this.players.stream().map(RatedPlayer::nameWords).toList();
    }

    public RatingBody body() {
        return body;
    }

    public Optional<LocalDate> date() {
        return date;
    }

    public List<RatedPlayer> players() {
        return players;
    }

    /**
     * The players {@code query} names: the player whose id it is, if it is one; else every player whose full name
     * holds each word of the query at the start of one of its words, accents and case not counting ("dup j" finds
     * "Dupont Jérôme").
     */
    public List<RatedPlayer> find(String query) {
        String key = query == null ? "" : PersonName.searchKey(query);
        if (key.isEmpty()) {
            return List.of();
        }
        List<RatedPlayer> byId = players.stream().filter(p -> p.id().equalsIgnoreCase(key)).toList();
        if (!byId.isEmpty()) {
            return byId;
        }
        // each word once: a word typed twice asks nothing more, and each costs a look at every name
        List<String> words = Arrays.stream(key.split(" ")).distinct().toList();
        return java.util.stream.IntStream.range(0, players.size()).filter(i -> named(nameWords.get(i), words))
                .mapToObj(players::get).toList();
    }

    private static boolean named(List<String> name, List<String> query) {
        return query.stream().allMatch(q -> name.stream().anyMatch(w -> w.startsWith(q)));
    }

    /** The rating {@code player} held on {@code at}, as far as this list tells it. */
    public FrozenRating ratingAt(RatedPlayer player, LocalDate at) {
        return FrozenRating.of(player, date, at);
    }
}
