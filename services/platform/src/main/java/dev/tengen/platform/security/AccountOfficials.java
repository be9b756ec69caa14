package dev.tengen.platform.security;

import dev.tengen.tournament.service.api.Refusal;
import dev.tengen.tournament.service.api.TournamentRefused;
import dev.tengen.tournament.service.web.OfficialAccounts;
import dev.tengen.tournament.service.web.OfficialView;
import dev.tengen.tournament.service.web.TournamentList;
import dev.tengen.tournament.service.web.TournamentPlay;
import dev.tengen.tournament.service.web.TournamentSummary;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;

/**
 * An appointment names its official's account as sign-in does ({@link AccountFile#find}: whatever the case or the
 * normalisation), and is recorded under the account's own spelling: the principal a request carries, which every office
 * lookup compares exactly ({@link AppointedRoles}, the round reports, the referee's boards, the committee). A name no
 * account holds yet is kept as given when an account could be created with it; any other is refused, since no one
 * could ever sign in to hold its office.
 */
@ApplicationScoped
public class AccountOfficials implements OfficialAccounts {

    /** An appointment made before its account existed: its person id as written, its office, its tournament. */
    public record Appointment(String personId, String role, String tournament) {
    }

    private final AccountFile accounts;
    private final TournamentList tournaments;
    private final TournamentPlay play;

    AccountOfficials(AccountFile accounts, TournamentList tournaments, TournamentPlay play) {
        this.accounts = accounts;
        this.tournaments = tournaments;
        this.play = play;
    }

    @Override
    public String personId(String given) {
        return accounts.find(given).map(Account::user).orElseGet(() -> {
            if (!NewAccount.USER.matcher(given).matches()) {
                throw new TournamentRefused(Refusal.OFFICIAL_PERSON_ID_INVALID, "No account has this person"
                        + " id as its name, and none can: the person id is the official's account name, 1 to 64"
                        + " of the Latin letters a-z and A-Z, digits, dots, dashes, underscores or @. Create the account"
                        + " first, or leave the person id out for an official without one.");
            }
            return given;
        });
    }

    /**
     * An appointment naming {@code user} in another spelling, made before the account existed: an account created in
     * this spelling would never hold its office, since the appointment keeps the spelling it was given.
     */
    public Optional<Appointment> appointedOtherwise(String user) {
        String key = AccountNames.key(user);
        for (TournamentSummary tournament : tournaments.summaries()) {
            for (OfficialView official : play.officials(tournament.id())) {
                if (!official.personId().equals(user) && AccountNames.key(official.personId()).equals(key)) {
                    return Optional.of(new Appointment(official.personId(), official.role(), tournament.name()));
                }
            }
        }
        return Optional.empty();
    }
}
