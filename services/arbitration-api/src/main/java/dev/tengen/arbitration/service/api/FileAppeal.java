package dev.tengen.arbitration.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * Hands an appeal form to the Arbitration Committee (Incheon 2013 arbitration art. 1.2-1.3). The protest's facts are carried in
 * the command: the caller reads them from the protest's history ({@code ProtestFiled}, {@code ProtestDecided}),
 * so the appeal decides alone and its tests fix every time.
 *
 * @param appealId {@link #idFor(String) derived from the protest}: one appeal per judgment
 * @param protestDecision the referees' decision on the protest, or null when they have not decided yet
 * @param protestDecidedAt when they decided, or null
 * @param deposit what was handed in
 * @param requiredDeposit the deposit the tournament asks (US$500 in 000 unless configured otherwise)
 * @param at when the committee received the form: the time the 15-minute window is checked against
 */
public record FileAppeal(
        @TargetAggregateIdentifier String appealId,
        String protestId,
        String tournamentId,
        String gameId,
        int round,
        int board,
        ProtestDecision protestDecision,
        Instant protestDecidedAt,
        AppealForm form,
        Deposit deposit,
        Money requiredDeposit,
        String by,
        Instant at) {

    public FileAppeal {
        Objects.requireNonNull(appealId, "appealId");
        Objects.requireNonNull(protestId, "protestId");
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(form, "form");
        Objects.requireNonNull(deposit, "deposit");
        Objects.requireNonNull(requiredDeposit, "requiredDeposit");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }

    /** The appeal against the referees' decision on this protest: one per judgment, so a second is refused. */
    public static String idFor(String protestId) {
        return protestId + "-appeal";
    }
}
