package dev.tengen.standing;

import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every entrant's rounds 1..N with the points taken: the table all placement criteria read. Only games
 * and byes of rounds up to N count, so the same records give the standings after any round.
 */
public final class Crosstable {

    private final Map<String, Entrant> entrants;
    private final Map<String, List<RoundResult>> rows;
    private final Map<String, double[]> pointsAfter;
    private final Scoring scoring;
    private final int rounds;

    private Crosstable(Map<String, Entrant> entrants, Map<String, List<RoundResult>> rows,
            Map<String, double[]> pointsAfter, Scoring scoring, int rounds) {
        this.entrants = entrants;
        this.rows = rows;
        this.pointsAfter = pointsAfter;
        this.scoring = scoring;
        this.rounds = rounds;
    }

    /**
     * Builds the table after round {@code throughRound}; later games and byes are ignored.
     *
     * @throws IllegalArgumentException if a game or bye names an unknown entrant, or a player has two
     *     games (or a game and a bye) in one round
     */
    public static Crosstable of(List<Entrant> entrants, List<GameRecord> games, List<Bye> byes, Scoring scoring,
            int throughRound) {
        if (throughRound < 0) {
            throw new IllegalArgumentException("round " + throughRound);
        }
        Map<String, Entrant> byId = new LinkedHashMap<>();
        for (Entrant e : entrants) {
            if (byId.put(e.id(), e) != null) {
                throw new IllegalArgumentException("entrant listed twice: " + e.id());
            }
        }
        Map<String, RoundResult[]> cells = new HashMap<>();
        byId.keySet().forEach(id -> cells.put(id, new RoundResult[throughRound + 1]));
        for (GameRecord g : games) {
            if (g.round() < 1 || g.round() > throughRound) {
                continue;
            }
            place(cells, g.black(), g.round(), fromGame(g, g.black(), scoring));
            place(cells, g.white(), g.round(), fromGame(g, g.white(), scoring));
        }
        for (Bye b : byes) {
            if (b.round() < 1 || b.round() > throughRound) {
                continue;
            }
            place(cells, b.player(), b.round(), fromBye(b, scoring));
        }
        Map<String, List<RoundResult>> rows = new LinkedHashMap<>();
        Map<String, double[]> after = new HashMap<>();
        for (String id : byId.keySet()) {
            RoundResult[] cell = cells.get(id);
            List<RoundResult> row = new ArrayList<>();
            for (int r = 1; r <= throughRound; r++) {
                row.add(cell[r] != null ? cell[r]
                        : new RoundResult(r, Participation.UNPAIRED, null, 0, 0, 0, false));
            }
            rows.put(id, Collections.unmodifiableList(row));
            after.put(id, accumulate(row, scoring));
        }
        return new Crosstable(Collections.unmodifiableMap(byId), rows, after, scoring, throughRound);
    }

    private static void place(Map<String, RoundResult[]> cells, String player, int round, RoundResult result) {
        RoundResult[] row = cells.get(player);
        if (row == null) {
            throw new IllegalArgumentException("not an entrant: " + player);
        }
        if (row[round] != null) {
            throw new IllegalArgumentException(player + " has two entries in round " + round);
        }
        row[round] = result;
    }

    private static RoundResult fromGame(GameRecord g, String player, Scoring scoring) {
        String opponent = g.opponentOf(player);
        int handicapGiven = g.white().equals(player) ? g.handicap() : -g.handicap();
        if (g.outcome() == Outcome.PENDING || g.outcome() == Outcome.NO_RESULT) {
            // OpenGotha: a game with an unknown result scores nothing, but its opponent counts in SOS
            return new RoundResult(g.round(), Participation.UNDECIDED, opponent, 0, 0, handicapGiven,
                    scoring.opponentsMet() == Scoring.OpponentsMet.PAIRED);
        }
        GamePoints p = scoring.points();
        double points;
        double share;
        if (g.isWonBy(player)) {
            points = p.win();
            share = 1;
        } else if (g.outcome() == Outcome.DRAW) {
            points = p.draw();
            share = 0.5;
        } else if (g.outcome() == Outcome.BOTH_LOSE) {
            // Korean 2013 code art. 5.1.6, Chinese 2002 art. 17.5 (5): both lose, and the table still places them
            points = p.bothLose();
            share = 0;
        } else {
            points = p.loss();
            share = 0;
        }
        Participation kind = g.byForfeit() ? Participation.FORFEIT : Participation.PLAYED;
        boolean met = !g.byForfeit() || scoring.opponentsMet() != Scoring.OpponentsMet.PLAYED;
        return new RoundResult(g.round(), kind, opponent, points, share, handicapGiven, met);
    }

