package dev.tengen.pages;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * The words of Go and of its tournaments as the public pages say them: colours, results, rules, pairing systems,
 * offices and time controls. English here; Korean, Chinese, Japanese and French in {@code messages/go_*.properties},
 * each in its players' own terms (흑/백, 덤, 불계승, 기권승; 黑/白, 贴目, 中盘胜; 黒/白, コミ, 中押し勝ち).
 */
@MessageBundle(value = "go", locale = "en")
public interface GoTerms {

    @Message("Black")
    String black();

    @Message("White")
    String white();

    /** The winner's colour as a result writes it: "B" in "B+R". */
    @Message("B")
    String winnerBlack();

    @Message("W")
    String winnerWhite();

    /** A player with the colour played: "Lee Sedol (White)". */
    @Message("{name} ({colour})")
    String playerWithColour(String name, String colour);

    @Message("{winner}+")
    String resultWin(String winner);

    @Message("{winner}+R")
    String resultResign(String winner);

    @Message("{winner}+T")
    String resultTime(String winner);

    @Message("{winner}+F")
    String resultForfeit(String winner);

    @Message("{winner}+{margin}")
    String resultPoints(String winner, String margin);

    @Message("Jigo")
    String resultJigo();

    @Message("Both lose")
    String resultBothLose();

    @Message("No result")
    String resultVoid();

    @Message("Unknown")
    String resultUnknown();

    @Message("in play")
    String resultPending();

    /** Added to a result given by default that does not say so itself. */
    @Message("(by default)")
    String byDefault();

    /** A margin or a komi in whole points: "3". */
    @Message("{n}")
    String pointsWhole(String n);

    /** A margin or a komi with a half point: "3.5" (3 and a half). */
    @Message("{n}.5")
    String pointsHalf(String n);

    @Message("pass")
    String pass();

    @Message("Korean rules (KBA 2016)")
    String ruleKorean2016();

    @Message("Korean rules (KABA 2013)")
    String ruleKorean2013();

    @Message("Chinese rules (CWA 2002)")
    String ruleChinese2002();

    @Message("AGA rules")
    String ruleAga();

    @Message("Ing rules (SST 1991)")
    String ruleIng1991();

    @Message("Incheon 2013 competition code")
    String codeIncheon2013();

    @Message("Chinese 2002 competition rules")
    String codeChinese2002();

    @Message("Ing 1991 competition rules")
    String codeIng1991();

    @Message("AGA elimination rules")
    String codeAgaElimination();

    @Message("Round robin")
    String systemRoundRobin();

    @Message("Knockout")
    String systemKnockout();

    @Message("Swiss")
    String systemSwiss();

    @Message("Swiss, then knockout")
    String systemSwissKnockout();

    @Message("McMahon")
    String systemMcMahon();

    @Message("Ing system")
    String systemIng();

    @Message("Technical Delegate")
    String roleTechnicalDelegate();

    @Message("Chief Referee")
    String roleChiefReferee();

    @Message("Referee")
    String roleReferee();

    @Message("Arbitration Committee member")
    String roleArbitrator();

    @Message("Arbitration Committee liaison")
    String roleArbitrationLiaison();

    /** An official named with the office: "Referee Han Sang-hoon". */
    @Message("{role} {name}")
    String official(String role, String name);

    @Message("Arbitration Committee")
    String committee();

    @Message("even games")
    String handicapNone();

    @Message("by the difference of ranks less {correction}, at most {ceiling} stones")
    String handicapByRank(String correction, String ceiling);

    @Message("by the difference of McMahon scores less {correction}, at most {ceiling} stones")
    String handicapByScore(String correction, String ceiling);

    @Message("untimed")
    String timeUntimed();

    @Message("{basic}, sudden death")
    String timeSuddenDeath(String basic);

    @Message("{basic} + byoyomi {periods} × {period}")
    String timeByoyomi(String basic, String periods, String period);

    @Message("{basic} + {moves} moves in {period}")
    String timeMovesInPeriod(String basic, String moves, String period);

    @Message("{basic}, then Ing penalty points")
    String timeIngPenalty(String basic);

    @Message("{basic}, then {period} a move, exceeded at most {exceedances} times")
    String timeIngReading(String basic, String period, String exceedances);

    @Message("{n} h")
    String hours(String n);

    @Message("{n} min")
    String minutes(String n);

    @Message("{n} s")
    String seconds(String n);

    @Message("bye")
    String byePairing();

    @Message("absent")
    String byeAbsent();

    @Message("withdrawn")
    String byeWithdrawn();

    @Message("not paired")
    String byeNotPaired();

    @Message("warning")
    String sanctionWarning();

    @Message("public reprimand")
    String sanctionReprimand();

    @Message("disqualification")
    String sanctionDisqualification();
}
