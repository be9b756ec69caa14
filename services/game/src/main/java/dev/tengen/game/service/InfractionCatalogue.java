package dev.tengen.game.service;

import dev.tengen.conduct.CompetitionCode;
import dev.tengen.conduct.Infraction.Kind;
import dev.tengen.conduct.Sanction;
import java.util.Arrays;
import java.util.List;

/**
 * The infractions a competition code names, each with its sanction and article as the code writes them: what a
 * referee's screen offers to report, and what it tells before the referee decides. Kinds the code does not name are
 * left to the referee's own ruling ({@link CompetitionCode#unprescribed()}).
 */
public final class InfractionCatalogue {

    /**
     * One infraction of the code.
     *
     * @param infraction the kind in kebab case, as a decision names it ("phone-rang")
     * @param penalty the code's penalty in kebab case: "no-penalty", "warning", "warning-then-loss", "loss",
     *     "referee-chooses"
     * @param correction what happens on the board, in kebab case ("move-invalid-turn-lost", "stone-restored", "none")
     * @param window until when a claim is effective: "during-game", "before-opponent-moves", "move-just-played",
     *     "even-after-result"
     * @param choices the referee's choices where the code leaves one ("warning", "loss", "restore", ...), else empty
     * @param article the code's article
     * @param offender whether a decision names the player at fault: "required", "optional" (no one, or both for
     *     misconduct), "none"
     * @param questions what else the decision asks: "intentional", "recreatable", "grave"
     * @param reportable false for what only an illegal play produces (a ko retaken, a forbidden point, two moves in a
     *     row): ruled on when the move is played, not reported
     */
    public record Entry(String infraction, String penalty, String correction, String window, List<String> choices,
            String article, String offender, List<String> questions, boolean reportable) {}

    private InfractionCatalogue() {
    }

    /** The code's infractions in the order of the engine's kinds. */
    public static List<Entry> of(CompetitionCode code) {
        return Arrays.stream(Kind.values())
                .filter(code.sanctions()::containsKey)
                .map(kind -> entry(kind, code.sanction(kind)))
                .toList();
    }

    private static Entry entry(Kind kind, Sanction sanction) {
        // What each kind asks of the report, as Infractions.of reads it.
        String offender = switch (kind) {
            case MOVED_STONES, BOARD_DISTURBED, MISCONDUCT -> "optional";
            case WRONG_COLOURS -> "none";
            default -> "required";
        };
        List<String> questions = switch (kind) {
            case MOVED_STONES, ROTATION_ERROR -> List.of("intentional");
            case BOARD_DISTURBED, BOARD_DISTURBED_BY_PLAYER -> List.of("recreatable");
            case MISCONDUCT -> List.of("grave");
            default -> List.of();
        };
        return new Entry(GameRecord.kebab(kind), GameRecord.kebab(sanction.penalty()),
                GameRecord.kebab(sanction.correction()), GameRecord.kebab(sanction.window()),
                sanction.choices().stream().map(GameRecord::kebab).toList(), sanction.article(), offender, questions,
                !Infractions.FROM_A_MOVE.contains(kind));
    }
}
