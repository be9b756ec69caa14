package dev.tengen.game.service;

import dev.tengen.conduct.Infraction;
import dev.tengen.conduct.Infraction.Kind;
import dev.tengen.conduct.RefereeChoice;
import dev.tengen.conduct.Ruling;
import dev.tengen.conduct.Situation;
import dev.tengen.conduct.Verdicts;
import dev.tengen.game.service.api.DecideInfraction;
import dev.tengen.game.service.api.GameRefusal;
import dev.tengen.game.service.api.GameRefused;
import dev.tengen.game.service.api.RulingLine;
import dev.tengen.rules.Color;
import dev.tengen.rules.GameResult;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Reads a referee's report into the engine's {@link Infraction} and the claim's {@link Situation}, and writes the
 * engine's rulings back as {@link RulingLine}s. The decision itself is the engine's ({@code Referee#decide}).
 */
final class Infractions {

    /** Kinds that only an illegal play produces; the game rules on them when the move is played. */
    static final Set<Kind> FROM_A_MOVE =
            EnumSet.of(Kind.KO_RETAKEN, Kind.FORBIDDEN_INTERSECTION, Kind.OCCUPIED, Kind.TWO_MOVES_IN_A_ROW);

    private Infractions() {
    }

    static Kind kind(String text) {
        String name = text == null ? "" : text.strip().toUpperCase(Locale.ROOT).replace('-', '_');
        Kind kind;
        try {
            kind = Kind.valueOf(name);
        } catch (IllegalArgumentException e) {
            throw new GameRefused(GameRefusal.INFRACTION_UNKNOWN, "'" + text + "' is not an infraction a competition code "
                    + "rules on; use one of " + String.join(", ", EnumSet.complementOf(EnumSet.copyOf(FROM_A_MOVE)).stream()
                            .map(GameRecord::kebab).toList()) + ".");
        }
        if (FROM_A_MOVE.contains(kind)) {
            throw new GameRefused(GameRefusal.INFRACTION_FROM_A_MOVE, "'" + GameRecord.kebab(kind) + "' is ruled on when "
                    + "the illegal move is played: play it through the moves endpoint and the code decides at once.");
        }
        return kind;
    }

    static Optional<RefereeChoice> choice(String text) {
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(RefereeChoice.valueOf(text.strip().toUpperCase(Locale.ROOT).replace('-', '_')));
        } catch (IllegalArgumentException e) {
            throw new GameRefused(GameRefusal.CHOICE_MALFORMED, "'" + text + "' is not a referee's choice; use one of "
                    + String.join(", ", EnumSet.allOf(RefereeChoice.class).stream().map(GameRecord::kebab).toList()) + ".");
        }
    }

    /** The engine's infraction for a report; {@code movesPlayed} counts the moves so far (for wrong colours). */
    static Infraction of(Kind kind, Optional<Color> offender, DecideInfraction report, int movesPlayed) {
        return switch (kind) {
            case MOVED_STONES, MOVED_STONES_INTENTIONALLY -> {
                boolean intentional = kind == Kind.MOVED_STONES_INTENTIONALLY || report.intentional();
                yield new Infraction.MovedStones(intentional ? Optional.of(required(offender, kind)) : Optional.empty());
            }
            case BOARD_DISTURBED, BOARD_DISTURBED_BY_PLAYER -> new Infraction.BoardDisturbed(
                    kind == Kind.BOARD_DISTURBED_BY_PLAYER ? Optional.of(required(offender, kind)) : offender,
                    report.recreatable() != null ? report.recreatable() : kind == Kind.BOARD_DISTURBED);
            case ROTATION_ERROR -> new Infraction.RotationError(required(offender, kind), report.intentional());
            case MISCONDUCT -> new Infraction.Misconduct(offender.map(Set::of).orElse(Set.of(Color.BLACK, Color.WHITE)),
                    false, false, report.grave());
            case WRONG_COLOURS -> new Infraction.WrongColours(movesPlayed);
            default -> new Infraction.Offence(kind, required(offender, kind));
        };
    }

    /**
     * When the claim comes: after the game (a proposed or confirmed result), and whether the offender's opponent has
     * moved since the offender last played (the window of a claim about a move just played). A reported Pair Go
     * rotation error is about the move just played (Incheon 2013 code art. 7).
     */
    static Situation situation(GameRecord record, Optional<Color> offender, Kind kind) {
        boolean over = record.proposed().isPresent() || record.confirmed().isPresent();
        List<GameRecord.Entry> entries = record.entries();
        boolean opponentMoved = offender.isPresent() && !entries.isEmpty()
                && entries.getLast().color() == offender.get().opponent();
        return new Situation(over, opponentMoved, kind == Kind.ROTATION_ERROR, true);
    }

    static RulingLine line(Ruling ruling) {
        return switch (ruling) {
            case Ruling.WarningIssued w -> new RulingLine(RulingLine.WARNING, w.player(), w.count(), null, null,
                    w.reason(), w.article());
            case Ruling.TurnLost t -> new RulingLine(RulingLine.TURN_LOST, t.player(), 0, null, null, "the turn is lost",
                    t.article());
            case Ruling.PenaltyPoints p -> new RulingLine(RulingLine.PENALTY_POINTS, p.player(), p.points(), null, null,
                    p.points() + " points off for " + p.reason(), p.article());
            case Ruling.ResultDeclared d -> result(d.result(), d.article());
            case Ruling.ResultsCancelled c -> new RulingLine(RulingLine.RESULTS_CANCELLED,
                    c.players().size() == 1 ? c.players().iterator().next() : null, 0, null, null,
                    (c.allResults() ? "all results" : "the result of this game") + " cancelled", c.article());
            case Ruling.Barred b -> new RulingLine(RulingLine.BARRED, b.player(), 0, null, null,
                    "barred from future competitions", b.article());
            case Ruling.BoardCorrected b -> new RulingLine("board-corrected", null, 0, null, null, b.description(),
                    b.article());
            case Ruling.StonesDeclaredValid s -> new RulingLine("stones-declared-valid", null, 0, null, null,
                    "the moved stones stand where they were found", s.article());
            case Ruling.Replay r -> new RulingLine("replay", null, 0, null, null, "the game is replayed ("
                    + (r.withinRemainingTime() ? "within the remaining time" : "anew") + "): " + r.reason(), r.article());
            case Ruling.ColoursRuling c -> new RulingLine("colours", null, 0, null, null, c.corrected()
                    ? "the colours are corrected and the game starts again" : "the game continues with the colours as played",
                    c.article());
            case Ruling.ReferredToReferee r -> new RulingLine("referred-to-referee", null, 0, null, null,
                    "the code prescribes no sanction for " + r.matter() + "; the referee decides", r.article());
            case Ruling.Noted n -> new RulingLine("noted", null, 0, null, null, n.description(), n.article());
            default -> new RulingLine("noted", null, 0, null, null, ruling.toString(), "");
        };
    }

    private static RulingLine result(GameResult result, String article) {
        return new RulingLine(RulingLine.RESULT, result.winner() == null ? null : result.winner().opponent(), 0,
                result.winner(), GameRecord.kebab(result.reason()), result.detail(), article);
    }

    /** The engine's result a "result" line records. */
    static GameResult result(RulingLine line) {
        GameResult.Reason reason = GameResult.Reason.valueOf(line.resultReason().toUpperCase(Locale.ROOT).replace('-', '_'));
        return new GameResult(line.winner(), reason, 0, line.description());
    }

    /** The result of a game whose result is cancelled for the line's player, or for both when it names none. */
    static GameResult cancelled(RulingLine line) {
        return Verdicts.cancelled(line.player(), line.article());
    }

    private static Color required(Optional<Color> offender, Kind kind) {
        return offender.orElseThrow(() -> new GameRefused(GameRefusal.OFFENDER_REQUIRED, "A ruling on "
                + GameRecord.kebab(kind) + " names the player at fault: 'black' or 'white'."));
    }
}
