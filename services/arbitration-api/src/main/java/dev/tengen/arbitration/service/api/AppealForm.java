package dev.tengen.arbitration.service.api;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * The appeal form of 000 (appendix to ch. 4), as the complainant filled it. Text fields are empty when left blank.
 *
 * @param writtenAt "Date of appeal" and "Time (accurate to the minute)", as written (truncated to the minute)
 * @param complainant name of the complainant
 * @param complainantSignature the signature (the signed name, or a reference to the scanned form); empty if missing
 * @param complainantNoc the complainant's NOC (country or region)
 * @param teamOfficialSignature the team leader's or coach's signature, required by art. 1.3; empty if missing
 * @param opponent name of the opponent
 * @param opponentNoc the opponent's NOC
 * @param refereeJudgment "Referee's judge result": the judgment appealed
 * @param witnesses one or two witnesses (none when there were none)
 * @param location "Specific Location" of the incident
 * @param time "Time" of the incident, as written
 * @param otherPeopleConcerned as written
 * @param description "Specific description of appeal"
 * @param drawing the chart drawn on the back of the form, as board position text (SGF or a diagram); empty if none
 */
public record AppealForm(
        Instant writtenAt,
        String complainant,
        String complainantSignature,
        String complainantNoc,
        String teamOfficialSignature,
        String opponent,
        String opponentNoc,
        String refereeJudgment,
        List<Witness> witnesses,
        String location,
        String time,
        String otherPeopleConcerned,
        String description,
        String drawing) {

    public AppealForm {
        Objects.requireNonNull(writtenAt, "writtenAt");
        Objects.requireNonNull(complainant, "complainant");
        Objects.requireNonNull(complainantSignature, "complainantSignature");
        Objects.requireNonNull(complainantNoc, "complainantNoc");
        Objects.requireNonNull(teamOfficialSignature, "teamOfficialSignature");
        Objects.requireNonNull(opponent, "opponent");
        Objects.requireNonNull(opponentNoc, "opponentNoc");
        Objects.requireNonNull(refereeJudgment, "refereeJudgment");
        witnesses = List.copyOf(Objects.requireNonNull(witnesses, "witnesses"));
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(otherPeopleConcerned, "otherPeopleConcerned");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(drawing, "drawing");
    }
}
