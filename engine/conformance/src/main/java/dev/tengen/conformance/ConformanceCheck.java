package dev.tengen.conformance;

import dev.tengen.pairing.TournamentPairer;
import dev.tengen.pairing.mcmahon.RoundAudit;
import dev.tengen.standing.Standings;
import dev.tengen.standing.TournamentStandings;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.TournamentCheck;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Checks every round of a tournament against the hard rules of its own pairing system, as engine/pairing defines
 * them, and recomputes its standings once with engine/standing. The conformance checker FIDE asks of a chess
 * pairing program (FIDE Handbook C.04.A, endorsement of pairing programs), for Go's systems.
 */
public final class ConformanceCheck {

    private static final Pattern WHERE = Pattern.compile("round (\\d+)(?:, board (\\d+))?");

    private ConformanceCheck() {}

    public static ConformanceReport check(Tournament tournament) {
        List<Deviation> found = new ArrayList<>();
        List<Problem> problems = TournamentCheck.problems(tournament);
        problems.forEach(problem -> found.add(consistency(problem)));
        List<Integer> checked = new ArrayList<>();
        if (problems.isEmpty()) {
            for (Round round : tournament.rounds()) {
                checked.add(round.number());
                found.addAll(checkRound(tournament, round));
            }
        }
        Optional<Standings> standings = Optional.empty();
        if (tournament.lastPairedRound() > 0 && problems.isEmpty()) {
            switch (TournamentStandings.rank(tournament, tournament.lastPairedRound(), tournament.placement().criteria())) {
                case TournamentStandings.Ranked ranked -> standings = Optional.of(ranked.standings());
                case TournamentStandings.Refused refused ->
                        found.add(Deviation.ofRound(0, Rule.STANDINGS, "the standings cannot be computed: " + refused.reason()));
            }
        }
        return new ConformanceReport(tournament.pairing().name(), checked, found, standings, false);
    }

    private static List<Deviation> checkRound(Tournament tournament, Round round) {
        List<Deviation> found = new ArrayList<>();
        switch (tournament.pairing()) {
            case PairingSystem.McMahon mm -> found.addAll(scoreGroupRound(tournament, round));
            case PairingSystem.Swiss swiss when !TournamentPairer.chineseSwissProcedure(tournament) ->
                    found.addAll(scoreGroupRound(tournament, round));
            case PairingSystem.Swiss swiss -> {
                found.addAll(RematchCheck.check(tournament, round));
                found.addAll(ScheduleCheck.check(tournament, round, Rule.SWISS_PROCEDURE, true));
            }
            case PairingSystem.SwissKnockout sk -> {
                found.addAll(RematchCheck.check(tournament, round));
                found.addAll(ScheduleCheck.check(tournament, round, Rule.SWISS_KNOCKOUT, true));
            }
            case PairingSystem.RoundRobin rr -> found.addAll(ScheduleCheck.check(tournament, round, Rule.BERGER_TABLE, true));
            case PairingSystem.Knockout ko -> found.addAll(ScheduleCheck.check(tournament, round, Rule.KNOCKOUT_BRACKET, false));
            case PairingSystem.Ing ing -> found.addAll(ScheduleCheck.check(tournament, round, Rule.ING_LINES, false));
        }
        return found;
    }

    /** McMahon and EGF-style Swiss: rematches, score groups, handicap and colours, byes. */
    private static List<Deviation> scoreGroupRound(Tournament tournament, Round round) {
        List<Deviation> found = new ArrayList<>(RematchCheck.check(tournament, round));
        Optional<RoundAudit> audit = TournamentPairer.mcMahonAudit(tournament, round.number(), TournamentStandings::order,
                round.byes().stream().filter(b -> b.kind() == Bye.Kind.PAIRING_BYE).map(Bye::player).collect(Collectors.toSet()));
        if (audit.isEmpty()) {
            found.add(Deviation.ofRound(round.number(), Rule.CONSISTENCY, "the round cannot be read by the McMahon pairer"
                    + " (teams, Ing ranks or unreadable records)"));
            return found;
        }
        found.addAll(ScoreGroupCheck.check(round, audit.get()));
        found.addAll(GameSettingCheck.check(round, audit.get()));
        found.addAll(ByeCheck.check(round, audit.get()));
        return found;
    }

    private static Deviation consistency(Problem problem) {
        Matcher at = WHERE.matcher(problem.where());
        if (at.lookingAt()) {
            OptionalInt board = at.group(2) == null ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(at.group(2)));
            return new Deviation(Integer.parseInt(at.group(1)), board, Rule.CONSISTENCY, problem.what());
        }
        return Deviation.ofRound(0, Rule.CONSISTENCY, problem.toString());
    }
}
