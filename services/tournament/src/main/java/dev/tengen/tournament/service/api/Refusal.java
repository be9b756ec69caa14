package dev.tengen.tournament.service.api;

/** Why a tournament command was refused: a stable code for machines and a kind that says whose mistake it is. */
public enum Refusal {
    TOURNAMENT_NAME_BLANK("tournament-name-blank", Kind.MALFORMED, "name"),
    UNKNOWN_RULE_SET("unknown-rule-set", Kind.RULE_VIOLATION, "ruleSet"),
    BOARD_SIZE_OUT_OF_RANGE("board-size-out-of-range", Kind.RULE_VIOLATION, "boardSize"),
    ROUNDS_OUT_OF_RANGE("rounds-out-of-range", Kind.RULE_VIOLATION, "rounds"),
    UNKNOWN_PAIRING_SYSTEM("unknown-pairing-system", Kind.RULE_VIOLATION, "pairingSystem"),
    PLAYER_NAME_BLANK("player-name-blank", Kind.MALFORMED, "name"),
    RANK_MALFORMED("rank-malformed", Kind.MALFORMED, "rank"),
    PLAYER_ALREADY_REGISTERED("player-already-registered", Kind.RULE_VIOLATION, null),
    PLAYER_NOT_FOUND("player-not-found", Kind.NOT_FOUND, null),
    PLAYER_ALREADY_WITHDRAWN("player-already-withdrawn", Kind.RULE_VIOLATION, null);

    /** Whose mistake: the form of the request, a rule of the tournament, or a reference to nothing. */
    public enum Kind {
        /** The command cannot be read as meant (a blank name, a rank that is no rank). */
        MALFORMED,
        /** The command is well formed, but the rules of the tournament forbid it. */
        RULE_VIOLATION,
        /** The command names something that does not exist. */
        NOT_FOUND
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
