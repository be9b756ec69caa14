package dev.tengen.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A tournament: what it is, its rules, how it is paired and placed, who plays, and the rounds paired so
 * far. A value: every change gives a new tournament. Consistency across its parts (every game names
 * registered players, nobody plays twice in a round...) is checked by {@link TournamentCheck}; the file
 * readers return only tournaments that pass it.
 *
 * @param event name, dates, place
 * @param regulations rule set, board, compensation, handicap, number of rounds
 * @param pairing the pairing system and its parameters
 * @param placement the placement criteria
 * @param players the registered players, in registration order
 * @param entries teams and Pair Go pairs; empty in an individual tournament
 * @param rounds the paired rounds, ascending
 */
public record Tournament(Event event, Regulations regulations, PairingSystem pairing, Placement placement,
        List<Player> players, List<Entry> entries, List<Round> rounds) {

    public Tournament {
        Objects.requireNonNull(event);
        Objects.requireNonNull(regulations);
        Objects.requireNonNull(pairing);
        Objects.requireNonNull(placement);
        players = List.copyOf(players);
        entries = List.copyOf(entries);
        rounds = rounds.stream().sorted(Comparator.comparingInt(Round::number)).toList();
    }

    public Optional<Player> player(String id) {
        return players.stream().filter(p -> p.id().equals(id)).findFirst();
    }

    public Optional<Entry> entry(String id) {
        return entries.stream().filter(e -> e.id().equals(id)).findFirst();
    }

    public Optional<Round> round(int number) {
        return rounds.stream().filter(r -> r.number() == number).findFirst();
    }

    /** The games of rounds 1 to {@code lastRound}, round by round, board by board. */
    public List<GameRecord> gamesThrough(int lastRound) {
        return rounds.stream().filter(r -> r.number() <= lastRound).flatMap(r -> r.games().stream()).toList();
    }

    /** Every game recorded. */
    public List<GameRecord> games() {
        return gamesThrough(Integer.MAX_VALUE);
    }

    /** The byes recorded for rounds 1 to {@code lastRound}. */
    public List<Bye> byesThrough(int lastRound) {
        return rounds.stream().filter(r -> r.number() <= lastRound).flatMap(r -> r.byes().stream()).toList();
    }

    /**
     * Every round without a game of rounds 1 to {@code lastRound}: the recorded byes and, for each player of an
     * individual event with neither a game nor a bye in one of those rounds, the absence or withdrawal the player's
     * record implies. A participating player with nothing recorded has no bye (not paired).
     */
    public List<Bye> byesImpliedThrough(int lastRound) {
        List<Bye> byes = new ArrayList<>(byesThrough(lastRound));
        if (!entries.isEmpty()) {
            return byes;
        }
        for (int number = 1; number <= lastRound; number++) {
            Optional<Round> recorded = round(number);
            for (Player player : players) {
                if (recorded.isPresent() && recorded.get().involves(player.id())) {
                    continue;
                }
                if (player.hasWithdrawnBy(number)) {
                    byes.add(new Bye(number, player.id(), Bye.Kind.WITHDRAWN));
                } else if (!player.participatesIn(number)) {
                    byes.add(new Bye(number, player.id(), Bye.Kind.ABSENT));
                }
            }
        }
        return byes;
    }

    /** The number of the last paired round, 0 before the first pairing. */
    public int lastPairedRound() {
        return rounds.stream().mapToInt(Round::number).max().orElse(0);
    }

    /** This tournament with {@code round} added, or put in place of the round of the same number. */
    public Tournament withRound(Round round) {
        List<Round> kept = new ArrayList<>(rounds.stream().filter(r -> r.number() != round.number()).toList());
        kept.add(round);
        return new Tournament(event, regulations, pairing, placement, players, entries, kept);
    }

    /** This tournament with the player of the same id replaced, or {@code player} registered. */
    public Tournament withPlayer(Player player) {
        List<Player> changed = new ArrayList<>(players);
        int at = changed.stream().map(Player::id).toList().indexOf(player.id());
        if (at >= 0) {
            changed.set(at, player);
        } else {
            changed.add(player);
        }
        return new Tournament(event, regulations, pairing, placement, changed, entries, rounds);
    }

    /** Ids of the entrants: the entries' ids in a team or Pair Go event, else the players' ids. */
    public List<String> entrants() {
        return entries.isEmpty() ? players.stream().map(Player::id).toList() : entries.stream().map(Entry::id).toList();
    }

    /** Every id a game or bye may name: players and entries. */
    Stream<String> ids() {
        return Stream.concat(players.stream().map(Player::id), entries.stream().map(Entry::id));
    }
}
