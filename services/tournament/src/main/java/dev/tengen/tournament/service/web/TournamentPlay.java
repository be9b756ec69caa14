package dev.tengen.tournament.service.web;

import dev.tengen.tournament.service.api.CommitteeMakeUp;
import dev.tengen.tournament.service.api.CommitteeMakeUpSet;
import dev.tengen.tournament.service.api.RoundReportSubmitted;
import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.OfficialDismissed;
import dev.tengen.tournament.service.api.OfficialsInOffice;
import dev.tengen.tournament.service.api.PairingAdjusted;
import dev.tengen.tournament.service.api.PairingCorrected;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.ResultCorrected;
import dev.tengen.tournament.service.api.ResultRecorded;
import dev.tengen.tournament.service.api.RoundPaired;
import dev.tengen.tournament.service.api.RoundPublished;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.ByeGranted;
import dev.tengen.tournament.service.api.PlayerCheckedIn;
import dev.tengen.tournament.service.api.PlayerMarkedAbsent;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.time.Duration;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.SequenceNumber;

/**
 * The projection of each tournament's play: its whole configuration, its officials in office, its rounds with
 * their results, and each round's roll call (who checked in, who is absent). Kept in memory and rebuilt at each
 * start like {@link TournamentList}; a writer waits on the list
 * and then on this projection, which follows the same events.
 */
@Singleton
@ProcessingGroup(TournamentPlay.PROCESSING_GROUP)
public class TournamentPlay {

    public static final String PROCESSING_GROUP = "tournament-play";

    private final Object monitor = new Object();
    private final Map<String, Long> versions = new HashMap<>();
    private final Map<String, SettingsView> settings = new HashMap<>();
    private final Map<String, OfficialsInOffice> officials = new HashMap<>();
    private final Map<String, CommitteeMakeUp> committees = new HashMap<>();
    private final Map<String, Map<Integer, RoundView>> rounds = new HashMap<>();
    private final Map<String, List<RoundReport>> reports = new HashMap<>();
    /** The roll call: tournament -> round -> player -> answer. */
    private final Map<String, Map<Integer, Map<String, Answer>>> answers = new HashMap<>();

    /** A player's answer to a round's roll call, or the bye asked for that makes them absent from it. */
    private record Answer(RollCallView.Status status, Instant at, String by, String reason) {
    }

    @EventHandler
    void on(TournamentConfigured event, @SequenceNumber long version) {
        synchronized (monitor) {
            seen(event.tournamentId(), version);
            settings.put(event.tournamentId(), SettingsView.of(event));
        }
    }

    @EventHandler
    void on(OfficialAppointed event, @SequenceNumber long version) {
        synchronized (monitor) {
            seen(event.tournamentId(), version);
            officials.computeIfAbsent(event.tournamentId(), id -> new OfficialsInOffice()).apply(event);
        }
    }

    @EventHandler
    void on(CommitteeMakeUpSet event, @SequenceNumber long version) {
        synchronized (monitor) {
            seen(event.tournamentId(), version);
            committees.put(event.tournamentId(), event.makeUp());
        }
    }

    @EventHandler
    void on(OfficialDismissed event, @SequenceNumber long version) {
        synchronized (monitor) {
            seen(event.tournamentId(), version);
            officials.computeIfAbsent(event.tournamentId(), id -> new OfficialsInOffice()).apply(event);
        }
    }

    @EventHandler
    void on(RoundPaired event, @SequenceNumber long version) {
        synchronized (monitor) {
            seen(event.tournamentId(), version);
            roundsOf(event.tournamentId()).put(event.round(), new RoundView(event.round(), event.pairingSystem(),
                    event.games().stream().map(GameView::of).toList(), event.byes(), event.notes(), event.at()));
        }
    }

    @EventHandler
    void on(PairingAdjusted event, @SequenceNumber long version) {
        synchronized (monitor) {
            seen(event.tournamentId(), version);
            roundsOf(event.tournamentId()).computeIfPresent(event.round(), (n, round) -> round.adjusted(event.reason(),
                    event.games().stream().map(GameView::of).toList(), event.byes()));
        }
    }

    @EventHandler
    void on(RoundPublished event, @SequenceNumber long version) {
        synchronized (monitor) {
            seen(event.tournamentId(), version);
            roundsOf(event.tournamentId()).computeIfPresent(event.round(), (n, round) -> round.published(
                    event.games().stream().map(GameView::of).toList(), event.byes(), event.at()));
        }
    }

    /** The corrected round: boards kept keep their results, changed boards show their new games. */
    @EventHandler
    void on(PairingCorrected event, @SequenceNumber long version) {
        synchronized (monitor) {
            seen(event.tournamentId(), version);
            roundsOf(event.tournamentId()).computeIfPresent(event.round(), (n, round) -> {
                Map<String, GameView> kept = new HashMap<>();
                round.games().forEach(game -> kept.put(game.gameId(), game));
                List<GameView> games = event.games().stream()
                        .map(game -> kept.getOrDefault(game.gameId(), GameView.of(game))).toList();
                return round.corrected(new RoundView.Correction(event.correction(), event.reason(),
                        event.voided().stream().map(PairedGame::board).distinct().sorted().toList(), event.by(),
                        event.at()), games, event.byes());
            });
        }
    }

