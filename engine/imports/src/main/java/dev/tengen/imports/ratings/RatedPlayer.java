package dev.tengen.imports.ratings;

import dev.tengen.rank.Rank;
import dev.tengen.tournament.PersonName;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Registration;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One player of a federation's rating list.
 *
 * @param body the list's body
 * @param id the player's id in that body (EGD PIN, AGA id, FFG licence)
 * @param name family name
 * @param firstName given name, may be empty
 * @param rank the rank the list gives or its rating implies, if any
 * @param rating the rating on Tengen's scale (OpenGotha's and the EGD's GoR: 2050 is the line between 1k and 1d, 100 a
 *     rank), if the player is rated
 * @param listed the rating as the list writes it ("-6.90000", "56", "2106")
 * @param club club or chapter code, empty if none
 * @param country country (or US state in the AGA's list), empty if none
 * @param lastRated when the rating last changed, if the list says (EGD: the last tournament's date; AGA: date of last
 *     rating)
 * @param line the line of the list file
 */
public record RatedPlayer(RatingBody body, String id, String name, String firstName, Optional<Rank> rank, OptionalInt rating,
        String listed, String club, String country, Optional<LocalDate> lastRated, int line) {

    public RatedPlayer {
        Objects.requireNonNull(body);
        Objects.requireNonNull(id);
        Objects.requireNonNull(name);
        Objects.requireNonNull(firstName);
        Objects.requireNonNull(rank);
        Objects.requireNonNull(rating);
        Objects.requireNonNull(listed);
        Objects.requireNonNull(club);
        Objects.requireNonNull(country);
        Objects.requireNonNull(lastRated);
    }

    /** The words of the full name as searched: accents and case do not count. */
    List<String> nameWords() {
        return List.of(PersonName.searchKey(name + " " + firstName).split(" "));
    }

    /**
     * The player as registered from the list under {@code playerId}: name, rank, rating, club, country and the list's
     * id as a membership; empty if the list gives no rank to register with.
     */
    public Optional<Player> toPlayer(String playerId) {
        return rank.map(r -> new Player(playerId, name, firstName, r, rating, club, country, Optional.empty(),
                Registration.PRELIMINARY, List.of(), OptionalInt.empty(), 0, 0,
                id.isEmpty() ? Map.of() : Map.of(body.membership(), id)));
    }
}
