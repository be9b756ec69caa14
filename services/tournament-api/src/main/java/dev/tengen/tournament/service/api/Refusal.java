package dev.tengen.tournament.service.api;

/** Why a tournament command was refused: a stable code for machines and a kind that says whose mistake it is. */
public enum Refusal {
    TOURNAMENT_NAME_BLANK("tournament-name-blank", Kind.MALFORMED, "name"),
    UNKNOWN_RULE_SET("unknown-rule-set", Kind.RULE_VIOLATION, "ruleSet"),
    BOARD_SIZE_OUT_OF_RANGE("board-size-out-of-range", Kind.RULE_VIOLATION, "boardSize"),
    ROUNDS_OUT_OF_RANGE("rounds-out-of-range", Kind.RULE_VIOLATION, "rounds"),
    UNKNOWN_PAIRING_SYSTEM("unknown-pairing-system", Kind.RULE_VIOLATION, "pairingSystem"),
    PLAYER_NAME_BLANK("player-name-blank", Kind.MALFORMED, "name"),
    /**
     * A name (a tournament's, a player's, an official's, a ban's) holding a character no one sees, which makes it
     * read as other than the letters it holds ({@code dev.tengen.tournament.PersonName#firstHidden}).
     */
    NAME_HIDDEN_CHARACTER("name-hidden-character", Kind.MALFORMED, "name"),
    PLAYER_CLUB_INVALID("player-club-invalid", Kind.MALFORMED, "club"),
    PLAYER_COUNTRY_INVALID("player-country-invalid", Kind.MALFORMED, "country"),
    /** A body other than egf, ffg, aga, or an id that is not one word ({@code dev.tengen.tournament.Memberships}). */
    MEMBERSHIP_INVALID("membership-invalid", Kind.MALFORMED, "memberships"),
    RANK_MALFORMED("rank-malformed", Kind.MALFORMED, "rank"),
    PLAYER_ALREADY_REGISTERED("player-already-registered", Kind.RULE_VIOLATION, null),
    PLAYER_NOT_FOUND("player-not-found", Kind.NOT_FOUND, null),
    PLAYER_ALREADY_WITHDRAWN("player-already-withdrawn", Kind.RULE_VIOLATION, null),
    OFFICIAL_NAME_BLANK("official-name-blank", Kind.MALFORMED, "name"),
    UNKNOWN_OFFICIAL_ROLE("unknown-official-role", Kind.RULE_VIOLATION, "role"),
    OFFICIAL_ALREADY_APPOINTED("official-already-appointed", Kind.RULE_VIOLATION, "personId"),
    /** The person id cannot be the name of an account, so the appointment would give its office to no one. */
    OFFICIAL_PERSON_ID_INVALID("official-person-id-invalid", Kind.RULE_VIOLATION, "personId"),
    OFFICE_TAKEN("office-taken", Kind.RULE_VIOLATION, "role"),
    OFFICIAL_NOT_FOUND("official-not-found", Kind.NOT_FOUND, null),
    /** The Arbitration Committee has all the members its make-up asks (Incheon 2013 arbitration art. 2.2). */
    COMMITTEE_FULL("committee-full", Kind.RULE_VIOLATION, "role"),
    /** The member's nationality is not one of those the make-up names, or is already represented. */
    COMMITTEE_NATIONALITY_NOT_ALLOWED("committee-nationality-not-allowed", Kind.RULE_VIOLATION, "nationality"),
    COMMITTEE_SIZE_INVALID("committee-size-invalid", Kind.RULE_VIOLATION, "size"),
    COMMITTEE_NATIONALITIES_TOO_FEW("committee-nationalities-too-few", Kind.RULE_VIOLATION, "nationalities"),
    /** The members already appointed do not fit the make-up asked for. */
    COMMITTEE_MAKE_UP_UNMET("committee-make-up-unmet", Kind.RULE_VIOLATION, null),
    UNKNOWN_COMPETITION_CODE("unknown-competition-code", Kind.RULE_VIOLATION, "competitionCode"),
    KOMI_INVALID("komi-invalid", Kind.RULE_VIOLATION, "komi"),
    HANDICAP_INVALID("handicap-invalid", Kind.RULE_VIOLATION, "handicap"),
    PAIRING_PARAMETERS_INVALID("pairing-parameters-invalid", Kind.RULE_VIOLATION, "pairingParameters"),
    UNKNOWN_PLACEMENT_CRITERION("unknown-placement-criterion", Kind.RULE_VIOLATION, "placementCriteria"),
    TIME_CONTROL_INVALID("time-control-invalid", Kind.RULE_VIOLATION, "timeControl"),
    PLACEMENT_CRITERION_REPEATED("placement-criterion-repeated", Kind.RULE_VIOLATION, "placementCriteria"),
    /** A bye or an absence is worth 0, 1 or 2 half points. */
    UNPLAYED_ROUNDS_INVALID("unplayed-rounds-invalid", Kind.RULE_VIOLATION, "unplayedRounds"),
    /** OpenGotha's range for a director's correction of the McMahon start score: -1 to 2. */
    MCMAHON_CORRECTION_INVALID("mcmahon-correction-invalid", Kind.RULE_VIOLATION, "mcMahonCorrection"),
    CONFIGURATION_LOCKED("configuration-locked", Kind.RULE_VIOLATION, null),
    TOURNAMENT_NOT_CONFIGURED("tournament-not-configured", Kind.RULE_VIOLATION, null),
    TOURNAMENT_CLOSED("tournament-closed", Kind.RULE_VIOLATION, null),
    ROUND_OUT_OF_RANGE("round-out-of-range", Kind.RULE_VIOLATION, "round"),
    PREVIOUS_ROUND_INCOMPLETE("previous-round-incomplete", Kind.RULE_VIOLATION, "round"),
    ROUND_NOT_PAIRABLE("round-not-pairable", Kind.RULE_VIOLATION, "round"),
    ROUND_NOT_FOUND("round-not-found", Kind.NOT_FOUND, null),
    ROUND_NOT_PAIRED("round-not-paired", Kind.RULE_VIOLATION, "round"),
    ROUND_NOT_PUBLISHED("round-not-published", Kind.RULE_VIOLATION, "round"),
    ROUND_ALREADY_PUBLISHED("round-already-published", Kind.RULE_VIOLATION, "round"),
    ADJUSTMENT_REASON_BLANK("adjustment-reason-blank", Kind.MALFORMED, "reason"),
    ADJUSTMENT_EMPTY("adjustment-empty", Kind.MALFORMED, "changes"),
    BOARD_INVALID("board-invalid", Kind.MALFORMED, "changes"),
    PAIRING_PLAYER_UNKNOWN("pairing-player-unknown", Kind.RULE_VIOLATION, "changes"),
    PLAYER_PAIRED_TWICE("player-paired-twice", Kind.RULE_VIOLATION, "changes"),
    PLAYER_NOT_AVAILABLE("player-not-available", Kind.RULE_VIOLATION, null),
    BOARD_NOT_FOUND("board-not-found", Kind.RULE_VIOLATION, "board"),
    /** A correction of a published round would change a board that has its result. */
    BOARD_HAS_RESULT("board-has-result", Kind.CONFLICT, "changes"),
    /** A correction of a published round that changes no board and no bye. */
    PAIRING_UNCHANGED("pairing-unchanged", Kind.RULE_VIOLATION, "changes"),
    /** A correction would void games being played; the request names them and is sent again to confirm. */
    CORRECTION_VOIDS_PLAYED_GAMES("correction-voids-played-games", Kind.CONFLICT, "voidPlayedGames"),
    /** A result for a board from a game that is not the board's game (one voided by a correction of the pairing). */
    RESULT_GAME_MISMATCH("result-game-mismatch", Kind.RULE_VIOLATION, null),
    RESULT_PLAYERS_MISMATCH("result-players-mismatch", Kind.RULE_VIOLATION, null),
    /** The board holds another result: a change is a correction with its reason (409, the caller looks first). */
    RESULT_ALREADY_RECORDED("result-already-recorded", Kind.CONFLICT, "result"),
    BYE_ALREADY_GRANTED("bye-already-granted", Kind.RULE_VIOLATION, null),
    GAMES_UNFINISHED("games-unfinished", Kind.RULE_VIOLATION, null),
    REPORT_BLANK("report-blank", Kind.MALFORMED, "text"),
    /** Only the referees appointed in this tournament write its round reports (Incheon 2013 duties art. 3.8). */
    NOT_A_REFEREE_HERE("not-a-referee-here", Kind.RULE_VIOLATION, null),
    BAN_NAME_BLANK("ban-name-blank", Kind.MALFORMED, "name"),
    BAN_REASON_BLANK("ban-reason-blank", Kind.MALFORMED, "reason"),
    BAN_UNTIL_INVALID("ban-until-invalid", Kind.MALFORMED, "until"),
    BAN_ALREADY_LIFTED("ban-already-lifted", Kind.RULE_VIOLATION, null),
    /** The sanctions registry bars the player from competitions (checked at registration). */
    PLAYER_BANNED("player-banned", Kind.RULE_VIOLATION, "name"),
    /** An import names no player. */
    IMPORT_EMPTY("import-empty", Kind.MALFORMED, "players"),
    /** A roll call names no player, or one player both present and absent. */
    CHECK_IN_INVALID("check-in-invalid", Kind.MALFORMED, "present"),
    EVENT_START_MISSING("event-start-missing", Kind.MALFORMED, "startDate"),
    /** The last day before the first, or an event longer than {@code EventDescription.LONGEST}. */
    EVENT_DATES_INVALID("event-dates-invalid", Kind.RULE_VIOLATION, "endDate"),
    /** A venue, city or organizer too long for a line of a page, or holding a line break. */
    EVENT_TEXT_INVALID("event-text-invalid", Kind.MALFORMED, null),
    COUNTRY_UNKNOWN("country-unknown", Kind.MALFORMED, "country"),
    TIME_ZONE_UNKNOWN("time-zone-unknown", Kind.MALFORMED, "timeZone");

    /** Whose mistake: the form of the request, a rule of the tournament, or a reference to nothing. */
    public enum Kind {
        /** The command cannot be read as meant (a blank name, a rank that is no rank). */
        MALFORMED,
        /** The command is well formed, but the rules of the tournament forbid it. */
        RULE_VIOLATION,
        /** The command names something that does not exist. */
        NOT_FOUND,
        /** The command contradicts what is recorded; the caller reads it and decides (409). */
        CONFLICT
    }

    private final String code;
    private final Kind kind;
    private final String field;

    Refusal(String code, Kind kind, String field) {
        this.code = code;
        this.kind = kind;
        this.field = field;
    }

    /** The stable machine-readable code, in kebab case. */
    public String code() {
        return code;
    }

    public Kind kind() {
        return kind;
    }

    /** The command field at fault, or null when the refusal is about the tournament as a whole. */
    public String field() {
        return field;
    }
}
