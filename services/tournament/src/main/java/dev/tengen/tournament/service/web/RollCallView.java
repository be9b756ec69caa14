package dev.tengen.tournament.service.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;

/**
 * The roll call of a round: every player still in the tournament, present, absent or not yet called.
 *
 * @param present how many answered
 * @param absent how many were marked absent, or asked not to be paired in this round
 */
public record RollCallView(int round, int present, int absent, int notCalled, List<Entry> players) {

    /** The call with its counts. */
    static RollCallView of(int round, List<Entry> players) {
        int present = (int) players.stream().filter(entry -> entry.status() == Status.PRESENT).count();
        int absent = (int) players.stream().filter(entry -> entry.status() == Status.ABSENT).count();
        return new RollCallView(round, present, absent, players.size() - present - absent, List.copyOf(players));
    }

    /** Present, absent (at the roll call or by a bye asked for) or not yet called. */
    public enum Status {
        PRESENT, ABSENT, NOT_CALLED
    }

    /**
     * One player's answer.
     *
     * @param at when it was recorded; null while not called
     * @param by who recorded it
     * @param reason the reason of a bye asked for, when that is why the player is absent
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Entry(String playerId, String name, String rank, Status status, Instant at, String by, String reason) {
    }
}
