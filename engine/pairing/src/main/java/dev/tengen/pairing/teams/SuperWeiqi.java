package dev.tengen.pairing.teams;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A SuperWeiqi (SuperGo) match (Chinese 2002 art. 26.6): win and continue. The winner keeps his
 * seat and is challenged by the next player of the losing team, in the order fixed before the
 * tournament, until one team has no player left.
 *
 * <p>Colours are not in the seed (art. 10 lets the directors decide): here the challenger, the
 * player just sent in, takes Black; in the first game the first team's player does.
 *
 * @param first the first team and its order of appearance
 * @param second the second team
 * @param firstEliminated how many of the first team are out
 * @param secondEliminated how many of the second team are out
 * @param withdrawn players who withdrew: their games are lost by forfeit (art. 28.4)
 * @param bouts the games decided so far
 */
public record SuperWeiqi(TeamLineup first, TeamLineup second, int firstEliminated, int secondEliminated,
        Set<String> withdrawn, List<Bout> bouts) {

    /**
     * One game of the match.
     *
     * @param black the player with Black
     * @param white the player with White
     * @param winner the winner
     * @param byForfeit whether a withdrawn player lost it without play (art. 28.4)
     */
    public record Bout(String black, String white, String winner, boolean byForfeit) {
    }

    public SuperWeiqi {
        withdrawn = Set.copyOf(withdrawn);
        bouts = List.copyOf(bouts);
    }

    public static SuperWeiqi start(TeamLineup first, TeamLineup second) {
        return new SuperWeiqi(first, second, 0, 0, Set.of(), List.of()).forfeitWithdrawn();
    }

    /** The next game as [Black, White], or empty once a team has no player left. */
    public Optional<List<String>> nextGame() {
        if (winningTeam().isPresent()) {
            return Optional.empty();
        }
        String firstPlayer = first.players().get(firstEliminated);
        String secondPlayer = second.players().get(secondEliminated);
        boolean secondIsChallenger = !bouts.isEmpty() && bouts.getLast().winner().equals(firstPlayer);
        return Optional.of(secondIsChallenger ? List.of(secondPlayer, firstPlayer) : List.of(firstPlayer, secondPlayer));
    }

    /** The winner of the next game keeps the seat; the loser's team sends its next player. */
    public SuperWeiqi afterWin(String winner) {
        List<String> game = nextGame().orElseThrow(() -> new IllegalStateException("the match is over"));
        if (!game.contains(winner)) {
            throw new IllegalArgumentException(winner + " is not playing the next game " + game);
        }
        return decided(game, winner, false).forfeitWithdrawn();
    }

    /** Art. 28.4: a player who withdraws keeps his results; his games still to come are forfeited. */
    public SuperWeiqi withdraw(String player) {
        List<String> out = new ArrayList<>(withdrawn);
        out.add(player);
        return new SuperWeiqi(first, second, firstEliminated, secondEliminated, Set.copyOf(out), bouts).forfeitWithdrawn();
    }

    /** The team whose opponents have no player left. */
    public Optional<String> winningTeam() {
        if (secondEliminated >= second.boards()) {
            return Optional.of(first.team());
        }
        return firstEliminated >= first.boards() ? Optional.of(second.team()) : Optional.empty();
    }

    private SuperWeiqi forfeitWithdrawn() {
        SuperWeiqi state = this;
        while (state.nextGame().isPresent()) {
            List<String> game = state.nextGame().get();
            boolean blackOut = withdrawn.contains(game.get(0));
            boolean whiteOut = withdrawn.contains(game.get(1));
            if (!blackOut && !whiteOut) {
                return state;
            }
            // When both have withdrawn, White's loss comes first and Black's at the next game.
            String winner = blackOut && !whiteOut ? game.get(1) : game.get(0);
            state = state.decided(game, winner, true);
        }
        return state;
    }

    private SuperWeiqi decided(List<String> game, String winner, boolean byForfeit) {
        String loser = game.get(0).equals(winner) ? game.get(1) : game.get(0);
        boolean firstLost = first.players().contains(loser);
        List<Bout> next = new ArrayList<>(bouts);
        next.add(new Bout(game.get(0), game.get(1), winner, byForfeit));
        return new SuperWeiqi(first, second, firstEliminated + (firstLost ? 1 : 0), secondEliminated + (firstLost ? 0 : 1), withdrawn, next);
    }
}
