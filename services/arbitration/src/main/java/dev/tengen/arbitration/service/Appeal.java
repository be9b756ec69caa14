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
import dev.tengen.arbitration.service.api.Witness;
import dev.tengen.conduct.AppealRules;
import dev.tengen.tournament.Outcome;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.EnumMap;
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
 * The appeal to the Arbitration Committee against the referees' decision on one protest (000 ch. 4). Its id is
 * derived from the protest's ({@link FileAppeal#idFor}), so the one judgment has one appeal: a form found invalid
 * may be handed in again, corrected, while the window is open; a valid appeal is heard once, and its ruling is
 * final (art. 3.8).
 */
public class Appeal {

    /** 000: "Witness (one or two)". */
    static final int MAX_WITNESSES = 2;

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

    /** Axon rebuilds the appeal from its events into this empty instance, and creates a new one here. */
    protected Appeal() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public long handle(FileAppeal command) {
        if (status == Status.RULED) {
            throw Rules.refuse(ArbitrationRefusal.APPEAL_RULING_FINAL, "The Arbitration Committee has ruled on the appeal"
                    + " against this judgment; its ruling is final and no further appeal is heard (000 ch. 4 art. 3.8).");
        }
        if (status == Status.PENDING) {
            throw Rules.refuse(ArbitrationRefusal.APPEAL_ALREADY_FILED, "An appeal against this judgment is already"
                    + " before the Arbitration Committee (appeal " + appealId + "); wait for its ruling, which is final.");
        }
        if (command.protestDecision() == null) {
            throw Rules.refuse(ArbitrationRefusal.PROTEST_NOT_DECIDED, "The referees have not decided protest "
                    + command.protestId() + " yet; an appeal follows their decision (000 ch. 4 art. 1.2).");
        }
        if (command.protestDecision() == ProtestDecision.ACCEPTED) {
            throw Rules.refuse(ArbitrationRefusal.PROTEST_ACCEPTED, "The referees accepted protest " + command.protestId()
                    + "; only a protest they did not accept can be appealed (000 ch. 4 art. 1.2).");
        }
        AppealForm form = readable(command.form());
        Deposit deposit = readable(command.deposit());
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
                    + " heard (000 ch. 4 art. 1.2-1.3); there is nothing to rule on.");
        }
        if (status == Status.RULED) {
            throw Rules.refuse(ArbitrationRefusal.APPEAL_ALREADY_RULED, "The Arbitration Committee has already ruled on"
                    + " appeal " + appealId + "; the ruling is final (000 ch. 4 art. 3.8).");
        }
        Rules.requireText(command.reasons(), ArbitrationRefusal.REASONS_BLANK,
                "A ruling states the committee's reasons; the parties are notified of it in writing (000 ch. 4 art. 3.7).");
        List<String> present = membersPresent(command.membersPresent());
        List<Vote> votes = votes(command.votes(), present);
        Map<RulingDecision, Integer> tally = new EnumMap<>(RulingDecision.class);
        votes.forEach(vote -> tally.merge(vote.decision(), 1, Integer::sum));
        Optional<RulingDecision> majority = AppealRules.majority(tally, present.size());
        boolean delegateNamed = command.technicalDelegate() != null && !command.technicalDelegate().isBlank();
        RulingDecision decision;
        String decidedBy;
        if (majority.isPresent()) {
            if (delegateNamed || command.technicalDelegateDecision() != null) {
                throw Rules.refuse(ArbitrationRefusal.TECHNICAL_DELEGATE_NOT_NEEDED, tally.get(majority.get()) + " of the "
                        + present.size() + " members present voted to " + word(majority.get())
                        + ": a majority decides, and the Technical Delegate decides only a tie (000 ch. 4 art. 3.6).");
            }
            decision = majority.get();
            decidedBy = AppealRuled.BY_COMMITTEE;
        } else {
            if (!delegateNamed || command.technicalDelegateDecision() == null) {
                throw Rules.refuse(ArbitrationRefusal.VOTE_TIED, "No decision has a majority of the " + present.size()
                        + " members present (" + describe(tally) + "); the matter is referred to the Technical Delegate,"
                        + " whose name and decision the ruling needs (000 ch. 4 art. 3.6).");
            }
            decision = command.technicalDelegateDecision();
            decidedBy = AppealRuled.BY_TECHNICAL_DELEGATE;
        }
        NewResult newResult = newResult(command.newResult(), decision);
        if (decidedBy.equals(AppealRuled.BY_TECHNICAL_DELEGATE)) {
            apply(new TechnicalDelegateDecided(appealId, tournamentId, command.technicalDelegate().strip(), decision,
                    present, votes, Articles.VOTE, command.by(), command.at()));
        }
        apply(new AppealRuled(appealId, protestId, tournamentId, gameId, round, board, decision, decidedBy, present, votes,
                newResult, command.reasons().strip(), decision.appealWon(), command.at().isAfter(rulingDueAt),
                command.by(), command.at()));
        if (newResult != null) {
            apply(new ResultChangedByRuling(tournamentId, gameId, round, board, newResult.outcome(), newResult.result(),
                    Articles.POWERS, appealId, command.by(), command.at()));
        }
        if (decision.appealWon()) {
            apply(new DepositRefunded(appealId, tournamentId, deposit, "the appeal was won (" + word(decision) + ")",
                    Articles.DEPOSIT, command.by(), command.at()));
        } else {
            apply(new DepositForfeited(appealId, tournamentId, deposit,
                    "the appeal was rejected; the deposit accrues to the Organizing Committee", Articles.DEPOSIT,
                    command.by(), command.at()));
        }
        return AggregateLifecycle.getVersion();
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

    /** The first reason, in the order of the articles, that makes the appeal invalid (000 ch. 4 art. 1.2-1.3). */
    private static Optional<Invalidity> invalidity(FileAppeal command, AppealForm form, Deposit deposit) {
        if (!AppealRules.filedInTime(command.protestDecidedAt(), command.at())) {
            long minutes = AppealRules.minutesAfterDecision(command.protestDecidedAt(), command.at());
            return Optional.of(new Invalidity(AppealRejectedAsInvalid.LATE, "The appeal was received " + minutes
                    + " minutes after the referees' decision on the protest; it must be submitted within "
                    + AppealRules.FILING_WINDOW_MINUTES + " minutes (000 ch. 4 art. 1.2).", Articles.FILING_WINDOW));
        }
        if (form.complainantSignature().isEmpty()) {
            return Optional.of(new Invalidity(AppealRejectedAsInvalid.COMPLAINANT_SIGNATURE_MISSING,
                    "The appeal form is not signed by the complainant (000 ch. 4 art. 1.3).", Articles.FORM_AND_DEPOSIT));
        }
        if (form.teamOfficialSignature().isEmpty()) {
            return Optional.of(new Invalidity(AppealRejectedAsInvalid.TEAM_OFFICIAL_SIGNATURE_MISSING,
                    "The appeal form lacks the signature of the complainant's team leader or coach (000 ch. 4 art. 1.3).",
                    Articles.FORM_AND_DEPOSIT));
        }
        if (!deposit.paid()) {
            return Optional.of(new Invalidity(AppealRejectedAsInvalid.DEPOSIT_NOT_PAID, "The deposit of "
                    + command.requiredDeposit() + " has not been paid (000 ch. 4 art. 1.3).", Articles.FORM_AND_DEPOSIT));
        }
        if (!deposit.money().covers(command.requiredDeposit())) {
            return Optional.of(new Invalidity(AppealRejectedAsInvalid.DEPOSIT_SHORT, "The deposit paid, "
                    + deposit.money() + ", is not the " + command.requiredDeposit() + " required (000 ch. 4 art. 1.3).",
                    Articles.FORM_AND_DEPOSIT));
        }
        return Optional.empty();
    }

    /** The form with its text stripped and its time to the minute, or a refusal when it cannot be read as an appeal. */
    private static AppealForm readable(AppealForm form) {
        Rules.requireText(form.complainant(), ArbitrationRefusal.COMPLAINANT_BLANK, "The appeal form names the complainant.");
        Rules.requireText(form.description(), ArbitrationRefusal.DESCRIPTION_BLANK,
                "The appeal form describes the appeal (\"Specific description of appeal\").");
        if (form.witnesses().size() > MAX_WITNESSES) {
            throw Rules.refuse(ArbitrationRefusal.WITNESSES_TOO_MANY, "The appeal form has room for one or two witnesses, not "
                    + form.witnesses().size() + ".");
        }
        List<Witness> witnesses = new ArrayList<>();
        for (Witness witness : form.witnesses()) {
            Rules.requireText(witness.name(), ArbitrationRefusal.WITNESS_NAME_BLANK, "Every witness on the form needs a name.");
            witnesses.add(new Witness(witness.name().strip(), witness.signature().strip(), witness.telephone().strip(),
                    witness.noc().strip()));
        }
        return new AppealForm(form.writtenAt().truncatedTo(ChronoUnit.MINUTES), form.complainant().strip(),
                form.complainantSignature().strip(), form.complainantNoc().strip(), form.teamOfficialSignature().strip(),
                form.opponent().strip(), form.opponentNoc().strip(), form.refereeJudgment().strip(), witnesses,
                form.location().strip(), form.time().strip(), form.otherPeopleConcerned().strip(),
                form.description().strip(), form.drawing().strip());
    }

    private static Deposit readable(Deposit deposit) {
        Money money = deposit.money();
        if (money.amount().signum() < 0 || !money.currency().strip().matches("[A-Za-z]{3}")) {
            throw Rules.refuse(ArbitrationRefusal.DEPOSIT_MALFORMED, "A deposit is a positive amount in a currency written"
                    + " as its three-letter code (USD, KRW); " + money + " is not.");
        }
        BigDecimal amount = money.amount().stripTrailingZeros();
        return new Deposit(new Money(amount.scale() < 0 ? amount.setScale(0) : amount,
                money.currency().strip().toUpperCase(Locale.ROOT)), deposit.paid());
    }

    private static List<String> membersPresent(List<String> listed) {
        List<String> present = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (String member : listed) {
            Rules.requireText(member, ArbitrationRefusal.MEMBER_NAME_BLANK, "Every member present needs a name.");
            if (!seen.add(member.strip().toLowerCase(Locale.ROOT))) {
                throw Rules.refuse(ArbitrationRefusal.MEMBER_LISTED_TWICE, member.strip() + " is listed twice among the"
                        + " members present.");
            }
            present.add(member.strip());
        }
        if (present.size() < AppealRules.MIN_MEMBERS_PRESENT) {
            throw Rules.refuse(ArbitrationRefusal.TOO_FEW_MEMBERS, "The Arbitration Committee convenes with at least "
                    + AppealRules.MIN_MEMBERS_PRESENT + " members present; " + present.size() + " is not enough (000 ch. 4 art. 3.6).");
        }
        return present;
    }

    private static List<Vote> votes(List<Vote> cast, List<String> present) {
        List<Vote> votes = new ArrayList<>();
        Set<String> voted = new HashSet<>();
        for (Vote vote : cast) {
            String member = present.stream().filter(name -> name.equalsIgnoreCase(vote.member().strip())).findFirst()
                    .orElseThrow(() -> Rules.refuse(ArbitrationRefusal.VOTE_BY_ABSENT_MEMBER, vote.member().strip()
                            + " voted but is not among the members present " + present + " (000 ch. 4 art. 3.6)."));
            if (!voted.add(member.toLowerCase(Locale.ROOT))) {
                throw Rules.refuse(ArbitrationRefusal.MEMBER_VOTED_TWICE, member + " voted twice; each member present"
                        + " has one vote (000 ch. 4 art. 3.6).");
            }
            votes.add(new Vote(member, vote.decision()));
        }
        return votes;
    }

    private static NewResult newResult(NewResult given, RulingDecision decision) {
        if (given == null) {
            return null;
        }
        if (decision == RulingDecision.UPHOLD) {
            throw Rules.refuse(ArbitrationRefusal.RESULT_CHANGE_UPHELD, "The ruling upholds the referee's decision, so"
                    + " the game's result stays as it was; a new result comes with a commuted or overruled decision"
                    + " (000 ch. 4 art. 2.4).");
        }
        if (given.outcome() == Outcome.PENDING || given.result().isBlank()) {
            throw Rules.refuse(ArbitrationRefusal.RESULT_MALFORMED, "A new result has an outcome other than PENDING and"
                    + " the result as SGF writes it (B+R, W+3.5, 0, Void).");
        }
        return new NewResult(given.outcome(), given.result().strip());
    }

    private static String word(RulingDecision decision) {
        return decision.name().toLowerCase(Locale.ROOT);
    }

    private static String describe(Map<RulingDecision, Integer> tally) {
        if (tally.isEmpty()) {
            return "no votes";
        }
        List<String> counts = new ArrayList<>();
        tally.forEach((decision, count) -> counts.add(count + " to " + word(decision)));
        return String.join(", ", counts);
    }
}
