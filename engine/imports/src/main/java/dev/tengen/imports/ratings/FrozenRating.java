package dev.tengen.imports.ratings;

import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;

/**
 * A player's rating as of a chosen date (the date a director freezes ratings for seeding), as far as one list can
 * tell it.
 *
 * @param player the player as the list gives it
 * @param at the chosen date
 * @param held whether the list's rating is the one the player held on {@code at}: last rated on or before it (EGD,
 *     AGA); for a list without per-player dates (FFG) whether the list itself is dated on or before it
 * @param basis why, in a sentence naming the dates
 */
public record FrozenRating(RatedPlayer player, LocalDate at, boolean held, String basis) {

    public FrozenRating {
        Objects.requireNonNull(player);
        Objects.requireNonNull(at);
        Objects.requireNonNull(basis);
    }

    /** The rating as of {@code at}: the list's rating for a player last rated on or before {@code at}. */
    static FrozenRating of(RatedPlayer player, Optional<LocalDate> listDate, LocalDate at) {
        if (player.lastRated().isPresent()) {
            LocalDate last = player.lastRated().get();
            return last.isAfter(at)
                    ? new FrozenRating(player, at, false, "rated again on " + last + ", after " + at
                            + ": the list gives the later rating, not the one held on " + at)
                    : new FrozenRating(player, at, true, "last rated on " + last + ": the rating held on " + at);
        }
        if (listDate.isEmpty()) {
            return new FrozenRating(player, at, false, "the list is not dated and gives no player's rating date");
        }
        // no per-player dates (the FFG's échelle): the list's own date stands for every player's
        LocalDate listed = listDate.get();
        return listed.isAfter(at)
                ? new FrozenRating(player, at, false, "the list of " + listed + " gives no player's rating date and is"
                        + " later than " + at + ": the rating may count games after " + at)
                : new FrozenRating(player, at, true, "the list of " + listed + ", on or before " + at
                        + ": the rating held on " + at);
    }
}
