package dev.tengen.arbitration.service;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import dev.tengen.arbitration.service.api.AppealFiled;
import dev.tengen.arbitration.service.api.AppealForm;
import dev.tengen.arbitration.service.api.AppealRejectedAsInvalid;
import dev.tengen.arbitration.service.api.AppealRuled;
import dev.tengen.arbitration.service.api.ArbitrationRefusal;
import dev.tengen.arbitration.service.api.Articles;
import dev.tengen.arbitration.service.api.Deposit;
import dev.tengen.arbitration.service.api.DepositForfeited;
import dev.tengen.arbitration.service.api.DepositRefunded;
import dev.tengen.arbitration.service.api.FileAppeal;
import dev.tengen.arbitration.service.api.Money;
import dev.tengen.arbitration.service.api.NewResult;
import dev.tengen.arbitration.service.api.ProtestDecision;
import dev.tengen.arbitration.service.api.ResultChangedByRuling;
import dev.tengen.arbitration.service.api.RuleOnAppeal;
import dev.tengen.arbitration.service.api.RulingDecision;
import dev.tengen.arbitration.service.api.TechnicalDelegateDecided;
import dev.tengen.arbitration.service.api.Vote;
import dev.tengen.arbitration.service.api.CastVote;
import dev.tengen.arbitration.service.api.CheckRulingDeadline;
import dev.tengen.arbitration.service.api.CommitteeConvened;
import dev.tengen.arbitration.service.api.ConveneCommittee;
import dev.tengen.arbitration.service.api.RecommendSanction;
import dev.tengen.arbitration.service.api.RecordRefereeReport;
import dev.tengen.arbitration.service.api.RecordTestimony;
import dev.tengen.arbitration.service.api.RefereeReportRecorded;
import dev.tengen.arbitration.service.api.RulingDeadlineMissed;
import dev.tengen.arbitration.service.api.DecideSanction;
import dev.tengen.arbitration.service.api.Sanction;
import dev.tengen.arbitration.service.api.SanctionDecided;
import dev.tengen.arbitration.service.api.SanctionRecommended;
import dev.tengen.arbitration.service.api.TestimonyRecorded;
import dev.tengen.arbitration.service.api.VoteCast;
import java.time.Duration;
import dev.tengen.conduct.AppealRules;
import dev.tengen.tournament.Outcome;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;
import org.axonframework.modelling.command.CreationPolicy;

/**
 * The appeal to the Arbitration Committee against the referees' decision on one protest (Incheon 2013 arbitration). Its id is
 * derived from the protest's ({@link FileAppeal#idFor}), so the one judgment has one appeal: a form found invalid
 * may be handed in again, corrected, while the window is open; a valid appeal is heard once, and its ruling is
 * final (art. 3.8).
 */
public class Appeal {

    private enum Status { INVALID, PENDING, RULED }

    @AggregateIdentifier
    private String appealId;

    private Status status;
    private String protestId;
    private String tournamentId;
    private String gameId;
    private int round;
    private int board;
    private Money deposit;
    private Instant rulingDueAt;
    private boolean deadlineMissed;
    /** When the committee met, or null while it has not. */
    private Instant convened;
    private List<String> membersPresent = List.of();
    private final List<Vote> cast = new ArrayList<>();
    /** The committee's recommendations to the Technical Delegate, in order (art. 2.6). */
    private final List<SanctionRecommended> recommended = new ArrayList<>();
    /** The numbers (from 1) of the recommendations the Technical Delegate has decided on. */
    private final Set<Integer> decided = new HashSet<>();

