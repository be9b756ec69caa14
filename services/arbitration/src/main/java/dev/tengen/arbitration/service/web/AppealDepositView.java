package dev.tengen.arbitration.service.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.tengen.arbitration.service.api.Money;
import java.math.BigDecimal;
import java.time.Instant;

/**
 * The deposit a tournament asks with an appeal (Incheon 2013 arbitration art. 1.3).
 *
 * @param source {@code tournament} when the tournament set it, {@code default} for the platform's
 *     {@code tengen.arbitration.deposit.*} (US$500 from 000)
 * @param setAt when the tournament set it
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record AppealDepositView(String tournamentId, Money deposit, String source, Instant setAt) {

    /** The body of {@code PUT /api/v1/appeal-deposits/{tournamentId}}. */
    public record Entry(BigDecimal amount, String currency) {
    }
}
