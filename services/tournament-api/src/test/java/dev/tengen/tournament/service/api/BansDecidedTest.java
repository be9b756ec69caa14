package dev.tengen.tournament.service.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The sanctions registry's fold: bans in the order decided, a lift marking one, a lift of no known ban passed over. */
class BansDecidedTest {

    private static final Instant AT = Instant.parse("2026-11-27T09:00:00Z");

    private static PlayerBanned banned(String banId, String name, LocalDate until) {
        return new PlayerBanned(banId, name, "KR", "disqualified", "Incheon 2013 arbitration art. 2.6", null, until,
                "td", AT);
    }

    @Test
    void aLiftMarksItsBanAndTheOthersStandInTheOrderDecided() {
        BansDecided bans = new BansDecided();
        bans.apply(banned("ban-1", "Baek Hyunwoo", null));
        bans.apply(banned("ban-2", "Song Jiho", LocalDate.parse("2027-12-31")));
        bans.apply(new BanLifted("ban-1", "Baek Hyunwoo", "appeal upheld", "td", AT));
        bans.apply(new BanLifted("ban-9", "Nobody", "no such ban", "td", AT));

        assertEquals(List.of("ban-1", "ban-2"), bans.all().stream().map(BanView::id).toList());
        assertEquals("appeal upheld", bans.find("ban-1").orElseThrow().lifted());
        assertEquals(null, bans.find("ban-2").orElseThrow().lifted());
        // the name read as the registry reads names, the country alike; lifted and expired bans bar no one
        assertEquals(Optional.of("ban-2"), bans.barring("song  JIHO", "kr", LocalDate.parse("2027-12-31")).map(BanView::id));
        assertEquals(Optional.empty(), bans.barring("Song Jiho", "KR", LocalDate.parse("2028-01-01")));
        assertEquals(Optional.empty(), bans.barring("Baek Hyunwoo", "KR", LocalDate.parse("2026-12-01")));
    }
}
