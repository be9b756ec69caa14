package dev.tengen.platform.security;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * What the first-run page ({@link SetupPage}) says. English here; Korean, Chinese, Japanese and French in
 * {@code messages/setup_*.properties}, the languages of the console and the public pages. The log line the page
 * points to stays in English, as the log writes it.
 */
@MessageBundle(value = "setup", locale = "en")
public interface SetupText {

    @Message("Tengen: first run")
    String title();

    @Message("Setup code (printed in the log)")
    String codeLabel();

    @Message("Organizer's user name (Latin letters a-z, digits, . - _ @)")
    String userLabel();

    @Message("1 to 64 of the Latin letters a-z and A-Z, digits, dots, dashes, underscores or @")
    String userTitle();

    @Message("Password ({minimum} characters or more)")
    String passwordLabel(int minimum);

    @Message("Create the organizer account")
    String submit();

    @Message("A user name is 1 to 64 of the Latin letters a-z and A-Z, digits, dots, dashes, underscores or @ (no"
            + " spaces, no accents, no Hangul, Hanzi or kana: a person's own name goes in the tournament, not in the"
            + " account name).")
    String userRule();

    @Message("A password has at least {minimum} characters.")
    String passwordRule(int minimum);

    @Message("That setup code is not the one in the platform's log. Look for the line \"No organizer account yet\""
            + " where the platform was started.")
    String wrongCode();

    @Message("Too many wrong setup codes from this address; try again in {seconds} seconds.")
    String throttled(long seconds);

    @Message("The organizer account exists. Organizers create the other accounts through the API"
            + " (POST /api/v1/accounts).")
    String organizerExists();

    @Message("An organizer account exists already; ask that organizer for an account.")
    String organizerExistsAlready();

    @Message("The organizer account is ready. Sign in with it in the console, or with HTTP Basic on the API.")
    String ready();

    @Message("Open the console")
    String console();

    @Message("API documentation")
    String apiDocumentation();
}
