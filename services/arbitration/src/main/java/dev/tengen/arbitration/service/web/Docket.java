package dev.tengen.arbitration.service.web;

import dev.tengen.arbitration.service.api.AppealFiled;
import dev.tengen.arbitration.service.api.AppealRejectedAsInvalid;
import dev.tengen.arbitration.service.api.AppealRuled;
import dev.tengen.arbitration.service.api.Articles;
import dev.tengen.arbitration.service.api.ProtestDecided;
import dev.tengen.arbitration.service.api.ProtestDecision;
import dev.tengen.arbitration.service.api.ProtestFiled;
import dev.tengen.arbitration.service.api.RulingDeadlineMissed;
import dev.tengen.conduct.AppealRules;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;

/**
 * Every tournament's protests and the appeals they became, with the deadline that runs for each: the queue the
 * officials and the committee work from (Incheon 2013 arbitration art. 1.2: the 15-minute filing window; art. 3.2: the half hour
 * for the ruling). Rebuilt from the events at each start like {@link OpenAppeals}; it holds no deliberation (votes
 * and opinions stay with the appeal, art. 2.5).
 */
@Singleton
@ProcessingGroup(Docket.PROCESSING_GROUP)
public class Docket {

    public static final String PROCESSING_GROUP = "docket";

    private static final String RULING_TARGET = "Incheon 2013 arbitration art. 3.2";

    /** Per tournament, its matters by protest id in filing order. */
    private final Map<String, Map<String, DocketEntry>> tournaments = new HashMap<>();
    private final Map<String, String> tournamentOfProtest = new HashMap<>();
    private final Map<String, String> protestOfAppeal = new HashMap<>();

    @EventHandler
    synchronized void on(ProtestFiled e) {
        tournamentOfProtest.put(e.protestId(), e.tournamentId());
        tournaments.computeIfAbsent(e.tournamentId(), t -> new LinkedHashMap<>()).put(e.protestId(),
                new DocketEntry(e.protestId(), null, e.gameId(), e.round(), e.board(), e.complainant(), e.judgment(),
                        "protest-filed", e.at(), null, null, null, null, null, false, null, null, null));
    }

    @EventHandler
    synchronized void on(ProtestDecided e) {
        change(e.protestId(), d -> {
            boolean appealable = e.decision() != ProtestDecision.ACCEPTED;
            return new DocketEntry(d.protestId(), null, d.gameId(), d.round(), d.board(), d.complainant(), d.judgment(),
                    appealable ? "protest-decided" : "protest-closed", d.filedAt(), e.at(), e.decision().name(), null,
                    appealable ? AppealRules.filingClosesAt(e.at()) : null, appealable ? Articles.FILING_WINDOW : null,
                    false, null, null, null);
        });
    }

    @EventHandler
    synchronized void on(AppealFiled e) {
        protestOfAppeal.put(e.appealId(), e.protestId());
        change(e.protestId(), d -> new DocketEntry(d.protestId(), e.appealId(), d.gameId(), d.round(), d.board(),
                d.complainant(), d.judgment(), "appeal-filed", d.filedAt(), d.decidedAt(), d.protestDecision(), e.at(),
                e.rulingDueAt(), RULING_TARGET, false, null, null, null));
    }

    @EventHandler
    synchronized void on(AppealRejectedAsInvalid e) {
        protestOfAppeal.put(e.appealId(), e.protestId());
        change(e.protestId(), d -> new DocketEntry(d.protestId(), e.appealId(), d.gameId(), d.round(), d.board(),
                d.complainant(), d.judgment(), "appeal-invalid", d.filedAt(), d.decidedAt(), d.protestDecision(), e.at(),
                null, null, false, null, null, null));
    }

    @EventHandler
    synchronized void on(RulingDeadlineMissed e) {
        change(protestOfAppeal.get(e.appealId()), d -> new DocketEntry(d.protestId(), d.appealId(), d.gameId(),
                d.round(), d.board(), d.complainant(), d.judgment(), d.status(), d.filedAt(), d.decidedAt(),
                d.protestDecision(), d.appealedAt(), d.deadline(), d.deadlineArticle(), true, d.ruling(), d.ruledAt(), null));
    }

    @EventHandler
    synchronized void on(AppealRuled e) {
        change(e.protestId(), d -> new DocketEntry(d.protestId(), d.appealId(), d.gameId(), d.round(), d.board(),
                d.complainant(), d.judgment(), "appeal-ruled", d.filedAt(), d.decidedAt(), d.protestDecision(),
                d.appealedAt(), null, null, d.deadlineMissed() || e.late(), e.decision().name(), e.at(), null));
    }

    @ResetHandler
    synchronized void forgetEverything() {
        tournaments.clear();
        tournamentOfProtest.clear();
        protestOfAppeal.clear();
    }

    /**
     * The tournament's matters, those still awaiting something first (soonest deadline first), then the rest in
     * filing order. A decided protest whose filing window has passed at {@code now} without an appeal is closed.
     */
    public synchronized List<DocketEntry> matters(String tournamentId, Instant now) {
        List<DocketEntry> all = new ArrayList<>();
        for (DocketEntry d : tournaments.getOrDefault(tournamentId, Map.of()).values()) {
            all.add(d.status().equals("protest-decided") && !now.isBefore(d.deadline())
                    ? new DocketEntry(d.protestId(), null, d.gameId(), d.round(), d.board(), d.complainant(),
                            d.judgment(), "protest-closed", d.filedAt(), d.decidedAt(), d.protestDecision(), null, null,
                            null, false, null, null, null)
                    : d.at(now));
        }
        all.sort(Comparator.comparing((DocketEntry d) -> d.deadline() == null && !d.status().equals("protest-filed"))
                .thenComparing(d -> d.deadline() == null ? Instant.MAX : d.deadline()));
        return all;
    }

    private void change(String protestId, java.util.function.UnaryOperator<DocketEntry> how) {
        String tournamentId = protestId == null ? null : tournamentOfProtest.get(protestId);
        if (tournamentId == null) {
            return;
        }
        tournaments.get(tournamentId).computeIfPresent(protestId, (id, entry) -> how.apply(entry));
    }
}
