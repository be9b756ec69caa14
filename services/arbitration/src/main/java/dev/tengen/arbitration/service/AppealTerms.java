package dev.tengen.arbitration.service;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import dev.tengen.arbitration.service.api.AppealDepositSet;
import dev.tengen.arbitration.service.api.ArbitrationRefusal;
import dev.tengen.arbitration.service.api.Money;
import dev.tengen.arbitration.service.api.SetAppealDeposit;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;
import org.axonframework.modelling.command.CreationPolicy;

/**
 * A tournament's terms for appeals: the deposit it asks (Incheon 2013 arbitration art. 1.3). Kept apart from the tournament's
 * configuration so that arbitration owns its own setting; appeals carry the amount in force when they are filed.
 */
public class AppealTerms {

    @AggregateIdentifier
    private String termsId;

    /** Axon rebuilds the terms from their events into this empty instance, and creates a new one here. */
    protected AppealTerms() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public long handle(SetAppealDeposit command) {
        Money deposit = AppealForms.money(command.deposit());
        if (deposit.amount().signum() == 0) {
            throw Rules.refuse(ArbitrationRefusal.DEPOSIT_MALFORMED, "An appeal deposit is a positive amount; "
                    + deposit + " would make the deposit of Incheon 2013 arbitration art. 1.3 meaningless.");
        }
        apply(new AppealDepositSet(command.termsId(), command.tournamentId(), deposit, command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @EventSourcingHandler
    void on(AppealDepositSet event) {
        termsId = event.termsId();
    }
}
