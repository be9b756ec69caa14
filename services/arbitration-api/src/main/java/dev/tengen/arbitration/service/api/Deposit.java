package dev.tengen.arbitration.service.api;

import java.util.Objects;

/**
 * The deposit handed in with an appeal, as the committee's box on the form records it ("US$500 has been paid").
 *
 * @param money the amount handed in (or offered, when not paid)
 * @param paid whether the committee received it
 */
public record Deposit(Money money, boolean paid) {

    public Deposit {
        Objects.requireNonNull(money, "money");
    }
}
