package dev.tengen.pairing;

import dev.tengen.pairing.mcmahon.PairWhy;
import dev.tengen.pairing.mcmahon.RoundAudit;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Registration;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.Tournament;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Pairs one round of a {@link Tournament} with its own pairing system and parameters, from the rounds before it
 * only: games stored for that round or later are dropped. Entrants keep their registration order as their
 * drawn numbers (round robin, knock-out, Chinese Swiss, Ing). The one mapping from the tournament model to the
 * pairing systems: the {@code tengen pair} command and the Tournament service both call it.
 */
public final class TournamentPairer {

    /** The answer: the round's games and byes, who is left out and why, and remarks for the director. */
    public sealed interface Outcome permits Paired, Refused {}

    /**
     * @param pairing the games and pairing byes
     * @param notPaired entrants neither paired nor given a pairing bye, with the reason, in registration order
     * @param notes remarks on the pairing (borrowed players, withdrawals)
     */
    public record Paired(RoundPairing pairing, Map<String, String> notPaired, List<String> notes) implements Outcome {
        public Paired {
            Objects.requireNonNull(pairing);
            notPaired = Collections.unmodifiableMap(new LinkedHashMap<>(notPaired));
            notes = List.copyOf(notes);
        }

        Paired with(Map<String, String> leftOut) {
            Map<String, String> all = new LinkedHashMap<>(leftOut);
            all.putAll(notPaired);
            return new Paired(pairing, all, notes);
        }
    }

    /** The round cannot be paired; the reason is a clause for a director, in lower case. */
    public record Refused(String reason) implements Outcome {}

    /**
     * The placement of the entrants after a round, best first, by the tournament's own criteria: it breaks ties
     * of score and rank inside a McMahon or EGF-style Swiss score group. Standings live in engine/standing, which
     * pairing does not depend on, so the caller supplies them.
     */
    @FunctionalInterface
    public interface StandingsOrder {

        /** No standings: ties are broken by rank and rating, strongest first, in every round. */
        StandingsOrder BY_STRENGTH = (tournament, afterRound) -> Optional.empty();

        /** The entrant ids best first after {@code afterRound}, or empty when they cannot be computed. */
        Optional<List<String>> after(Tournament tournament, int afterRound);
    }

    private TournamentPairer() {}

    /**
     * Round {@code round} of {@code tournament}, 1 to the last paired round + 1 (the caller checks that and the
     * scheduled number of rounds).
     */
    public static Outcome pair(Tournament tournament, int round, StandingsOrder standings) {
        Tournament before = before(tournament, round);
        Map<String, String> absent = absentees(before, round);
        List<Bye> byes = byes(before, round);
        return switch (before.pairing()) {
            case PairingSystem.RoundRobin rr -> TournamentRoundRobin.pair(before, round, rr.cycles());
            case PairingSystem.Knockout ko -> TournamentKnockout.pair(before, round, ko.lossesAllowed());
            case PairingSystem.Swiss swiss -> chineseSwissProcedure(before)
                    ? TournamentSwiss.pair(before, round, absent, Map.of())
                    : withLeftOut(TournamentMcMahon.pair(before, round, tieBreakOrder(before, round, standings), byes, null,
                            swiss.draw()), absent);
            case PairingSystem.SwissKnockout sk ->
                    TournamentSwiss.pair(before, round, absent, TournamentSwiss.knockedOut(before, round, sk));
            case PairingSystem.McMahon mm -> withLeftOut(TournamentMcMahon.pair(before, round,
                    tieBreakOrder(before, round, standings), byes, mm, mm.draw()), absent);
            case PairingSystem.Ing ing -> TournamentIng.pair(before, round, ing, absent);
        };
    }