    /** Axon rebuilds the appeal from its events into this empty instance, and creates a new one here. */
    protected Appeal() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public long handle(FileAppeal command) {
        if (status == Status.RULED) {
            throw Rules.refuse(ArbitrationRefusal.APPEAL_RULING_FINAL, "The Arbitration Committee has ruled on the appeal"
                    + " against this judgment; its ruling is final and no further appeal is heard (Incheon 2013 arbitration art. 3.8).");
        }
        if (status == Status.PENDING) {
            throw Rules.refuse(ArbitrationRefusal.APPEAL_ALREADY_FILED, "An appeal against this judgment is already"
                    + " before the Arbitration Committee (appeal " + appealId + "); wait for its ruling, which is final.");
        }
        if (command.protestDecision() == null) {
            throw Rules.refuse(ArbitrationRefusal.PROTEST_NOT_DECIDED, "The referees have not decided protest "
                    + command.protestId() + " yet; an appeal follows their decision (Incheon 2013 arbitration art. 1.2).");
        }
        if (command.protestDecision() == ProtestDecision.ACCEPTED) {
            throw Rules.refuse(ArbitrationRefusal.PROTEST_ACCEPTED, "The referees accepted protest " + command.protestId()
                    + "; only a protest they did not accept can be appealed (Incheon 2013 arbitration art. 1.2).");
        }
        AppealForm form = AppealForms.readable(command.form());
        Deposit deposit = AppealForms.readable(command.deposit());
        Optional<Invalidity> invalid = invalidity(command, form, deposit);
        if (invalid.isPresent()) {
            Invalidity why = invalid.get();
            apply(new AppealRejectedAsInvalid(command.appealId(), command.protestId(), command.tournamentId(),
                    command.gameId(), form, deposit, why.reason(), why.sentence(), why.article(), command.by(), command.at()));
            if (deposit.paid()) {
                apply(new DepositRefunded(command.appealId(), command.tournamentId(), deposit.money(),
                        "the appeal is invalid and was not heard", why.article(), command.by(), command.at()));
            }
        } else {
            apply(new AppealFiled(command.appealId(), command.protestId(), command.tournamentId(), command.gameId(),
                    command.round(), command.board(), command.protestDecidedAt(), form, deposit,
                    command.requiredDeposit(), command.at().plus(AppealRules.RULING_TARGET), command.by(), command.at()));
        }
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(RuleOnAppeal command) {
        if (status == Status.INVALID) {
            throw Rules.refuse(ArbitrationRefusal.APPEAL_INVALID, "Appeal " + appealId + " was found invalid and is not"
                    + " heard (Incheon 2013 arbitration art. 1.2-1.3); there is nothing to rule on.");
        }
        if (status == Status.RULED) {
            throw Rules.refuse(ArbitrationRefusal.APPEAL_ALREADY_RULED, "The Arbitration Committee has already ruled on"
                    + " appeal " + appealId + "; the ruling is final (Incheon 2013 arbitration art. 3.8).");
        }
        Rules.requireText(command.reasons(), ArbitrationRefusal.REASONS_BLANK,
                "A ruling states the committee's reasons; the parties are notified of it in writing (Incheon 2013 arbitration art. 3.7).");
        List<String> present;
        List<Vote> votes;
        if (convened != null) {
            if (!command.membersPresent().isEmpty() || !command.votes().isEmpty()) {
                throw Rules.refuse(ArbitrationRefusal.VOTES_CAST_AT_MEETING, "The committee met at " + convened
                        + " and its members cast their votes themselves; the ruling takes those votes ("
                        + Deliberation.describe(Deliberation.tally(cast)) + "), not a list in the request.");
            }
            present = membersPresent;
            votes = List.copyOf(cast);
        } else {
            present = Deliberation.membersPresent(command.membersPresent(), List.of());
            votes = Deliberation.votes(command.votes(), present);
        }
        Map<RulingDecision, Integer> tally = Deliberation.tally(votes);
        Optional<RulingDecision> majority = AppealRules.majority(tally, present.size());
        boolean delegateNamed = command.technicalDelegate() != null && !command.technicalDelegate().isBlank();
        RulingDecision decision;
        String decidedBy;
        if (majority.isPresent()) {
            if (delegateNamed || command.technicalDelegateDecision() != null) {
                throw Rules.refuse(ArbitrationRefusal.TECHNICAL_DELEGATE_NOT_NEEDED, tally.get(majority.get()) + " of the "
                        + present.size() + " members present voted to " + Deliberation.word(majority.get())
                        + ": a majority decides, and the Technical Delegate decides only a tie (Incheon 2013 arbitration art. 3.6).");
            }
            decision = majority.get();
            decidedBy = AppealRuled.BY_COMMITTEE;
        } else {
            // at a meeting each member votes for himself, so a vote not in yet is still to come; a ruling recorded
            // in one go lists all the votes there are (a member not listed abstained)
            if (convened != null && !AppealRules.tied(tally, present.size())) {
                throw Rules.refuse(ArbitrationRefusal.VOTES_OUTSTANDING, votes.size() + " of the " + present.size()
                        + " members present have voted (" + Deliberation.describe(tally) + "): no decision has the majority"
                        + " yet, and a vote is tied only once all have voted; the Technical Delegate decides a tie, not a"
                        + " vote still open (Incheon 2013 arbitration art. 3.6).");
            }
            if (!delegateNamed || command.technicalDelegateDecision() == null) {
                throw Rules.refuse(ArbitrationRefusal.VOTE_TIED, "No decision has a majority of the " + present.size()
                        + " members present (" + Deliberation.describe(tally) + "); the matter is referred to the Technical Delegate,"
                        + " whose name and decision the ruling needs (Incheon 2013 arbitration art. 3.6).");
            }
            decision = command.technicalDelegateDecision();
            decidedBy = AppealRuled.BY_TECHNICAL_DELEGATE;
        }
        NewResult newResult = newResult(command.newResult(), decision);
        if (decidedBy.equals(AppealRuled.BY_TECHNICAL_DELEGATE)) {
            apply(new TechnicalDelegateDecided(appealId, tournamentId, command.technicalDelegate().strip(), decision,
                    present, votes, Articles.VOTE, command.by(), command.at()));
        }
        if (command.at().isAfter(rulingDueAt) && !deadlineMissed) {
            apply(missed(command.by(), command.at()));
        }
        apply(new AppealRuled(appealId, protestId, tournamentId, gameId, round, board, decision, decidedBy, present, votes,
                newResult, command.reasons().strip(), decision.appealWon(), command.at().isAfter(rulingDueAt),
                command.by(), command.at()));
        if (newResult != null) {
            apply(new ResultChangedByRuling(tournamentId, gameId, round, board, newResult.outcome(), newResult.result(),
                    Articles.POWERS, appealId, command.by(), command.at()));
        }
        if (decision.appealWon()) {
            apply(new DepositRefunded(appealId, tournamentId, deposit, "the appeal was won (" + Deliberation.word(decision) + ")",
                    Articles.DEPOSIT, command.by(), command.at()));
        } else {
            apply(new DepositForfeited(appealId, tournamentId, deposit,
                    "the appeal was rejected; the deposit accrues to the Organizing Committee", Articles.DEPOSIT,
                    command.by(), command.at()));
        }
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(RecordRefereeReport command) {
        requirePending("record a referee's report");
        Rules.requireText(command.referee(), ArbitrationRefusal.REFEREE_BLANK, "A report names the referee who made it.");
        Rules.requireText(command.report(), ArbitrationRefusal.REPORT_BLANK, "The referee's report says what happened"
                + " (Incheon 2013 arbitration art. 3.4).");
        apply(new RefereeReportRecorded(appealId, tournamentId, command.referee().strip(), command.report().strip(),
                command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(RecordTestimony command) {
        requirePending("hear a witness");
        Rules.requireText(command.witness(), ArbitrationRefusal.WITNESS_NAME_BLANK, "A testimony names the person heard.");
        Rules.requireText(command.testimony(), ArbitrationRefusal.TESTIMONY_BLANK, "A testimony says what the person"
                + " told the committee (Incheon 2013 arbitration art. 3.4-3.5).");
        apply(new TestimonyRecorded(appealId, tournamentId, command.witness().strip(), command.testimony().strip(),
                command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(ConveneCommittee command) {
        requirePending("convene the committee");
        if (convened != null) {
            throw Rules.refuse(ArbitrationRefusal.COMMITTEE_ALREADY_CONVENED, "The committee met on appeal " + appealId
                    + " at " + convened + " with " + membersPresent + " present; the members vote at that meeting.");
        }
        if (command.committee().isEmpty()) {
            throw Rules.refuse(ArbitrationRefusal.COMMITTEE_NOT_APPOINTED, "The tournament has no Arbitration Committee:"
                    + " the Technical Delegate appoints its arbitrators and liaison first (Incheon 2013 duties art. 1.2, ch. 4 art. 2.2).");
        }
        List<String> present = Deliberation.membersPresent(command.membersPresent(), command.committee());
        apply(new CommitteeConvened(appealId, tournamentId, present, command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(CastVote command) {
        requirePending("vote");
        if (convened == null) {
            throw Rules.refuse(ArbitrationRefusal.COMMITTEE_NOT_CONVENED, "The committee has not met on appeal " + appealId
                    + "; members vote at a meeting with at least two present (Incheon 2013 arbitration art. 3.6).");
        }
        Set<String> voted = new HashSet<>();
        cast.forEach(vote -> voted.add(vote.member().toLowerCase(Locale.ROOT)));
        String member = Deliberation.voter(command.member(), membersPresent, voted);
        apply(new VoteCast(appealId, tournamentId, member, command.decision(), command.opinion().strip(), command.by(),
                command.at()));
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(CheckRulingDeadline command) {
        if (status == Status.PENDING && command.at().isAfter(rulingDueAt) && !deadlineMissed) {
            apply(missed(command.by(), command.at()));
        }
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(RecommendSanction command) {
        if (status != Status.RULED) {
            throw Rules.refuse(ArbitrationRefusal.APPEAL_NOT_RULED, "A sanction is recommended against those who"
                    + " disregard a ruling already made; appeal " + appealId + " has no ruling (Incheon 2013 arbitration art. 2.6).");
        }
        Rules.requireText(command.against(), ArbitrationRefusal.AGAINST_BLANK, "A recommendation names the team or"
                + " person who disregards the ruling.");
        Rules.requireText(command.reasons(), ArbitrationRefusal.REASONS_BLANK, "A recommendation says how the ruling"
                + " was disregarded (Incheon 2013 arbitration art. 2.6).");
        apply(new SanctionRecommended(appealId, tournamentId, command.against().strip(), command.sanction(),
                command.reasons().strip(), Articles.SANCTIONS, command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(DecideSanction command) {
        if (command.recommendation() < 1 || command.recommendation() > recommended.size()) {
            throw Rules.refuse(ArbitrationRefusal.RECOMMENDATION_NOT_FOUND, "The Arbitration Committee has made "
                    + recommended.size() + (recommended.size() == 1 ? " recommendation" : " recommendations")
                    + " on appeal " + appealId + ", so there is no recommendation " + command.recommendation()
                    + " for the Technical Delegate to decide on (Incheon 2013 arbitration art. 2.6).");
        }
        SanctionRecommended recommendation = recommended.get(command.recommendation() - 1);
        if (decided.contains(command.recommendation())) {
            throw Rules.refuse(ArbitrationRefusal.SANCTION_ALREADY_DECIDED, "The Technical Delegate has already decided"
                    + " on recommendation " + command.recommendation() + " (" + recommendation.sanction().word()
                    + " of " + recommendation.against() + "); the decision stands.");
        }
        Rules.requireText(command.reasons(), ArbitrationRefusal.REASONS_BLANK, "The Technical Delegate's decision on"
                + " a recommended sanction says why.");
        boolean disqualifies = command.accepted() && recommendation.sanction() == Sanction.DISQUALIFICATION;
        if (disqualifies) {
            Rules.requireText(command.playerId(), ArbitrationRefusal.DISQUALIFIED_PLAYER_MISSING, "Accepting the"
                    + " disqualification of " + recommendation.against() + " names the tournament's player"
                    + " (playerId) to be withdrawn from it.");
        }
        apply(new SanctionDecided(appealId, tournamentId, command.recommendation(), recommendation.against(),
                recommendation.sanction(), command.accepted(), disqualifies ? command.playerId().strip() : null,
                command.reasons().strip(), Articles.SANCTIONS, command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @EventSourcingHandler
    void on(SanctionRecommended event) {
        recommended.add(event);
    }

    @EventSourcingHandler
    void on(SanctionDecided event) {
        decided.add(event.recommendation());
    }

    @EventSourcingHandler
    void on(RulingDeadlineMissed event) {
        deadlineMissed = true;
    }

    @EventSourcingHandler
    void on(CommitteeConvened event) {
        convened = event.at();
        membersPresent = event.membersPresent();
    }

    @EventSourcingHandler
    void on(VoteCast event) {
        cast.add(new Vote(event.member(), event.decision()));
    }

    private RulingDeadlineMissed missed(String by, Instant at) {
        return new RulingDeadlineMissed(appealId, tournamentId, rulingDueAt, Duration.between(rulingDueAt, at).toMinutes(),
                Articles.HALF_AN_HOUR, by, at);
    }

    private void requirePending(String what) {
        if (status == Status.INVALID) {
            throw Rules.refuse(ArbitrationRefusal.APPEAL_INVALID, "Appeal " + appealId + " was found invalid and is not"
                    + " heard (Incheon 2013 arbitration art. 1.2-1.3); the committee cannot " + what + " on it.");
        }
        if (status == Status.RULED) {
            throw Rules.refuse(ArbitrationRefusal.APPEAL_NOT_PENDING, "The Arbitration Committee has ruled on appeal "
                    + appealId + "; the ruling is final, so it cannot " + what + " on it any more (Incheon 2013 arbitration art. 3.8).");
        }
    }

    @EventSourcingHandler
    void on(AppealRejectedAsInvalid event) {
        appealId = event.appealId();
        status = Status.INVALID;
    }

    @EventSourcingHandler
    void on(AppealFiled event) {
        appealId = event.appealId();
        status = Status.PENDING;
        protestId = event.protestId();
        tournamentId = event.tournamentId();
        gameId = event.gameId();
        round = event.round();
        board = event.board();
        deposit = event.deposit().money();
        rulingDueAt = event.rulingDueAt();
    }

    @EventSourcingHandler
    void on(AppealRuled event) {
        status = Status.RULED;
    }

    private record Invalidity(String reason, String sentence, String article) {
    }

    /** The first reason, in the order of the articles, that makes the appeal invalid (Incheon 2013 arbitration art. 1.2-1.3). */
    private static Optional<Invalidity> invalidity(FileAppeal command, AppealForm form, Deposit deposit) {
        if (!AppealRules.filedInTime(command.protestDecidedAt(), command.at())) {
            long minutes = AppealRules.minutesAfterDecision(command.protestDecidedAt(), command.at());
            return Optional.of(new Invalidity(AppealRejectedAsInvalid.LATE, "The appeal was received " + minutes
                    + " minutes after the referees' decision on the protest; it must be submitted within "
                    + AppealRules.FILING_WINDOW_MINUTES + " minutes (Incheon 2013 arbitration art. 1.2).", Articles.FILING_WINDOW));
        }
        if (form.complainantSignature().isEmpty()) {
            return Optional.of(new Invalidity(AppealRejectedAsInvalid.COMPLAINANT_SIGNATURE_MISSING,
                    "The appeal form is not signed by the complainant (Incheon 2013 arbitration art. 1.3).", Articles.FORM_AND_DEPOSIT));
        }
        if (form.teamOfficialSignature().isEmpty()) {
            return Optional.of(new Invalidity(AppealRejectedAsInvalid.TEAM_OFFICIAL_SIGNATURE_MISSING,
                    "The appeal form lacks the signature of the complainant's team leader or coach (Incheon 2013 arbitration art. 1.3).",
                    Articles.FORM_AND_DEPOSIT));
        }
        if (!deposit.paid()) {
            return Optional.of(new Invalidity(AppealRejectedAsInvalid.DEPOSIT_NOT_PAID, "The deposit of "
                    + command.requiredDeposit() + " has not been paid (Incheon 2013 arbitration art. 1.3).", Articles.FORM_AND_DEPOSIT));
        }
        if (!deposit.money().covers(command.requiredDeposit())) {
            return Optional.of(new Invalidity(AppealRejectedAsInvalid.DEPOSIT_SHORT, "The deposit paid, "
                    + deposit.money() + ", is not the " + command.requiredDeposit() + " required (Incheon 2013 arbitration art. 1.3).",
                    Articles.FORM_AND_DEPOSIT));
        }
        return Optional.empty();
    }

    private static NewResult newResult(NewResult given, RulingDecision decision) {
        if (given == null) {
            return null;
        }
        if (decision == RulingDecision.UPHOLD) {
            throw Rules.refuse(ArbitrationRefusal.RESULT_CHANGE_UPHELD, "The ruling upholds the referee's decision, so"
                    + " the game's result stays as it was; a new result comes with a commuted or overruled decision"
                    + " (Incheon 2013 arbitration art. 2.4).");
        }
        if (given.outcome() == Outcome.PENDING || given.result().isBlank()) {
            throw Rules.refuse(ArbitrationRefusal.RESULT_MALFORMED, "A new result has an outcome other than PENDING and"
                    + " the result as SGF writes it (B+R, W+3.5, 0, Void).");
        }
        return new NewResult(given.outcome(), given.result().strip());
    }
}
