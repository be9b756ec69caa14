package dev.tengen.tournament.service.web;

/**
 * Which account an official's person id names. An appointment gives its office to the account whose name is its person
 * id (docs/PLATFORM.md, "Offices by appointment"), compared exactly wherever an office is looked up; a deployment that
 * keeps its own accounts (the embedded platform's account file) provides this, so that an appointment naming an account
 * in another case ({@code " Refa "} for {@code refa}) is recorded under the account's own spelling, and one that can
 * name no account is refused. Without one, the person id is recorded as given, without the spaces at either end.
 */
public interface OfficialAccounts {

    /**
     * The person id to record for an appointment naming {@code given} (not blank, no spaces at either end): the
     * spelling of the account it names, or {@code given} when no account has that name yet; a
     * {@link dev.tengen.tournament.service.api.TournamentRefused} when no account can have it.
     */
    String personId(String given);
}
