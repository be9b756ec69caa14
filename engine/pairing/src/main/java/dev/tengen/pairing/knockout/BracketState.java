package dev.tengen.pairing.knockout;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.RoundPairing;
import dev.tengen.tournament.GameRecord;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A knock-out in progress: the bracket and the games decided so far. Winners advance round by round;
 * a player facing an empty place goes through without playing.
 *
 * @param bracket the structure
 * @param decisions decided games by match id
 */
public record BracketState(Bracket bracket, Map<String, Decision> decisions) {

    /** The outcome of recording a result. */
    public sealed interface Recording {
    }

    public record Recorded(BracketState state) implements Recording {
    }

    public record Refused(String reason) implements Recording {
    }

    public BracketState {
        decisions = Map.copyOf(decisions);
    }

    public static BracketState start(Bracket bracket) {
        return new BracketState(bracket, Map.of());
    }

    /** The games of {@code round} whose two players are known and which are still to be played, in bracket order. */
    public List<Match> gamesToPlay(int round) {
        return bracket.matches().stream()
                .filter(m -> m.round() <= round)
                .filter(m -> !decisions.containsKey(m.id()))
                .filter(m -> seatOf(m.upper()) instanceof Seat.Taken && seatOf(m.lower()) instanceof Seat.Taken)
                .filter(m -> !isUnneededDecidingFinal(m))
                .toList();
    }

    /**
     * The pairing of the next round: every game ready to be played. The upper line is listed first
     * as Black; Chinese 2002 App. 1.4 and art. 10 leave the colours to the directors or to a
     * drawing before the game. Players still in but without a game are listed as byes.
     */
    public RoundPairing pairing(int round) {
        List<Pairing> games = new ArrayList<>();
        List<String> playing = new ArrayList<>();
        for (Match match : gamesToPlay(round)) {
            String upper = player(match.upper());
            String lower = player(match.lower());
            games.add(Pairing.even(games.size() + 1, upper, lower));
            playing.add(upper);
            playing.add(lower);
        }
        List<String> byes = stillIn().stream().filter(p -> !playing.contains(p)).toList();
        return new RoundPairing(round, games, byes);
    }

    /** Records a played game: it must be one of {@link #gamesToPlay(int)} for its round and have a winner. */
    public Recording record(GameRecord game) {
        Optional<Match> match = gamesToPlay(game.round()).stream()
                .filter(m -> sameTwo(m, game.black(), game.white()))
                .findFirst();
        if (match.isEmpty()) {
            return new Refused(game.black() + " and " + game.white() + " have no game to play in this bracket now");
        }
        return switch (game.outcome()) {
            case BLACK_WINS -> decide(match.get(), Decision.won(game.black(), game.white()));
            case WHITE_WINS -> decide(match.get(), Decision.won(game.white(), game.black()));
            case BOTH_LOSE -> bracket.eliminatingLosses() == 1
                    ? decide(match.get(), new Decision(Optional.empty(), List.of(game.black(), game.white())))
                    : new Refused("both players lost, but the loser area has one place for the loser of "
                            + match.get().id() + " (Chinese 2002 App. 2.3): the referee must decide");
            case BOTH_WIN -> new Refused("both players won, but a knock-out game sends one player on: the referee must"
                    + " decide which");
            case DRAW, NO_RESULT, PENDING -> new Refused("a knock-out game needs a winner; a drawn game is replayed "
                    + "(Incheon 2013 code art. 2.2.3): " + game.outcome());
        };
    }

    /** Records the winner of a game decided otherwise, for example by a best-of series (Chinese 2002 art. 26.5). */
    public Recording recordWinner(String winner, String loser) {
        Optional<Match> match = gamesToPlay(Integer.MAX_VALUE).stream().filter(m -> sameTwo(m, winner, loser)).findFirst();
        return match.<Recording>map(m -> decide(m, Decision.won(winner, loser)))
                .orElseGet(() -> new Refused(winner + " and " + loser + " have no game to play in this bracket now"));
    }

    /** The winner of the bracket once it is decided. */
    public Optional<String> champion() {
        Match last = bracket.matches().getLast();
        if (isUnneededDecidingFinal(last)) {
            return taken(seatOf(new Source.WinnerOf(DoubleKnockout.FINAL)));
        }
        return taken(seatOf(new Source.WinnerOf(last.id())));
    }

    /** Losses so far: a bye or walkover is no loss. */
    public int lossesOf(String player) {
        return (int) decisions.values().stream().filter(d -> d.losers().contains(player)).count();
    }

    /** Players not yet out (art. 26.1: out after the specified number of losses) and not champion. */
    public List<String> stillIn() {
        if (champion().isPresent()) {
            return List.of();
        }
        return bracket.players().stream().filter(p -> lossesOf(p) < bracket.eliminatingLosses()).toList();
    }

    public boolean isFinished() {
        return champion().isPresent() || stillIn().isEmpty();
    }

    private Recording decide(Match match, Decision decision) {
        Map<String, Decision> next = new HashMap<>(decisions);
        next.put(match.id(), decision);
        return new Recorded(new BracketState(bracket, next));
    }

    private boolean sameTwo(Match match, String one, String other) {
        String upper = player(match.upper());
        String lower = player(match.lower());
        return (upper.equals(one) && lower.equals(other)) || (upper.equals(other) && lower.equals(one));
    }

    /** The deciding final is played only when the loser-area winner won the first final. */
    private boolean isUnneededDecidingFinal(Match match) {
        if (!match.id().equals(DoubleKnockout.DECIDING_FINAL)) {
            return false;
        }
        Decision first = decisions.get(DoubleKnockout.FINAL);
        if (first == null) {
            return false;
        }
        Seat winnerAreaWinner = seatOf(bracket.match(DoubleKnockout.FINAL).upper());
        return first.winner().isPresent() && winnerAreaWinner.equals(new Seat.Taken(first.winner().get()));
    }

    private String player(Source source) {
        return ((Seat.Taken) seatOf(source)).player();
    }

    private static Optional<String> taken(Seat seat) {
        return seat instanceof Seat.Taken(String player) ? Optional.of(player) : Optional.empty();
    }

    Seat seatOf(Source source) {
        return switch (source) {
            case Source.Slot(int slot) -> bracket.slots().get(slot - 1).<Seat>map(Seat.Taken::new).orElse(new Seat.Empty());
            case Source.WinnerOf(String id) -> outcomeOf(bracket.match(id), true);
            case Source.LoserOf(String id) -> outcomeOf(bracket.match(id), false);
        };
    }

    private Seat outcomeOf(Match match, boolean winner) {
        if (isUnneededDecidingFinal(match)) {
            return new Seat.Empty();
        }
        Decision decision = decisions.get(match.id());
        if (decision != null) {
            if (winner) {
                return decision.winner().<Seat>map(Seat.Taken::new).orElse(new Seat.Empty());
            }
            return decision.losers().size() == 1 ? new Seat.Taken(decision.losers().getFirst()) : new Seat.Empty();
        }
        Seat upper = seatOf(match.upper());
        Seat lower = seatOf(match.lower());
        if (upper instanceof Seat.Awaited || lower instanceof Seat.Awaited) {
            return new Seat.Awaited();
        }
        if (upper instanceof Seat.Taken && lower instanceof Seat.Taken) {
            return new Seat.Awaited();
        }
        // App. 1.3: facing an empty place, the player goes through without a game (a bye).
        Seat through = upper instanceof Seat.Taken ? upper : lower;
        return winner ? through : new Seat.Empty();
    }
}
