package dev.tengen.conformance;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.RoundPairing;
import dev.tengen.pairing.TournamentPairer;
import dev.tengen.standing.TournamentStandings;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.Tournament;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The systems whose every pairing follows from the drawn numbers and the results (round robin, knock-out, Chinese
 * Swiss and Swiss knock-out, Ing): the round must be the one the engine's own procedure gives from the rounds
 * before it ({@link TournamentPairer}), entrant for entrant, with the colours where the system sets them.
 */
final class ScheduleCheck {

    private ScheduleCheck() {}

    /**
     * @param rule the system's rule
     * @param coloursFixed whether the system sets the colours (Berger tables, Chinese Swiss), not only the pairs
     */
    static List<Deviation> check(Tournament tournament, Round round, Rule rule, boolean coloursFixed) {
        TournamentPairer.Outcome outcome = TournamentPairer.pair(tournament, round.number(), TournamentStandings::order);
        if (outcome instanceof TournamentPairer.Refused refused) {
            return List.of(Deviation.ofRound(round.number(), rule, "the system has no such round: " + refused.reason()));
        }
        RoundPairing expected = ((TournamentPairer.Paired) outcome).pairing();
        Map<String, Pairing> opponentOf = new HashMap<>();
        for (Pairing game : expected.games()) {
            opponentOf.put(game.black(), game);
            opponentOf.put(game.white(), game);
        }
        List<Deviation> found = new ArrayList<>();
        for (GameRecord game : round.games()) {
            Pairing wanted = opponentOf.get(game.black());
            boolean samePair = wanted != null && (wanted.white().equals(game.white()) || wanted.black().equals(game.white()));
            if (!samePair) {
                found.add(Deviation.ofBoard(round.number(), game.board(), rule, game.black() + " - " + game.white()
                        + " is not a game of the system's round: it pairs " + describe(game.black(), opponentOf, expected)
                        + " and " + describe(game.white(), opponentOf, expected)));
            } else if (coloursFixed && !wanted.black().equals(game.black())) {
                found.add(Deviation.ofBoard(round.number(), game.board(), Rule.COLOUR, game.black() + " has Black against "
                        + game.white() + ", where the system gives Black to " + wanted.black()));
            }
        }
        Set<String> paired = new TreeSet<>();
        round.games().forEach(g -> {
            paired.add(g.black());
            paired.add(g.white());
        });
        for (Pairing game : expected.games()) {
            if (!paired.contains(game.black()) && !paired.contains(game.white())) {
                found.add(Deviation.ofRound(round.number(), rule, "the system's game " + game.black() + " - "
                        + game.white() + " is missing"));
            }
        }
        Set<String> byes = new TreeSet<>(round.byes().stream().filter(b -> b.kind() == Bye.Kind.PAIRING_BYE).map(Bye::player).toList());
        Set<String> expectedByes = new TreeSet<>(expected.byes());
        if (!byes.equals(expectedByes)) {
            found.add(Deviation.ofRound(round.number(), Rule.BYE, "pairing byes " + byes + " where the system gives "
                    + expectedByes));
        }
        return found;
    }

    private static String describe(String entrant, Map<String, Pairing> opponentOf, RoundPairing expected) {
        Pairing game = opponentOf.get(entrant);
        if (game != null) {
            return entrant + " with " + (game.black().equals(entrant) ? game.white() : game.black());
        }
        return entrant + (expected.byes().contains(entrant) ? " with the bye" : " with nobody");
    }
}
