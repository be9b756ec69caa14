package dev.tengen.tournament.service;

import dev.tengen.tournament.PersonName;
import dev.tengen.tournament.service.api.RoundBye;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the tournament must remember about a registered player to decide on later commands and to pair.
 *
 * @param rank the declared rank in canonical notation
 * @param withdrawnFrom the first round the player no longer plays, 0 while playing (Chinese 2002 art. 28)
 * @param absentRounds rounds the player asked not to be paired for
 * @param mcMahonCorrection points added to the McMahon start score (OpenGotha's smmsCorrection)
 */
record Entrant(String name, String club, String rank, String country, int withdrawnFrom, Set<Integer> absentRounds,
        int mcMahonCorrection) {

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

    /** Why the player has no game in {@code round} when the pairing leaves them out: withdrawn, absent, or not paired. */
    String byeKind(int round) {
        if (withdrawn() && round >= withdrawnFrom) {
            return RoundBye.WITHDRAWN;
        }
        return absentRounds.contains(round) ? RoundBye.ABSENT : RoundBye.NOT_PAIRED;
    }

    /** Why the player cannot be paired in {@code round}, for a refusal; meaningful when {@link #playsIn} is false. */
    String unavailability(int round) {
        return absentRounds.contains(round) ? "the player asked not to be paired in round " + round
                : "the player has withdrawn (Chinese 2002 art. 28.3)";
    }

    Entrant withdrawFrom(int round) {
        return new Entrant(name, club, rank, country, round, absentRounds, mcMahonCorrection);
    }

    Entrant absentIn(int round) {
        Set<Integer> more = new TreeSet<>(absentRounds);
        more.add(round);
        return new Entrant(name, club, rank, country, withdrawnFrom, more, mcMahonCorrection);
    }

    /** Checked in for {@code round}: an earlier absence from it no longer holds. */
    Entrant presentIn(int round) {
        Set<Integer> fewer = new TreeSet<>(absentRounds);
        fewer.remove(round);
        return new Entrant(name, club, rank, country, withdrawnFrom, fewer, mcMahonCorrection);
    }

    /**
     * Two registrations are the same person when name and club are the same names ({@link PersonName#key}): players
     * of one name from different clubs are told apart the way pairing lists tell them apart.
     */
    boolean isSamePersonAs(Entrant other) {
        return PersonName.key(name).equals(PersonName.key(other.name)) && PersonName.key(club).equals(PersonName.key(other.club));
    }

    String describe() {
        return club.isEmpty() ? name : name + " (" + club + ")";
    }
}
