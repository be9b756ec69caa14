package dev.tengen.cli;

import dev.tengen.conduct.Action;
import dev.tengen.conduct.Infraction;
import dev.tengen.conduct.MovedStone;
import dev.tengen.conduct.RefereeChoice;
import dev.tengen.conduct.Setup;
import dev.tengen.rank.Contender;
import dev.tengen.rank.Parity;
import dev.tengen.rules.Color;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The action lines of a script ({@code "do"}) and the claims they can make ({@code "kind"}). */
final class AdjudicateActions {

    private AdjudicateActions() {}

    static final Set<String> DOES = Set.of("arrive", "nigiri", "move", "pass", "press", "resign", "withdraw-resignation",
            "claim", "expiry-appeal", "break-start", "break-end", "dead", "resume", "repetition-draw", "confirm");

    /**
     * The action of one line. {@code contenders} are the players as the header ranks them, by listed
     * colour, for a colour drawing.
     */
    static Action action(AdjudicateFields row, Instant at, int size, Setup setup, Map<Color, Contender> contenders)
            throws AdjudicateFields.Malformed {
        String what = row.string("do");
        return switch (what) {
            case "nigiri" -> nigiri(row, at, setup, contenders);
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
            case "claim" -> claim(row, at, size);
            case "expiry-appeal" -> {
                row.only(Set.of("t", "do", "player", "referee"));
                String ruling = row.string("referee");
                if (!ruling.equals("pass") && !ruling.equals("loss")) {
                    throw row.error("referee", "the referee judges the expiry a \"pass\" or lets the \"loss\" stand, not \""
                            + ruling + "\"");
                }
                yield new Action.ExpiryAppeal(at, row.colour("player"), ruling.equals("pass"));
            }
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
        // Colours drawn or corrected can seat a pair on the other colour: the adjudication checks the side.
        if (setup.black().partnerIndex(partner) < 0 && setup.white().partnerIndex(partner) < 0) {
            throw row.error("partner", "\"" + partner + "\" is not a partner of " + setup.black().name() + " or " + setup.white().name());
        }
        return Optional.of(partner);
    }

    /** Claim kinds in the script: the infraction kinds in lower case with hyphens, plus "illegal-move". */
    static String kindName(Infraction.Kind kind) {
        return kind.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static Action claim(AdjudicateFields row, Instant at, int size) throws AdjudicateFields.Malformed {
        row.only(Set.of("t", "do", "kind", "against", "by", "referee", "intentional", "recreatable", "after-result",
                "all-results", "grave", "moves"));
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
        if (row.has("moves") && k != Infraction.Kind.MOVED_STONES) {
            throw row.error("moves", "only a moved-stones claim says which stones went where");
        }
        Infraction infraction = switch (k) {
            case MOVED_STONES -> new Infraction.MovedStones(row.flag("intentional") ? Optional.of(row.colour("against")) : Optional.empty(),
                    row.has("moves") ? movedStones(row, size) : List.of());
            case BOARD_DISTURBED -> new Infraction.BoardDisturbed(row.has("against") ? Optional.of(row.colour("against")) : Optional.empty(),
                    row.flag("recreatable"));
            case ROTATION_ERROR -> new Infraction.RotationError(row.colour("against"), row.flag("intentional"));
            case MISCONDUCT -> new Infraction.Misconduct(offenders(row), row.flag("after-result"), row.flag("all-results"), row.flag("grave"));
            default -> new Infraction.Offence(k, row.colour("against"));
        };
        return new Action.Claim(at, infraction, choice);
    }

    /** {@code "moves": [{"from": "D4", "to": "E4"}, ...]}: where each moved stone was played and where it stands. */
    private static List<MovedStone> movedStones(AdjudicateFields row, int size) throws AdjudicateFields.Malformed {
        if (!(row.raw("moves") instanceof List<?> list) || list.isEmpty()) {
            throw row.error("moves", "must list the moved stones, such as [{\"from\": \"D4\", \"to\": \"E4\"}]");
        }
        List<MovedStone> stones = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            AdjudicateFields stone = row.element("moves", i);
            stone.only(Set.of("from", "to"));
            stones.add(new MovedStone(stone.point("from", size), stone.point("to", size)));
        }
        return stones;
    }

    /** {@code {"do": "nigiri", "guess": "odd", "stones": 7, "holder": NAME, "chooses": "B"}} (Chinese 2002 art. 10; Ing 1991 art. 6). */
    private static Action nigiri(AdjudicateFields row, Instant at, Setup setup, Map<Color, Contender> contenders)
            throws AdjudicateFields.Malformed {
        row.only(Set.of("t", "do", "guess", "stones", "holder", "chooses"));
        if (!contenders.containsKey(Color.BLACK) || !contenders.containsKey(Color.WHITE)) {
            throw row.error("do", "a colour drawing needs each player's \"rank\" (and \"born\" where age decides) in the header's black and white");
        }
        Parity guess = switch (row.string("guess")) {
            case "odd" -> Parity.ODD;
            case "even" -> Parity.EVEN;
            default -> throw row.error("guess", "must be \"odd\" or \"even\"");
        };
        Optional<Color> holder = Optional.empty();
        if (row.has("holder")) {
            String name = row.string("holder");
            Color listed = name.equals(setup.black().name()) ? Color.BLACK : name.equals(setup.white().name()) ? Color.WHITE : null;
            if (listed == null) {
                throw row.error("holder", "\"" + name + "\" is neither " + setup.black().name() + " nor " + setup.white().name());
            }
            holder = Optional.of(listed);
        }
        Optional<Color> chosen = row.has("chooses") ? Optional.of(row.colour("chooses")) : Optional.empty();
        return new Action.DrawColours(at, contenders.get(Color.BLACK), contenders.get(Color.WHITE), guess,
                (int) row.integer("stones"), holder, chosen);
    }

    private static Set<Color> offenders(AdjudicateFields row) throws AdjudicateFields.Malformed {
        return "both".equals(row.raw("against")) ? EnumSet.allOf(Color.class) : Set.of(row.colour("against"));
    }

    private static String kindName(RefereeChoice choice) {
        return choice.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
