package dev.tengen.tournament.service;

import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.Refusal;
import dev.tengen.tournament.service.api.RoundBye;
import dev.tengen.tournament.service.api.TournamentRefused;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A published round as its correction leaves it: the boards set by hand ({@link PairingByHand}) laid over the
 * round's, where a board that keeps its players, handicap and komi keeps its game, and a changed board gets a new
 * game id; boards with a result cannot change (one result per game and board).
 *
 * @param games the round's boards afterwards
 * @param byes the round's byes afterwards
 * @param voided the boards as they were whose games are void
 * @param started the boards whose new games start
 */
record PairingCorrection(List<PairedGame> games, List<RoundBye> byes, List<PairedGame> voided, List<PairedGame> started) {

    /**
     * @param number the correction's number in its round, from 1: the suffix of the new games' ids
     * @param round the published round
     * @param hand the boards and byes the correction asks for, judged
     */
    static PairingCorrection of(int number, PlayRound round, PairingByHand hand) {
        Map<Integer, PairedGame> before = new TreeMap<>();
        round.games.forEach(game -> before.put(game.board(), game));
        List<PairedGame> games = new ArrayList<>();
        List<PairedGame> started = new ArrayList<>();
        Set<Integer> kept = new HashSet<>();
        for (PairedGame wanted : hand.games()) {
            PairedGame old = before.get(wanted.board());
            if (old != null && sameBoard(old, wanted)) {
                games.add(old);
                kept.add(old.board());
            } else {
                PairedGame fresh = new PairedGame(wanted.board(), wanted.gameId() + "-c" + number, wanted.black(),
                        wanted.white(), wanted.handicap(), wanted.komi());
                games.add(fresh);
                started.add(fresh);
            }
        }
        List<PairedGame> voided = before.values().stream().filter(old -> !kept.contains(old.board())).toList();
        for (PairedGame old : voided) {
            if (round.results.containsKey(old.board())) {
                throw new TournamentRefused(Refusal.BOARD_HAS_RESULT, "Board " + old.board() + " of round " + round.number
                        + " has its result " + round.results.get(old.board()).result() + "; a board with a result keeps its"
                        + " players (correct the result itself if it is wrong).");
            }
        }
        if (voided.isEmpty() && started.isEmpty() && new HashSet<>(hand.byes()).equals(new HashSet<>(round.byes))) {
            throw new TournamentRefused(Refusal.PAIRING_UNCHANGED, "The correction leaves round " + round.number
                    + " as it is: no board and no bye changes.");
        }
        return new PairingCorrection(List.copyOf(games), hand.byes(), voided, List.copyOf(started));
    }

    /** The same players in the same colours, with the same handicap and komi: the game on it stands. */
    private static boolean sameBoard(PairedGame old, PairedGame wanted) {
        return old.black().equals(wanted.black()) && old.white().equals(wanted.white())
                && old.handicap() == wanted.handicap() && old.komi() == wanted.komi();
    }
}
