package dev.tengen.tournament;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Consistency of a tournament across its parts: ids are unique, games and byes name registered entrants
 * within the scheduled rounds, nobody is paired twice in a round, absent and withdrawn players are not
 * paired. Each problem says where it is.
 */
public final class TournamentCheck {

    private TournamentCheck() {
    }

    /** Every inconsistency; empty for a consistent tournament. */
    public static List<Problem> problems(Tournament tournament) {
        List<Problem> problems = new ArrayList<>();
        int scheduled = tournament.regulations().rounds();
        Map<String, Player> players = new HashMap<>();
        Set<String> ids = new HashSet<>();
        for (Player player : tournament.players()) {
            String where = "player '" + player.id() + "'";
            if (!ids.add(player.id())) {
                problems.add(new Problem(where, "is registered twice"));
            }
            players.put(player.id(), player);
            player.absentRounds().stream().filter(r -> r > scheduled).findFirst().ifPresent(r -> problems.add(
                    new Problem(where, "absent from round " + r + ", but the tournament has " + scheduled + " rounds")));
            if (player.withdrawnFrom().isPresent() && player.withdrawnFrom().getAsInt() > scheduled) {
                problems.add(new Problem(where, "withdrawn from round " + player.withdrawnFrom().getAsInt()
                        + ", but the tournament has " + scheduled + " rounds"));
            }
        }
        for (Entry entry : tournament.entries()) {
            String where = "entry '" + entry.id() + "'";
            if (!ids.add(entry.id())) {
                problems.add(new Problem(where, "has the id of another player or entry"));
            }
            Set<String> members = new HashSet<>();
            for (String member : entry.players()) {
                if (!players.containsKey(member)) {
                    problems.add(new Problem(where, "player '" + member + "' is not registered"));
                }
                if (!members.add(member)) {
                    problems.add(new Problem(where, "player '" + member + "' is listed twice"));
                }
            }
        }
        Set<Integer> numbers = new HashSet<>();
        for (Round round : tournament.rounds()) {
            if (!numbers.add(round.number())) {
                problems.add(new Problem("round " + round.number(), "is recorded twice"));
            }
            if (round.number() > scheduled) {
                problems.add(new Problem("round " + round.number(), "the tournament has " + scheduled + " rounds"));
            }
            checkRound(round, ids, players, problems);
        }
        return problems;
    }

    private static void checkRound(Round round, Set<String> ids, Map<String, Player> players, List<Problem> problems) {
        Set<Integer> boards = new HashSet<>();
        Set<String> paired = new HashSet<>();
        for (GameRecord game : round.games()) {
            String where = "round " + round.number() + ", board " + game.board();
            if (game.board() < 1) {
                problems.add(new Problem(where, "boards are numbered from 1"));
            } else if (!boards.add(game.board())) {
                problems.add(new Problem(where, "two games are on this board"));
            }
            if (game.handicap() < 0) {
                problems.add(new Problem(where, "a handicap is not negative: " + game.handicap()));
            }
            for (String entrant : List.of(game.black(), game.white())) {
                if (!ids.contains(entrant)) {
                    problems.add(new Problem(where, "player '" + entrant + "' is not registered"));
                } else if (!paired.add(entrant)) {
                    problems.add(new Problem(where, "player '" + entrant + "' is paired twice in this round"));
                }
                Player player = players.get(entrant);
                if (player != null && !player.participatesIn(round.number()) && !game.byForfeit()) {
                    problems.add(new Problem(where, "player '" + entrant + "' is " + absence(player, round.number())
                            + " in this round, yet plays a game (only a forfeit may be recorded)"));
                }
            }
        }
        for (Bye bye : round.byes()) {
            String where = "round " + round.number() + ", bye";
            if (bye.player() == null || bye.kind() == null) {
                problems.add(new Problem(where, "a bye names a player and a kind"));
                continue;
            }
            if (!ids.contains(bye.player())) {
                problems.add(new Problem(where, "player '" + bye.player() + "' is not registered"));
                continue;
            }
            if (!paired.add(bye.player())) {
                problems.add(new Problem(where, "player '" + bye.player() + "' has a bye and another game or bye in this round"));
            }
            Player player = players.get(bye.player());
            if (player != null) {
                checkByeKind(round.number(), bye, player, where, problems);
            }
        }
    }

    private static void checkByeKind(int round, Bye bye, Player player, String where, List<Problem> problems) {
        String who = "player '" + player.id() + "'";
        switch (bye.kind()) {
            case PAIRING_BYE -> {
                if (!player.participatesIn(round)) {
                    problems.add(new Problem(where, who + " is " + absence(player, round) + ", not given a pairing bye"));
                }
            }
            case ABSENT -> {
                if (!player.absentRounds().contains(round)) {
                    problems.add(new Problem(where, who + " is recorded absent but did not ask to miss round " + round));
                }
            }
            case WITHDRAWN -> {
                if (!player.hasWithdrawnBy(round)) {
                    problems.add(new Problem(where, who + " is recorded withdrawn but has not withdrawn by round " + round));
                }
            }
        }
    }

    private static String absence(Player player, int round) {
        return player.hasWithdrawnBy(round) ? "withdrawn" : "absent";
    }
}
