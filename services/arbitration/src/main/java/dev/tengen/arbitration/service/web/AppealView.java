package dev.tengen.arbitration.service.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.tengen.arbitration.service.api.AppealFiled;
import dev.tengen.arbitration.service.api.AppealForm;
import dev.tengen.arbitration.service.api.AppealRejectedAsInvalid;
import dev.tengen.arbitration.service.api.AppealRuled;
import dev.tengen.arbitration.service.api.CommitteeConvened;
import dev.tengen.arbitration.service.api.RulingDeadlineMissed;
import dev.tengen.arbitration.service.api.SanctionDecided;
import dev.tengen.arbitration.service.api.SanctionRecommended;
import dev.tengen.arbitration.service.api.Deposit;
import dev.tengen.arbitration.service.api.DepositForfeited;
import dev.tengen.arbitration.service.api.DepositRefunded;
import dev.tengen.arbitration.service.api.NewResult;
import dev.tengen.arbitration.service.api.TechnicalDelegateDecided;
import dev.tengen.arbitration.service.api.RulingDecision;
import dev.tengen.arbitration.service.api.Vote;
import dev.tengen.arbitration.service.api.VoteCast;
import dev.tengen.conduct.AppealRules;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An appeal as read from its events, with the committee's half-hour countdown (Incheon 2013 arbitration art. 3.2).
 *
 * @param status pending (before the committee), invalid (not heard), or ruled
 * @param valid false once the form was found invalid
 * @param invalidity why, when invalid
 * @param appealWindowMinutes the minutes after the referees' decision within which an appeal is received in time
 *     ({@link AppealRules#FILING_WINDOW_MINUTES}, Incheon 2013 arbitration art. 1.2): what a valid appeal met and a
 *     late one missed
 * @param rulingDueAt half an hour after receipt; null for an invalid appeal
 * @param secondsToRuling seconds left until {@code rulingDueAt} while pending (negative when overdue)
 * @param minutesToRuling the same in whole minutes, rounded down (negative when overdue)
 * @param rulingDeadlineMissedAt when a check or the late ruling recorded that the half hour had passed
 * @param committeeConvenedAt when the committee met on the appeal (who voted what stays in its file until the ruling)
 * @param referredToTechnicalDelegate true while every member present has voted and no decision has the majority: the
 *     tie is the Technical Delegate's to decide (art. 3.6), who reads no votes before the ruling (art. 2.5) and learns
 *     here that it waits for him
 * @param depositSettledAt when the deposit was refunded or forfeited
 * @param sanctionsRecommended recommendations to the Technical Delegate after the ruling (art. 2.6), numbered from 1
 *     in this order
 * @param sanctionDecisions the Technical Delegate's decisions on them, each naming its recommendation
 * @param depositStatus held, refunded, forfeited or not-paid
 * @param ruling the ruling, once made
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record AppealView(String id, String protestId, String tournamentId, String gameId, String status, boolean valid,
        Invalidity invalidity, Instant receivedAt, long appealWindowMinutes, Instant rulingDueAt, Long secondsToRuling, Long minutesToRuling,
        Instant rulingDeadlineMissedAt, Instant committeeConvenedAt, boolean referredToTechnicalDelegate, AppealForm form, Deposit deposit,
        String depositStatus, Instant depositSettledAt, RulingView ruling, List<SanctionRecommended> sanctionsRecommended,
        List<SanctionDecided> sanctionDecisions, long version) {

    public record Invalidity(String reason, String detail, String article) {
    }

    public record RulingView(String decision, String decidedBy, String technicalDelegate, List<String> membersPresent,
            List<Vote> votes, NewResult newResult, String reasons, boolean appealWon, boolean late, Instant at) {
    }

    /** The view of these events, or empty when they are not an appeal's. */
    static Optional<AppealView> of(List<Object> events, long version, Instant now) {
        String id = null;
        String protestId = null;
        String tournamentId = null;
        String gameId = null;
        String status = null;
        Invalidity invalidity = null;
        Instant receivedAt = null;
        Instant dueAt = null;
        AppealForm form = null;
        Deposit deposit = null;
        String depositStatus = null;
        String delegate = null;
        RulingView ruling = null;
        Instant missedAt = null;
        Instant convenedAt = null;
        List<String> present = List.of();
        Map<RulingDecision, Integer> tally = new EnumMap<>(RulingDecision.class);
        Instant settledAt = null;
        List<SanctionRecommended> sanctions = new ArrayList<>();
        List<SanctionDecided> sanctionDecisions = new ArrayList<>();
        for (Object event : events) {
            switch (event) {
                case AppealRejectedAsInvalid invalid -> {
                    id = invalid.appealId();
                    protestId = invalid.protestId();
                    tournamentId = invalid.tournamentId();
                    gameId = invalid.gameId();
                    status = "invalid";
                    invalidity = new Invalidity(invalid.reason(), invalid.sentence(), invalid.article());
                    receivedAt = invalid.at();
                    dueAt = null;
                    form = invalid.form();
                    deposit = invalid.deposit();
                    depositStatus = invalid.deposit().paid() ? "held" : "not-paid";
                }
                case AppealFiled filed -> {
                    id = filed.appealId();
                    protestId = filed.protestId();
                    tournamentId = filed.tournamentId();
                    gameId = filed.gameId();
                    status = "pending";
                    invalidity = null;
                    receivedAt = filed.at();
                    dueAt = filed.rulingDueAt();
                    form = filed.form();
                    deposit = filed.deposit();
                    depositStatus = "held";
                }
                case TechnicalDelegateDecided decided -> delegate = decided.technicalDelegate();
                case AppealRuled ruled -> {
                    status = "ruled";
                    ruling = new RulingView(ruled.decision().name().toLowerCase(java.util.Locale.ROOT), ruled.decidedBy(),
                            delegate, ruled.membersPresent(), ruled.votes(), ruled.newResult(), ruled.reasons(),
                            ruled.appealWon(), ruled.late(), ruled.at());
                }
                case DepositRefunded refunded -> {
                    depositStatus = "refunded";
                    settledAt = refunded.at();
                }
                case DepositForfeited forfeited -> {
                    depositStatus = "forfeited";
                    settledAt = forfeited.at();
                }
                case RulingDeadlineMissed missed -> missedAt = missed.at();
                case CommitteeConvened convened -> {
                    convenedAt = convened.at();
                    present = convened.membersPresent();
                }
                case VoteCast cast -> tally.merge(cast.decision(), 1, Integer::sum);
                case SanctionRecommended recommended -> sanctions.add(recommended);
                case SanctionDecided decided -> sanctionDecisions.add(decided);
                default -> {
                    // not an appeal's event
                }
            }
        }
        if (id == null) {
            return Optional.empty();
        }
        Long seconds = "pending".equals(status) ? Duration.between(now, dueAt).toSeconds() : null;
        Long minutes = seconds == null ? null : Math.floorDiv(seconds, 60L);
        return Optional.of(new AppealView(id, protestId, tournamentId, gameId, status, !"invalid".equals(status), invalidity,
                receivedAt, AppealRules.FILING_WINDOW_MINUTES, dueAt, seconds, minutes, missedAt, convenedAt,
                "pending".equals(status) && !present.isEmpty() && AppealRules.tied(tally, present.size()), form, deposit,
                depositStatus, settledAt, ruling, List.copyOf(sanctions), List.copyOf(sanctionDecisions), version));
    }
}
