package dev.tengen.conduct;

import dev.tengen.rules.GameResult;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Chinese 2002 art. 22.5: when the last byoyomi period runs out before a move, the player has in principle lost on
 * time; if he appeals, the referee may judge the lack of a move a pass, and the game goes on with the overtime
 * counting as before.
 */
final class ExpiryAppeals {

    private ExpiryAppeals() {}

    /** The referee's ruling on the appeal; a judged pass has already been fed to the clock. */
    static List<Ruling> decide(CompetitionCode code, Optional<Ruling.ResultDeclared> result, Action.ExpiryAppeal appeal,
            ClockKeeper clock, Instant now) {
        String who = Verdicts.colour(appeal.player());
        boolean lostOnTime = result.filter(r -> r.result().reason() == GameResult.Reason.TIME
                && r.result().winner() == appeal.player().opponent()).isPresent();
        if (!lostOnTime) {
            return List.of(new Ruling.ActionRefused("expiry appeal", who + " has not lost on time",
                    code.expiryJudgedAsPass().orElse(code.unprescribed())));
        }
        if (code.expiryJudgedAsPass().isEmpty()) {
            return List.of(new Ruling.ActionRefused("expiry appeal",
                    "the code judges no expiry a pass: the loss on time stands", result.get().article()));
        }
        String article = code.expiryJudgedAsPass().get();
        if (!appeal.judgedPass()) {
            return List.of(new Ruling.Noted(who + " appeals against the loss on time; the referee does not judge the "
                    + "expiry a pass: the loss stands", article));
        }
        Optional<String> refused = clock.judgePass(now);
        if (refused.isPresent()) {
            return List.of(new Ruling.ActionRefused("expiry appeal", refused.get(), article));
        }
        return List.of(new Ruling.ExpiryJudgedAsPass(appeal.player(), article));
    }
}
