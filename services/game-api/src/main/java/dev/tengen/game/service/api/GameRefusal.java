package dev.tengen.game.service.api;

/** Why a game command was refused: a stable code for machines and a kind that says whose mistake it is. */
public enum GameRefusal {
    FIELD_BLANK("field-blank", Kind.MALFORMED, null),
    COLOR_MALFORMED("color-malformed", Kind.MALFORMED, "color"),
    POINT_MALFORMED("point-malformed", Kind.MALFORMED, "point"),
    POINTS_MALFORMED("point-malformed", Kind.MALFORMED, "points"),
    ROLE_MALFORMED("role-malformed", Kind.MALFORMED, "role"),
    CONFIRMER_MALFORMED("confirmer-malformed", Kind.MALFORMED, "confirmer"),
    UNKNOWN_RULE_SET("unknown-rule-set", Kind.RULE_VIOLATION, "ruleset"),
    UNKNOWN_COMPETITION_CODE("unknown-competition-code", Kind.RULE_VIOLATION, "competitionCode"),
    BOARD_SIZE_OUT_OF_RANGE("board-size-out-of-range", Kind.RULE_VIOLATION, "boardSize"),
    HANDICAP_OUT_OF_RANGE("handicap-out-of-range", Kind.RULE_VIOLATION, "handicap"),
    KOMI_INVALID("komi-invalid", Kind.RULE_VIOLATION, "komi"),
    SAME_PLAYER_TWICE("same-player-twice", Kind.RULE_VIOLATION, "white"),
    /** Rounds and boards are numbered from 1 (a game opened by hand named round 2,147,483,647, board -5). */
    ROUND_OR_BOARD_INVALID("round-or-board-invalid", Kind.MALFORMED, "round"),
    GAME_ALREADY_STARTED("game-already-started", Kind.RULE_VIOLATION, null),
    /** The rule set forbids the move and the competition code attaches nothing to it beyond the refusal. */
    ILLEGAL_MOVE("illegal-move", Kind.RULE_VIOLATION, "point"),
    /** Play has stopped (two passes) or the engine says the game is not in play. */
    GAME_NOT_IN_PLAY("game-not-in-play", Kind.RULE_VIOLATION, null),
    /** A result is proposed and awaits confirmation. */
    GAME_OVER("game-over", Kind.RULE_VIOLATION, null),
    /** The result is confirmed: final (Incheon 2013 code art. 4.4; Chinese 2002 art. 16.4). */
    RESULT_FINAL("result-final", Kind.RULE_VIOLATION, null),
    /** An official's result differs from the one the game played on the platform proposed: flagged, not overwritten. */
    RESULT_CONFLICT("result-conflict", Kind.CONFLICT, "result"),
    PLAY_NOT_STOPPED("play-not-stopped", Kind.RULE_VIOLATION, null),
    NO_STONE_TO_BE_DEAD("no-stone-to-be-dead", Kind.RULE_VIOLATION, "points"),
    NO_RESULT_PROPOSED("no-result-proposed", Kind.RULE_VIOLATION, null),
    NOTHING_TO_RECOUNT("nothing-to-recount", Kind.RULE_VIOLATION, null),
    RESULT_MISMATCH("result-mismatch", Kind.RULE_VIOLATION, "result"),
    ALREADY_CONFIRMED("already-confirmed", Kind.RULE_VIOLATION, "confirmer"),
    TIME_CONTROL_INVALID("time-control-invalid", Kind.RULE_VIOLATION, "timeControl"),
    /** The game has no clock: the tournament configured no time system. */
    GAME_UNTIMED("game-untimed", Kind.RULE_VIOLATION, null),
    /** The clock does not take the command in its state (not started, already running, not paused). */
    CLOCK_REFUSED("clock-refused", Kind.RULE_VIOLATION, null),
    /** A referee checked the flag and it has not fallen. */
    FLAG_NOT_FALLEN("flag-not-fallen", Kind.RULE_VIOLATION, null),
    /** The player did not lose on time, or the code has no appeal that judges the expiry a pass (Chinese 2002 art. 22.5). */
    EXPIRY_NOT_APPEALABLE("expiry-not-appealable", Kind.RULE_VIOLATION, "color"),
    /** The competition code leaves lateness to the referee and the tournament set no limit. */
    LATENESS_NOT_PRESCRIBED("lateness-not-prescribed", Kind.RULE_VIOLATION, null),
    ARRIVAL_ALREADY_RECORDED("arrival-already-recorded", Kind.RULE_VIOLATION, "color"),
    INFRACTION_UNKNOWN("infraction-unknown", Kind.MALFORMED, "infraction"),
    CHOICE_MALFORMED("choice-malformed", Kind.MALFORMED, "choice"),
    REASON_REQUIRED("reason-required", Kind.MALFORMED, "reason"),
    /** Illegal plays are ruled on when the move is played, not reported afterwards. */
    INFRACTION_FROM_A_MOVE("infraction-from-a-move", Kind.RULE_VIOLATION, "infraction"),
    OFFENDER_REQUIRED("offender-required", Kind.RULE_VIOLATION, "offender"),
    /** A complaint after the game has no effect (Incheon 2013 code art. 4.3; Chinese 2002 art. 16.3). */
    COMPLAINT_AFTER_GAME("complaint-after-game", Kind.RULE_VIOLATION, null),
    /** The code refuses the claim as made: too late in the game, or a choice the code does not offer. */
    CLAIM_REFUSED("claim-refused", Kind.RULE_VIOLATION, null),
    /** A referee's proposed penalty waits for the Chief Referee; play waits with it (Incheon 2013 duties art. 2.5). */
    AWAITING_CHIEF_REFEREE("awaiting-chief-referee", Kind.RULE_VIOLATION, null),
    DECISION_UNKNOWN("decision-unknown", Kind.RULE_VIOLATION, "decisionId"),
    DECISION_NOT_PENDING("decision-not-pending", Kind.RULE_VIOLATION, "decisionId"),
    /** The game was voided by a correction of its round's pairing; the board's new game is another one. */
    GAME_VOIDED("game-voided", Kind.RULE_VIOLATION, null);

    /** Whose mistake: the form of the request, or a rule of the game or of the competition. */
    public enum Kind {
        /** The command cannot be read as meant (a point that is no point, a colour that is none). */
        MALFORMED,
        /** The command is well formed, but the rules forbid it. */
        RULE_VIOLATION,
        /** The command contradicts what the game recorded; the caller looks and decides (409). */
        CONFLICT
    }

    private final String code;
    private final Kind kind;
    private final String field;

    GameRefusal(String code, Kind kind, String field) {
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

    /** The command field at fault, or null when the refusal is about the game as a whole. */
    public String field() {
        return field;
    }
}
