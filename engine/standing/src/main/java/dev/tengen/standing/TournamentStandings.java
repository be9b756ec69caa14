package dev.tengen.standing;

import dev.tengen.tournament.Entry;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Tournament;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The standings of a tournament after a round, by a list of its placement criteria: the one computation the
 * command line, the platform's read models and every export place entrants with. Scores follow OpenGotha 3.52
 * (docs/RULES-NOTES.md, "Standings as OpenGotha computes them"): byes and absences worth the tournament's half points,
 * games by default and games without result paired against their real opponent, SOS on McMahon scores corrected by
 * the handicap, and entrants never paired (no game, no bye in any round) left out of the places.
 */
public final class TournamentStandings {

    /** The standings, or why they cannot be computed. */
    public sealed interface Outcome permits Ranked, Refused {}

    /**
     * @param standings the placed entrants, best first; equal on every criterion, they share a place and are listed
     *     by name as OpenGotha lists them ({@link ExAequoOrder})
     * @param criteria the criteria, in the order of each place's values
     * @param afterRound the last round counted
     * @param registeredOnly entrants with no game and no pairing bye in any round of the tournament, in registration
     *     order: registered, never paired, not placed (OpenGotha leaves them out of its standings and exports)
     * @param table the placed entrants' rounds 1..afterRound on the tournament's own score, for crosstables
     */
    public record Ranked(Standings standings, List<PlacementCriterion> criteria, int afterRound,
            List<String> registeredOnly, Crosstable table) implements Outcome {
        public Ranked {
            criteria = List.copyOf(criteria);
            registeredOnly = List.copyOf(registeredOnly);
        }
    }

    public record Refused(String reason) implements Outcome {}

    private TournamentStandings() {}

    /**
     * The placed entrants ranked after {@code afterRound} by {@code criteria}; equal entrants share a place, listed by
     * name ({@link ExAequoOrder}).
     */
    public static Outcome rank(Tournament tournament, int afterRound, List<PlacementCriterion> criteria) {
        List<String> registeredOnly = new ArrayList<>(tournament.entrants());
        registeredOnly.removeAll(implied(tournament));
        return rank(tournament, afterRound, criteria, registeredOnly, placed -> ExAequoOrder.of(tournament, placed));
    }

    /**
     * Every entrant, those never paired included, best first after {@code afterRound} by the tournament's own criteria,
     * if they can be computed: the order that breaks ties inside a score group when the next round is paired. Entrants
     * equal on every criterion stay in registration order here, as the pairing has always had them: listing them by
     * name ({@link ExAequoOrder}) was checked against OpenGotha's standings, not against its pairings.
     */
    public static Optional<List<String>> order(Tournament tournament, int afterRound) {
        return rank(tournament, afterRound, tournament.placement().criteria(), List.of(), placed -> placed)
                instanceof Ranked ranked ? Optional.of(ranked.standings().order()) : Optional.empty();
    }

    /**
     * Every entrant's score on the tournament's own score (the McMahon score in a McMahon, points otherwise) after
     * {@code afterRound}, those never paired included, in registration order: the scores the next round is paired on
     * (after round 0, the start scores). Empty when the tournament cannot be placed.
     */
    public static Optional<java.util.Map<String, Double>> scores(Tournament tournament, int afterRound) {
        if (!(rank(tournament, afterRound, tournament.placement().criteria(), List.of(), placed -> placed)
                instanceof Ranked ranked)) {
            return Optional.empty();
        }
        java.util.Map<String, Double> scores = new java.util.LinkedHashMap<>();
        tournament.entrants().forEach(id -> scores.put(id, ranked.table().score(id)));
        return Optional.of(scores);
    }

    /** {@code listing} orders the placed entrants; equal on every criterion, they keep that order. */
    private static Outcome rank(Tournament tournament, int afterRound, List<PlacementCriterion> criteria,
            List<String> leftOut, UnaryOperator<List<String>> listing) {
        if (tournament.entries().stream().anyMatch(e -> e instanceof Entry.Team)) {
            return new Refused("team standings (Chinese 2002 art. 27.2) need each match's board order, which the"
                    + " tournament does not hold; individual players and Pair Go pairs are placed");
        }
        if (criteria.isEmpty()) {
            return new Refused("no placement criterion to rank by");
        }
        if (afterRound < 0) {
            return new Refused("rounds are counted from 1; there are no standings after round " + afterRound);
        }
        List<String> placed = new ArrayList<>(tournament.entrants());
        placed.removeAll(leftOut);
        placed = listing.apply(placed);
        try {
            TournamentTables tables = TournamentTables.of(tournament, placed, afterRound);
            Standings standings = new Placement("tournament", criteria.stream().map(tables::of).toList())
                    .rank(tables.own());
            return new Ranked(standings, criteria, afterRound, leftOut, tables.own());
        } catch (IllegalArgumentException e) {
            return new Refused("the games cannot be placed: " + e.getMessage());
        }
    }

    /** The entrants with a game or a pairing bye in some round (OpenGotha's Tournament.isPlayerImplied). */
    private static Set<String> implied(Tournament tournament) {
        Set<String> implied = new HashSet<>();
        tournament.games().forEach(g -> {
            implied.add(g.black());
            implied.add(g.white());
        });
        tournament.byesThrough(Integer.MAX_VALUE).stream()
                .filter(b -> b.kind() == dev.tengen.tournament.Bye.Kind.PAIRING_BYE)
                .forEach(b -> implied.add(b.player()));
        return implied;
    }
}
