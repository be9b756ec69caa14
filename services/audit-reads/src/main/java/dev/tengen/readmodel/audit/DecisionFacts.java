package dev.tengen.readmodel.audit;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.tengen.game.service.api.RulingLine;
import dev.tengen.rules.Color;
import java.time.Instant;
import java.util.List;
import java.util.function.Consumer;

/**
 * The values a decision's {@link Decision#consequence} sentence is made of, so that a reader in another language can
 * say the same thing from the decision's kind and these, without the platform's English. Each kind fills only the
 * values its sentence uses; the others are null and left out of the JSON.
 *
 * @param color the colour the decision concerns: the warned, penalized, turn-losing or forfeiting player's, the
 *     referee's offender ({@code warning}, {@code penalty}, {@code turn-lost}, {@code forfeit},
 *     {@code referee-decision})
 * @param count the warning's number in the game ({@code warning})
 * @param points the points taken off at the count ({@code penalty})
 * @param move the move of the record that is a pass ({@code turn-lost})
 * @param rulings the referee's ruling lines ({@code referee-decision})
 * @param awaitsChiefReferee whether the penalty waits for the Chief Referee ({@code referee-decision})
 * @param concurred whether the Chief Referee concurs ({@code penalty-review})
 * @param reviewed the referee's decision reviewed ({@code penalty-review})
 * @param complainant who protests ({@code protest})
 * @param referees the referees who decided ({@code protest-decision})
 * @param protestDecision {@code accepted} or {@code rejected} ({@code protest-decision})
 * @param appealWindowMinutes the minutes after the referees' decision within which an appeal may be handed in
 *     ({@code AppealRules.FILING_WINDOW_MINUTES}, Incheon 2013 arbitration art. 1.2), for a rejected protest
 *     ({@code protest-decision})
 * @param amount the deposit handed in, returned or forfeited ({@code appeal}, {@code deposit-refunded},
 *     {@code deposit-forfeited}), as {@code USD 500}
 * @param rulingDueAt when the ruling is due ({@code appeal})
 * @param ruledBy {@code committee} or {@code technical-delegate} ({@code ruling})
 * @param ruling {@code uphold}, {@code commute} or {@code overrule} ({@code ruling}, {@code technical-delegate})
 * @param late whether the ruling came after the half hour ({@code ruling})
 * @param result the result as it becomes, or null when it stands ({@code ruling}, {@code result-changed-by-ruling},
 *     {@code result-corrected})
 * @param previousResult the result it replaces, or null when the board had none ({@code result-corrected})
 * @param laterRounds the rounds already paired on the old result ({@code result-corrected})
 * @param sanction {@code warning}, {@code public-reprimand} or {@code disqualification} ({@code sanction-recommended},
 *     {@code sanction-decision})
 * @param against whom the sanction is against, as the committee wrote it (idem)
 * @param accepted whether the Technical Delegate accepts it ({@code sanction-decision})
 * @param withdrawn whether the player is withdrawn from the tournament by it ({@code sanction-decision})
 * @param technicalDelegate who decides a tied vote ({@code technical-delegate})
 * @param changes the number of boards set by hand ({@code pairing-adjusted})
 * @param correction the correction's number in the round ({@code pairing-corrected})
 * @param voided the boards whose games are void ({@code pairing-corrected})
 * @param started the boards whose new games start ({@code pairing-corrected})
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record DecisionFacts(Color color, Integer count, Double points, Integer move, List<RulingLine> rulings,
        Boolean awaitsChiefReferee, Boolean concurred, String reviewed, String complainant, String referees,
        String protestDecision, Long appealWindowMinutes, String amount, Instant rulingDueAt, String ruledBy, String ruling,
        Boolean late, String result, String previousResult, List<Integer> laterRounds, String sanction, String against,
        Boolean accepted, Boolean withdrawn, String technicalDelegate, Integer changes, Integer correction,
        List<Integer> voided, List<Integer> started) {

    /** A decision whose sentence needs nothing beyond its kind, player, round and board. */
    public static final DecisionFacts NONE = of(f -> { });

    /** The facts {@code set} fills in, the others null. */
    static DecisionFacts of(Consumer<Builder> set) {
        Builder builder = new Builder();
        set.accept(builder);
        return builder.build();
    }

    /** The facts of one kind, set one by one (each kind sets a few of the many). */
    static final class Builder {
        Color color;
        Integer count;
        Double points;
        Integer move;
        List<RulingLine> rulings;
        Boolean awaitsChiefReferee;
        Boolean concurred;
        String reviewed;
        String complainant;
        String referees;
        String protestDecision;
        Long appealWindowMinutes;
        String amount;
        Instant rulingDueAt;
        String ruledBy;
        String ruling;
        Boolean late;
        String result;
        String previousResult;
        List<Integer> laterRounds;
        String sanction;
        String against;
        Boolean accepted;
        Boolean withdrawn;
        String technicalDelegate;
        Integer changes;
        Integer correction;
        List<Integer> voided;
        List<Integer> started;

        private DecisionFacts build() {
            return new DecisionFacts(color, count, points, move, rulings, awaitsChiefReferee, concurred, reviewed,
                    complainant, referees, protestDecision, appealWindowMinutes, amount, rulingDueAt, ruledBy, ruling,
                    late, result, previousResult, laterRounds, sanction, against, accepted, withdrawn, technicalDelegate, changes,
                    correction, voided, started);
        }
    }
}
