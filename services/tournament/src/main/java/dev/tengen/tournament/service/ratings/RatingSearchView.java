package dev.tengen.tournament.service.ratings;

import java.util.List;
import java.util.Map;

/**
 * The answer of {@code GET /api/v1/ratings}: the lists searched and the players found, each ready to fill the
 * registration form.
 *
 * @param configured whether the operator configured a directory of rating lists ({@code tengen.ratings.dir})
 * @param lists every file of the directory: its list, date and number of players, or why it does not read
 * @param players the players found, at most {@link RatingsResource#MOST} ({@code truncated} says when more were)
 * @param truncated whether more players matched than are listed
 */
public record RatingSearchView(boolean configured, List<ListView> lists, List<Found> players, boolean truncated) {

    /**
     * One file of the directory.
     *
     * @param list "egf", "aga" or "ffg"; null for a file that does not read
     * @param date the list's date, null when it has none
     * @param problems why the file does not read, each naming its line; empty for a list
     */
    public record ListView(String file, String list, String date, int players, List<String> problems) {
    }

    /**
     * One player found.
     *
     * @param name the name as the platform registers it, family name first ("DUPONT Jérôme")
     * @param rank the rank, null when the list gives none (the player cannot be registered from it)
     * @param rating on Tengen's scale (2050 between 1k and 1d), null when not rated
     * @param listed the rating as the list writes it
     * @param memberships the list's id by body ({"egf": PIN}), as registration takes it
     * @param held with {@code at}: whether the list's rating is the one held on that date; null without {@code at}
     * @param basis with {@code at}: why, naming the dates
     */
    public record Found(String file, String list, String id, String familyName, String givenName, String name, String rank,
            Integer rating, String listed, String club, String country, String lastRated, Map<String, String> memberships,
            Boolean held, String basis) {
    }
}
