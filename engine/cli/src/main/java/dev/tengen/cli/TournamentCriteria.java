package dev.tengen.cli;

import dev.tengen.rank.Rank;
import dev.tengen.rank.RankScale;
import dev.tengen.standing.ChineseCriteria;
import dev.tengen.standing.Criterion;
import dev.tengen.standing.Crosstable;
import dev.tengen.standing.EgfCriteria;
import dev.tengen.standing.IngCriteria;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Tournament;
import java.util.Collection;
import java.util.Map;
import java.util.function.ToDoubleBiFunction;

/**
 * The placement criteria of a tournament file as {@code dev.tengen.standing} criteria, each reading the
 * table scored the way its family counts: EGF (wins, McMahon score and the SOS family), Chinese 2002
 * (2/1/0 points) or Ing 1991 (a point a win).
 *
 * @param tournament the tournament, for ranks, ratings and warnings
 * @param egf the table on the tournament's own score (McMahon score in a McMahon, wins otherwise)
 * @param wins the table on wins alone, with the file's values of byes and absences for wins (NBW)
 * @param chinese the table scored 2/1/0 (Chinese 2002 art. 27.1)
 * @param ing the table scored a point a win (Ing 1991 art. 5)
 */
record TournamentCriteria(Tournament tournament, Crosstable egf, Crosstable wins, Crosstable chinese, Crosstable ing) {

    Criterion of(PlacementCriterion criterion) {
        String name = criterion.fileName();
        return switch (criterion) {
            case NBW -> on(name, wins, EgfCriteria::nbw);
            case MMS -> on(name, egf, EgfCriteria::mms);
            case SOS -> on(name, egf, EgfCriteria::sos);
            case SOS_MINUS_1 -> on(name, egf, (t, p) -> EgfCriteria.sosMinus(t, p, 1));
            case SOS_MINUS_2 -> on(name, egf, (t, p) -> EgfCriteria.sosMinus(t, p, 2));
            case SOSOS -> on(name, egf, EgfCriteria::sosos);
            case SODOS -> on(name, egf, EgfCriteria::sodos);
            case CUSS -> on(name, egf, EgfCriteria::cuss);
            case DC -> inGroup(name, egf, EgfCriteria.DC);
            case SDC -> inGroup(name, egf, EgfCriteria.SDC);
            case RANK -> on(name, egf, (t, p) -> rankOrder(p));
            case RATING -> on(name, egf, (t, p) -> rating(p));
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
