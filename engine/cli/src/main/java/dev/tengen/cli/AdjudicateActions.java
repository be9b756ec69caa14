package dev.tengen.cli;

import dev.tengen.conduct.Action;
import dev.tengen.conduct.Infraction;
import dev.tengen.conduct.RefereeChoice;
import dev.tengen.conduct.Setup;
import dev.tengen.rules.Color;
import java.time.Instant;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/** The action lines of a script ({@code "do"}) and the claims they can make ({@code "kind"}). */
final class AdjudicateActions {

    private AdjudicateActions() {}

    static final Set<String> DOES = Set.of("arrive", "move", "pass", "press", "resign", "withdraw-resignation", "claim",
            "break-start", "break-end", "dead", "resume", "repetition-draw", "confirm");

    static Action action(AdjudicateFields row, Instant at, int size, Setup setup) throws AdjudicateFields.Malformed {
        String what = row.string("do");
        return switch (what) {
            case "arrive" -> {
                row.only(Set.of("t", "do", "player"));
                yield new Action.Arrive(at, row.colour("player"));
            }
            case "move" -> {
                row.only(Set.of("t", "do", "player", "at", "partner"));
                yield new Action.Place(at, row.colour("player"), row.point("at", size), partner(row, setup));
            }
            case "pass" -> {
                row.only(Set.of("t", "do", "player", "partner"));
                yield new Action.Pass(at, row.colour("player"), partner(row, setup));
            }
            case "press" -> {
                row.only(Set.of("t", "do", "player"));
                yield new Action.PressClock(at, row.colour("player"));
            }
            case "resign" -> {
                row.only(Set.of("t", "do", "player", "partner"));
                yield new Action.Resign(at, row.colour("player"), partner(row, setup));
            }
            case "withdraw-resignation" -> {
                row.only(Set.of("t", "do", "player"));
                yield new Action.WithdrawResignation(at, row.colour("player"));
            }
            case "claim" -> claim(row, at);
            case "break-start" -> {
                row.only(Set.of("t", "do"));
                yield new Action.BreakStart(at);
            }
            case "break-end" -> {
                row.only(Set.of("t", "do"));
                yield new Action.BreakEnd(at);
            }
            case "dead" -> {
                row.only(Set.of("t", "do", "stones"));
                yield new Action.DeadStones(at, row.points("stones", size));
            }
            case "resume" -> {
                row.only(Set.of("t", "do", "player"));
                yield new Action.Resume(at, row.colour("player"));
            }
            case "repetition-draw" -> {
                row.only(Set.of("t", "do"));
                yield new Action.AgreeRepetitionDraw(at);
            }
            case "confirm" -> {
                row.only(Set.of("t", "do"));
                yield new Action.Confirm(at);
            }
            default -> throw row.error("do", "unknown action \"" + what + "\"; expected one of " + DOES.stream().sorted().toList());
        };
    }

    private static Optional<String> partner(AdjudicateFields row, Setup setup) throws AdjudicateFields.Malformed {
        if (!setup.pairGo()) {
            if (row.has("partner")) {
                throw row.error("partner", "only Pair Go games name partners");
            }
            return Optional.empty();
        }
        String partner = row.string("partner");
        Color side = row.colour("player");
        if (setup.team(side).partnerIndex(partner) < 0) {
            throw row.error("partner", "\"" + partner + "\" is not a partner of " + setup.team(side).name());
        }
        return Optional.of(partner);
    }

    /** Claim kinds in the script: the infraction kinds in lower case with hyphens, plus "illegal-move". */
    static String kindName(Infraction.Kind kind) {
        return kind.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static Action claim(AdjudicateFields row, Instant at) throws AdjudicateFields.Malformed {
        row.only(Set.of("t", "do", "kind", "against", "by", "referee", "intentional", "recreatable", "after-result",
                "all-results", "grave"));
        String kind = row.string("kind");
        Optional<RefereeChoice> choice = Optional.empty();
        if (row.has("referee")) {
            String c = row.string("referee");
            choice = Optional.of(Arrays.stream(RefereeChoice.values()).filter(r -> kindName(r).equals(c)).findFirst()
                    .orElseThrow(() -> row.error("referee", "unknown choice \"" + c + "\"; expected one of "
                            + Arrays.stream(RefereeChoice.values()).map(AdjudicateActions::kindName).toList())));
        }
        if (kind.equals("illegal-move")) {
            return new Action.ClaimIllegalMove(at, row.colour("by"));
        }
        if (kind.equals("wrong-colours")) {
            return new Action.WrongColoursFound(at);
        }
        Infraction.Kind k = Arrays.stream(Infraction.Kind.values()).filter(x -> kindName(x).equals(kind))
                .filter(x -> !x.name().startsWith("KO_") && x != Infraction.Kind.OCCUPIED && x != Infraction.Kind.FORBIDDEN_INTERSECTION
                        && x != Infraction.Kind.TWO_MOVES_IN_A_ROW && x != Infraction.Kind.MOVED_STONES_INTENTIONALLY
                        && x != Infraction.Kind.BOARD_DISTURBED_BY_PLAYER && x != Infraction.Kind.WRONG_COLOURS)
                .findFirst().orElseThrow(() -> row.error("kind", "unknown claim \"" + kind + "\"; see docs/ADJUDICATE.md"));
        Infraction infraction = switch (k) {
            case MOVED_STONES -> new Infraction.MovedStones(row.flag("intentional") ? Optional.of(row.colour("against")) : Optional.empty());
            case BOARD_DISTURBED -> new Infraction.BoardDisturbed(row.has("against") ? Optional.of(row.colour("against")) : Optional.empty(),
                    row.flag("recreatable"));
            case ROTATION_ERROR -> new Infraction.RotationError(row.colour("against"), row.flag("intentional"));
            case MISCONDUCT -> new Infraction.Misconduct(offenders(row), row.flag("after-result"), row.flag("all-results"), row.flag("grave"));
            default -> new Infraction.Offence(k, row.colour("against"));
        };
        return new Action.Claim(at, infraction, choice);
    }

    private static Set<Color> offenders(AdjudicateFields row) throws AdjudicateFields.Malformed {
        return "both".equals(row.raw("against")) ? EnumSet.allOf(Color.class) : Set.of(row.colour("against"));
    }

    private static String kindName(RefereeChoice choice) {
        return choice.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
