package dev.tengen.arbitration.service.api;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * An amount of money in a currency (ISO 4217 code, upper case).
 */
public record Money(BigDecimal amount, String currency) {

    /** Incheon 2013 arbitration art. 1.3: "The complainant must remit US$500 as deposit". */
    public static final Money DEFAULT_APPEAL_DEPOSIT = new Money(new BigDecimal("500"), "USD");

    public Money {
        Objects.requireNonNull(amount, "amount");
        Objects.requireNonNull(currency, "currency");
    }

    /** At least {@code other}, in the same currency. */
    public boolean covers(Money other) {
        return currency.equalsIgnoreCase(other.currency) && amount.compareTo(other.amount) >= 0;
    }

    @Override
    public String toString() {
        return currency + " " + amount.toPlainString();
    }
}
