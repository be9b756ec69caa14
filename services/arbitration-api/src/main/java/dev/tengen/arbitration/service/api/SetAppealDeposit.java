package dev.tengen.arbitration.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * The deposit this tournament asks with an appeal (Incheon 2013 arbitration art. 1.3 names US$500; an event may ask another
 * amount or currency). Applies to appeals filed from now on.
 *
 * @param termsId {@link #idFor(String) derived from the tournament}
 */
public record SetAppealDeposit(@TargetAggregateIdentifier String termsId, String tournamentId, Money deposit, String by,
        Instant at) {
    public SetAppealDeposit {
        Objects.requireNonNull(termsId, "termsId");
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(deposit, "deposit");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }

    /** One set of appeal terms per tournament. */
    public static String idFor(String tournamentId) {
        return tournamentId + "-appeal-terms";
    }
}