    private static RoundResult fromBye(Bye b, Scoring scoring) {
        return switch (b.kind()) {
            case PAIRING_BYE -> new RoundResult(b.round(), Participation.PAIRING_BYE, null, scoring.pairingBye(), 0, 0, false);
            case ABSENT -> new RoundResult(b.round(), Participation.ABSENT, null, scoring.absence(), 0, 0, false);
            // Chinese 2002 art. 28.3: a withdrawn player is not paired any more and scores nothing further
            case WITHDRAWN -> new RoundResult(b.round(), Participation.WITHDRAWN, null, 0, 0, 0, false);
        };
    }

    private static double[] accumulate(List<RoundResult> row, Scoring scoring) {
        double[] after = new double[row.size() + 1];
        double fromGames = 0;
        double unplayed = 0;
        for (RoundResult r : row) {
            if (r.participation() == Participation.PAIRING_BYE || r.participation() == Participation.ABSENT) {
                unplayed += r.points();
            } else {
                fromGames += r.points();
            }
            after[r.round()] = fromGames + (scoring.roundDownUnplayed() ? Math.floor(unplayed) : unplayed);
        }
        return after;
    }

    /** Entrants in the order given. */
    public List<String> ids() {
        return List.copyOf(entrants.keySet());
    }

    public Entrant entrant(String id) {
        Entrant e = entrants.get(id);
        if (e == null) {
            throw new IllegalArgumentException("not an entrant: " + id);
        }
        return e;
    }

    public boolean contains(String id) {
        return entrants.containsKey(id);
    }

    /** The number of rounds the table covers (N). */
    public int rounds() {
        return rounds;
    }

    public Scoring scoring() {
        return scoring;
    }

    /** Rounds 1..N of the player. */
    public List<RoundResult> row(String id) {
        entrant(id);
        return rows.get(id);
    }

    /** Points after round N, without the start score (NBW, Chinese IAP, Ing primary score). */
    public double points(String id) {
        return pointsAfter(id, rounds);
    }

    /** Points after round {@code round} (0 before the first round). */
    public double pointsAfter(String id, int round) {
        entrant(id);
        if (round < 0 || round > rounds) {
            throw new IllegalArgumentException("round " + round + " outside 0.." + rounds);
        }
        return pointsAfter.get(id)[round];
    }

    /** Start score plus points after round N: the McMahon score, or the points in a Swiss. */
    public double score(String id) {
        return entrant(id).startScore() + points(id);
    }

    public double scoreAfter(String id, int round) {
        return entrant(id).startScore() + pointsAfter(id, round);
    }

    /**
     * The score an opponent shows when unplayed rounds count half a point (OpenGotha's virtual score): the start
     * score, the points of the games played over the board, and 1/2 for every other round through N (bye, absence,
     * no game, a game by default, pending or void); bye and absence points are not in it.
     */
    public double virtualScore(String id) {
        double score = entrant(id).startScore();
        for (RoundResult r : row(id)) {
            score += r.participation() == Participation.PLAYED ? r.points() : 0.5;
        }
        return score;
    }

    /** The rounds that count as games against a real opponent. */
    public List<RoundResult> gamesMet(String id) {
        return row(id).stream().filter(RoundResult::metOpponent).toList();
    }
}
