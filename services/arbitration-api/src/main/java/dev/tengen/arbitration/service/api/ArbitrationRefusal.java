package dev.tengen.arbitration.service.api;

/**
 * Why an arbitration command was refused: a stable code, whose mistake it is, the request field at fault and the
 * article applied (null when none is).
 */
public enum ArbitrationRefusal {
    COMPLAINANT_BLANK("complainant-blank", Kind.MALFORMED, "complainant", null),
    JUDGMENT_BLANK("judgment-blank", Kind.MALFORMED, "judgment", null),
    GAME_ID_BLANK("game-id-blank", Kind.MALFORMED, "gameId", null),
    PROTEST_GAME_ELSEWHERE("protest-game-elsewhere", Kind.RULE_VIOLATION, "gameId", null),
    /** The protest names a round other than its game's. */
    PROTEST_ROUND_MISMATCH("protest-round-mismatch", Kind.RULE_VIOLATION, "round", null),
    /** The protest names its game's round but another board. */
    PROTEST_BOARD_MISMATCH("protest-board-mismatch", Kind.RULE_VIOLATION, "board", null),
    ROUND_OR_BOARD_INVALID("round-or-board-invalid", Kind.MALFORMED, "round", null),
    REFEREE_BLANK("referee-blank", Kind.MALFORMED, "referee", null),
    DECISION_BEFORE_PROTEST("decision-before-protest", Kind.RULE_VIOLATION, "decidedAt", Articles.PROTEST),
    PROTEST_ALREADY_DECIDED("protest-already-decided", Kind.RULE_VIOLATION, null, Articles.FILING_WINDOW),
    /** The complainant has protested the same judgment in the same game before: the referees decide it once. */
    PROTEST_ALREADY_FILED("protest-already-filed", Kind.RULE_VIOLATION, "judgment", Articles.PROTEST),
    PROTEST_NOT_FOUND("protest-not-found", Kind.NOT_FOUND, "protestId", null),
    PROTEST_NOT_DECIDED("protest-not-decided", Kind.RULE_VIOLATION, "protestId", Articles.FILING_WINDOW),
    PROTEST_ACCEPTED("protest-accepted", Kind.RULE_VIOLATION, "protestId", Articles.FILING_WINDOW),
    DESCRIPTION_BLANK("description-blank", Kind.MALFORMED, "description", null),
    WITNESSES_TOO_MANY("witnesses-too-many", Kind.MALFORMED, "witnesses", null),
    WITNESS_NAME_BLANK("witness-name-blank", Kind.MALFORMED, "witnesses", null),
    DEPOSIT_MALFORMED("deposit-malformed", Kind.MALFORMED, "deposit", null),
    APPEAL_ALREADY_FILED("appeal-already-filed", Kind.RULE_VIOLATION, "protestId", Articles.FINAL),
    APPEAL_RULING_FINAL("appeal-ruling-final", Kind.RULE_VIOLATION, "protestId", Articles.FINAL),
    /** The committee has ruled on the matter (game and judgment) through another protest; its ruling is final. */
    RULING_FINAL("ruling-final", Kind.RULE_VIOLATION, null, Articles.FINAL),
    APPEAL_NOT_FOUND("appeal-not-found", Kind.NOT_FOUND, null, null),
    APPEAL_INVALID("appeal-invalid", Kind.RULE_VIOLATION, null, Articles.FORM_AND_DEPOSIT),
    APPEAL_ALREADY_RULED("appeal-already-ruled", Kind.RULE_VIOLATION, null, Articles.FINAL),
    MEMBER_NAME_BLANK("member-name-blank", Kind.MALFORMED, "membersPresent", null),
    MEMBER_LISTED_TWICE("member-listed-twice", Kind.MALFORMED, "membersPresent", null),
    TOO_FEW_MEMBERS("too-few-members", Kind.RULE_VIOLATION, "membersPresent", Articles.VOTE),
    VOTE_BY_ABSENT_MEMBER("vote-by-absent-member", Kind.RULE_VIOLATION, "votes", Articles.VOTE),
    MEMBER_VOTED_TWICE("member-voted-twice", Kind.RULE_VIOLATION, "votes", Articles.VOTE),
    VOTE_TIED("vote-tied", Kind.RULE_VIOLATION, "technicalDelegate", Articles.VOTE),
    /** No decision has the majority yet and members present have still to vote: not a tie (yet). */
    VOTES_OUTSTANDING("votes-outstanding", Kind.RULE_VIOLATION, "votes", Articles.VOTE),
    TECHNICAL_DELEGATE_NOT_NEEDED("technical-delegate-not-needed", Kind.RULE_VIOLATION, "technicalDelegate", Articles.VOTE),
    RESULT_CHANGE_UPHELD("result-change-upheld", Kind.RULE_VIOLATION, "newResult", Articles.POWERS),
    RESULT_MALFORMED("result-malformed", Kind.MALFORMED, "newResult", null),
    REASONS_BLANK("reasons-blank", Kind.MALFORMED, "reasons", null),
    COMPLAINT_AFTER_GAME("complaint-after-game", Kind.RULE_VIOLATION, "gameId", Articles.COMPLAINT_AFTER_GAME),
    DRAWING_MALFORMED("drawing-malformed", Kind.MALFORMED, "drawing", null),
    DRAWING_TOO_LARGE("drawing-too-large", Kind.MALFORMED, "drawing", null),
    APPEAL_NOT_PENDING("appeal-not-pending", Kind.RULE_VIOLATION, null, Articles.FINAL),
    APPEAL_NOT_RULED("appeal-not-ruled", Kind.RULE_VIOLATION, null, Articles.SANCTIONS),
    REPORT_BLANK("report-blank", Kind.MALFORMED, "report", null),
    TESTIMONY_BLANK("testimony-blank", Kind.MALFORMED, "testimony", null),
    AGAINST_BLANK("against-blank", Kind.MALFORMED, "against", null),
    COMMITTEE_NOT_APPOINTED("committee-not-appointed", Kind.RULE_VIOLATION, "membersPresent", Articles.VOTE),
    MEMBER_NOT_ON_COMMITTEE("member-not-on-committee", Kind.RULE_VIOLATION, "membersPresent", Articles.VOTE),
    /** Members are appointed, but fewer than the make-up asks, or without the liaison. */
    COMMITTEE_INCOMPLETE("committee-incomplete", Kind.RULE_VIOLATION, null, Articles.COMMITTEE),
    COMMITTEE_ALREADY_CONVENED("committee-already-convened", Kind.RULE_VIOLATION, null, Articles.VOTE),
    COMMITTEE_NOT_CONVENED("committee-not-convened", Kind.RULE_VIOLATION, null, Articles.VOTE),
    VOTES_CAST_AT_MEETING("votes-cast-at-meeting", Kind.RULE_VIOLATION, "votes", Articles.VOTE),
    NOT_COMMITTEE_MEMBER("not-committee-member", Kind.FORBIDDEN, null, Articles.VOTE),
    DELIBERATION_CONFIDENTIAL("deliberation-confidential", Kind.FORBIDDEN, null, Articles.CONFIDENTIAL),
    RULING_NOT_MADE("ruling-not-made", Kind.RULE_VIOLATION, null, Articles.NOTIFICATION),
    RECOMMENDATION_NOT_FOUND("recommendation-not-found", Kind.RULE_VIOLATION, "recommendation", Articles.SANCTIONS),
    SANCTION_ALREADY_DECIDED("sanction-already-decided", Kind.RULE_VIOLATION, "recommendation", Articles.SANCTIONS),
    DISQUALIFIED_PLAYER_MISSING("disqualified-player-missing", Kind.MALFORMED, "playerId", Articles.SANCTIONS),
    /** Only the tournament's appointed Technical Delegate decides on a recommended sanction. */
    NOT_THE_TECHNICAL_DELEGATE("not-the-technical-delegate", Kind.FORBIDDEN, null, Articles.SANCTIONS),
    TECHNICAL_DELEGATE_ONLY("technical-delegate-only", Kind.FORBIDDEN, "technicalDelegateDecision", Articles.VOTE);

    /** Whose mistake: the form of the request, a rule of arbitration, a reference to nothing, or
     * the person asking. */
    public enum Kind {
        MALFORMED,
        RULE_VIOLATION,
        NOT_FOUND,
        /** The signed-in person may not do this, whatever their platform role (committee business). */
        FORBIDDEN
    }

    private final String code;
    private final Kind kind;
    private final String field;
    private final String article;

    ArbitrationRefusal(String code, Kind kind, String field, String article) {
        this.code = code;
        this.kind = kind;
        this.field = field;
        this.article = article;
    }

    public String code() {
        return code;
    }

    public Kind kind() {
        return kind;
    }

    /** The request field at fault, or null. */
    public String field() {
        return field;
    }

    /** The article applied, or null. */
    public String article() {
        return article;
    }
}
