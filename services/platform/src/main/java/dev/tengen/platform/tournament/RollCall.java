package dev.tengen.platform.tournament;

import dev.tengen.tournament.service.api.ByeGranted;
import dev.tengen.tournament.service.api.PlayerCheckedIn;
import dev.tengen.tournament.service.api.PlayerMarkedAbsent;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.SequenceNumber;

/**
 * The projection of each round's roll call: who answered, who is absent (at the call, or by a bye asked for before
 * it). Kept in memory and rebuilt at each start like {@link TournamentList}; the players themselves come from the
 * list when the call is read.
 */
@Singleton
@ProcessingGroup(RollCall.PROCESSING_GROUP)
public class RollCall {

    public static final String PROCESSING_GROUP = "tournament-roll-call";

    private record Answer(RollCallView.Status status, java.time.Instant at, String by, String reason) {
    }

    private final Object monitor = new Object();
    private final Map<String, Long> versions = new HashMap<>();
    /** tournament -> round -> player -> answer */
    private final Map<String, Map<Integer, Map<String, Answer>>> answers = new HashMap<>();

    @EventHandler
    void on(PlayerCheckedIn event, @SequenceNumber long version) {
        answer(event.tournamentId(), event.round(), event.playerId(),
                new Answer(RollCallView.Status.PRESENT, event.at(), event.by(), null), version);
    }

    @EventHandler
    void on(PlayerMarkedAbsent event, @SequenceNumber long version) {
        answer(event.tournamentId(), event.round(), event.playerId(),
                new Answer(RollCallView.Status.ABSENT, event.at(), event.by(), null), version);
    }

    @EventHandler
    void on(ByeGranted event, @SequenceNumber long version) {
        answer(event.tournamentId(), event.round(), event.playerId(), new Answer(RollCallView.Status.ABSENT, event.at(),
                event.by(), event.reason().isBlank() ? null : event.reason()), version);
    }

    @ResetHandler
    void forgetEverything() {
        synchronized (monitor) {
            answers.clear();
            versions.clear();
        }
    }

    /** The call of {@code round} over {@code players} (those not withdrawn, in registration order). */
    public RollCallView view(int round, List<PlayerView> players, String tournamentId) {
        synchronized (monitor) {
            Map<String, Answer> given = answers.getOrDefault(tournamentId, Map.of()).getOrDefault(round, Map.of());
            List<RollCallView.Entry> entries = new ArrayList<>();
            int present = 0;
            int absent = 0;
            for (PlayerView player : players) {
                Answer answer = given.get(player.id());
                RollCallView.Status status = answer == null ? RollCallView.Status.NOT_CALLED : answer.status();
                present += status == RollCallView.Status.PRESENT ? 1 : 0;
                absent += status == RollCallView.Status.ABSENT ? 1 : 0;
                entries.add(new RollCallView.Entry(player.id(), player.name(), player.rank(), status,
                        answer == null ? null : answer.at(), answer == null ? null : answer.by(),
                        answer == null ? null : answer.reason()));
            }
            return new RollCallView(round, present, absent, entries.size() - present - absent, entries);
        }
    }

    /** Waits until the call shows {@code tournamentId} at {@code version} or later; false if the wait ran out. */
    public boolean awaitVersion(String tournamentId, long version, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (monitor) {
            while (versions.getOrDefault(tournamentId, -1L) < version) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                TimeUnit.NANOSECONDS.timedWait(monitor, left);
            }
            return true;
        }
    }

    private void answer(String tournamentId, int round, String playerId, Answer answer, long version) {
        synchronized (monitor) {
            answers.computeIfAbsent(tournamentId, id -> new HashMap<>()).computeIfAbsent(round, r -> new HashMap<>())
                    .put(playerId, answer);
            versions.merge(tournamentId, version, Math::max);
            monitor.notifyAll();
        }
    }
}
