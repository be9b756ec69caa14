package dev.tengen.pairing;

import dev.tengen.pairing.criteria.DrawUpDownRule;
import dev.tengen.pairing.criteria.GeographyRule;
import dev.tengen.pairing.criteria.Seeding;
import dev.tengen.pairing.mcmahon.HandicapRule;
import dev.tengen.pairing.mcmahon.McMahonPairer;
import dev.tengen.pairing.mcmahon.PairWhy;
import dev.tengen.pairing.mcmahon.PairingOutcome;
import dev.tengen.pairing.mcmahon.PairingParameters;
import dev.tengen.pairing.mcmahon.RoundAudit;
import dev.tengen.pairing.mcmahon.ScoreSystem;
import dev.tengen.rank.RankScale;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.DrawRules;
import dev.tengen.tournament.HandicapPolicy;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.UnplayedRounds;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A McMahon or EGF-style Swiss round of a tournament, paired by {@code dev.tengen.pairing.mcmahon} with the
 * tournament's own draw rules, unplayed-round values and handicap policy.
 */
final class TournamentMcMahon {

    private TournamentMcMahon() {}

    /**
     * @param before the tournament with its rounds before {@code round} only
     * @param order every registered player, in the order that breaks ties inside a score group
     * @param byes the byes of the earlier rounds and the absences of this round
     * @param mcMahon the McMahon system, or null for the EGF-style Swiss with {@code draw}
     */
    static TournamentPairer.Outcome pair(Tournament before, int round, List<Player> order, List<Bye> byes,
            PairingSystem.McMahon mcMahon, DrawRules draw) {
        Optional<String> refusal = refusal(before);
        if (refusal.isPresent()) {
            return new TournamentPairer.Refused(refusal.get());
        }
        PairingParameters parameters = parameters(before, round, mcMahon, draw);
        return switch (new McMahonPairer(parameters).pair(round, players(order), before.gamesThrough(round - 1), byes)) {
            case PairingOutcome.Paired paired -> new TournamentPairer.Paired(paired.pairing(), Map.of(), List.of());
            case PairingOutcome.Refused refused -> new TournamentPairer.Refused(refused.reason());
        };
    }

    /** Why two players would meet in the round, with the same parameters and players as {@link #pair}. */
    static PairWhy why(Tournament before, int round, List<Player> order, List<Bye> byes, PairingSystem.McMahon mcMahon,
            DrawRules draw, List<String> setAside, String first, String second) {
        Optional<String> refusal = refusal(before);
        if (refusal.isPresent()) {
            return new PairWhy.Refused(refusal.get());
        }
        return new McMahonPairer(parameters(before, round, mcMahon, draw))
                .why(round, players(order), before.gamesThrough(round - 1), byes, setAside, first, second);
    }

    /** Why the tournament's entrants cannot be paired by McMahon or EGF-style Swiss, if they cannot. */
    private static Optional<String> refusal(Tournament before) {
        if (!before.entries().isEmpty()) {
            return Optional.of("McMahon and EGF-style Swiss pairing pairs individual players, and this"
                    + " tournament's entrants are teams or Pair Go pairs");
        }
        for (Player player : before.players()) {
            if (player.rank().scale() != RankScale.KYU_DAN) {
                return Optional.of("player '" + player.id() + "' has the Ing rank " + player.rank()
                        + ", which has no place on the McMahon scale of kyu and dan ranks (Ing 1991 art. 6 ranks are not converted)");
            }
        }
        return Optional.empty();
    }

    /** The round as the pairer sees it (see {@link McMahonPairer#audit}); empty for teams, Ing ranks or unreadable records. */
    static Optional<RoundAudit> audit(Tournament before, int round, List<Player> order, List<Bye> byes,
            PairingSystem.McMahon mcMahon, DrawRules draw, java.util.Set<String> sittingOut) {
        if (refusal(before).isPresent()) {
            return Optional.empty();
        }
        return new McMahonPairer(parameters(before, round, mcMahon, draw)).audit(round, players(order),
                before.gamesThrough(round - 1), byes, sittingOut);
    }

    private static List<dev.tengen.pairing.mcmahon.Player> players(List<Player> order) {
        List<dev.tengen.pairing.mcmahon.Player> players = new ArrayList<>();
        for (Player player : order) {
            players.add(new dev.tengen.pairing.mcmahon.Player(player.id(), player.rank().value(), player.club(),
                    player.country(), player.mcMahonCorrection()));
        }
        return players;
    }

    static PairingParameters parameters(Tournament tournament, int round, PairingSystem.McMahon mcMahon, DrawRules draw) {
        UnplayedRounds unplayed = tournament.placement().unplayed();
        ScoreSystem system = mcMahon == null ? new ScoreSystem.Swiss()
                : new ScoreSystem.McMahon(mcMahon.bar().value(), mcMahon.floor().value(), mcMahon.zero().value());
        int bye = mcMahon == null ? unplayed.winsForBye() : unplayed.mcMahonForBye();
        int absent = mcMahon == null ? unplayed.winsForAbsence() : unplayed.mcMahonForAbsence();
        DrawUpDownRule drawUpDown = new DrawUpDownRule(position(draw.drawnDown()), position(draw.drawnUp()), draw.compensateDraws());
        // The pairing module's defaults: same club and country reorder players inside a score group only.
        GeographyRule geography = draw.geography().avoid() ? new GeographyRule(0.5, 0.25, true) : GeographyRule.OFF;
        HandicapPolicy policy = tournament.regulations().handicap();
        HandicapRule handicap = policy.ceiling() == 0 ? HandicapRule.NONE : new HandicapRule(
                policy.basis() == HandicapPolicy.Basis.MCMAHON_SCORE ? HandicapRule.Basis.MCMAHON_SCORE : HandicapRule.Basis.RANK,
                policy.noHandicapFrom().value(), policy.correction(), policy.ceiling(), 0.5);
        // Lots are drawn from the event and the round, so pairing the same round of the same file twice gives the same games.
        long lotSeed = 31L * tournament.event().name().hashCode() + round;
        return new PairingParameters(system, bye, absent, seeding(draw.earlySeeding()), seeding(draw.lateSeeding()),
                draw.lastEarlyRound(), drawUpDown, geography, handicap, lotSeed);
    }

    private static Seeding seeding(dev.tengen.tournament.Seeding seeding) {
        return switch (seeding) {
            case SPLIT_AND_FOLD -> Seeding.SPLIT_AND_FOLD;
            case SPLIT_AND_SLIP -> Seeding.SPLIT_AND_SLIP;
            case SPLIT_AND_RANDOM -> Seeding.SPLIT_AND_RANDOM;
        };
    }

    private static dev.tengen.pairing.criteria.DrawPosition position(dev.tengen.tournament.DrawPosition position) {
        return switch (position) {
            case TOP -> dev.tengen.pairing.criteria.DrawPosition.TOP;
            case MIDDLE -> dev.tengen.pairing.criteria.DrawPosition.MIDDLE;
            case BOTTOM -> dev.tengen.pairing.criteria.DrawPosition.BOTTOM;
        };
    }
}
