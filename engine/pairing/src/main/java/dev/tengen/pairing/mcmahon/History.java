package dev.tengen.pairing.mcmahon;

import dev.tengen.pairing.criteria.DrawHistory;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What the earlier rounds left each player with: score (in half points), opponents, colour balance,
 * draws up and down, byes. Built once per pairing from the game records and byes.
 */
final class History {

    private final Map<String, Integer> score = new HashMap<>();
    private final Map<String, Set<String>> opponents = new HashMap<>();
    private final Map<String, Integer> balance = new HashMap<>();
    private final Map<String, int[]> draws = new HashMap<>();
    private final Set<String> hadBye = new HashSet<>();
    private final Set<String> unavailable = new HashSet<>();

    private History() {
    }

    /** The history before {@code round}, or why the records cannot be read. */
    static Result read(int round, Map<String, Player> players, PairingParameters parameters, List<GameRecord> games,
            List<Bye> byes) {
        History history = new History();
        for (Player player : players.values()) {
            history.score.put(player.id(), 2 * parameters.system().startScore(player));
        }
        List<List<GameRecord>> gamesByRound = new ArrayList<>();
        List<List<Bye>> byesByRound = new ArrayList<>();
        for (int r = 0; r < round; r++) {
            gamesByRound.add(new ArrayList<>());
            byesByRound.add(new ArrayList<>());
        }
        for (GameRecord game : games) {
            if (!players.containsKey(game.black()) || !players.containsKey(game.white())) {
                return new Result(null, "round " + game.round() + ": a game names an unregistered player");
            }
            if (game.round() < 1 || game.round() >= round) {
                return new Result(null, "a game of round " + game.round() + " is recorded while pairing round " + round);
            }
            gamesByRound.get(game.round()).add(game);
        }
        for (Bye bye : byes) {
            if (!players.containsKey(bye.player())) {
                return new Result(null, "round " + bye.round() + ": a bye names an unregistered player");
            }
            if (bye.round() == round && bye.kind() != Bye.Kind.PAIRING_BYE) {
                history.unavailable.add(bye.player());
            } else if (bye.round() >= 1 && bye.round() < round) {
                byesByRound.get(bye.round()).add(bye);
                if (bye.kind() == Bye.Kind.WITHDRAWN) {
                    history.unavailable.add(bye.player());
                }
            }
        }
        for (int r = 1; r < round; r++) {
            for (GameRecord game : gamesByRound.get(r)) {
                history.recordPairing(game);
            }
            for (GameRecord game : gamesByRound.get(r)) {
                history.recordResult(game);
            }
            for (Bye bye : byesByRound.get(r)) {
                history.recordBye(bye, parameters);
            }
        }
        return new Result(history, null);
    }

    record Result(History history, String refusal) {

        Optional<String> refused() {
            return Optional.ofNullable(refusal);
        }
    }

    private void recordPairing(GameRecord game) {
        opponents.computeIfAbsent(game.black(), k -> new HashSet<>()).add(game.white());
        opponents.computeIfAbsent(game.white(), k -> new HashSet<>()).add(game.black());
        if (game.handicap() == 0) {
            balance.merge(game.black(), -1, Integer::sum);
            balance.merge(game.white(), 1, Integer::sum);
        }
        int blackGroup = group(score.get(game.black()));
        int whiteGroup = group(score.get(game.white()));
        if (blackGroup != whiteGroup) {
            String upper = blackGroup > whiteGroup ? game.black() : game.white();
            String lower = blackGroup > whiteGroup ? game.white() : game.black();
            draws.computeIfAbsent(upper, k -> new int[2])[1]++;
            draws.computeIfAbsent(lower, k -> new int[2])[0]++;
        }
    }

    // EGF Tournament System Rules: a win counts 1, a jigo 1/2, a loss (also both-lose) 0.
    private void recordResult(GameRecord game) {
        if (game.outcome() == Outcome.BLACK_WINS) {
            score.merge(game.black(), 2, Integer::sum);
        } else if (game.outcome() == Outcome.WHITE_WINS) {
            score.merge(game.white(), 2, Integer::sum);
        } else if (game.outcome() == Outcome.DRAW) {
            score.merge(game.black(), 1, Integer::sum);
            score.merge(game.white(), 1, Integer::sum);
        }
    }

    private void recordBye(Bye bye, PairingParameters parameters) {
        switch (bye.kind()) {
            case PAIRING_BYE -> {
                hadBye.add(bye.player());
                score.merge(bye.player(), parameters.byeHalfPoints(), Integer::sum);
            }
            case ABSENT -> score.merge(bye.player(), parameters.absentHalfPoints(), Integer::sum);
            case WITHDRAWN -> { }
        }
    }

    /** OpenGotha: a score with a half point is grouped with the whole score just below. */
    static int group(int halfPoints) {
        return Math.floorDiv(halfPoints, 2);
    }

    int halfPoints(String id) {
        return score.get(id);
    }

    boolean met(String a, String b) {
        return opponents.getOrDefault(a, Set.of()).contains(b);
    }

    Set<String> opponents(String id) {
        return opponents.getOrDefault(id, Set.of());
    }

    int colourBalance(String id) {
        return balance.getOrDefault(id, 0);
    }

    DrawHistory draws(String id) {
        int[] d = draws.get(id);
        return d == null ? DrawHistory.NONE : new DrawHistory(d[0], d[1]);
    }

    boolean hadPairingBye(String id) {
        return hadBye.contains(id);
    }

    boolean unavailable(String id) {
        return unavailable.contains(id);
    }
}
