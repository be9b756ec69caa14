package dev.tengen.standing;

import dev.tengen.rank.Rank;
import dev.tengen.rank.RankScale;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.UnplayedRounds;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToDoubleBiFunction;

/**
 * A tournament's placement criteria as {@link Criterion}s, each reading the table scored the way its family
 * counts: the number of wins (NBW, the W family, CPS, EXT, EXR), the McMahon score (MMS, the M family, STS, SOSTS),
 * Chinese 2002 points
 * (2/1/0) or Ing 1991 points (a point a win). An unmarked SOS (and its family) is on the tournament's own score.
 *
 * @param tournament the tournament, for ranks, ratings and the system
 * @param wins the table on wins, with the number-of-wins values of byes and absences
 * @param mcMahon the table on McMahon scores, with their values of byes and absences and the handicap correction
 * @param chinese the table scored 2/1/0 (Chinese 2002 art. 27.1)
 * @param ing the table scored a point a win (Ing 1991 art. 5)
 */
record TournamentTables(Tournament tournament, Crosstable wins, Crosstable mcMahon, Crosstable chinese, Crosstable ing) {

    /** McMahon parameters outside a McMahon: OpenGotha's Swiss defaults, bar 9d, floor 30k, zero 30k (no bar, no floor). */
    private static final PairingSystem.McMahon NO_BAR = new PairingSystem.McMahon(Rank.dan(9), Rank.kyu(30), Rank.kyu(30),
            dev.tengen.tournament.DrawRules.OPENGOTHA_DEFAULT);

    /**
     * The tables of {@code entrants} after round {@code afterRound}.
     *
     * @throws IllegalArgumentException if a game or bye of those rounds names someone else, or someone twice a round
     */
    static TournamentTables of(Tournament tournament, List<String> entrants, int afterRound) {
        UnplayedRounds unplayed = tournament.placement().unplayed();
        List<GameRecord> games = tournament.gamesThrough(afterRound);
        java.util.Set<String> placed = java.util.Set.copyOf(entrants);
        List<Bye> byes = tournament.byesImpliedThrough(afterRound).stream().filter(b -> placed.contains(b.player())).toList();
        // OpenGotha: every paired game puts its opponent in SOS, by default, unknown or void alike
        Scoring egf = Scoring.EGF.withOpponentsMet(Scoring.OpponentsMet.PAIRED).withRoundDown(unplayed.roundDown())
                .withUnplayedAsHalfPoint(unplayed.unplayedAsHalfPoint());
        Scoring onWins = egf.withPairingBye(unplayed.winsForBye() / 2.0).withAbsence(unplayed.winsForAbsence() / 2.0);
        Scoring onMcMahon = egf.withPairingBye(unplayed.mcMahonForBye() / 2.0)
                .withAbsence(unplayed.mcMahonForAbsence() / 2.0).withHandicapAdjustment(true);
        // Chinese 2002 art. 27.1: a win is 2 points, so the half wins of a bye or an absence are Chinese points
        Scoring chinese = Scoring.CHINESE_2002.withPairingBye(unplayed.winsForBye()).withAbsence(unplayed.winsForAbsence());
        Scoring ing = Scoring.ING_1991.withPairingBye(unplayed.winsForBye() / 2.0)
                .withAbsence(unplayed.winsForAbsence() / 2.0).withRoundDown(unplayed.roundDown());
        List<Entrant> plain = entrants(tournament, entrants, false);
        return new TournamentTables(tournament, Crosstable.of(plain, games, byes, onWins, afterRound),
                Crosstable.of(entrants(tournament, entrants, true), games, byes, onMcMahon, afterRound),
                Crosstable.of(plain, games, byes, chinese, afterRound), Crosstable.of(plain, games, byes, ing, afterRound));
    }

    /** The table on the tournament's own score: McMahon scores in a McMahon, wins otherwise. */
    Crosstable own() {
        return mcMahonSystem() ? mcMahon : wins;
    }

    private boolean mcMahonSystem() {
        return tournament.pairing() instanceof PairingSystem.McMahon;
    }

