package dev.tengen.tournament.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.tournament.service.api.EventDescribed;
import dev.tengen.tournament.service.api.EventDetails;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class EventDetailsBookTest {

    private static final Instant AT = Instant.parse("2026-11-26T09:00:00Z");
    private static final EventDetails SEOUL = new EventDetails(LocalDate.of(2027, 5, 1), null, "Hanguk Kiwon", "Seoul",
            "KR", "KBA", "Asia/Seoul");
    private static final EventDetails BUSAN = new EventDetails(LocalDate.of(2027, 5, 2), null, "BEXCO", "Busan", "KR",
            "KBA", "Asia/Seoul");

    private final EventDetailsBook book = new EventDetailsBook();

    @Test
    void anEventNotDescribedHasNoDetails() {
        assertEquals(Optional.empty(), book.of("t-1"));
    }

    @Test
    void aLaterDescriptionReplacesTheEarlierForItsTournamentOnly() {
        book.on(new EventDescribed("t-1", SEOUL, "organizer", AT));
        book.on(new EventDescribed("t-2", SEOUL, "organizer", AT));
        book.on(new EventDescribed("t-1", BUSAN, "organizer", AT));

        assertEquals(Optional.of(BUSAN), book.of("t-1"));
        assertEquals(Optional.of(SEOUL), book.of("t-2"));
    }
}
