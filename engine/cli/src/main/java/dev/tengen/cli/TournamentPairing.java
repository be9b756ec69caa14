package dev.tengen.cli;

import dev.tengen.pairing.RoundPairing;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Registration;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.Tournament;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Pairs one round of a tournament with its own pairing system and parameters, from the rounds before it
 * only: games stored for that round or later are dropped. Entrants keep their registration order as their
 * drawn numbers (round robin, knock-out, Chinese Swiss, Ing).
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

        Paired with(Map<String, String> leftOut) {
            Map<String, String> all = new LinkedHashMap<>(leftOut);
            all.putAll(notPaired);
            return new Paired(pairing, all, notes);
        }
    }

    record Refused(String reason) implements Outcome {}

    private TournamentPairing() {}

    /** Round {@code round} of {@code tournament}, 1 to the last paired round + 1 (the caller checks). */
    static Outcome pair(Tournament tournament, int round) {
        Tournament before = new Tournament(tournament.event(), tournament.regulations(), tournament.pairing(),
                tournament.placement(), tournament.players(), tournament.entries(),
                tournament.rounds().stream().filter(r -> r.number() < round).toList());
        Map<String, String> absent = absentees(before, round);
        List<Bye> byes = byes(before, round);
        return switch (before.pairing()) {
            case dev.tengen.tournament.PairingSystem.RoundRobin rr -> TournamentRoundRobin.pair(before, round, rr.cycles());
            case dev.tengen.tournament.PairingSystem.Knockout ko -> TournamentKnockout.pair(before, round, ko.lossesAllowed());
            case dev.tengen.tournament.PairingSystem.Swiss swiss -> chineseSwissProcedure(before)
                    ? TournamentSwiss.pair(before, round, absent, Map.of())
                    : withLeftOut(TournamentMcMahon.pair(before, round, tieBreakOrder(before, round), byes, null, swiss.draw()), absent);
            case dev.tengen.tournament.PairingSystem.SwissKnockout sk ->
                    TournamentSwiss.pair(before, round, absent, TournamentSwiss.knockedOut(before, round, sk));
            case dev.tengen.tournament.PairingSystem.McMahon mm ->
                    withLeftOut(TournamentMcMahon.pair(before, round, tieBreakOrder(before, round), byes, mm, mm.draw()), absent);
            case dev.tengen.tournament.PairingSystem.Ing ing -> TournamentIng.pair(before, round, ing, absent);
        };
    }

    /**
     * The Swiss procedure: Chinese 2002 App. 5 when the regulations name the Chinese 2002 rules, the only seed
     * that writes a Swiss procedure; otherwise the EGF-style Swiss, which honours the file's draw rules
     * (seeding, draws up and down, geography) as OpenGotha does (docs/drafts/cli-tournament.md).
     */
    static boolean chineseSwissProcedure(Tournament tournament) {
        return tournament.regulations().ruleSet().filter("chinese-2002"::equals).isPresent();
    }

    private static Outcome withLeftOut(Outcome outcome, Map<String, String> leftOut) {
        return outcome instanceof Paired paired ? paired.with(leftOut) : outcome;
    }

    /** Players not to be paired in {@code round}, with the reason; entries (teams, pairs) are always paired. */
    static Map<String, String> absentees(Tournament tournament, int round) {
        Map<String, String> out = new LinkedHashMap<>();
        if (!tournament.entries().isEmpty()) {
            return out;
        }
        for (Player player : tournament.players()) {
            if (player.hasWithdrawnBy(round)) {
                // Chinese 2002 art. 28.3: a withdrawn player is not paired any more.
                out.put(player.id(), "withdrawn from round " + player.withdrawnFrom().getAsInt());
            } else if (!player.participatesIn(round)) {
                out.put(player.id(), "asked not to be paired in round " + round);
            } else if (player.registration() == Registration.PRELIMINARY) {
                out.put(player.id(), "registration not final");
            }
        }
        return out;
    }

    /** The byes of the rounds before {@code round}, implied ones included, and this round's absentees. */
    static List<Bye> byes(Tournament before, int round) {
        List<Bye> byes = new ArrayList<>(byesThrough(before, round - 1));
        absentees(before, round).keySet().forEach(id -> byes.add(new Bye(round, id,
                before.player(id).orElseThrow().hasWithdrawnBy(round) ? Bye.Kind.WITHDRAWN : Bye.Kind.ABSENT)));
        return byes;
    }

    /**
     * The byes of rounds 1 to {@code lastRound}, with the absences and withdrawals of paired rounds that the
     * file records as absent rounds or a withdrawal but not as a bye.
     */
    static List<Bye> byesThrough(Tournament tournament, int lastRound) {
        List<Bye> byes = new ArrayList<>(tournament.byesThrough(lastRound));
        if (!tournament.entries().isEmpty()) {
            return byes;
        }
        for (Round played : tournament.rounds()) {
            if (played.number() > lastRound) {
                continue;
            }
            for (Player player : tournament.players()) {
                if (played.involves(player.id())) {
                    continue;
                }
                if (player.hasWithdrawnBy(played.number())) {
                    byes.add(new Bye(played.number(), player.id(), Bye.Kind.WITHDRAWN));
                } else if (!player.participatesIn(played.number())) {
                    byes.add(new Bye(played.number(), player.id(), Bye.Kind.ABSENT));
                }
            }
        }
        return byes;
    }

    /**
     * The order that breaks ties of score and rank inside a score group: the standings after the round
     * before (by the tournament's own criteria), else rank and rating, strongest first.
     */
    private static List<Player> tieBreakOrder(Tournament before, int round) {
        List<Player> byStrength = before.players().stream()
                .sorted(Comparator.comparing(Player::rank).thenComparingInt(p -> p.rating().orElse(Integer.MIN_VALUE)).reversed())
                .toList();
        if (round == 1) {
            return byStrength;
        }
        return TournamentStandings.order(before, round - 1).map(order -> order.stream()
                .map(id -> before.player(id).orElseThrow()).toList()).orElse(byStrength);
    }
}
