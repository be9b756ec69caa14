package dev.tengen.readmodel;

import static dev.tengen.readmodel.Events.T;
import static dev.tengen.readmodel.Events.confirmed;
import static dev.tengen.readmodel.Events.created;
import static dev.tengen.readmodel.Events.minute;
import static dev.tengen.readmodel.Events.player;
import static dev.tengen.readmodel.Events.started;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.tengen.game.service.api.GameStarted;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.service.api.PlayerRegistered;
import java.time.Instant;
import java.util.List;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventhandling.GenericEventMessage;
import org.junit.jupiter.api.Test;

class AuditLedgerTest {

    private final AuditLedger ledger = new AuditLedger();

    private void feed(String aggregate, long sequence, Object payload) {
        ledger.on(payload, new GenericDomainEventMessage<>("Aggregate", aggregate, sequence, payload));
    }

    @Test
    void everyEventOfTheTournamentIsListedInOrderWithWhoAndWhen() {
        PlayerRegistered ann = player("ann", "Ann", "3d");
        GameStarted game = started("g11", 1, 1, "ann", "bo");
        feed(T, 0, created(T, "Seoul Open", 0));
        feed("t-other", 0, created("t-other", "Other Cup", 0));
        feed(T, 1, ann);
        feed("g11", 0, game);
        feed("g11", 1, confirmed(game, Outcome.BLACK_WINS, "B+R"));

        List<LedgerEntry> entries = ledger.ledger(T);

        assertEquals(List.of(1L, 2L, 3L, 4L), entries.stream().map(LedgerEntry::sequence).toList());
        assertEquals(List.of("TournamentCreated", "PlayerRegistered", "GameStarted", "ResultConfirmed"),
                entries.stream().map(LedgerEntry::type).toList());
        assertEquals(List.of("organizer", "organizer", "td", "ann, bo, referee"),
                entries.stream().map(LedgerEntry::by).toList());
        assertEquals(minute(2), entries.get(1).at());
        assertEquals("g11", entries.get(3).aggregate());
        assertEquals(1L, entries.get(3).aggregateSequence());
        assertSame(ann, entries.get(1).payload());
        assertEquals(1, ledger.ledger("t-other").size());
    }

    @Test
    void aReaderThatFollowsTheLedgerGetsTheEntriesAfterThoseItHas() {
        feed(T, 0, created(T, "Seoul Open", 0));
        feed(T, 1, player("ann", "Ann", "3d"));
        feed(T, 2, player("bo", "Bo", "2d"));

        assertEquals(3, ledger.size(T));
        assertEquals(List.of(2L, 3L), ledger.ledger(T, 1).stream().map(LedgerEntry::sequence).toList());
        assertEquals(List.of(), ledger.ledger(T, 3));
        assertEquals(List.of(), ledger.ledger("t-none", 0));
        assertEquals(0, ledger.size("t-none"));
    }

    @Test
    void anEventWithoutATournamentIsNotInAnyLedger() {
        ledger.on("not a record", GenericEventMessage.asEventMessage("not a record"));

        assertEquals(List.of(), ledger.ledger(T));
    }

    @Test
    void anEventWithoutItsOwnTimeTakesTheStoresTimestamp() {
        record Noted(String tournamentId, String by) {
        }
        Noted noted = new Noted(T, "auditor");
        GenericEventMessage<Noted> message = new GenericEventMessage<>(noted);

        ledger.on(noted, message);

        LedgerEntry entry = ledger.ledger(T).get(0);
        assertEquals(message.getTimestamp(), entry.at());
        assertNull(entry.aggregate());
        assertEquals("auditor", entry.by());
        assertEquals(Instant.class, entry.at().getClass());
    }
}
