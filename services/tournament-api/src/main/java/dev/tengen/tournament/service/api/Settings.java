package dev.tengen.tournament.service.api;

import dev.tengen.clock.TimeControl;
import dev.tengen.conduct.CompetitionCode;
import dev.tengen.conduct.CompetitionCodes;
import dev.tengen.rank.Rank;
import dev.tengen.rank.RankScale;
import dev.tengen.rank.Result;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Rulesets;
import dev.tengen.tournament.DrawRules;
import dev.tengen.tournament.HandicapPolicy;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Placement;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.UnplayedRounds;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A tournament's configuration with every default filled in, and its translation to the engine's model
 * ({@code dev.tengen.tournament}): the engine's records judge the values, this class turns their objections
 * into refusals.
 */
public record Settings(String ruleSet, int boardSize, int rounds, String pairingSystem, String competitionCode, double komi,
        HandicapSettings handicap, PairingParameters pairingParameters, List<String> placementCriteria,
        TimeControl timeControl, UnplayedRoundValues unplayedRounds) {

    /**
     * The most rounds a tournament has: a double round robin of 500 players. More is no event, and the crosstable and
     * standings of any round up to the configured number are public reads whose work grows with it (2,147,483,647
     * rounds made one anonymous crosstable take minutes of a core). The engine's constant, which the file readers hold
     * their files to as well.
     */
    public static final int MAX_ROUNDS = dev.tengen.tournament.Regulations.MAX_ROUNDS;

    /** The configuration a command asks for, judged; refused with the first fault found. */
    public static Settings of(ConfigureTournament command) {
        Ruleset ruleset = Rulesets.byName(command.ruleSet()).orElseThrow(() -> refuse(Refusal.UNKNOWN_RULE_SET,
                "'" + command.ruleSet() + "' is not a rule set Tengen knows; choose one of "
                        + String.join(", ", Rulesets.names()) + "."));
        if (command.boardSize() < Ruleset.MIN_BOARD_SIZE || command.boardSize() > Ruleset.MAX_BOARD_SIZE) {
            throw refuse(Refusal.BOARD_SIZE_OUT_OF_RANGE, "A board has " + Ruleset.MIN_BOARD_SIZE + " to "
                    + Ruleset.MAX_BOARD_SIZE + " lines; " + command.boardSize() + " is outside that range.");
        }
        if (command.rounds() < 1) {
            throw refuse(Refusal.ROUNDS_OUT_OF_RANGE,
                    "A tournament has at least one round; " + command.rounds() + " were asked for.");
        }
        if (command.rounds() > MAX_ROUNDS) {
            throw refuse(Refusal.ROUNDS_OUT_OF_RANGE, "A tournament has at most " + String.format("%,d", MAX_ROUNDS)
                    + " rounds; " + String.format("%,d", command.rounds()) + " were asked for.");
        }
        String system = PairingSystems.NAMES.stream()
                .filter(name -> name.equalsIgnoreCase(command.pairingSystem().strip()))
                .findFirst()
                .orElseThrow(() -> refuse(Refusal.UNKNOWN_PAIRING_SYSTEM,
                        "'" + command.pairingSystem() + "' is not a pairing system Tengen knows; choose one of "
                                + String.join(", ", PairingSystems.NAMES) + "."));
        CompetitionCode code = command.competitionCode() == null ? CompetitionCodes.defaultFor(ruleset)
                : CompetitionCodes.byName(command.competitionCode().strip()).orElseThrow(() -> refuse(
                        Refusal.UNKNOWN_COMPETITION_CODE, "'" + command.competitionCode()
                                + "' is not a competition code Tengen knows; choose one of "
                                + String.join(", ", CompetitionCodes.names()) + "."));
        double komi = command.komi() == null ? ruleset.compensation().inPoints() : command.komi();
        if (!dev.tengen.tournament.Regulations.isKomi(komi)) {
            throw refuse(Refusal.KOMI_INVALID, "Komi is a number of points in halves, such as 6.5 or 7; "
                    + command.komi() + " is not.");
        }
        HandicapSettings handicap = command.handicap() == null ? HandicapSettings.NONE : canonical(command.handicap());
        PairingParameters parameters = resolve(system,
                command.pairingParameters() == null ? PairingParameters.DEFAULTS : command.pairingParameters());
        List<String> criteria = command.placementCriteria() == null ? defaultCriteria(system)
                : criteria(command.placementCriteria());
        TimeControl time = command.timeControl() == null ? defaultTime(code) : switch (command.timeControl().judge()) {
            case TimeControl.Judged.Valid valid -> valid.control();
            case TimeControl.Judged.Invalid invalid -> throw refuse(Refusal.TIME_CONTROL_INVALID,
                    "Time control, field '" + invalid.fault().field() + "': " + invalid.fault().sentence());
        };
        UnplayedRoundValues unplayed = (command.unplayedRounds() == null ? UnplayedRoundValues.DEFAULTS
                : command.unplayedRounds()).filled();
        Settings settings = new Settings(ruleset.name(), command.boardSize(), command.rounds(), system, code.name(), komi,
                handicap, parameters, criteria, time, unplayed);
        settings.enginePolicy();
        settings.engineSystem();
        settings.engineUnplayed();
        settings.enginePlacement();
        return settings;
    }

    /** The configuration an event records; an event stored before the later fields existed takes the defaults. */
    public static Settings of(TournamentConfigured event) {
        Ruleset ruleset = Rulesets.byName(event.ruleSet()).orElseThrow();
        CompetitionCode code = event.competitionCode() == null ? CompetitionCodes.defaultFor(ruleset)
                : CompetitionCodes.byName(event.competitionCode()).orElseThrow();
        return new Settings(event.ruleSet(), event.boardSize(), event.rounds(), event.pairingSystem(), code.name(),
                event.komi() == null ? ruleset.compensation().inPoints() : event.komi(),
                event.handicap() == null ? HandicapSettings.NONE : event.handicap(),
                event.pairingParameters() == null ? PairingParameters.DEFAULTS : event.pairingParameters(),
                event.placementCriteria() == null ? defaultCriteria(event.pairingSystem()) : event.placementCriteria(),
                event.timeControl() == null ? defaultTime(code) : event.timeControl(),
                event.unplayedRounds() == null ? UnplayedRoundValues.DEFAULTS : event.unplayedRounds());
    }

    /** The code's own time system where it prescribes one (AGA rule 12: 30 minutes absolute), else untimed. */
    public static TimeControl defaultTime(CompetitionCode code) {
        return code.time().map(TimeControl::of)
                .orElse(new TimeControl(TimeControl.UNTIMED, null, null, null, null, null, null));
    }

    public Ruleset ruleset() {
        return Rulesets.byName(ruleSet).orElseThrow().withBoardSize(boardSize);
    }

    /** Komi for a game with this handicap: the configured komi for an even game, the rule set's otherwise. */
    public double komiFor(int handicapStones) {
        return handicapStones >= 2 ? ruleset().handicapCompensation().inPoints() : komi;
    }

    public HandicapPolicy enginePolicy() {
        try {
            return new HandicapPolicy(handicap.basis().equals("mcmahon-score") ? HandicapPolicy.Basis.MCMAHON_SCORE
                    : HandicapPolicy.Basis.RANK, rank(handicap.noHandicapFrom(), Refusal.HANDICAP_INVALID, "noHandicapFrom"),
                    handicap.correction(), handicap.ceiling());
        } catch (IllegalArgumentException e) {
            throw refuse(Refusal.HANDICAP_INVALID, asSentence(e.getMessage()) + ".");
        }
    }

    public PairingSystem engineSystem() {
        PairingParameters p = pairingParameters;
        try {
            return switch (pairingSystem) {
                case "round-robin" -> new PairingSystem.RoundRobin(p.cycles());
                case "knockout" -> new PairingSystem.Knockout(p.lossesAllowed());
                case "swiss" -> new PairingSystem.Swiss(DrawRules.OPENGOTHA_DEFAULT);
                case "swiss-knockout" -> new PairingSystem.SwissKnockout(DrawRules.OPENGOTHA_DEFAULT,
                        p.knockoutAfterRound(), p.eliminatedPerRound());
                case "mcmahon" -> new PairingSystem.McMahon(rank(p.bar(), Refusal.PAIRING_PARAMETERS_INVALID, "bar"),
                        rank(p.floor(), Refusal.PAIRING_PARAMETERS_INVALID, "floor"),
                        rank(p.zero(), Refusal.PAIRING_PARAMETERS_INVALID, "zero"), DrawRules.OPENGOTHA_DEFAULT);
                case "ing" -> new PairingSystem.Ing(p.inLine(), p.outLine(), p.winners());
                default -> throw new IllegalStateException("no pairing system " + pairingSystem);
            };
        } catch (IllegalArgumentException e) {
            throw refuse(Refusal.PAIRING_PARAMETERS_INVALID, asSentence(e.getMessage()) + ".");
        }
    }

    public Placement enginePlacement() {
        List<PlacementCriterion> criteria = placementCriteria.stream()
                .map(name -> PlacementCriterion.named(name).orElseThrow()).toList();
        try {
            return new Placement(criteria, engineUnplayed());
        } catch (IllegalArgumentException e) {
            throw refuse(Refusal.PLACEMENT_CRITERION_REPEATED, asSentence(e.getMessage()) + ".");
        }
    }

    /** The values of byes and absences as the engine reads them (OpenGotha's half points, 0 to 2). */
    public UnplayedRounds engineUnplayed() {
        UnplayedRoundValues u = unplayedRounds;
        try {
            return new UnplayedRounds(u.winsForBye(), u.winsForAbsence(), u.mcMahonForBye(), u.mcMahonForAbsence(),
                    u.roundDown(), u.unplayedAsHalfPoint());
        } catch (IllegalArgumentException e) {
            throw refuse(Refusal.UNPLAYED_ROUNDS_INVALID, "A bye or an absence is worth 0, 1 or 2 half points (2 is a"
                    + " whole point), not " + List.of(u.winsForBye(), u.winsForAbsence(), u.mcMahonForBye(),
                            u.mcMahonForAbsence()) + ".");
        }
    }

    private static HandicapSettings canonical(HandicapSettings handicap) {
        String basis = handicap.basis() == null ? "" : handicap.basis().strip().toLowerCase(Locale.ROOT);
        if (!basis.equals("rank") && !basis.equals("mcmahon-score")) {
            throw refuse(Refusal.HANDICAP_INVALID,
                    "A handicap is based on 'rank' or 'mcmahon-score', not '" + handicap.basis() + "'.");
        }
        Rank from = rank(handicap.noHandicapFrom(), Refusal.HANDICAP_INVALID, "noHandicapFrom");
        return new HandicapSettings(basis, from.notation(), handicap.correction(), handicap.ceiling());
    }

    /** The system's own parameters, defaults filled in ({@link PairingParameters}), the others dropped. */
    private static PairingParameters resolve(String system, PairingParameters p) {
        return switch (system) {
            case "round-robin" -> new PairingParameters(p.cycles() == null ? 1 : p.cycles(), null, null, null, null, null,
                    null, null, null, null);
            case "knockout" -> new PairingParameters(null, p.lossesAllowed() == null ? 1 : p.lossesAllowed(), null, null,
                    null, null, null, null, null, null);
            case "swiss" -> new PairingParameters(null, null, null, null, null, null, null, null, null, null);
            case "swiss-knockout" -> new PairingParameters(null, null,
                    or(p.knockoutAfterRound(), 5), or(p.eliminatedPerRound(), 2), null, null, null, null, null, null);
            case "mcmahon" -> {
                Rank bar = rank(or(p.bar(), "9d"), Refusal.PAIRING_PARAMETERS_INVALID, "bar");
                Rank floor = rank(or(p.floor(), "30k"), Refusal.PAIRING_PARAMETERS_INVALID, "floor");
                Rank zero = p.zero() == null ? floor : rank(p.zero(), Refusal.PAIRING_PARAMETERS_INVALID, "zero");
                yield new PairingParameters(null, null, null, null, bar.notation(), floor.notation(), zero.notation(), null,
                        null, null);
            }
            case "ing" -> new PairingParameters(null, null, null, null, null, null, null,
                    or(p.inLine(), 4), or(p.outLine(), 0), or(p.winners(), 3));
            default -> throw new IllegalStateException("no pairing system " + system);
        };
    }

    private static <T> T or(T value, T otherwise) {
        return value == null ? otherwise : value;
    }

    private static Rank rank(String text, Refusal refusal, String what) {
        if (text == null) {
            throw refuse(refusal, "'" + what + "' needs a kyu or dan rank, such as 1d.");
        }
        return switch (Rank.parse(text.strip())) {
            case Result.Ok<Rank> ok when ok.value().scale() == RankScale.KYU_DAN -> ok.value();
            case Result.Ok<Rank> ok -> throw refuse(refusal,
                    "'" + what + "' is a kyu or dan rank, not " + ok.value().notation() + ".");
            case Result.Refused<Rank> refused -> throw refuse(refusal,
                    "'" + what + "': " + refused.reason() + ".");
        };
    }

    private static List<String> criteria(List<String> names) {
        List<String> canonical = new ArrayList<>();
        for (String name : names) {
            PlacementCriterion criterion = PlacementCriterion.named(name == null ? "" : name.strip()).orElseThrow(() -> refuse(
                    Refusal.UNKNOWN_PLACEMENT_CRITERION, "'" + name + "' is not a placement criterion Tengen knows; choose"
                            + " among " + String.join(", ", java.util.Arrays.stream(PlacementCriterion.values())
                                    .map(PlacementCriterion::fileName).toList()) + "."));
            canonical.add(criterion.fileName());
        }
        return canonical;
    }

    private static List<String> defaultCriteria(String system) {
        return switch (system) {
            case "mcmahon" -> List.of("MMS", "SOS", "SOSOS");
            case "swiss" -> List.of("NBW", "SOS", "SOSOS");
            default -> List.of("NBW");
        };
    }

    private static String asSentence(String reason) {
        return Character.toUpperCase(reason.charAt(0)) + reason.substring(1);
    }

    private static TournamentRefused refuse(Refusal refusal, String sentence) {
        return new TournamentRefused(refusal, sentence);
    }
}
