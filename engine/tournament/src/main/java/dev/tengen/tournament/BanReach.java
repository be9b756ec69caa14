package dev.tengen.tournament;

import java.time.LocalDate;

/**
 * Whom and until when a ban of the sanctions registry bars: a player of the banned name (compared as
 * {@link PersonName#key} compares names) and of the banned country, up to and including the ban's last day. A ban
 * without a country, or a player registered without one, is matched on the name alone: a federation's register
 * often leaves the country out, and a missing country must not let a banned player through. The registry (a ban
 * lifted bars nobody) and registration both ask this one rule.
 *
 * @param name the banned player's name as decided
 * @param country the banned player's country, or null
 * @param until the ban's last day, or null for a ban without an end
 */
public record BanReach(String name, String country, LocalDate until) {

    /** Whether the ban bars a player of this name and country on {@code day}. */
    public boolean bars(String playerName, String playerCountry, LocalDate day) {
        if (until != null && day.isAfter(until)) {
            return false;
        }
        boolean sameCountry = country == null || playerCountry == null || playerCountry.isBlank()
                || country.equalsIgnoreCase(playerCountry.strip());
        return sameCountry && PersonName.key(name).equals(PersonName.key(playerName));
    }
}
