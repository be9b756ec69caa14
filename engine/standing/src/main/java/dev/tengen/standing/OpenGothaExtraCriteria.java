package dev.tengen.standing;

import dev.tengen.rank.Rank;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Tournament;

/**
 * OpenGotha 3.52's Strasbourg score (STS), the sum of opponents' Strasbourg scores (SOSTS) and its exploits (EXT
 * attempted, EXR achieved). The definitions are OpenGotha's own: its PlacementParameterSet names them ("Strasbourg
 * Score", "Sum of Opponents Scores (STS)", "Exploits Tentes", "Exploits Reussis") and its
 * Tournament.fillBaseScoringInfoIfNecessary computes them as written here, in Tengen's own terms.
 */
final class OpenGothaExtraCriteria {

    /** OpenGotha's McMahon zero the Strasbourg score counts the bar from, whatever the file's own zero: 30k. */
    private static final Rank THIRTY_KYU = Rank.kyu(30);

    private OpenGothaExtraCriteria() {
    }

    /**
     * STS: the McMahon score, plus 2 from the quarter-final on (rounds N-2 to N of a tournament of N rounds) for a
     * player who started at the bar and won every round through round N-2, and 2 more from the semi-final on (rounds
     * N-1 and N) for one who won every round through round N-1. OpenGotha's help: a McMahon tournament whose top group
     * plays a single-elimination bracket in its last three rounds. OpenGotha counts the top group's start score from
     * 30k, not from the file's McMahon zero; so does this.
     */
    static double strasbourgScore(Tournament tournament, Crosstable mcMahon, String player) {
        return mcMahon.score(player) + bracketBonus(tournament, mcMahon, player);
    }

    private static double bracketBonus(Tournament tournament, Crosstable mcMahon, String player) {
        if (!(tournament.pairing() instanceof PairingSystem.McMahon m)) {
            return 0;
        }
        int rounds = tournament.regulations().rounds();
        int afterRound = mcMahon.rounds();
        double topStart = m.bar().value() - THIRTY_KYU.value();
        double bonus = 0;
        for (int decisive : new int[] {rounds - 2, rounds - 1}) {
            if (decisive >= 1 && afterRound >= decisive
                    && mcMahon.scoreAfter(player, decisive) == topStart + decisive) {
                bonus += 2;
            }
        }
        return bonus;
    }

    /**
     * SOSTS: as SOSM (each opponent's score after round N corrected by the handicap, the player's own start score for
     * a round without a game), on the opponents' Strasbourg scores.
     */
    static double sumOfOpponentsStrasbourgScores(Tournament tournament, Crosstable mcMahon, String player) {
        double sum = 0;
        for (RoundResult r : mcMahon.row(player)) {
            sum += r.metOpponent()
                    ? strasbourgScore(tournament, mcMahon, r.opponent()) + r.handicapGiven()
                    : mcMahon.entrant(player).startScore();
        }
        return sum;
    }

    /** EXT: for every paired game, the opponent's number of wins after round N times the game's weight. */
    static double exploitsAttempted(Tournament tournament, Crosstable wins, String player) {
        return exploits(tournament, wins, player, false);
    }

    /** EXR: as EXT, counting only the games the player won (by default and both-win included). */
    static double exploitsAchieved(Tournament tournament, Crosstable wins, String player) {
        return exploits(tournament, wins, player, true);
    }

    private static double exploits(Tournament tournament, Crosstable wins, String player, boolean wonOnly) {
        double sum = 0;
        for (RoundResult r : wins.row(player)) {
            if (r.opponent() == null || (wonOnly && !r.isWin())) {
                continue;
            }
            sum += wins.points(r.opponent()) * weight(tournament, player, r);
        }
        return sum;
    }

    /**
     * The weight of a game: how many stones harder it was than the ranks call for. The stones the player gave (negative
     * as Black) minus the rank difference (player's rank minus opponent's): below 0 weighs 0, 0 weighs 1, 1 weighs 2,
     * 2 or more weigh 3.
     */
    private static int weight(Tournament tournament, String player, RoundResult r) {
        int natural = rankValue(tournament, player) - rankValue(tournament, r.opponent());
        int harder = r.handicapGiven() - natural;
        return harder < 0 ? 0 : Math.min(harder + 1, 3);
    }

    private static int rankValue(Tournament tournament, String id) {
        return tournament.player(id).map(Player::rank).map(Rank::value).orElse(0);
    }
}
