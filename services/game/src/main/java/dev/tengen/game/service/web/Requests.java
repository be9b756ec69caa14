package dev.tengen.game.service.web;

import dev.tengen.clock.TimeControl;
import java.time.Instant;
import java.util.List;

/** The bodies of the game endpoints; presence is checked here, meaning by the game. */
public final class Requests {

    private Requests() {
    }

    /**
     * {@code POST /api/v1/games}: the organizer opens a game by hand (the tournament opens them when a round is
     * published). {@code handicap} defaults to 0.
     *
     * @param komi compensation in points for White
     * @param timeControl optional, as in a tournament's configuration; default: no clock
     */
    public record NewGame(String tournamentId, Integer round, Integer board, String black, String white, String ruleset,
            String competitionCode, Integer boardSize, Integer handicap, Double komi, TimeControl timeControl) {}

    /** {@code POST .../moves}: {@code color} "black" or "white", {@code point} "Q16". */
    public record NewMove(String color, String point) {}

    /** {@code POST .../passes}, {@code .../resignation}, {@code .../recount}: the player, "black" or "white". */
    public record ByPlayer(String color) {}

    /** {@code POST .../dead-stones}: the player marking and the stones held dead. */
    public record DeadStones(String color, List<String> points) {}

    /** {@code POST .../dead-stones/preview}: the stones held dead, whoever marks them. */
    public record Marking(List<String> points) {}

    /**
     * {@code POST .../confirmations}: {@code role} "player" or "referee"; {@code confirmer} "black"/"white" for a
     * player, the referee's name for a referee; {@code result} the result confirmed, as proposed.
     */
    public record Confirmation(String role, String confirmer, String result) {}

    /**
     * {@code POST .../clock/start}, {@code .../clock/pause}, {@code .../clock/resume}, {@code .../clock/flag-check}: the
     * body may be left out. {@code at} is when it happened at the board, if the referee records it afterwards
     * (ISO-8601, not later than now); default: now.
     */
    public record ClockAction(Instant at) {}

    /** {@code POST .../arrivals}: the late player ("black" or "white") and when they arrived (default: now). */
    public record Arrival(String color, Instant at) {}

    /**
     * {@code POST .../clock/expiry-pass}: the player ("black" or "white") whose last byoyomi period ran out and who
     * appealed; when the referee ruled (default: now).
     */
    public record ExpiryAppeal(String color, Instant at) {}

    /**
     * {@code POST .../decisions}: a referee rules on an infraction reported at the board.
     *
     * @param infraction the kind, in kebab case: "phone-rang", "moved-stones", "board-disturbed", "misconduct"...
     * @param offender "black" or "white"; omitted when no one is at fault or for misconduct by both
     * @param choice where the code leaves the sanction to the referee: "warning", "loss", "restore", "declare-valid",
     *     "recreate", "draw", "replay", "both-lose"
     */
    public record Decision(String infraction, String offender, Boolean intentional, Boolean recreatable, Boolean grave,
            String choice, String note) {}

    /** {@code POST .../decisions/{decision}/review}: the Chief Referee concurs (true) or overrules with a reason. */
    public record PenaltyReview(Boolean concur, String reason) {}
}
