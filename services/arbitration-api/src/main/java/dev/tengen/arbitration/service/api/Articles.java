package dev.tengen.arbitration.service.api;

/**
 * The articles arbitration applies, as cited in events and refusals. "000" is the Arbitration Committee (Jury of
 * Appeal) Rule of the 4th Asian Indoor &amp; Martial Arts Games, Incheon 2013 (chapter four of seed 000).
 */
public final class Articles {

    /** Players may protest a referee's judgment for a review. */
    public static final String PROTEST = "Incheon 2013 arbitration art. 1.1";
    /** An appeal follows a protest the referees did not accept, in writing within 15 minutes of their decision. */
    public static final String FILING_WINDOW = "Incheon 2013 arbitration art. 1.2";
    /** The form signed by a team leader or coach, and the deposit paid. */
    public static final String FORM_AND_DEPOSIT = "Incheon 2013 arbitration art. 1.3";
    /** The deposit returned when the appeal is won, kept for the Organizing Committee when it is rejected. */
    public static final String DEPOSIT = "Incheon 2013 arbitration art. 1.4";
    /** A complaint made after the game has finished has no effect (player's rights; Chinese 2002 says the same). */
    public static final String COMPLAINT_AFTER_GAME = "Incheon 2013 code art. 4.3; 004 art. 16.3";
    /** Three members, from Korea, China and Japan respectively, one of them the liaison. */
    public static final String COMMITTEE = "Incheon 2013 arbitration art. 2.2";
    /** Uphold, commute part of, or overrule the referee's decision. */
    public static final String POWERS = "Incheon 2013 arbitration art. 2.4";
    /** Members' opinions and decisions not final are not revealed outside the committee. */
    public static final String CONFIDENTIAL = "Incheon 2013 arbitration art. 2.5";
    /** A warning, public reprimand or disqualification recommended to the Technical Delegate. */
    public static final String SANCTIONS = "Incheon 2013 arbitration art. 2.6";
    /** A ruling within half an hour in principle. */
    public static final String HALF_AN_HOUR = "Incheon 2013 arbitration art. 3.2";
    /** The appeal form and the referee's report investigated; persons concerned heard. */
    public static final String INVESTIGATION = "Incheon 2013 arbitration art. 3.4";
    /** Members present, majority, a tie to the Technical Delegate. */
    public static final String VOTE = "Incheon 2013 arbitration art. 3.6";
    /** The parties notified of the ruling in writing. */
    public static final String NOTIFICATION = "Incheon 2013 arbitration art. 3.7";
    /** The ruling is final, without further appeal. */
    public static final String FINAL = "Incheon 2013 arbitration art. 3.8";

    private Articles() {
    }
}
