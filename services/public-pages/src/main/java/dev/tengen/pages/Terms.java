package dev.tengen.pages;

import dev.tengen.clock.TimeControl;
import dev.tengen.tournament.service.api.HandicapSettings;
import java.util.Locale;

/**
 * The platform's names of rule sets, codes, systems, offices, colours and byes, said in the reader's words. A name
 * the pages do not know yet is shown as it is written.
 */
final class Terms {

    private final Reader reader;
    private final GoTerms go;

    Terms(Reader reader) {
        this.reader = reader;
        this.go = reader.go;
    }

    String ruleSet(String name) {
        return switch (lower(name)) {
            case "korean-2016" -> go.ruleKorean2016();
            case "korean-2013" -> go.ruleKorean2013();
            case "chinese-2002" -> go.ruleChinese2002();
            case "aga" -> go.ruleAga();
            case "ing-1991" -> go.ruleIng1991();
            default -> text(name);
        };
    }

    String competitionCode(String name) {
        return switch (lower(name)) {
            case "incheon-2013" -> go.codeIncheon2013();
            case "chinese-2002" -> go.codeChinese2002();
            case "ing-1991" -> go.codeIng1991();
            case "aga-elimination" -> go.codeAgaElimination();
            default -> text(name);
        };
    }

    String pairingSystem(String name) {
        return switch (lower(name)) {
            case "round-robin" -> go.systemRoundRobin();
            case "knockout" -> go.systemKnockout();
            case "swiss" -> go.systemSwiss();
            case "swiss-knockout" -> go.systemSwissKnockout();
            case "mcmahon" -> go.systemMcMahon();
            case "ing" -> go.systemIng();
            default -> text(name);
        };
    }

    /** An office of {@code OfficialRoles}. */
    String role(String name) {
        return switch (lower(name)) {
            case "technical-delegate" -> go.roleTechnicalDelegate();
            case "chief-referee" -> go.roleChiefReferee();
            case "referee" -> go.roleReferee();
            case "arbitrator" -> go.roleArbitrator();
            case "arbitration-liaison" -> go.roleArbitrationLiaison();
            default -> text(name);
        };
    }

    /** "black" or "white" (any case) as a word; anything else as it is. */
    String colour(String colour) {
        return switch (lower(colour)) {
            case "black" -> go.black();
            case "white" -> go.white();
            default -> text(colour);
        };
    }

    /** Why a player has no board in a round ({@code RoundBye} kinds). */
    String bye(String kind) {
        return switch (lower(kind)) {
            case "pairing-bye" -> go.byePairing();
            case "absent" -> go.byeAbsent();
            case "withdrawn" -> go.byeWithdrawn();
            case "not-paired" -> go.byeNotPaired();
            default -> text(kind);
        };
    }

    /** A sanction of the Arbitration Committee's recommendation ({@code Sanction}). */
    String sanction(String name) {
        return switch (lower(name)) {
            case "warning" -> go.sanctionWarning();
            case "public_reprimand" -> go.sanctionReprimand();
            case "disqualification" -> go.sanctionDisqualification();
            default -> text(name);
        };
    }

    String handicap(HandicapSettings settings) {
        if (settings == null || settings.ceiling() == 0) {
            return go.handicapNone();
        }
        String correction = reader.number(settings.correction());
        String ceiling = reader.number(settings.ceiling());
        return "mcmahon-score".equals(settings.basis()) ? go.handicapByScore(correction, ceiling)
                : go.handicapByRank(correction, ceiling);
    }

    String timeControl(TimeControl control) {
        if (control == null || control.untimed()) {
            return go.timeUntimed();
        }
        String basic = control.basicTime() == null ? "" : reader.duration(control.basicTime());
        String period = control.period() == null ? "" : reader.duration(control.period());
        return switch (control.kind()) {
            case "sudden-death" -> go.timeSuddenDeath(basic);
            case "byoyomi" -> go.timeByoyomi(basic, reader.number(orZero(control.periods())), period);
            case "moves-in-period" -> go.timeMovesInPeriod(basic, reader.number(orZero(control.moves())), period);
            case "ing-penalty-points" -> go.timeIngPenalty(basic);
            case "ing-second-reading" -> go.timeIngReading(basic, period, reader.number(orZero(control.exceedances())));
            default -> control.kind();
        };
    }

    private static long orZero(Integer n) {
        return n == null ? 0 : n;
    }

    private static String lower(String name) {
        return name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
    }

    private static String text(String name) {
        return name == null ? "" : name;
    }
}
