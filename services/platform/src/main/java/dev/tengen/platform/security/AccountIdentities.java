package dev.tengen.platform.security;

import dev.tengen.service.web.security.CurrentActor;

import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import java.util.Set;

/** The identity an account signs in with, whatever the way in: its name, its roles, the players it plays as. */
final class AccountIdentities {

    private AccountIdentities() {
    }

    static SecurityIdentity of(Account account) {
        return QuarkusSecurityIdentity.builder()
                .setPrincipal(new QuarkusPrincipal(account.user()))
                .addRoles(Set.copyOf(account.roles()))
                .addAttribute(CurrentActor.PLAYERS, account.players())
                .build();
    }
}