    Criterion of(PlacementCriterion criterion) {
        String name = criterion.fileName();
        return switch (criterion) {
            case NBW -> on(name, wins, EgfCriteria::nbw);
            case MMS -> on(name, mcMahon, EgfCriteria::mms);
            case CPS -> on(name, wins, CupScore::of);
            case SOS -> on(name, own(), EgfCriteria::sos);
            case SOS_MINUS_1 -> sosMinus(name, own(), 1, mcMahonSystem());
            case SOS_MINUS_2 -> sosMinus(name, own(), 2, mcMahonSystem());
            case SOSOS -> on(name, own(), EgfCriteria::sosos);
            case SODOS -> on(name, own(), EgfCriteria::sodos);
            case CUSS -> on(name, own(), EgfCriteria::cuss);
            case SOSW -> on(name, wins, EgfCriteria::sos);
            case SOSW_MINUS_1 -> sosMinus(name, wins, 1, false);
            case SOSW_MINUS_2 -> sosMinus(name, wins, 2, false);
            case SOSOSW -> on(name, wins, EgfCriteria::sosos);
            case SODOSW -> on(name, wins, EgfCriteria::sodos);
            case CUSSW -> on(name, wins, EgfCriteria::cuss);
            case SOSM -> on(name, mcMahon, EgfCriteria::sos);
            case SOSM_MINUS_1 -> sosMinus(name, mcMahon, 1, true);
            case SOSM_MINUS_2 -> sosMinus(name, mcMahon, 2, true);
            case SOSOSM -> on(name, mcMahon, EgfCriteria::sosos);
            case SODOSM -> on(name, mcMahon, EgfCriteria::sodos);
            case CUSSM -> on(name, mcMahon, EgfCriteria::cuss);
            case STS -> on(name, mcMahon, (t, p) -> OpenGothaExtraCriteria.strasbourgScore(tournament, t, p));
            case SOSTS -> on(name, mcMahon, (t, p) -> OpenGothaExtraCriteria.sumOfOpponentsStrasbourgScores(tournament, t, p));
            case EXT -> on(name, wins, (t, p) -> OpenGothaExtraCriteria.exploitsAttempted(tournament, t, p));
            case EXR -> on(name, wins, (t, p) -> OpenGothaExtraCriteria.exploitsAchieved(tournament, t, p));
            case DC -> inGroup(name, own(), EgfCriteria.DC);
            case SDC -> inGroup(name, own(), EgfCriteria.SDC);
            case RANK -> on(name, wins, (t, p) -> rankOrder(p));
            case RATING -> on(name, wins, (t, p) -> rating(p));
            case CHINESE_POINTS -> on(name, chinese, ChineseCriteria::points);
            case MINOR_POINTS -> on(name, chinese, ChineseCriteria::winnersMinorPoints);
            case OPPONENTS_POINTS -> on(name, chinese, ChineseCriteria::opponentsPoints);
            case TOTAL_SCORE -> on(name, chinese, ChineseCriteria::totalScore);
            case WARNINGS -> on(name, chinese, ChineseCriteria::fewestWarnings);
            case ING_A1 -> on(name, ing, IngCriteria::a1);
            case ING_A2 -> on(name, ing, IngCriteria::a2);
            case ING_B1 -> on(name, ing, IngCriteria::b1);
            case ING_B2 -> on(name, ing, IngCriteria::b2);
        };
    }

    /**
     * SOS-1 and SOS-2 as OpenGotha 3.52 computes them: on McMahon scores they stay 0 through round 2 (its
     * Tournament.fillBaseScoringInfoIfNecessary sets SOSM-1 and SOSM-2 from the third round only), on wins they
     * drop the lowest rounds from the first round on. Kept so that Tengen's places are OpenGotha's.
     */
    private static Criterion sosMinus(String name, Crosstable table, int dropped, boolean fromThirdRound) {
        return on(name, table, (t, p) -> fromThirdRound && t.rounds() < 3 ? 0 : EgfCriteria.sosMinus(t, p, dropped));
    }

    /**
     * The entrants with warnings and, on McMahon scores, their start score (EGF Tournament System Rules: the rank held
     * between floor and bar, counted from the zero rank, plus the director's correction).
     */
    private static List<Entrant> entrants(Tournament tournament, List<String> ids, boolean withStartScore) {
        PairingSystem.McMahon m = tournament.pairing() instanceof PairingSystem.McMahon mm ? mm : NO_BAR;
        // each id looked up in a map of the field: a search of the list per entrant made a 300-player table cost
        // 45,000 comparisons on every standings request (docs/BENCHMARKS.md, "The move's path")
        Map<String, Player> field = new HashMap<>();
        tournament.players().forEach(p -> field.putIfAbsent(p.id(), p));
        List<Entrant> entrants = new ArrayList<>();
        for (String id : ids) {
            Optional<Player> player = Optional.ofNullable(field.get(id));
            double start = 0;
            if (withStartScore && player.isPresent() && player.get().rank().sameScale(m.bar())) {
                start = Math.clamp(player.get().rank().value(), m.floor().value(), m.bar().value()) - m.zero().value()
                        + player.get().mcMahonCorrection();
            }
            entrants.add(new Entrant(id, start, player.map(Player::warnings).orElse(0)));
        }
        return entrants;
    }

    /** RANK: the place of the entrant's rank among the distinct ranks of the field, weakest 0 (Rank's total order). */
    private double rankOrder(String id) {
        return tournament.player(id).map(player -> (double) tournament.players().stream().map(Player::rank).distinct()
                .filter(r -> r.compareTo(player.rank()) < 0).count()).orElse(0.0);
    }

    /**
     * RATING: the rating when the file has one, else the one OpenGotha derives from a kyu or dan rank
     * (2050 for 1d, 100 a rank); 0 for an Ing rank or an entry.
     */
    private double rating(String id) {
        return tournament.player(id).map(player -> {
            Rank rank = player.rank();
            if (player.rating().isPresent()) {
                return (double) player.rating().getAsInt();
            }
            return rank.scale() == RankScale.KYU_DAN ? 2050.0 + 100 * rank.value() : 0.0;
        }).orElse(0.0);
    }

    private static Criterion on(String name, Crosstable table, ToDoubleBiFunction<Crosstable, String> value) {
        return inGroup(name, table, Criterion.of(name, value));
    }

    /** A criterion read on {@code table} whatever table the placement hands it. */
    private static Criterion inGroup(String name, Crosstable table, Criterion criterion) {
        return new Criterion() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public Map<String, Double> values(Crosstable ignored, Collection<String> group) {
                return criterion.values(table, group);
            }
        };
    }
}
