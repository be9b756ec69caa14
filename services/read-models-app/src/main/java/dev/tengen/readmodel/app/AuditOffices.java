package dev.tengen.readmodel.app;

import dev.tengen.distributed.identity.OfficeIdentities;
import dev.tengen.pages.Official;
import dev.tengen.tournament.service.api.OfficialRoles;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A Keycloak token as the actor the audit's reads know ({@link OfficeIdentities}): on a tournament's audit path, the
 * account also holds the offices it was appointed to in that tournament (Incheon 2013 duties art. 1.2: an appointment
 * gives its office in that tournament only), as the tournament service's play projection keeps them and the pages show
 * them: from the kept {@code OfficialAppointed} and {@code OfficialDismissed} events ({@link PageBooks#officials}).
 * Every other read here is public and needs no office.
 */
@ApplicationScoped
public class AuditOffices extends OfficeIdentities {

    private static final Pattern AUDIT = Pattern.compile("^/api/v1/tournaments/([^/]+)/audit(/.*)?$");

    private final PageBooks books;

    AuditOffices(PageBooks books) {
        this.books = books;
    }

    @Override
    protected Optional<String> tournamentOf(String path) {
        Matcher audit = AUDIT.matcher(path);
        return audit.matches() ? Optional.of(audit.group(1)) : Optional.empty();
    }

    @Override
    protected Set<String> offices(String tournamentId, String account) {
        return books.officials(tournamentId).stream()
                .filter(official -> official.personId().equals(account))
                .map(Official::role)
                .map(OfficialRoles::roleOf)
                .collect(Collectors.toUnmodifiableSet());
    }
}
