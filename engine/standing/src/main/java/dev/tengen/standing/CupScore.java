package dev.tengen.standing;

/**
 * OpenGotha's cup score (CPS, PlacementParameterSet "Cup Score"): from one round to the next the score doubles and
 * the round's game points are added, so a win weighs more the earlier it came; bye and absence points, as the table
 * rounds them, are added once at the end (OpenGotha's Tournament.fillBaseScoringInfoIfNecessary, cpsX2).
 */
final class CupScore {

    private CupScore() {
    }

    /** The cup score after round N on a table scored 1/½/0 with the number-of-wins values of byes and absences. */
    static double of(Crosstable wins, String player) {
        double score = 0;
        double fromGames = 0;
        for (RoundResult r : wins.row(player)) {
            boolean unplayed = r.participation() == Participation.PAIRING_BYE || r.participation() == Participation.ABSENT;
            double game = unplayed ? 0 : r.points();
            score = 2 * score + game;
            fromGames += game;
        }
        return score + (wins.points(player) - fromGames);
    }
}
