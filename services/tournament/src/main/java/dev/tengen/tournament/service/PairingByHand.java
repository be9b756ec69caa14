package dev.tengen.tournament.service;

import dev.tengen.tournament.Regulations;
import dev.tengen.tournament.service.api.AdjustPairing;
import dev.tengen.tournament.service.api.BoardChange;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.Refusal;
import dev.tengen.tournament.service.api.RoundBye;
import dev.tengen.tournament.service.api.Settings;
import dev.tengen.tournament.service.api.TournamentRefused;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A round as a director sets it by hand ({@link AdjustPairing}): the changed boards laid over the round's, or, with
 * {@code replace}, the boards alone; and who has no game, with why. Every board and bye is judged here; a fault is a
 * refusal naming the board or the player.
 *
 * @param games the round's boards afterwards, board 1 first
 * @param byes everyone of the round without a board afterwards
 */
record PairingByHand(List<PairedGame> games, List<RoundBye> byes) {

    /**
     * @param before the round's boards so far (none for a round not yet paired)
     * @param byesBefore the round's byes so far
     */
    static PairingByHand of(String tournamentId, AdjustPairing command, List<PairedGame> before, List<RoundBye> byesBefore,
            Map<String, Entrant> entrants, Settings settings) {
        int round = command.round();
        Map<Integer, PairedGame> previous = new TreeMap<>();
        before.forEach(game -> previous.put(game.board(), game));
        Map<Integer, PairedGame> boards = new TreeMap<>(command.replace() ? Map.of() : previous);
        for (BoardChange change : command.changes()) {
            PairedGame old = previous.get(change.board());
            int handicap = change.handicap() != null ? change.handicap() : old == null ? 0 : old.handicap();
            if (change.board() < 1 || handicap < 0 || handicap > 9) {
                throw refuse(Refusal.BOARD_INVALID, "Boards are numbered from 1 and a handicap is 0 to 9 stones; board "
                        + change.board() + " with handicap " + handicap + " is not.");
            }
            for (String player : new String[] {change.black(), change.white()}) {
                available(entrants, player, round, "Board " + change.board());
            }
            if (change.black().equals(change.white())) {
                throw refuse(Refusal.PLAYER_PAIRED_TWICE, "Board " + change.board() + " pairs "
                        + entrants.get(change.black()).describe() + " against themselves.");
            }
            double komi = change.komi() != null ? change.komi() : settings.komiFor(handicap);
            if (!Regulations.isKomi(komi)) {
                // the configuration's rule (Settings.of); 1e309 (Infinity) was taken here, published as "Infinity",
                // and the board's game never opened (the game refuses komi that is no number of points)
                throw refuse(Refusal.KOMI_INVALID, "Board " + change.board() + ": komi is a number of points in halves,"
                        + " such as 6.5 or 7, at most 100; " + change.komi() + " is not.");
            }
            boards.put(change.board(), new PairedGame(change.board(), PairedGame.gameId(tournamentId, round, change.board()),
                    change.black(), change.white(), handicap, komi));
        }
        Map<String, Integer> seated = new LinkedHashMap<>();
        for (PairedGame game : boards.values()) {
            for (String player : List.of(game.black(), game.white())) {
                Integer other = seated.put(player, game.board());
                if (other != null) {
                    throw refuse(Refusal.PLAYER_PAIRED_TWICE, entrants.get(player).describe() + " would play on boards "
                            + other + " and " + game.board() + " of round " + round + ".");
                }
            }
        }
        Set<String> given = new HashSet<>();
        for (String player : command.byes()) {
            available(entrants, player, round, "The bye");
            if (seated.containsKey(player) || !given.add(player)) {
                throw refuse(Refusal.PLAYER_PAIRED_TWICE, entrants.get(player).describe() + " is given a bye in round "
                        + round + (seated.containsKey(player) ? " and a game on board " + seated.get(player) : " twice") + ".");
            }
        }
        String why = command.reason().strip();
        return new PairingByHand(List.copyOf(boards.values()), command.replace()
                ? wholeRound(entrants, seated.keySet(), command.byes(), round, why)
                : adjusted(before, byesBefore, seated.keySet(), command.byes(), why));
    }

    /** The director's own pairing: the byes named, and everyone else without a board not paired (as recorded). */
    private static List<RoundBye> wholeRound(Map<String, Entrant> entrants, Set<String> seated, List<String> given,
            int round, String why) {
        List<RoundBye> byes = new ArrayList<>();
        entrants.forEach((id, entrant) -> {
            if (seated.contains(id)) {
                return;
            }
            if (given.contains(id)) {
                byes.add(new RoundBye(id, RoundBye.PAIRING_BYE, "given a bye by the director: " + why));
                return;
            }
            String kind = entrant.byeKind(round);
            byes.add(new RoundBye(id, kind, switch (kind) {
                case RoundBye.WITHDRAWN -> "withdrawn from round " + entrant.withdrawnFrom();
                case RoundBye.ABSENT -> "asked not to be paired in round " + round;
                default -> "not paired by the director: " + why;
            }));
        });
        return byes;
    }

    /** Boards changed: the players they displace get a bye, those named get one, the others keep theirs. */
    private static List<RoundBye> adjusted(List<PairedGame> before, List<RoundBye> byesBefore, Set<String> seated,
            List<String> given, String why) {
        List<RoundBye> byes = new ArrayList<>(byesBefore.stream()
                .filter(bye -> !seated.contains(bye.playerId()) && !given.contains(bye.playerId())).toList());
        Set<String> withoutGame = new HashSet<>(byes.stream().map(RoundBye::playerId).toList());
        before.stream().flatMap(game -> java.util.stream.Stream.of(game.black(), game.white()))
                .filter(player -> !seated.contains(player) && !withoutGame.contains(player) && !given.contains(player))
                .forEach(player -> byes.add(new RoundBye(player, RoundBye.PAIRING_BYE, "left out by the director: " + why)));
        given.forEach(player -> byes.add(new RoundBye(player, RoundBye.PAIRING_BYE, "given a bye by the director: " + why)));
        return byes;
    }

    /** Refused unless {@code player} is registered and may play in {@code round}. */
    private static void available(Map<String, Entrant> entrants, String player, int round, String where) {
        Entrant entrant = player == null ? null : entrants.get(player);
        if (entrant == null) {
            throw refuse(Refusal.PAIRING_PLAYER_UNKNOWN, where + " names player " + player
                    + ", who is not registered in this tournament.");
        }
        if (!entrant.playsIn(round)) {
            throw refuse(Refusal.PLAYER_NOT_AVAILABLE, entrant.describe() + " cannot play in round " + round + " ("
                    + where.toLowerCase(java.util.Locale.ROOT) + "): " + entrant.unavailability(round) + ".");
        }
    }

    private static TournamentRefused refuse(Refusal refusal, String sentence) {
        return new TournamentRefused(refusal, sentence);
    }
}
