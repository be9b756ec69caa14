package dev.tengen.arbitration.service.api;

import dev.tengen.tournament.Outcome;
import java.util.Objects;

/**
 * The result a ruling gives the game.
 *
 * @param outcome for pairing and placement (not {@code PENDING})
 * @param result as SGF writes it ({@code B+R}, {@code W+3.5}, {@code 0}, {@code Void})
 */
public record NewResult(Outcome outcome, String result) {

    public NewResult {
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(result, "result");
    }
}
