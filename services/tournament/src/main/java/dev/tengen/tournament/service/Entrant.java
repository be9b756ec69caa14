package dev.tengen.tournament.service;

import java.util.Locale;

/** What the tournament must remember about a registered player to decide on later commands. */
record Entrant(String name, String club, boolean withdrawn) {

    Entrant withdraw() {
        return new Entrant(name, club, true);
    }

    /**
     * Two registrations are the same person when name and club agree, ignoring case: players of one name
     * from different clubs are told apart the way pairing lists tell them apart.
     */
    boolean isSamePersonAs(Entrant other) {
        return name.toLowerCase(Locale.ROOT).equals(other.name.toLowerCase(Locale.ROOT))
                && club.toLowerCase(Locale.ROOT).equals(other.club.toLowerCase(Locale.ROOT));
    }

    String describe() {
        return club.isEmpty() ? name : name + " (" + club + ")";
    }
}
