package dev.tengen.tournament;

import dev.tengen.rank.Rank;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A registered player.
 *
 * @param id the id games, byes and entries use; unique in the tournament (OpenGotha files use NAME+FIRSTNAME
 *     in capitals without spaces)
 * @param name family name
 * @param firstName given name, may be empty
 * @param rank declared rank
 * @param rating rating (OpenGotha's scale, 2050 = 1d, 100 a rank), if known
 * @param club club name or code, empty if none
 * @param country country code, empty if none
 * @param birthDate date of birth, if given (age categories)
 * @param registration whether the registration is confirmed
 * @param absentRounds rounds the player asked not to be paired for, ascending
 * @param withdrawnFrom the first round the player no longer plays, after a withdrawal (Chinese 2002 art. 28)
 * @param mcMahonCorrection points the director adds to the McMahon start score (OpenGotha's smmsCorrection)
 * @param warnings warnings received over the tournament (Chinese 2002 art. 27.1 (1)(B))
 * @param memberships ids in rating bodies, by body ("egf", "ffg", "aga")
 */
public record Player(String id, String name, String firstName, Rank rank, OptionalInt rating, String club, String country,
        Optional<LocalDate> birthDate, Registration registration, List<Integer> absentRounds, OptionalInt withdrawnFrom,
        int mcMahonCorrection, int warnings, Map<String, String> memberships) {

    public Player {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("a player has an id");
        }
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("player '" + id + "' has a name");
        }
        Objects.requireNonNull(firstName);
        Objects.requireNonNull(rank);
        Objects.requireNonNull(rating);
        Objects.requireNonNull(club);
        Objects.requireNonNull(country);
        Objects.requireNonNull(birthDate);
        Objects.requireNonNull(registration);
        Objects.requireNonNull(withdrawnFrom);
        absentRounds = List.copyOf(new TreeSet<>(absentRounds));
        memberships = java.util.Collections.unmodifiableMap(new TreeMap<>(memberships));
        if (absentRounds.stream().anyMatch(round -> round < 1)) {
            throw new IllegalArgumentException("player '" + id + "': rounds are numbered from 1");
        }
        if (withdrawnFrom.isPresent() && withdrawnFrom.getAsInt() < 1) {
            throw new IllegalArgumentException("player '" + id + "': rounds are numbered from 1");
        }
        if (warnings < 0) {
            throw new IllegalArgumentException("player '" + id + "': a warning count is not negative");
        }
    }

    /** A confirmed player known by name and rank only. */
    public static Player of(String id, String name, String firstName, Rank rank) {
        return new Player(id, name, firstName, rank, OptionalInt.empty(), "", "", Optional.empty(), Registration.FINAL,
                List.of(), OptionalInt.empty(), 0, 0, Map.of());
    }

    /** Whether the player is to be paired in {@code round}: not absent and not withdrawn. */
    public boolean participatesIn(int round) {
        return !absentRounds.contains(round) && !hasWithdrawnBy(round);
    }

    /** Whether the player has withdrawn by {@code round}. */
    public boolean hasWithdrawnBy(int round) {
        return withdrawnFrom.isPresent() && round >= withdrawnFrom.getAsInt();
    }

    public Player withAbsentRounds(List<Integer> rounds) {
        return new Player(id, name, firstName, rank, rating, club, country, birthDate, registration, rounds, withdrawnFrom,
                mcMahonCorrection, warnings, memberships);
    }

    public Player withWithdrawal(int fromRound) {
        return new Player(id, name, firstName, rank, rating, club, country, birthDate, registration, absentRounds,
                OptionalInt.of(fromRound), mcMahonCorrection, warnings, memberships);
    }

    public Player withWarnings(int count) {
        return new Player(id, name, firstName, rank, rating, club, country, birthDate, registration, absentRounds,
                withdrawnFrom, mcMahonCorrection, count, memberships);
    }
}
