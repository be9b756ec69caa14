package dev.tengen.arbitration.service.web;

import dev.tengen.service.web.problem.Fields;
import dev.tengen.arbitration.service.api.AppealForm;
import dev.tengen.arbitration.service.api.Deposit;
import dev.tengen.arbitration.service.api.Money;
import dev.tengen.arbitration.service.api.Witness;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/**
 * The body of {@code POST /api/v1/protests/{id}/appeal} and {@code POST /api/v1/appeals}: the appeal form of 000
 * (appendix to ch. 4) and the deposit. Only the protest (the first takes it from its path), the complainant, the
 * description and the deposit are required; a missing signature makes the appeal invalid, which is recorded, rather
 * than the request malformed.
 *
 * @param writtenAt the form's date and time (to the minute); the time of receipt when left out
 * @param refereeJudgment the judgment appealed; the protest's when left out
 * @param witnesses one or two
 * @param drawing optional: the chart on the back of the form, an SGF position or a PNG/JPEG/GIF/WebP image as a data
 *     URL, at most 256 KiB of text
 * @param receivedAt "Time for receipt of the appeal" when the paper form is entered afterwards; now when left out.
 *     The 15-minute window (Incheon 2013 arbitration art. 1.2) is checked against it
 */
public record NewAppeal(
        String protestId,
        Instant writtenAt,
        String complainant,
        String complainantSignature,
        String complainantNoc,
        String teamOfficialSignature,
        String opponent,
        String opponentNoc,
        String refereeJudgment,
        List<WitnessEntry> witnesses,
        String location,
        String time,
        String otherPeopleConcerned,
        String description,
        String drawing,
        DepositEntry deposit,
        Instant receivedAt) {

    /** A witness: name, signature, telephone, NOC. */
    public record WitnessEntry(String name, String signature, String telephone, String noc) {
    }

    /** The deposit handed in: amount, currency, and whether the committee received it. */
    public record DepositEntry(BigDecimal amount, String currency, Boolean paid) {
    }

    /**
     * This form as the appeal of the protest its path names: an appeal is against the referees' decision on one
     * protest (Incheon 2013 arbitration art. 1.2), so a body naming another protest is refused, and one naming none is
     * that protest's appeal.
     */
    NewAppeal ofProtest(String pathProtestId) {
        return new NewAppeal(Fields.asInPath(protestId, pathProtestId, "protestId"), writtenAt, complainant,
                complainantSignature, complainantNoc, teamOfficialSignature, opponent, opponentNoc, refereeJudgment,
                witnesses, location, time, otherPeopleConcerned, description, drawing, deposit, receivedAt);
    }

    AppealForm form(String judgmentProtested, Instant receivedAt) {
        List<Witness> named = witnesses == null ? List.of() : witnesses.stream()
                .map(witness -> new Witness(Fields.optional(witness.name()), Fields.optional(witness.signature()),
                        Fields.optional(witness.telephone()), Fields.optional(witness.noc())))
                .toList();
        return new AppealForm(writtenAt == null ? receivedAt : writtenAt, Fields.required(complainant, "complainant"),
                Fields.optional(complainantSignature), Fields.optional(complainantNoc),
                Fields.optional(teamOfficialSignature), Fields.optional(opponent), Fields.optional(opponentNoc),
                refereeJudgment == null ? judgmentProtested : refereeJudgment, named, Fields.optional(location),
                Fields.optional(time), Fields.optional(otherPeopleConcerned),
                Fields.required(description, "description"), Fields.optional(drawing));
    }

    Deposit depositHandedIn() {
        DepositEntry entry = Fields.required(deposit, "deposit");
        return new Deposit(new Money(Fields.required(entry.amount(), "deposit.amount"),
                Fields.required(entry.currency(), "deposit.currency")), Fields.required(entry.paid(), "deposit.paid"));
    }
}
