package dev.tengen.tournament.service;

import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the tournament must remember about a registered player to decide on later commands and to pair.
 *
 * @param rank the declared rank in canonical notation
 * @param withdrawnFrom the first round the player no longer plays, 0 while playing (Chinese 2002 art. 28)
 * @param absentRounds rounds the player asked not to be paired for
 */
record Entrant(String name, String club, String rank, String country, int withdrawnFrom, Set<Integer> absentRounds) {

    Entrant {
        absentRounds = Set.copyOf(absentRounds);
    }

    boolean withdrawn() {
        return withdrawnFrom > 0;
    }

    /** Whether the player may be paired in {@code round}: not withdrawn by then, not absent. */
    boolean playsIn(int round) {
        return !(withdrawn() && round >= withdrawnFrom) && !absentRounds.contains(round);
    }

    Entrant withdrawFrom(int round) {
        return new Entrant(name, club, rank, country, round, absentRounds);
    }

    Entrant absentIn(int round) {
        Set<Integer> more = new TreeSet<>(absentRounds);
        more.add(round);
        return new Entrant(name, club, rank, country, withdrawnFrom, more);
    }

    /** Checked in for {@code round}: an earlier absence from it no longer holds. */
    Entrant presentIn(int round) {
        Set<Integer> fewer = new TreeSet<>(absentRounds);
        fewer.remove(round);
        return new Entrant(name, club, rank, country, withdrawnFrom, fewer);
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
