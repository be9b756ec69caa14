package dev.tengen.tournament.service;

import dev.tengen.tournament.service.api.DescribeEvent;
import dev.tengen.tournament.service.api.EventDetails;
import dev.tengen.tournament.service.api.Refusal;
import dev.tengen.tournament.service.api.TournamentRefused;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Set;

/** Reads a {@link DescribeEvent} into canonical {@link EventDetails}, or refuses it naming the field at fault. */
final class EventDescription {

    /** Longer than any Go event held over consecutive days (a congress runs two weeks). */
    static final int LONGEST_DAYS = 31;
    /** A venue, a city or an organizer's name fits a line of a page. */
    static final int LONGEST_TEXT = 200;

    private static final Set<String> COUNTRIES = Set.of(Locale.getISOCountries());

    private EventDescription() {
    }

    static EventDetails of(DescribeEvent command) {
        LocalDate start = command.startDate();
        if (start == null) {
            throw new TournamentRefused(Refusal.EVENT_START_MISSING, "The event needs its first day (startDate).");
        }
        LocalDate end = command.endDate() == null ? start : command.endDate();
        if (end.isBefore(start)) {
            throw new TournamentRefused(Refusal.EVENT_DATES_INVALID, "The last day (" + end
                    + ") comes before the first (" + start + ").");
        }
        if (ChronoUnit.DAYS.between(start, end) >= LONGEST_DAYS) {
            throw new TournamentRefused(Refusal.EVENT_DATES_INVALID, "From " + start + " to " + end + " is longer than "
                    + LONGEST_DAYS + " days; give the days of play of this event.");
        }
        return new EventDetails(start, end, text(command.venue(), "venue"), text(command.city(), "city"),
                country(command.country()), text(command.organizer(), "organizer"), zone(command.timeZone()));
    }

    private static String text(String value, String field) {
        String text = value == null ? "" : value.strip();
        if (text.length() > LONGEST_TEXT) {
            throw new TournamentRefused(Refusal.EVENT_TEXT_INVALID, "The " + field + " has " + text.length()
                    + " characters; at most " + LONGEST_TEXT + " fit.");
        }
        if (text.chars().anyMatch(Character::isISOControl)) {
            throw new TournamentRefused(Refusal.EVENT_TEXT_INVALID, "The " + field
                    + " holds a control character (a line break or a tab); give it on one line.");
        }
        // as a name: a bidi override would show the venue on the event's pages as another place
        Tournament.requireNoHidden(text, Refusal.EVENT_TEXT_INVALID, "The " + field);
        return text;
    }

    private static String country(String value) {
        String code = value == null ? "" : value.strip().toUpperCase(Locale.ROOT);
        if (!code.isEmpty() && !COUNTRIES.contains(code)) {
            throw new TournamentRefused(Refusal.COUNTRY_UNKNOWN, "'" + value.strip()
                    + "' is not an ISO 3166-1 country code; write two letters, as FR, KR, CN or JP.");
        }
        return code;
    }

    private static String zone(String value) {
        if (value == null || value.isBlank()) {
            return "UTC";
        }
        try {
            return ZoneId.of(value.strip()).getId();
        } catch (DateTimeException e) {
            throw new TournamentRefused(Refusal.TIME_ZONE_UNKNOWN, "'" + value.strip()
                    + "' is not a time zone; write it as the IANA database does, as Europe/Paris or Asia/Seoul.");
        }
    }
}