    @EventHandler
    void on(ResultRecorded event, @SequenceNumber long version) {
        synchronized (monitor) {
            seen(event.tournamentId(), version);
            roundsOf(event.tournamentId()).computeIfPresent(event.round(), (n, round) -> round.withGames(round.games()
                    .stream().map(game -> game.board() == event.board() ? game.with(event) : game).toList()));
        }
    }

    /**
     * The corrected board shows its new result, and each later round already paired says it was paired on the old
     * one, so the director sees which pairings a changed result had fed (Incheon 2013 code art. 6.1).
     */
    @EventHandler
    void on(ResultCorrected event, @SequenceNumber long version) {
        synchronized (monitor) {
            seen(event.tournamentId(), version);
            ResultRecorded now = event.asRecorded();
            roundsOf(event.tournamentId()).computeIfPresent(event.round(), (n, round) -> round.withGames(round.games()
                    .stream().map(game -> game.board() == event.board() ? game.with(now) : game).toList()));
            String note = "Paired before the result of round " + event.round() + ", board " + event.board()
                    + " was changed from " + (event.previousResult() == null ? "none" : event.previousResult()) + " to "
                    + event.result() + " (" + event.reason() + "; " + event.source() + ").";
            for (int later : event.laterRoundsPaired()) {
                roundsOf(event.tournamentId()).computeIfPresent(later, (n, round) -> round.noted(note));
            }
        }
    }

    @EventHandler
    void on(RoundReportSubmitted event, @SequenceNumber long version) {
        synchronized (monitor) {
            seen(event.tournamentId(), version);
            reports.computeIfAbsent(event.tournamentId(), id -> new ArrayList<>()).add(RoundReport.of(event));
        }
    }

    @ResetHandler
    void forgetEverything() {
        synchronized (monitor) {
            versions.clear();
            answers.clear();
            reports.clear();
            settings.clear();
            officials.clear();
            committees.clear();
            rounds.clear();
        }
    }

    public Optional<SettingsView> settings(String tournamentId) {
        synchronized (monitor) {
            return Optional.ofNullable(settings.get(tournamentId));
        }
    }

    public List<OfficialView> officials(String tournamentId) {
        synchronized (monitor) {
            return inOffice(tournamentId);
        }
    }

    private List<OfficialView> inOffice(String tournamentId) {
        OfficialsInOffice held = officials.get(tournamentId);
        return held == null ? List.of() : held.appointments().stream().map(OfficialView::of).toList();
    }

    /** The Arbitration Committee: its make-up (the default where none was set) and its members in office. */
    public CommitteeView committee(String tournamentId) {
        synchronized (monitor) {
            return CommitteeView.of(committees.getOrDefault(tournamentId, CommitteeMakeUp.DEFAULT),
                    inOffice(tournamentId));
        }
    }

    /** The referees' sum-up reports of a round, in the order they came. */
    public List<RoundReport> reports(String tournamentId, int round) {
        synchronized (monitor) {
            return reports.getOrDefault(tournamentId, List.of()).stream().filter(r -> r.round() == round).toList();
        }
    }

    /** The rounds paired so far, round 1 first. */
    public List<RoundView> rounds(String tournamentId) {
        synchronized (monitor) {
            return List.copyOf(rounds.getOrDefault(tournamentId, Map.of()).values());
        }
    }

    public Optional<RoundView> round(String tournamentId, int round) {
        synchronized (monitor) {
            return Optional.ofNullable(rounds.getOrDefault(tournamentId, Map.of()).get(round));
        }
    }

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

    /** The roll call of {@code round} over {@code players} (those not withdrawn, in registration order). */
    public RollCallView rollCall(String tournamentId, int round, List<PlayerView> players) {
        synchronized (monitor) {
            Map<String, Answer> given = answers.getOrDefault(tournamentId, Map.of()).getOrDefault(round, Map.of());
            List<RollCallView.Entry> entries = new ArrayList<>();
            for (PlayerView player : players) {
                Answer answer = given.get(player.id());
                entries.add(answer == null
                        ? new RollCallView.Entry(player.id(), player.name(), player.rank(), RollCallView.Status.NOT_CALLED,
                                null, null, null)
                        : new RollCallView.Entry(player.id(), player.name(), player.rank(), answer.status(), answer.at(),
                                answer.by(), answer.reason()));
            }
            return RollCallView.of(round, entries);
        }
    }

    private void answer(String tournamentId, int round, String playerId, Answer answer, long version) {
        synchronized (monitor) {
            seen(tournamentId, version);
            answers.computeIfAbsent(tournamentId, id -> new HashMap<>()).computeIfAbsent(round, r -> new HashMap<>())
                    .put(playerId, answer);
        }
    }

    /**
     * Waits until this projection has shown the event of {@code tournamentId} at {@code version} (an event it
     * handles); false if the wait ran out.
     */
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

    private void seen(String tournamentId, long version) {
        versions.merge(tournamentId, version, Math::max);
        monitor.notifyAll();
    }

    private Map<Integer, RoundView> roundsOf(String tournamentId) {
        return rounds.computeIfAbsent(tournamentId, id -> new TreeMap<>());
    }
}
