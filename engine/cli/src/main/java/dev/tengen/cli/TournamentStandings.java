package dev.tengen.cli;

import dev.tengen.standing.Criterion;
import dev.tengen.standing.Crosstable;
import dev.tengen.standing.Entrant;
import dev.tengen.standing.Placement;
import dev.tengen.standing.Scoring;
import dev.tengen.standing.Standings;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.Entry;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.UnplayedRounds;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The standings of a tournament after a round, by a list of its placement criteria. */
final class TournamentStandings {

    /** The standings, or why they cannot be computed. */
    sealed interface Outcome permits Ranked, Refused {}

    record Ranked(Standings standings, List<PlacementCriterion> criteria, int afterRound) implements Outcome {}

    record Refused(String reason) implements Outcome {}

    private TournamentStandings() {}

    /** The entrants ranked after {@code afterRound} by {@code criteria}; equal entrants share a place. */
    static Outcome rank(Tournament tournament, int afterRound, List<PlacementCriterion> criteria) {
        if (tournament.entries().stream().anyMatch(e -> e instanceof Entry.Team)) {
            return new Refused("team standings (Chinese 2002 art. 27.2) need each match's board order, which the file"
                    + " does not hold; this command places individual players and Pair Go pairs");
        }
        if (criteria.isEmpty()) {
            return new Refused("no placement criterion to rank by");
        }
        UnplayedRounds unplayed = tournament.placement().unplayed();
        List<GameRecord> games = tournament.gamesThrough(afterRound);
        List<Bye> byes = TournamentPairing.byesThrough(tournament, afterRound);
        boolean mcMahon = tournament.pairing() instanceof PairingSystem.McMahon;
        // Unplayed rounds are worth the file's half points (OpenGotha's NBW/MMS values for byes and absences).
        Scoring egf = Scoring.EGF.withPairingBye((mcMahon ? unplayed.mcMahonForBye() : unplayed.winsForBye()) / 2.0)
                .withAbsence((mcMahon ? unplayed.mcMahonForAbsence() : unplayed.winsForAbsence()) / 2.0)
                .withRoundDown(unplayed.roundDown())
                // OpenGotha's McMahon SOS: an opponent's score is corrected by the handicap between them
                // (docs/drafts/standing.md); a Swiss is even throughout.
                .withHandicapAdjustment(mcMahon);
        Scoring wins = egf.withPairingBye(unplayed.winsForBye() / 2.0).withAbsence(unplayed.winsForAbsence() / 2.0);
        // Chinese 2002 art. 27.1: a win is 2 points, so the file's half wins are Chinese points.
        Scoring chinese = Scoring.CHINESE_2002.withPairingBye(unplayed.winsForBye()).withAbsence(unplayed.winsForAbsence());
        Scoring ing = Scoring.ING_1991.withPairingBye(unplayed.winsForBye() / 2.0).withAbsence(unplayed.winsForAbsence() / 2.0)
                .withRoundDown(unplayed.roundDown());
        try {
            TournamentCriteria tables = new TournamentCriteria(tournament,
                    Crosstable.of(entrants(tournament, true), games, byes, egf, afterRound),
                    Crosstable.of(entrants(tournament, false), games, byes, wins, afterRound),
                    Crosstable.of(entrants(tournament, false), games, byes, chinese, afterRound),
                    Crosstable.of(entrants(tournament, false), games, byes, ing, afterRound));
            List<Criterion> ordered = criteria.stream().map(tables::of).toList();
            Standings standings = new Placement("tournament", ordered).rank(tables.egf());
            return new Ranked(standings, List.copyOf(criteria), afterRound);
        } catch (IllegalArgumentException e) {
            return new Refused("the games cannot be placed: " + e.getMessage());
        }
    }

    /** Entrant ids best first after {@code afterRound} by the tournament's own criteria, if they can be computed. */
    static Optional<List<String>> order(Tournament tournament, int afterRound) {
        return rank(tournament, afterRound, tournament.placement().criteria()) instanceof Ranked ranked
                ? Optional.of(ranked.standings().order()) : Optional.empty();
    }

    /**
     * The entrants with their McMahon start score (EGF Tournament System Rules: the rank held between floor
     * and bar, counted from the zero rank, plus the director's correction) and warnings.
     */
    private static List<Entrant> entrants(Tournament tournament, boolean withStartScore) {
        List<Entrant> entrants = new ArrayList<>();
        for (String id : tournament.entrants()) {
            Optional<Player> player = tournament.player(id);
            double start = 0;
            if (withStartScore && player.isPresent() && tournament.pairing() instanceof PairingSystem.McMahon m
                    && player.get().rank().sameScale(m.bar())) {
                start = Math.clamp(player.get().rank().value(), m.floor().value(), m.bar().value()) - m.zero().value()
                        + player.get().mcMahonCorrection();
            }
            entrants.add(new Entrant(id, start, player.map(Player::warnings).orElse(0)));
        }
        return entrants;
    }
}
