package dev.tengen.pages;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * What the rulings page says: the Arbitration Committee's rulings and the sanctions, once final. English here, other
 * languages in {@code messages/ruling_*.properties}.
 */
@MessageBundle(value = "ruling", locale = "en")
public interface RulingText {

    @Message("Rulings and sanctions")
    String rulingsTitle();

    @Message("The Arbitration Committee's rulings on appeals and the sanctions decided, once they are final. What the committee discusses before it rules is not published (Incheon 2013 arbitration art. 2.5).")
    String rulingsIntro();

    @Message("Appeals")
    String appeals();

    @Message("No appeal has been ruled on.")
    String noAppeals();

    @Message("Appeal on round {round}, board {board}")
    String appealOn(String round, String board);

    @Message("{complainant} appealed the referees' decision: {judgment}")
    String appealBy(String complainant, String judgment);

    @Message("The committee upheld the referees' decision.")
    String decisionUphold();

    @Message("The committee changed part of the referees' decision.")
    String decisionCommute();

    @Message("The committee overruled the referees' decision.")
    String decisionOverrule();

    @Message("The committee's vote was tied; the Technical Delegate, {name}, decided.")
    String decidedByDelegate(String name);

    @Message("uphold")
    String voteUphold();

    @Message("change in part")
    String voteCommute();

    @Message("overrule")
    String voteOverrule();

    @Message("Votes ({present} members present):")
    String votes(String present);

    @Message("The game's result becomes {result}.")
    String newResult(String result);

    @Message("The game's result stands.")
    String resultStands();

    @Message("Reasons: {reasons}")
    String reasons(String reasons);

    @Message("The deposit of {amount} is returned to the complainant.")
    String depositRefunded(String amount);

    @Message("The deposit of {amount} goes to the Organizing Committee.")
    String depositForfeited(String amount);

    @Message("Ruled on {time}; the ruling is final (Incheon 2013 arbitration art. 3.8).")
    String ruledAt(String time);

    @Message("The ruling came after the half hour the rules give the committee (Incheon 2013 arbitration art. 3.2).")
    String rulingLate();

    @Message("An appeal by {complainant} was not heard: {reason}")
    String appealNotHeard(String complainant, String reason);

    /** Why an appeal was not heard, by the event's stable reason code (Incheon 2013 arbitration art. 1.2-1.3). */
    @Message("it was handed in after the {minutes} minutes the rules allow once the referees have decided the protest ({article}).")
    String notHeardLate(String minutes, String article);

    @Message("the appeal form is not signed by the complainant ({article}).")
    String notHeardComplainantSignature(String article);

    @Message("the appeal form lacks the signature of the complainant's team leader or coach ({article}).")
    String notHeardTeamOfficialSignature(String article);

    @Message("the deposit was not paid ({article}).")
    String notHeardDepositNotPaid(String article);

    @Message("the deposit paid, {paid}, is less than the deposit required ({article}).")
    String notHeardDepositShort(String paid, String article);

    @Message("Written notification of the ruling")
    String rulingNotice();

    @Message("Sanctions")
    String sanctions();

    @Message("No sanction has been decided.")
    String noSanctions();

    @Message("The Technical Delegate decided a {sanction} of {name}: {reasons}")
    String sanctionDecided(String sanction, String name, String reasons);

    @Message("{name} is barred from future competitions: {reason}")
    String barred(String name, String reason);

    @Message("{name} is withdrawn from the tournament.")
    String sanctionWithdraws(String name);

    /** A game lost by a ruling (warnings, lateness, misconduct), as the table of penalties says it. */
    @Message("loss by default")
    String lossByDefault();

    @Message("Penalties in games")
    String gamePenalties();

    @Message("No penalty in any game.")
    String noGamePenalties();
}