    /**
     * Why {@code first} and {@code second} would meet in round {@code round}: their pair's weight as the McMahon or
     * EGF-style Swiss pairing of that round weighs it, criterion by criterion, from the rounds before it only (the
     * round may be paired, published, or not paired yet). Other systems weigh no pairs and refuse.
     *
     * @param setAside the round's pairing byes as they stand, empty to let the pairer choose
     */
    public static PairWhy why(Tournament tournament, int round, StandingsOrder standings, List<String> setAside,
            String first, String second) {
        Tournament before = before(tournament, round);
        return switch (before.pairing()) {
            case PairingSystem.McMahon mm -> TournamentMcMahon.why(before, round, tieBreakOrder(before, round, standings),
                    byes(before, round), mm, mm.draw(), setAside, first, second);
            case PairingSystem.Swiss swiss when !chineseSwissProcedure(before) -> TournamentMcMahon.why(before, round,
                    tieBreakOrder(before, round, standings), byes(before, round), null, swiss.draw(), setAside, first, second);
            default -> new PairWhy.Refused("this tournament's pairing system draws its pairs without weighing them;"
                    + " only McMahon and EGF-style Swiss pairing weigh each pair by criteria");
        };
    }

    /**
     * Round {@code round} of a McMahon or EGF-style Swiss tournament as the pairer sees it before pairing it (scores,
     * earlier byes, the handicap and colours its rules give), for checking a pairing made elsewhere; empty for the
     * other systems and when the records cannot be read.
     *
     * @param sittingOut the players given the round's pairing bye, set aside from the field as the pairer sets its bye aside
     */
    public static Optional<RoundAudit> mcMahonAudit(Tournament tournament, int round, StandingsOrder standings,
            java.util.Set<String> sittingOut) {
        Tournament before = before(tournament, round);
        List<Player> order = tieBreakOrder(before, round, standings);
        return switch (before.pairing()) {
            case PairingSystem.McMahon mm -> TournamentMcMahon.audit(before, round, order, byes(before, round), mm, mm.draw(), sittingOut);
            case PairingSystem.Swiss swiss when !chineseSwissProcedure(before) ->
                    TournamentMcMahon.audit(before, round, order, byes(before, round), null, swiss.draw(), sittingOut);
            default -> Optional.empty();
        };
    }

    /** The tournament with its rounds before {@code round} only. */
    private static Tournament before(Tournament tournament, int round) {
        return new Tournament(tournament.event(), tournament.regulations(), tournament.pairing(),
                tournament.placement(), tournament.players(), tournament.entries(),
                tournament.rounds().stream().filter(r -> r.number() < round).toList());
    }

    /**
     * The Swiss procedure: Chinese 2002 App. 5 when the regulations name the Chinese 2002 rules, the only seed
     * that writes a Swiss procedure; otherwise the EGF-style Swiss, which honours the draw rules (seeding, draws
     * up and down, geography) as OpenGotha does (docs/drafts/cli-tournament.md).
     */
    public static boolean chineseSwissProcedure(Tournament tournament) {
        return tournament.regulations().ruleSet().filter("chinese-2002"::equals).isPresent();
    }

    private static Outcome withLeftOut(Outcome outcome, Map<String, String> leftOut) {
        return outcome instanceof Paired paired ? paired.with(leftOut) : outcome;
    }

    /** Players not to be paired in {@code round}, with the reason; entries (teams, pairs) are always paired. */
    public static Map<String, String> absentees(Tournament tournament, int round) {
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
    public static List<Bye> byes(Tournament before, int round) {
        List<Bye> byes = new ArrayList<>(byesThrough(before, round - 1));
        absentees(before, round).keySet().forEach(id -> byes.add(new Bye(round, id,
                before.player(id).orElseThrow().hasWithdrawnBy(round) ? Bye.Kind.WITHDRAWN : Bye.Kind.ABSENT)));
        return byes;
    }

    /**
     * The byes of rounds 1 to {@code lastRound}, with the absences and withdrawals of paired rounds that the
     * tournament records as absent rounds or a withdrawal but not as a bye.
     */
    public static List<Bye> byesThrough(Tournament tournament, int lastRound) {
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
    private static List<Player> tieBreakOrder(Tournament before, int round, StandingsOrder standings) {
        List<Player> byStrength = before.players().stream()
                .sorted(Comparator.comparing(Player::rank).thenComparingInt(p -> p.rating().orElse(Integer.MIN_VALUE)).reversed())
                .toList();
        if (round == 1) {
            return byStrength;
        }
        return standings.after(before, round - 1).map(order -> order.stream()
                .map(id -> before.player(id).orElseThrow()).toList()).orElse(byStrength);
    }
}
