package dev.tengen.cli;

import dev.tengen.pairing.RoundPairing;
import dev.tengen.pairing.TournamentPairer;
import dev.tengen.standing.TournamentStandings;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.Tournament;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Pairs one round of a tournament file: {@link TournamentPairer} (engine/pairing, shared with the Tournament
 * service) with the file's standings breaking ties inside score groups ({@link TournamentStandings}).
 */
final class TournamentPairing {

    /** The answer: the round's games and byes, who is left out and why, and remarks for the director. */
    sealed interface Outcome permits Paired, Refused {}

    /**
     * @param pairing the games and pairing byes
     * @param notPaired entrants neither paired nor given a pairing bye, with the reason
     * @param notes remarks on the pairing (borrowed players, withdrawals)
     */
    record Paired(RoundPairing pairing, Map<String, String> notPaired, List<String> notes) implements Outcome {
        Paired {
            notPaired = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(notPaired));
            notes = List.copyOf(notes);
        }
    }

    record Refused(String reason) implements Outcome {}

    private TournamentPairing() {}

    /** Round {@code round} of {@code tournament}, 1 to the last paired round + 1 (the caller checks). */
    static Outcome pair(Tournament tournament, int round) {
        return switch (TournamentPairer.pair(tournament, round, TournamentStandings::order)) {
            case TournamentPairer.Paired paired -> new Paired(paired.pairing(), paired.notPaired(), paired.notes());
            case TournamentPairer.Refused refused -> new Refused(refused.reason());
        };
    }

    /** See {@link TournamentPairer#chineseSwissProcedure}. */
    static boolean chineseSwissProcedure(Tournament tournament) {
        return TournamentPairer.chineseSwissProcedure(tournament);
    }

    /** See {@link TournamentPairer#byesThrough}. */
    static List<Bye> byesThrough(Tournament tournament, int lastRound) {
        return TournamentPairer.byesThrough(tournament, lastRound);
    }
}
