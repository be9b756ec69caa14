package dev.tengen.arbitration.service.api;

import java.time.Instant;

/**
 * The appeal form handed in is invalid and will not be heard (Incheon 2013 arbitration art. 1.2-1.3). The form is kept for the
 * record. A corrected form may be handed in again while the 15-minute window is open.
 *
 * @param reason a stable code: {@code appeal-late}, {@code complainant-signature-missing},
 *     {@code team-official-signature-missing}, {@code deposit-not-paid}, {@code deposit-short}
 * @param sentence the reason for the complainant, in words
 * @param article the article applied
 */
public record AppealRejectedAsInvalid(String appealId, String protestId, String tournamentId, String gameId,
        AppealForm form, Deposit deposit, String reason, String sentence, String article, String by, Instant at) {

    public static final String LATE = "appeal-late";
    public static final String COMPLAINANT_SIGNATURE_MISSING = "complainant-signature-missing";
    public static final String TEAM_OFFICIAL_SIGNATURE_MISSING = "team-official-signature-missing";
    public static final String DEPOSIT_NOT_PAID = "deposit-not-paid";
    public static final String DEPOSIT_SHORT = "deposit-short";
}
